import type { StorageAreaLike } from '../../lib/sources/storage';

/**
 * An in-memory chrome.storage area for Node tests, with storage.sync's quotas enforced the
 * way Chrome enforces them (key + JSON value per item; the whole area), rejecting with Chrome's
 * own error messages. Two "browsers" can share one sync area.
 */
export class MemoryArea implements StorageAreaLike {
  readonly data = new Map<string, unknown>();
  writes = 0;
  constructor(private readonly quota?: { perItem: number; total: number }) {}

  async get(keys: string | string[] | null): Promise<Record<string, unknown>> {
    const wanted = keys === null ? [...this.data.keys()] : typeof keys === 'string' ? [keys] : keys;
    const out: Record<string, unknown> = {};
    for (const k of wanted) if (this.data.has(k)) out[k] = structuredClone(this.data.get(k));
    return out;
  }

  async set(items: Record<string, unknown>): Promise<void> {
    if (this.quota) {
      const size = (k: string, v: unknown) => new TextEncoder().encode(k + JSON.stringify(v)).length;
      for (const [k, v] of Object.entries(items))
        if (size(k, v) > this.quota.perItem) throw new Error('QUOTA_BYTES_PER_ITEM quota exceeded');
      const next = new Map(this.data);
      for (const [k, v] of Object.entries(items)) next.set(k, v);
      const total = [...next].reduce((n, [k, v]) => n + size(k, v), 0);
      if (total > this.quota.total) throw new Error('QUOTA_BYTES quota exceeded');
    }
    this.writes++;
    for (const [k, v] of Object.entries(items)) this.data.set(k, structuredClone(v));
  }

  async remove(keys: string | string[]): Promise<void> {
    for (const k of typeof keys === 'string' ? [keys] : keys) this.data.delete(k);
  }
}

export const syncArea = () => new MemoryArea({ perItem: 8192, total: 102_400 });
