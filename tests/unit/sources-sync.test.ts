import { describe, expect, it } from 'vitest';

import { effectiveSources } from '../../lib/sources/effective';
import { packEntries, SyncQuotaError, unpackItems } from '../../lib/sources/sync/chunks';
import { mergeEntries, newerEntry } from '../../lib/sources/sync/lww';
import type { UserEntry } from '../../lib/sources/types';
import { applyChange, loadSyncStatus, loadUserEntries, pullFromSync } from '../../lib/sources/user-list';
import { MemoryArea, syncArea } from '../support/memory-storage';

const e = (domain: string, updatedAt: number, extra: Partial<UserEntry> = {}): UserEntry => ({
  domain,
  enabled: true,
  updatedAt,
  device: 'a',
  ...extra,
});

describe('per-entry last-writer-wins', () => {
  it('keeps the newest entry per domain, tombstones included, ties broken by device', () => {
    const local = [e('a.org', 5), e('b.org', 1), e('c.org', 3, { deleted: true })];
    const remote = [e('a.org', 4, { enabled: false }), e('b.org', 2, { enabled: false }), e('c.org', 2), e('d.org', 1)];
    const merged = mergeEntries(local, remote);
    expect(merged.map((x) => [x.domain, x.updatedAt, x.enabled, !!x.deleted])).toEqual([
      ['a.org', 5, true, false],
      ['b.org', 2, false, false],
      ['c.org', 3, true, true],
      ['d.org', 1, true, false],
    ]);
    expect(newerEntry(e('x.org', 1, { device: 'a' }), e('x.org', 1, { device: 'b' })).device).toBe('b');
  });

  it('converges whatever the order of merges (commutative, associative, idempotent)', () => {
    const a = [e('x.org', 1), e('y.org', 9, { deleted: true })];
    const b = [e('x.org', 2, { enabled: false, device: 'b' }), e('z.org', 3, { device: 'b' })];
    const c = [e('y.org', 4, { device: 'c' }), e('z.org', 3, { device: 'c', name: 'Zed' })];
    const one = mergeEntries(mergeEntries(a, b), c);
    expect(mergeEntries(c, mergeEntries(b, a))).toEqual(one);
    expect(mergeEntries(one, one)).toEqual(one);
    expect(effectiveSources(one, [], []).map((s) => s.domain)).toEqual(['x.org', 'z.org']);
  });
});

describe('storage.sync chunking', () => {
  it('splits entries over items that each stay under 8 KB, and reads them back', () => {
    const entries = Array.from({ length: 300 }, (_, i) =>
      e(`site${i}.example.org`, i, {
        name: `Site ${i}`,
        description: 'A reasonably long description of this source. '.repeat(2),
      }),
    );
    const items = packEntries(entries);
    expect(Object.keys(items).length).toBeGreaterThan(1);
    for (const [k, v] of Object.entries(items))
      expect(new TextEncoder().encode(k + JSON.stringify(v)).length).toBeLessThanOrEqual(8192);
    expect(mergeEntries(unpackItems(items))).toEqual(mergeEntries(entries));
  });

  it('refuses a list over the sync budget with a message that names the fix', () => {
    const entries = Array.from({ length: 900 }, (_, i) =>
      e(`site${i}.example.org`, i, { description: 'x'.repeat(120) }),
    );
    expect(() => packEntries(entries)).toThrow(SyncQuotaError);
    expect(() => packEntries(entries)).toThrow(/saved on this browser only.*Remove descriptions/);
  });

  it('skips malformed synced entries instead of failing', () => {
    expect(
      unpackItems({
        src0: [{ d: 'ok.org', e: 1, t: 1, v: 'a' }, { d: 5 }, 'junk'],
        other: [{ d: 'x.org', e: 1, t: 1, v: 'a' }],
      }).map((x) => x.domain),
    ).toEqual(['ok.org']);
  });
});

describe('syncing the user’s list between two browsers', () => {
  it('keeps both browsers’ concurrent edits of different domains, and removals', async () => {
    const sync = syncArea();
    const one = { local: new MemoryArea(), sync };
    const two = { local: new MemoryArea(), sync };
    expect(await applyChange(one, { domain: 'fullfact.org', enabled: true, name: 'Full Fact' }, 100)).toEqual({
      ok: true,
      at: 100,
    });
    await pullFromSync(two, 101);
    // Both edit at once; the second write to storage.sync replaces the first browser's items.
    await applyChange(one, { domain: 'who.int', enabled: false }, 200);
    await applyChange(two, { domain: 'cdc.gov', enabled: false }, 201);
    await applyChange(two, { domain: 'fullfact.org', enabled: true, deleted: true }, 202);
    await pullFromSync(one, 300);
    await pullFromSync(two, 301);
    for (const b of [one, two]) {
      const list = await loadUserEntries(b);
      expect(list.map((x) => `${x.domain}:${x.enabled}:${!!x.deleted}`)).toEqual([
        'cdc.gov:false:false',
        'fullfact.org:true:true',
        'who.int:false:false',
      ]);
    }
  });

  it('saves locally and reports (never hides) a quota error', async () => {
    const b = { local: new MemoryArea(), sync: new MemoryArea({ perItem: 8192, total: 2000 }) };
    for (let i = 0; i < 12; i++)
      await applyChange(b, { domain: `site${i}.example.org`, enabled: true, description: 'd'.repeat(120) }, i + 1);
    const status = await loadSyncStatus(b);
    expect(status?.ok).toBe(false);
    expect(status?.message).toMatch(/Browser sync storage is full.*saved on this browser/);
    expect(await loadUserEntries(b)).toHaveLength(12);
  });

  it('refuses invalid domains before anything is stored', async () => {
    const b = { local: new MemoryArea(), sync: syncArea() };
    await expect(applyChange(b, { domain: 'co.uk', enabled: true })).rejects.toThrow(/public suffix/);
    expect(await loadUserEntries(b)).toEqual([]);
  });
});
