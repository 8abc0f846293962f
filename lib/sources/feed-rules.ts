import * as v from 'valibot';

import { ListError, parseSignedJson, SignatureSchema } from './shared/format';
import { DEFAULT_LIST_FETCH, failure, fetchSignedUpdate, type ListFetchOptions } from './shared/subscriptions';
import { KEYS, type StorageAreaLike } from './storage';

/**
 * The feed-adapter rules list (docs/feed-rules.md): ClaimLens publishes which site adapters
 * (lib/content/feeds/adapters) to switch off, so a site whose markup changed stops being read
 * wrongly without waiting for a release. It updates as shared source lists do: HTTPS, size
 * capped, conditional requests, schema-validated, Ed25519-signed by the key pinned below (or a
 * key it endorsed), never older than the list held; a refused or failed update keeps the last
 * good list and records why.
 */

export const FEED_RULES_FORMAT = 'claimlens-feed-rules';
const FEED_RULES_VERSION = 1;
export const FEED_RULES_URL = 'https://claimlens.dev/feeds/adapter-rules.json';
/** ClaimLens' feed-rules signing key (raw Ed25519 public key, base64). */
export const FEED_RULES_KEY = 'Np8Cmohumu2zJbr9MLngXCeBETMVnuh/C2aV5ZHIk8Y=';
/** Rules lists are small: a few dozen adapter ids with a reason each. */
const MAX_FEED_RULES_BYTES = 64_000;

const AdapterIdSchema = v.pipe(
  v.string(),
  v.regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'must be an adapter id (lower-case letters, digits, dashes)'),
);
const ReasonSchema = v.pipe(v.string(), v.minLength(1, 'must give a reason'), v.maxLength(500));

const FeedRulesSchema = v.object({
  format: v.literal(FEED_RULES_FORMAT),
  version: v.literal(FEED_RULES_VERSION),
  updatedAt: v.pipe(v.string(), v.isoTimestamp()),
  /** [adapter id, why it is off]; ids this release does not know are kept and do nothing. */
  disabled: v.pipe(v.array(v.tuple([AdapterIdSchema, ReasonSchema])), v.maxLength(200)),
  signature: SignatureSchema,
});
export type FeedRules = v.InferOutput<typeof FeedRulesSchema>;

export function parseFeedRules(text: string): { doc: FeedRules; payload: string } {
  const { data, payload } = parseSignedJson(text, FeedRulesSchema, {
    format: FEED_RULES_FORMAT,
    version: FEED_RULES_VERSION,
    noun: 'feed rules list',
  });
  return { doc: data, payload };
}

/** What storage.local holds under KEYS.feedRules. */
export interface FeedRulesState {
  url: string;
  /** The key updates must be signed by: the built-in one, or the one it endorsed last. */
  pinnedKey: string;
  /** The last good list; null until one was accepted. */
  rules: FeedRules | null;
  etag?: string;
  lastModified?: string;
  lastCheckedAt?: number;
  lastSyncedAt?: number;
  lastError?: { at: number; message: string };
}

const initialFeedRules = (url = FEED_RULES_URL, pinnedKey = FEED_RULES_KEY): FeedRulesState => ({
  url,
  pinnedKey,
  rules: null,
});

/** Checks for an update. Never throws: a refused or failed update keeps the last good list and says why. */
async function refreshFeedRules(state: FeedRulesState, options: ListFetchOptions): Promise<FeedRulesState> {
  const now = options.now ?? Date.now();
  try {
    const update = await fetchSignedUpdate(
      state.url,
      options,
      { doc: state.rules, pinnedKey: state.pinnedKey, etag: state.etag, lastModified: state.lastModified },
      parseFeedRules,
    );
    const { lastError: _cleared, ...rest } = state;
    if (update.kind === 'not-modified') return { ...rest, lastCheckedAt: now, lastSyncedAt: now };
    // The pinned key is always set, so an accepted update was signed by it or by a key it endorsed.
    if (!update.key) throw new ListError('The feed rules list is not signed: refused.');
    const { etag: _e, lastModified: _m, ...kept } = rest;
    return {
      ...kept,
      rules: update.doc,
      pinnedKey: update.key,
      ...(update.etag ? { etag: update.etag } : {}),
      ...(update.lastModified ? { lastModified: update.lastModified } : {}),
      lastCheckedAt: now,
      lastSyncedAt: now,
    };
  } catch (e) {
    return { ...state, lastCheckedAt: now, lastError: { at: now, message: failure(e) } };
  }
}

const StoredSchema = v.object({
  url: v.string(),
  pinnedKey: v.string(),
  rules: v.nullable(v.unknown()),
  etag: v.optional(v.string()),
  lastModified: v.optional(v.string()),
  lastCheckedAt: v.optional(v.number()),
  lastSyncedAt: v.optional(v.number()),
  lastError: v.optional(v.object({ at: v.number(), message: v.string() })),
});

/**
 * The stored state, or the initial one. A stored list that no longer parses (storage edited, an
 * older release's shape) counts as none; a stored state for another address or key (a release
 * moved them) starts over.
 */
export function readFeedRules(stored: unknown, url = FEED_RULES_URL, pinnedKey = FEED_RULES_KEY): FeedRulesState {
  const parsed = v.safeParse(StoredSchema, stored);
  if (!parsed.success || parsed.output.url !== url) return initialFeedRules(url, pinnedKey);
  const rules = v.safeParse(FeedRulesSchema, parsed.output.rules);
  return { ...parsed.output, rules: rules.success ? rules.output : null };
}

export async function loadFeedRules(
  area: StorageAreaLike,
  url = FEED_RULES_URL,
  pinnedKey = FEED_RULES_KEY,
): Promise<FeedRulesState> {
  return readFeedRules((await area.get(KEYS.feedRules))[KEYS.feedRules], url, pinnedKey);
}

/** Refreshes the stored rules list and stores the outcome; the last good list stays on failure. */
export async function updateFeedRules(
  area: StorageAreaLike,
  options: Partial<ListFetchOptions> & { url?: string; pinnedKey?: string } = {},
): Promise<FeedRulesState> {
  const { url, pinnedKey, ...fetchOptions } = options;
  const next = await refreshFeedRules(await loadFeedRules(area, url, pinnedKey), {
    maxBytes: MAX_FEED_RULES_BYTES,
    timeoutMs: DEFAULT_LIST_FETCH.timeoutMs,
    ...fetchOptions,
  });
  await area.set({ [KEYS.feedRules]: next });
  return next;
}

/** The ids of the adapters the last good list switches off. */
export function disabledIds(state: Pick<FeedRulesState, 'rules'>): Set<string> {
  return new Set((state.rules?.disabled ?? []).map(([id]) => id));
}
