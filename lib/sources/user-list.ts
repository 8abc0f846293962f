import * as v from 'valibot';

import { sourcesSync as m } from '../i18n/catalogue/sources-sync';
import { t } from '../i18n/t';
import { messageOf } from '../util/errors';
import { normaliseDomain, normalisePathPrefix } from './domain';
import { KEYS, type SourceStorage } from './storage';
import { isChunkKey, packEntries, SyncQuotaError, unpackItems } from './sync/chunks';
import { mergeEntries, pruneTombstones, sameEntries } from './sync/lww';
import type { UserEntry } from './types';

/**
 * The user's own changes to the trusted list: kept in storage.local (the copy this browser
 * trusts) and mirrored to storage.sync so the user's other browsers get them. Every change is
 * saved locally first, so a sync failure (quota, rate limit) loses nothing and is shown.
 */

export interface SyncStatus {
  ok: boolean;
  at: number;
  message?: string;
}

const EntrySchema = v.object({
  domain: v.string(),
  name: v.optional(v.string()),
  category: v.optional(v.string()),
  description: v.optional(v.string()),
  pathPrefixes: v.optional(v.array(v.string())),
  enabled: v.boolean(),
  deleted: v.optional(v.boolean()),
  updatedAt: v.number(),
  device: v.string(),
});

export async function loadUserEntries(storage: SourceStorage): Promise<UserEntry[]> {
  const stored = (await storage.local.get(KEYS.user))[KEYS.user];
  const parsed = v.safeParse(v.array(EntrySchema), stored ?? []);
  return parsed.success ? (parsed.output as UserEntry[]) : [];
}

async function deviceId(storage: SourceStorage): Promise<string> {
  const stored = (await storage.local.get(KEYS.device))[KEYS.device];
  if (typeof stored === 'string' && stored) return stored;
  const id = crypto.randomUUID().slice(0, 8);
  await storage.local.set({ [KEYS.device]: id });
  return id;
}

export async function loadSyncStatus(storage: SourceStorage): Promise<SyncStatus | null> {
  const s = (await storage.local.get(KEYS.syncStatus))[KEYS.syncStatus] as SyncStatus | undefined;
  return s && typeof s.ok === 'boolean' ? s : null;
}

/** What the user asks for, before it becomes a timestamped entry. */
export type EntryChange = Omit<UserEntry, 'updatedAt' | 'device'>;

/** Validates a change; the message names what to fix. */
export function validateChange(change: EntryChange): EntryChange {
  const domain = normaliseDomain(change.domain);
  const out: EntryChange = { ...change, domain };
  if (change.pathPrefixes)
    out.pathPrefixes = [...new Set(change.pathPrefixes.filter((p) => p.trim()).map(normalisePathPrefix))];
  if (change.name !== undefined) out.name = change.name.trim().slice(0, 200);
  if (change.description !== undefined) out.description = change.description.trim().slice(0, 1000);
  return out;
}

/**
 * Records a change (add, edit, disable, remove) and syncs it. Resolves with the sync outcome:
 * the change itself is always kept on this browser.
 */
export async function applyChange(storage: SourceStorage, change: EntryChange, now = Date.now()): Promise<SyncStatus> {
  const valid = validateChange(change);
  const [entries, device] = await Promise.all([loadUserEntries(storage), deviceId(storage)]);
  const entry: UserEntry = {
    ...valid,
    updatedAt: Math.max(now, ...entries.filter((e) => e.domain === valid.domain).map((e) => e.updatedAt + 1)),
    device,
  };
  const next = mergeEntries(entries, [entry]);
  await storage.local.set({ [KEYS.user]: next });
  return pushToSync(storage, next, now);
}

/** Writes the entries to storage.sync; a quota or rate error is recorded and returned, never thrown. */
async function pushToSync(
  storage: SourceStorage,
  entries: readonly UserEntry[],
  now = Date.now(),
): Promise<SyncStatus> {
  let status: SyncStatus;
  try {
    let items: Record<string, unknown>;
    try {
      items = packEntries(entries);
    } catch (e) {
      if (!(e instanceof SyncQuotaError)) throw e;
      // Old tombstones are the first thing to give up to make room.
      items = packEntries(pruneTombstones(entries, now));
    }
    const existing = Object.keys(await storage.sync.get(null)).filter(isChunkKey);
    await storage.sync.set(items);
    const stale = existing.filter((k) => !(k in items));
    if (stale.length) await storage.sync.remove(stale);
    status = { ok: true, at: now };
  } catch (e) {
    status = { ok: false, at: now, message: syncErrorMessage(e) };
  }
  await storage.local.set({ [KEYS.syncStatus]: status });
  return status;
}

/**
 * Merges what storage.sync holds (other browsers' changes) into this browser's entries, and
 * writes back when this browser knows newer entries than sync does. Returns the merged list.
 */
export async function pullFromSync(storage: SourceStorage, now = Date.now()): Promise<UserEntry[]> {
  const [local, remoteItems] = await Promise.all([loadUserEntries(storage), storage.sync.get(null)]);
  const remote = unpackItems(remoteItems);
  const merged = mergeEntries(local, remote);
  if (!sameEntries(merged, local)) await storage.local.set({ [KEYS.user]: merged });
  if (!sameEntries(merged, mergeEntries(remote))) await pushToSync(storage, merged, now);
  return merged;
}

function syncErrorMessage(e: unknown): string {
  if (e instanceof SyncQuotaError) return e.message;
  const text = messageOf(e);
  if (/QUOTA_BYTES_PER_ITEM/i.test(text)) return t(m.itemTooLarge);
  if (/QUOTA_BYTES/i.test(text)) return t(m.storageFull);
  if (/MAX_WRITE_OPERATIONS|MAX_.*_PER_/i.test(text)) return t(m.tooManyWrites);
  return t(m.notSynced, text);
}
