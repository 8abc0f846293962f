import * as v from 'valibot';

import { DecomposeSettingsSchema } from './sections/decompose';
import { DocumentSettingsSchema } from './sections/documents';
import { FeedSettingsSchema } from './sections/feeds';
import { GeneralSettingsSchema } from './sections/general';
import { LlmSettingsSchema } from './sections/llm';
import { MemorySettingsSchema } from './sections/memory';
import { ModelSettingsSchema } from './sections/models';
import { PrivacySettingsSchema } from './sections/privacy';
import { WebSettingsSchema } from './sections/web';

/**
 * Every user setting, with its documented default (docs/settings.md). Each area owns its
 * section file in sections/. Secrets (API keys) are not here: they live apart in storage.local (secrets.ts) so
 * that an export or a sync can never carry them.
 */

export const SettingsSchema = v.object({
  version: v.optional(v.literal(1), 1),
  general: v.optional(GeneralSettingsSchema, {}),
  models: v.optional(ModelSettingsSchema, {}),
  memory: v.optional(MemorySettingsSchema, {}),
  web: v.optional(WebSettingsSchema, {}),
  llm: v.optional(LlmSettingsSchema, {}),
  decompose: v.optional(DecomposeSettingsSchema, {}),
  privacy: v.optional(PrivacySettingsSchema, {}),
  feeds: v.optional(FeedSettingsSchema, {}),
  documents: v.optional(DocumentSettingsSchema, {}),
});

export type Settings = v.InferOutput<typeof SettingsSchema>;
export type SettingsInput = v.InferInput<typeof SettingsSchema>;

export function defaultSettings(): Settings {
  return v.parse(SettingsSchema, {});
}

export class SettingsError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SettingsError';
  }
}

/** Validate settings from storage or a file; the message names the first bad field. */
export function parseSettings(input: unknown): Settings {
  const result = v.safeParse(SettingsSchema, input ?? {});
  if (result.success) return result.output;
  const issue = result.issues[0];
  const path = issue?.path?.map((p) => String(p.key)).join('.') || '(root)';
  throw new SettingsError(`Setting "${path}": ${issue?.message ?? 'invalid value'}`);
}

export type SectionName = Exclude<keyof Settings, 'version'>;

/** The defaults of some fields of one section: what Settings → Advanced → *Reset section to defaults* restores. */
export function sectionDefaults<K extends SectionName>(
  section: K,
  keys: readonly (keyof Settings[K])[],
): Partial<Settings[K]> {
  const defaults = defaultSettings()[section];
  return Object.fromEntries(keys.map((k) => [k, defaults[k]])) as Partial<Settings[K]>;
}
