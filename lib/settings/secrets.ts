import * as v from 'valibot';

import { bindSecret, migrateSecrets, type SecretName, type StoredSecrets } from './keyed';
import type { Settings } from './schema';

/**
 * API keys and other secrets. They live in storage.local under their own key, so no settings
 * export or sync can carry them, and they are never given to a content script or a page. Each
 * is stored with the origin it was entered for (keyed.ts) and goes nowhere else.
 */

/** What the engine gets for one request: the keys usable under that request's settings. */
export const SecretsSchema = v.object({
  llmApiKey: v.optional(v.pipe(v.string(), v.maxLength(4096))),
  braveApiKey: v.optional(v.pipe(v.string(), v.maxLength(4096))),
  factCheckApiKey: v.optional(v.pipe(v.string(), v.maxLength(4096))),
});
export type Secrets = v.InferOutput<typeof SecretsSchema>;

const KEY = 'secrets';

/** The stored keys with their origins; keys from before binding are bound to the endpoints in `settings` and written back. */
export async function loadStoredSecrets(settings: Settings): Promise<StoredSecrets> {
  const stored = await chrome.storage.local.get(KEY);
  const raw = stored[KEY];
  const { stored: secrets, changed } = migrateSecrets(
    raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {},
    settings,
  );
  if (changed) await chrome.storage.local.set({ [KEY]: secrets });
  return secrets;
}

/** Saves (or, without a value, removes) a key, bound to the origin of its endpoint in `settings`. */
export async function saveSecret(
  name: SecretName,
  value: string | undefined,
  settings: Settings,
): Promise<StoredSecrets> {
  const current = await loadStoredSecrets(settings);
  const next: StoredSecrets = { ...current };
  if (value?.trim()) next[name] = bindSecret(name, value, settings);
  else delete next[name];
  await chrome.storage.local.set({ [KEY]: next });
  return next;
}
