import * as v from 'valibot';

import { logged } from '../log/log';
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

type PageLocks = Partial<v.InferOutput<typeof GeneralSettingsSchema>>;

/**
 * The General settings the organisation locked (the policy's `locked`, docs/managed.md), each
 * one kept only if it is valid for its setting, as the full policy parser keeps it.
 */
export function pageLocks(policy: unknown): PageLocks {
  const locked = policy && typeof policy === 'object' ? (policy as { locked?: unknown }).locked : undefined;
  if (!locked || typeof locked !== 'object' || Array.isArray(locked)) return {};
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(GeneralSettingsSchema.entries)) {
    const value = (locked as Record<string, unknown>)[`general.${key}`];
    if (value !== undefined && v.safeParse(field, value).success) out[key] = value;
  }
  return out as PageLocks;
}

export function parsePageSettings(stored: unknown, locks: PageLocks = {}): PageSettings {
  const section = <S extends v.GenericSchema>(schema: S, key: string): v.InferOutput<S> => {
    const value = stored && typeof stored === 'object' ? (stored as Record<string, unknown>)[key] : undefined;
    const parsed = v.safeParse(schema, value ?? {});
    return parsed.success ? parsed.output : v.parse(schema, {});
  };
  return { ...section(GeneralSettingsSchema, 'general'), ...locks, feeds: section(FeedSettingsSchema, 'feeds') };
}

async function loadPageLocks(): Promise<PageLocks> {
  const managed = globalThis.chrome?.storage?.managed;
  // No policy (an unmanaged Chrome answers {}, Firefox rejects): nothing is locked.
  return managed
    ? pageLocks(await managed.get(null).catch(logged('content', 'The organisation policy could not be read', 'info')))
    : {};
}

async function loadPageSettings(): Promise<PageSettings> {
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
