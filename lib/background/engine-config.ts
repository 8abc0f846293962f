import type { EngineConfig } from '../engine/config';
import { loadSecrets } from '../settings/secrets';
import { loadSettings } from '../settings/store';

/** Reads what the engine needs from extension storage, fresh for every request. */
export async function loadEngineConfig(): Promise<EngineConfig> {
  const [settings, secrets] = await Promise.all([loadSettings(), loadSecrets()]);
  return { settings, secrets, sources: [] };
}
