import { settingsWeb as m } from '../../../lib/i18n/catalogue/settings-web';
import { log } from '../../../lib/log/log';
import type { Settings } from '../../../lib/settings/schema';
import { loadSourcesState } from '../../../lib/sources/load';
import { chromeStorage } from '../../../lib/sources/storage';
import { originsFor } from '../../../lib/web/permissions';
import { ensureHostAccess } from '../sources/host-access';

type Web = Settings['web'];

/** Service endpoints these web settings would contact. */
function webEndpoints(w: Web): string[] {
  const search = { duckduckgo: w.duckduckgoUrl, searxng: w.searxngUrl, brave: w.braveUrl }[w.provider];
  return [search, ...(w.factCheck ? [w.factCheckUrl] : [])];
}

/** Said where the browser refused access (a message: read with t() where it is shown). */
export const ONLINE_REFUSED = m.onlineRefused;

/**
 * Online checking reaches the search service and the trusted sites: access to them is asked
 * for while the reader's click lasts (Settings → Web and the guided setup). True when granted.
 */
export async function grantOnlineAccess(next: Web): Promise<boolean> {
  const { sources } = await loadSourcesState(chromeStorage());
  return ensureHostAccess(originsFor(sources, webEndpoints(next))).catch((e: unknown) => {
    log.warn('web', 'Host access for online checking could not be asked for', e);
    return false;
  });
}
