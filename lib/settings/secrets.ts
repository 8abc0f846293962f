import * as v from 'valibot';

/**
 * API keys and other secrets. They live in storage.local under their own key, so no settings
 * export or sync can carry them, and they are never given to a content script or a page.
 */
export const SecretsSchema = v.object({
  llmApiKey: v.optional(v.pipe(v.string(), v.maxLength(4096))),
  braveApiKey: v.optional(v.pipe(v.string(), v.maxLength(4096))),
  factCheckApiKey: v.optional(v.pipe(v.string(), v.maxLength(4096))),
});
export type Secrets = v.InferOutput<typeof SecretsSchema>;

const KEY = 'secrets';

export async function loadSecrets(): Promise<Secrets> {
  const stored = await chrome.storage.local.get(KEY);
  const parsed = v.safeParse(SecretsSchema, stored[KEY] ?? {});
  return parsed.success ? parsed.output : {};
}

export async function saveSecret(name: keyof Secrets, value: string | undefined): Promise<void> {
  const current = await loadSecrets();
  const next = { ...current, [name]: value?.trim() || undefined };
  await chrome.storage.local.set({ [KEY]: v.parse(SecretsSchema, next) });
}
