import * as v from 'valibot';

import { logged } from '../log/log';
import { GeneralSettingsSchema } from '../settings/sections/general';
import { SETTINGS_KEY } from '../settings/store';

/**
 * The content script reads the General section of the settings only: parsing every area's
 * settings would put all their schemas into the script that every page loads. A General
 * section that does not parse gives its defaults, as the full settings do.
 */
export type PageSettings = v.InferOutput<typeof GeneralSettingsSchema>;

type PageLocks = Partial<Record<keyof PageSettings, unknown>>;

/**
 * The General settings the organisation locked (the policy's `locked`, docs/managed.md), each
 * one kept only if it is valid for its setting, as the full policy parser keeps it.
 */
export function pageLocks(policy: unknown): PageLocks {
  const locked = policy && typeof policy === 'object' ? (policy as { locked?: unknown }).locked : undefined;
  if (!locked || typeof locked !== 'object' || Array.isArray(locked)) return {};
  const out: PageLocks = {};
  for (const [key, field] of Object.entries(GeneralSettingsSchema.entries)) {
    const value = (locked as Record<string, unknown>)[`general.${key}`];
    if (value !== undefined && v.safeParse(field, value).success) out[key as keyof PageSettings] = value;
  }
  return out;
}

export function parsePageSettings(stored: unknown, locks: PageLocks = {}): PageSettings {
  const general = stored && typeof stored === 'object' ? (stored as { general?: unknown }).general : undefined;
  const parsed = v.safeParse(GeneralSettingsSchema, general ?? {});
  return { ...(parsed.success ? parsed.output : v.parse(GeneralSettingsSchema, {})), ...locks } as PageSettings;
}

async function loadPageLocks(): Promise<PageLocks> {
  const managed = globalThis.chrome?.storage?.managed;
  // No policy (an unmanaged Chrome answers {}, Firefox rejects): nothing is locked.
  return managed
    ? pageLocks(await managed.get(null).catch(logged('content', 'The organisation policy could not be read', 'info')))
    : {};
}

export async function loadPageSettings(): Promise<PageSettings> {
  const [stored, locks] = await Promise.all([chrome.storage.local.get(SETTINGS_KEY), loadPageLocks()]);
  return parsePageSettings(stored[SETTINGS_KEY], locks);
}

function watchPageSettings(onChange: (settings: PageSettings) => void, signal: AbortSignal): void {
  const listener = (changes: Record<string, chrome.storage.StorageChange>, area: string) => {
    if ((area === 'local' && SETTINGS_KEY in changes) || area === 'managed') void loadPageSettings().then(onChange);
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
