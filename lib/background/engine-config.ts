import { localeOf } from '../i18n/locales';
import { log } from '../log/log';
import { usableSecrets } from '../settings/keyed';
import type { EngineConfig } from '../settings/run-config';
import { loadStoredSecrets } from '../settings/secrets';
import { loadSettings } from '../settings/store';
import { toEngineSources } from '../sources/effective';
import { loadSourcesState } from '../sources/load';
import { chromeStorage } from '../sources/storage';

/** Reads what the engine needs from extension storage, fresh for every request. */
export async function loadEngineConfig(): Promise<EngineConfig> {
  const permissions = chrome.permissions.getAll().catch((e: unknown) => {
    log.warn(
      'engine-config',
      'The granted host permissions could not be read; the engine treats web access as unknown',
      e,
    );
    return null;
  });
  const [settings, state, granted] = await Promise.all([
    loadSettings(),
    loadSourcesState(chromeStorage()),
    permissions,
  ]);
  // Each key only for the origin it was entered for, judged against the very settings the engine will use.
  const secrets = usableSecrets(await loadStoredSecrets(settings), settings);
  return {
    settings,
    secrets,
    sources: toEngineSources(state.sources),
    hostAccess: granted?.origins ?? null,
    // The language the extension's own messages are served in: the browser's interface language can
    // say en-US while the extension's _locales still serve German.
    locale: localeOf(chrome.i18n.getMessage('@@ui_locale')),
  };
}
