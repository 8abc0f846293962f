import type { UserEntry } from '../types';

/**
 * Per-entry last-writer-wins merge of the user's list across browsers. storage.sync itself is
 * last-writer-wins per item, and an item holds many entries, so two browsers editing different
 * domains at once would lose one edit; merging entry by entry (with tombstones for removals)
 * keeps both. The result is the same whatever the order of merges (commutative, idempotent).
 */
export function newerEntry(a: UserEntry, b: UserEntry): UserEntry {
  if (a.updatedAt !== b.updatedAt) return a.updatedAt > b.updatedAt ? a : b;
  if (a.device !== b.device) return a.device > b.device ? a : b;
  // Same time, same device: a deterministic choice on content.
  return JSON.stringify(a) >= JSON.stringify(b) ? a : b;
}

export function mergeEntries(...sets: readonly (readonly UserEntry[])[]): UserEntry[] {
  const byDomain = new Map<string, UserEntry>();
  for (const set of sets) {
    for (const e of set) {
      const current = byDomain.get(e.domain);
      byDomain.set(e.domain, current ? newerEntry(current, e) : e);
    }
  }
  return [...byDomain.values()].sort((a, b) => a.domain.localeCompare(b.domain));
}

/** Whether merging `incoming` into `local` changes anything (so nothing is rewritten needlessly). */
export function sameEntries(a: readonly UserEntry[], b: readonly UserEntry[]): boolean {
  if (a.length !== b.length) return false;
  const sa = [...a].sort((x, y) => x.domain.localeCompare(y.domain));
  const sb = [...b].sort((x, y) => x.domain.localeCompare(y.domain));
  return sa.every((e, i) => JSON.stringify(e) === JSON.stringify(sb[i]));
}

/** Tombstones older than this are dropped when space is short: a browser offline longer may resurrect an entry. */
const TOMBSTONE_TTL_MS = 180 * 24 * 3600 * 1000;

export function pruneTombstones(entries: readonly UserEntry[], now: number): UserEntry[] {
  return entries.filter((e) => !e.deleted || now - e.updatedAt < TOMBSTONE_TTL_MS);
}
