import * as v from 'valibot';

import { GeneralSettingsSchema } from '../settings/sections/general';
import { SETTINGS_KEY } from '../settings/store';

/**
 * The content script reads the General section of the settings only: parsing every area's
 * settings would put all their schemas into the script that every page loads. A General
 * section that does not parse gives its defaults, as the full settings do.
 */
export type PageSettings = v.InferOutput<typeof GeneralSettingsSchema>;

export function parsePageSettings(stored: unknown): PageSettings {
  const general = stored && typeof stored === 'object' ? (stored as { general?: unknown }).general : undefined;
  const parsed = v.safeParse(GeneralSettingsSchema, general ?? {});
  return parsed.success ? parsed.output : v.parse(GeneralSettingsSchema, {});
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
}

export function pageSettings(signal: AbortSignal): PageSettingsAccess {
  let settings = parsePageSettings(undefined);
  watchPageSettings((s) => (settings = s), signal);
  const loaded = loadPageSettings().then((s) => {
    settings = s;
  });
  return { current: () => settings, loaded };
}
