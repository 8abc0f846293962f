import * as v from 'valibot';

import { sourcesSync as m } from '../../i18n/catalogue/sources-sync';
import { t } from '../../i18n/t';
import type { UserEntry } from '../types';

/**
 * The user's entries packed into storage.sync items. Quotas (chrome.storage.sync): 8,192 bytes
 * per item (key + JSON value), 102,400 bytes in all, 512 items. Entries are stored with short
 * keys and split over items `srcN`; every entry carries its own timestamp, so a reader that sees
 * a mix of old and new items still merges correctly.
 */

const ITEM_PREFIX = 'src';
const QUOTA_BYTES_PER_ITEM = 8192;
const MAX_ITEMS = 512;
/** Room left in the sync area for other areas' items. */
const OWN_BUDGET_BYTES = 90_000;

interface Packed {
  d: string;
  n?: string;
  c?: string;
  s?: string;
  p?: string[];
  e: 0 | 1;
  x?: 1;
  t: number;
  v: string;
}

const PackedSchema = v.object({
  d: v.pipe(v.string(), v.maxLength(253)),
  n: v.optional(v.pipe(v.string(), v.maxLength(200))),
  c: v.optional(v.pipe(v.string(), v.maxLength(100))),
  s: v.optional(v.pipe(v.string(), v.maxLength(1000))),
  p: v.optional(v.pipe(v.array(v.pipe(v.string(), v.maxLength(500))), v.maxLength(50))),
  e: v.picklist([0, 1]),
  x: v.optional(v.literal(1)),
  t: v.number(),
  v: v.pipe(v.string(), v.maxLength(64)),
});

function pack(e: UserEntry): Packed {
  const p: Packed = { d: e.domain, e: e.enabled ? 1 : 0, t: e.updatedAt, v: e.device };
  if (e.name) p.n = e.name;
  if (e.category) p.c = e.category;
  if (e.description !== undefined) p.s = e.description;
  if (e.pathPrefixes) p.p = e.pathPrefixes;
  if (e.deleted) p.x = 1;
  return p;
}

function unpack(p: Packed): UserEntry {
  const e: UserEntry = { domain: p.d, enabled: p.e === 1, updatedAt: p.t, device: p.v };
  if (p.n) e.name = p.n;
  if (p.c) e.category = p.c;
  if (p.s !== undefined) e.description = p.s;
  if (p.p) e.pathPrefixes = p.p;
  if (p.x) e.deleted = true;
  return e;
}

const byteLength = (s: string) => new TextEncoder().encode(s).length;

export class SyncQuotaError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SyncQuotaError';
  }
}

/** Items to write, keyed `src0`…; throws SyncQuotaError (naming the fix) when they cannot fit. */
export function packEntries(entries: readonly UserEntry[]): Record<string, Packed[]> {
  const items: Record<string, Packed[]> = {};
  let current: Packed[] = [];
  let index = 0;
  let total = 0;
  const flush = () => {
    if (!current.length) return;
    const key = `${ITEM_PREFIX}${index++}`;
    items[key] = current;
    total += byteLength(key) + byteLength(JSON.stringify(current));
    current = [];
  };
  for (const e of entries) {
    const p = pack(e);
    const alone = byteLength(`${ITEM_PREFIX}${index}`) + byteLength(JSON.stringify([p]));
    if (alone > QUOTA_BYTES_PER_ITEM) throw new SyncQuotaError(t(m.entryTooLarge, e.domain, alone));
    const next = [...current, p];
    if (byteLength(`${ITEM_PREFIX}${index}`) + byteLength(JSON.stringify(next)) > QUOTA_BYTES_PER_ITEM) {
      flush();
      current = [p];
    } else {
      current = next;
    }
  }
  flush();
  if (total > OWN_BUDGET_BYTES || index > MAX_ITEMS) {
    throw new SyncQuotaError(t(m.listTooLarge, Math.ceil(total / 1024), Math.floor(OWN_BUDGET_BYTES / 1024)));
  }
  return items;
}

/** Reads every `srcN` item of a storage.sync snapshot; malformed entries are skipped, never fatal. */
export function unpackItems(items: Record<string, unknown>): UserEntry[] {
  const out: UserEntry[] = [];
  for (const [key, value] of Object.entries(items)) {
    if (!isChunkKey(key) || !Array.isArray(value)) continue;
    for (const raw of value) {
      const parsed = v.safeParse(PackedSchema, raw);
      if (parsed.success) out.push(unpack(parsed.output as Packed));
    }
  }
  return out;
}

export function isChunkKey(key: string): boolean {
  return new RegExp(`^${ITEM_PREFIX}\\d+$`).test(key);
}
