import { packsEngine as m } from '../../i18n/catalogue/packs-engine';
import { t } from '../../i18n/t';
import { isLoopbackUrl, isPrivateUrl } from '../../net/address';

/**
 * Where a pack may come from by URL. Asked for: https, or http on this machine (for testing);
 * never a private-network address (a router or intranet host is no pack publisher). After
 * redirects: the same origin as asked, so a redirect can neither downgrade to http, move to
 * another site nor reach this machine or the local network. A pack that moved is imported from
 * its new address by naming it. The redirected request has been made by then, without cookies;
 * its body is not read.
 */

/** Why a pack may not be fetched from `url`, or null. */
export function packUrlProblem(url: URL): string | null {
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackUrl(url.href))) return t(m.httpsOnly);
  if (isPrivateUrl(url.href) && !isLoopbackUrl(url.href)) return t(m.localNetwork, url.host);
  return null;
}

/** Why the answer that came back from `final` (after redirects) is refused for a request to `asked`, or null. */
export function packRedirectProblem(asked: URL, final: string): string | null {
  if (!final || final === asked.href) return null;
  let landed: URL;
  try {
    landed = new URL(final);
  } catch {
    return t(m.redirectNotUrl, final);
  }
  if (landed.origin === asked.origin) return null;
  return t(m.redirectElsewhere, landed.origin, landed.host, landed.href);
}
