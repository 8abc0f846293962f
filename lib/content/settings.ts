import * as v from 'valibot';

import { logged } from '../log/log';
import { FeedSettingsSchema, withImpliedFeedLocks } from '../settings/sections/feeds';
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

/** The page's settings the organisation locked: General ones by name, and Feeds ones under `feeds`. */
export type PageLocks = Partial<v.InferOutput<typeof GeneralSettingsSchema>> & {
  feeds?: Partial<v.InferOutput<typeof FeedSettingsSchema>>;
};

/** The locked values of one section that are valid for their settings, as the full policy parser keeps them. */
function sectionLocks(locked: Record<string, unknown>, section: string, entries: Record<string, v.GenericSchema>) {
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(entries)) {
    const value = locked[`${section}.${key}`];
    if (value !== undefined && v.safeParse(field, value).success) out[key] = v.parse(field, value);
  }
  return out;
}

/**
 * The General and Feeds settings the organisation locked (the policy's `locked`,
 * docs/managed.md), with what a lock of `feeds.flagKnown` implies for the per-site switches.
 */
export function pageLocks(policy: unknown): PageLocks {
  const raw = policy && typeof policy === 'object' ? (policy as { locked?: unknown }).locked : undefined;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) return {};
  const locked = raw as Record<string, unknown>;
  const general = sectionLocks(locked, 'general', GeneralSettingsSchema.entries);
  const feedPaths = Object.fromEntries(
    Object.entries(sectionLocks(locked, 'feeds', FeedSettingsSchema.entries)).map(([k, value]) => [
      `feeds.${k}`,
      value,
    ]),
  );
  const feeds = Object.fromEntries(
    Object.entries(withImpliedFeedLocks(feedPaths)).map(([path, value]) => [path.slice('feeds.'.length), value]),
  );
  return { ...general, ...(Object.keys(feeds).length ? { feeds } : {}) } as PageLocks;
}

export function parsePageSettings(stored: unknown, locks: PageLocks = {}): PageSettings {
  const section = <S extends v.GenericSchema>(schema: S, key: string): v.InferOutput<S> => {
    const value = stored && typeof stored === 'object' ? (stored as Record<string, unknown>)[key] : undefined;
    const parsed = v.safeParse(schema, value ?? {});
    return parsed.success ? parsed.output : v.parse(schema, {});
  };
  const { feeds: feedLocks, ...generalLocks } = locks;
  return {
    ...section(GeneralSettingsSchema, 'general'),
    ...generalLocks,
    feeds: { ...section(FeedSettingsSchema, 'feeds'), ...feedLocks },
  };
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
