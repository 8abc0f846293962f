import type { EngineConfig } from '../engine/config';
import { loadSecrets } from '../settings/secrets';
import { loadSettings } from '../settings/store';
import { toEngineSources } from '../sources/effective';
import { loadSourcesState } from '../sources/load';
import { chromeStorage } from '../sources/storage';

/** Reads what the engine needs from extension storage, fresh for every request. */
export async function loadEngineConfig(): Promise<EngineConfig> {
  const [settings, secrets, state, granted] = await Promise.all([
    loadSettings(),
    loadSecrets(),
    loadSourcesState(chromeStorage()),
    chrome.permissions.getAll().catch(() => null),
  ]);
  return { settings, secrets, sources: toEngineSources(state.sources), hostAccess: granted?.origins ?? null };
}
