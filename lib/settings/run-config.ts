import * as v from 'valibot';

import { type Locale, LOCALES } from '../i18n/locales';
import type { TrustedSource } from '../sources/types';
import { parseSettings, type Settings } from './schema';
import { type Secrets, SecretsSchema } from './secrets';

/**
 * What the engine needs from extension storage, which its contexts cannot read themselves:
 * the background sends it along with every request.
 */
export interface EngineConfig {
  settings: Settings;
  secrets: Secrets;
  sources: TrustedSource[];
  /** Host permission patterns granted to the extension (the worker cannot ask chrome.permissions); null: unknown. */
  hostAccess?: string[] | null;
  /** The reader's interface language, for what the engine writes where it cannot ask the browser. */
  locale?: Locale;
}

const SourceSchema = v.object({
  domain: v.pipe(v.string(), v.maxLength(253)),
  pathPrefixes: v.optional(v.array(v.pipe(v.string(), v.maxLength(500)))),
  name: v.pipe(v.string(), v.maxLength(200)),
  category: v.pipe(v.string(), v.maxLength(100)),
  description: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  enabled: v.boolean(),
  origin: v.pipe(v.string(), v.maxLength(2100)),
  narrowedByReader: v.optional(v.boolean()),
});

/** The reader's language: one of the catalogue's, English where unset. */
const LocaleSchema = v.optional(v.picklist(LOCALES), 'en');

const ConfigSchema = v.object({
  settings: v.unknown(),
  secrets: v.optional(SecretsSchema, {}),
  sources: v.optional(v.pipe(v.array(SourceSchema), v.maxLength(10_000)), []),
  hostAccess: v.optional(v.nullable(v.pipe(v.array(v.pipe(v.string(), v.maxLength(300))), v.maxLength(10_000))), null),
  locale: LocaleSchema,
});

export function parseEngineConfig(input: unknown): EngineConfig {
  const parsed = v.parse(ConfigSchema, input ?? {});
  return {
    settings: parseSettings(parsed.settings),
    secrets: parsed.secrets,
    sources: parsed.sources as TrustedSource[],
    hostAccess: parsed.hostAccess,
    locale: parsed.locale,
  };
}

/**
 * The reader's language a run config names, read alone (the offscreen document relays requests
 * whose config the worker validates whole): anything but one of the catalogue's languages is English.
 */
export function configLocale(input: unknown): Locale {
  const parsed = v.safeParse(v.object({ locale: LocaleSchema }), input);
  return parsed.success ? parsed.output.locale : 'en';
}

export function defaultEngineConfig(): EngineConfig {
  return { settings: parseSettings({}), secrets: {}, sources: [] };
}
