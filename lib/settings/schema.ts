import * as v from 'valibot';

/**
 * Every user setting, with its documented default (docs/settings.md). Each area owns its
 * section. Secrets (API keys) are not here: they live apart in storage.local (secrets.ts) so
 * that an export or a sync can never carry them.
 */

const num = (min: number, max: number, dflt: number) => v.optional(v.pipe(v.number(), v.minValue(min), v.maxValue(max)), dflt);
const bool = (dflt: boolean) => v.optional(v.boolean(), dflt);
const str = (dflt: string, max = 2048) => v.optional(v.pipe(v.string(), v.maxLength(max)), dflt);

export const GeneralSettingsSchema = v.object({
  /** Show the "Check claim" pill when text is selected. */
  showPill: bool(true),
  /** Show the badges of claims already checked when a page is visited again. */
  restoreBadges: bool(true),
  /** Longest selection accepted, in characters. */
  maxSelectionChars: num(100, 20_000, 5000),
  /** Checks that run at the same time; more wait in the queue. */
  maxConcurrentChecks: num(1, 8, 2),
});

export const SettingsSchema = v.object({
  version: v.optional(v.literal(1), 1),
  general: v.optional(GeneralSettingsSchema, {}),
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
