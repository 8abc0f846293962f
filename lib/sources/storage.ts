/** The part of chrome.storage's StorageArea the sources code uses, so it runs on any area. */
export interface StorageAreaLike {
  get(keys: string | string[] | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

export interface SourceStorage {
  local: StorageAreaLike;
  sync: StorageAreaLike;
}

export function chromeStorage(): SourceStorage {
  return { local: chrome.storage.local, sync: chrome.storage.sync };
}

/** storage.local keys of this area. */
export const KEYS = {
  user: 'sources.user',
  device: 'sources.device',
  syncStatus: 'sources.syncStatus',
  subscriptions: 'sources.subscriptions',
  signingKey: 'sources.signingKey',
  /** Why a list the organisation's policy subscribes to could not be subscribed, by its address. */
  managedErrors: 'sources.managedErrors',
  /** The last good feed-adapter rules list (lib/sources/feed-rules.ts); content scripts read it. */
  feedRules: 'sources.feedRules',
} as const;
