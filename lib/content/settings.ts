import * as v from 'valibot';

import { FeedSettingsSchema } from '../settings/sections/feeds';
import { GeneralSettingsSchema } from '../settings/sections/general';
import { SETTINGS_KEY } from '../settings/store';

/**
 * The content script reads the General and Feeds sections of the settings only: parsing every
 * area's settings would put all their schemas into the script that every page loads. A section
 * that does not parse gives its defaults, as the full settings do.
 */
export type PageSettings = v.InferOutput<typeof GeneralSettingsSchema> & {
  feeds: v.InferOutput<typeof FeedSettingsSchema>;
};

export function parsePageSettings(stored: unknown): PageSettings {
  const section = <S extends v.GenericSchema>(schema: S, key: string): v.InferOutput<S> => {
    const value = stored && typeof stored === 'object' ? (stored as Record<string, unknown>)[key] : undefined;
    const parsed = v.safeParse(schema, value ?? {});
    return parsed.success ? parsed.output : v.parse(schema, {});
  };
  return { ...section(GeneralSettingsSchema, 'general'), feeds: section(FeedSettingsSchema, 'feeds') };
}

async function loadPageSettings(): Promise<PageSettings> {
  const stored = await chrome.storage.local.get(SETTINGS_KEY);
  return parsePageSettings(stored[SETTINGS_KEY]);
}

function watchPageSettings(onChange: (settings: PageSettings) => void, signal: AbortSignal): void {
  const listener = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
    if (area === 'local' && SETTINGS_KEY in changes) onChange(parsePageSettings(changes[SETTINGS_KEY]?.newValue));
  };
  chrome.storage.onChanged.addListener(listener);
  signal.addEventListener('abort', () => chrome.storage.onChanged.removeListener(listener), { once: true });
}

/** The page settings as features read them: the current value, and when the stored one is in. */
export interface PageSettingsAccess {
  /** The defaults until the stored settings are read; then those, kept current. */
  current(): PageSettings;
  loaded: Promise<void>;
  /** Calls `listener` with the settings each time the stored ones change (one storage listener serves them all). */
  onChange(listener: (settings: PageSettings) => void): void;
}

export function pageSettings(signal: AbortSignal): PageSettingsAccess {
  let settings = parsePageSettings(undefined);
  const listeners: ((settings: PageSettings) => void)[] = [];
  watchPageSettings((s) => {
    settings = s;
    listeners.forEach((l) => l(s));
  }, signal);
  const loaded = loadPageSettings().then((s) => {
    settings = s;
  });
  signal.addEventListener('abort', () => (listeners.length = 0), { once: true });
  return { current: () => settings, loaded, onChange: (l) => void listeners.push(l) };
}
