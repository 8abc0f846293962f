import * as v from 'valibot';

import { sourcesShared as m } from '../../i18n/catalogue/sources-shared';
import type { Message } from '../../i18n/locales';
import { t } from '../../i18n/t';
import { fetchBounded, type FetchLike, formatBytes, HttpError } from '../../net/http';
import { messageOf } from '../../util/errors';
import { KEYS, type SourceStorage } from '../storage';
import { ListError, type ListSignature, parseSharedList, type SharedList } from './format';
import { checkListSignature } from './signature';

/**
 * Subscriptions to shared lists: HTTPS only, size-capped, conditional requests (ETag,
 * If-Modified-Since), schema-validated, signature-checked against the pinned key. A refresh
 * never throws and never replaces the last good list with a bad one: it records why it refused.
 */

export interface Subscription {
  url: string;
  addedAt: number;
  /** Ed25519 public key (base64) pinned at subscription; null for an unsigned list. */
  pinnedKey: string | null;
  /** The last good list. */
  list: SharedList;
  etag?: string;
  lastModified?: string;
  lastCheckedAt: number;
  /** When the list was last confirmed current (accepted, or 304 Not Modified). */
  lastSyncedAt: number;
  /** Why the last update was refused or failed; cleared by the next good one. */
  lastError?: { at: number; message: string };
  /** Subscribed by the organisation's policy (docs/managed.md), with the key it pinned: the reader cannot unsubscribe it. */
  managed?: { publicKey: string };
}

export interface ListFetchOptions {
  fetch?: FetchLike;
  maxBytes: number;
  timeoutMs: number;
  now?: number;
}

export const DEFAULT_LIST_FETCH = { maxBytes: 1_000_000, timeoutMs: 15_000 } as const;

export type Noun = 'list' | 'pack';
/** Each noun its own sentences: a list and a pack differ in gender in the reader's languages. */
const WORDS = {
  list: { https: m.httpsList, credentials: m.credentialsList, tooLarge: m.tooLargeList, server: m.serverList },
  pack: { https: m.httpsPack, credentials: m.credentialsPack, tooLarge: m.tooLargePack, server: m.serverPack },
} satisfies Record<Noun, Record<string, Message>>;

export function requireHttps(url: string, noun: Noun = 'list'): URL {
  let u: URL;
  try {
    u = new URL(url.trim());
  } catch {
    throw new ListError(t(m.notWebAddress, url));
  }
  if (u.protocol !== 'https:') throw new ListError(t(WORDS[noun].https));
  if (u.username || u.password) throw new ListError(t(WORDS[noun].credentials));
  u.hash = '';
  return u;
}

export type Fetched = { kind: 'not-modified' } | { kind: 'list'; text: string; etag?: string; lastModified?: string };

/**
 * One conditional, size-capped HTTPS download of a signed document (a shared list or a team
 * pack); a redirect that lands on a non-HTTPS address is refused before the body is read.
 */
export async function fetchListText(
  url: string,
  options: ListFetchOptions,
  validators: { etag?: string; lastModified?: string },
  noun: Noun = 'list',
): Promise<Fetched> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  try {
    const res = await fetchBounded(url, {
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
      maxBytes: options.maxBytes,
      headers,
      okStatuses: [304],
      inspect: (r) => {
        if (r.url && new URL(r.url).protocol !== 'https:') throw new HttpError('refused', t(m.notHttpsRedirect));
      },
    });
    if (res.status === 304) return { kind: 'not-modified' };
    const text = new TextDecoder('utf-8', { fatal: false }).decode(res.body);
    const out: Fetched = { kind: 'list', text };
    const etag = res.headers.get('etag');
    const lastModified = res.headers.get('last-modified');
    if (etag) out.etag = etag;
    if (lastModified) out.lastModified = lastModified;
    return out;
  } catch (e) {
    if (e instanceof HttpError) {
      if (e.kind === 'too-large')
        throw new ListError(t(WORDS[noun].tooLarge, e.message, formatBytes(options.maxBytes)));
      throw new ListError(t(WORDS[noun].server, e.message));
    }
    throw e;
  }
}

/** First fetch of a list: everything must be right, or nothing is subscribed. `expectedKey` pins a key the user typed. */
export async function subscribe(url: string, options: ListFetchOptions, expectedKey?: string): Promise<Subscription> {
  const u = requireHttps(url);
  const fetched = await fetchListText(u.href, options, {});
  if (fetched.kind !== 'list') throw new ListError(t(m.first304));
  const { list, payload } = parseSharedList(fetched.text);
  const pinned = expectedKey?.trim() || null;
  // Checked first: "signed when you subscribed" would misstate a first subscription.
  if (pinned && !list.signature) throw new ListError(t(m.keyButUnsigned));
  const check = await checkListSignature(list.signature, payload, pinned);
  if (!check.ok) throw new ListError(check.reason);
  const now = options.now ?? Date.now();
  return {
    url: u.href,
    addedAt: now,
    pinnedKey: check.key,
    list,
    ...(fetched.etag ? { etag: fetched.etag } : {}),
    ...(fetched.lastModified ? { lastModified: fetched.lastModified } : {}),
    lastCheckedAt: now,
    lastSyncedAt: now,
  };
}

export type SignedUpdate<T> =
  { kind: 'not-modified' } | { kind: 'updated'; doc: T; key: string | null; etag?: string; lastModified?: string };

/**
 * One update of a signed document held at `url` (a shared list, the feed rules): a conditional
 * request, then the schema (`parse`), the signature against the pinned key, and a replay check
 * (an update dated before the held one is refused). Throws a ListError that says why it refused.
 */
export async function fetchSignedUpdate<T extends { signature?: ListSignature; updatedAt: string }>(
  url: string,
  options: ListFetchOptions,
  held: { doc: T | null; pinnedKey: string | null; etag?: string; lastModified?: string },
  parse: (text: string) => { doc: T; payload: string },
): Promise<SignedUpdate<T>> {
  requireHttps(url);
  const fetched = await fetchListText(url, options, { etag: held.etag, lastModified: held.lastModified });
  if (fetched.kind === 'not-modified') return fetched;
  const { doc, payload } = parse(fetched.text);
  const check = await checkListSignature(doc.signature, payload, held.pinnedKey);
  if (!check.ok) throw new ListError(check.reason);
  if (held.doc && Date.parse(doc.updatedAt) < Date.parse(held.doc.updatedAt)) {
    throw new ListError(t(m.replay, doc.updatedAt, held.doc.updatedAt));
  }
  return {
    kind: 'updated',
    doc,
    key: check.key,
    ...(fetched.etag ? { etag: fetched.etag } : {}),
    ...(fetched.lastModified ? { lastModified: fetched.lastModified } : {}),
  };
}

/** Checks for an update. Never throws: a refused or failed update keeps the good list and says why. */
export async function refreshSubscription(sub: Subscription, options: ListFetchOptions): Promise<Subscription> {
  const now = options.now ?? Date.now();
  try {
    const update = await fetchSignedUpdate(
      sub.url,
      options,
      { doc: sub.list, pinnedKey: sub.pinnedKey, etag: sub.etag, lastModified: sub.lastModified },
      (text) => {
        const { list, payload } = parseSharedList(text);
        return { doc: list, payload };
      },
    );
    if (update.kind === 'not-modified') {
      const { lastError: _cleared, ...rest } = sub;
      return { ...rest, lastCheckedAt: now, lastSyncedAt: now };
    }
    const { lastError: _cleared, etag: _e, lastModified: _m, ...rest } = sub;
    return {
      ...rest,
      list: update.doc,
      pinnedKey: update.key ?? sub.pinnedKey,
      ...(update.etag ? { etag: update.etag } : {}),
      ...(update.lastModified ? { lastModified: update.lastModified } : {}),
      lastCheckedAt: now,
      lastSyncedAt: now,
    };
  } catch (e) {
    return { ...sub, lastCheckedAt: now, lastError: { at: now, message: failure(e) } };
  }
}

/** Why an update was not applied, in words for the reader. */
export function failure(e: unknown): string {
  return e instanceof ListError ? e.message : t(m.updateFailed, messageOf(e));
}

// Storage: the subscriptions live in storage.local (they hold whole lists: too big for sync).

const StoredSchema = v.array(
  v.looseObject({
    url: v.string(),
    addedAt: v.number(),
    list: v.looseObject({ sources: v.array(v.unknown()) }),
    lastCheckedAt: v.number(),
    lastSyncedAt: v.number(),
  }),
);

export async function loadSubscriptions(storage: SourceStorage): Promise<Subscription[]> {
  const stored = (await storage.local.get(KEYS.subscriptions))[KEYS.subscriptions];
  const parsed = v.safeParse(StoredSchema, stored ?? []);
  return parsed.success ? (parsed.output as unknown as Subscription[]) : [];
}

/** Read-modify-write of one subscription against the latest stored state (null removes it). */
export async function updateSubscription(
  storage: SourceStorage,
  url: string,
  next: Subscription | null,
): Promise<Subscription[]> {
  const all = await loadSubscriptions(storage);
  const rest = all.filter((s) => s.url !== url);
  const out = next ? [...rest, next].sort((a, b) => a.addedAt - b.addedAt) : rest;
  await storage.local.set({ [KEYS.subscriptions]: out });
  return out;
}

export async function addSubscription(
  storage: SourceStorage,
  url: string,
  options: ListFetchOptions,
  expectedKey?: string,
): Promise<Subscription> {
  const normalised = requireHttps(url).href;
  if ((await loadSubscriptions(storage)).some((s) => s.url === normalised)) throw new ListError(t(m.alreadySubscribed));
  const sub = await subscribe(normalised, options, expectedKey);
  await updateSubscription(storage, sub.url, sub);
  return sub;
}

export async function refreshAll(storage: SourceStorage, options: ListFetchOptions): Promise<Subscription[]> {
  const subs = await loadSubscriptions(storage);
  const refreshed = await Promise.all(subs.map((s) => refreshSubscription(s, options)));
  // Written one by one against fresh state, so an unsubscribe during the refresh is not undone.
  for (const s of refreshed) {
    if ((await loadSubscriptions(storage)).some((x) => x.url === s.url)) await updateSubscription(storage, s.url, s);
  }
  return loadSubscriptions(storage);
}
