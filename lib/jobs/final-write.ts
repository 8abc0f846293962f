import type { ClaimLensDB } from '../db/database';
import type { CheckRecord } from '../db/records';
import { isQuotaError } from '../util/quota';

/**
 * The last write of a check (its verdict, failure or cancellation). When it fails (a full disk,
 * a closed database) the check must not stay `running`: it is written again as a small failed
 * patch the reader can retry; when even that fails, the failure is kept here and written by a
 * watchdog until it lands (and an engine that restarts marks the row failed anyway). Either
 * way the reader is told at once through `emit`, and the runner sees the failure via `overlay`.
 */

export interface FinalWriteDeps {
  db: ClaimLensDB;
  emit(record: CheckRecord): void;
  now: () => number;
  /** First watchdog delay; it doubles up to a minute while the write keeps failing. */
  retryDelayMs?: number;
}

type FailedPatch = Pick<CheckRecord, 'status' | 'error' | 'updatedAt' | 'finishedAt'>;

const MAX_DELAY_MS = 60_000;

export class FinalWriter {
  private readonly pending = new Map<CheckRecord['id'], FailedPatch>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private delay: number;

  constructor(private readonly deps: FinalWriteDeps) {
    this.delay = deps.retryDelayMs ?? 2_000;
  }

  async finish(record: CheckRecord, patch: Partial<CheckRecord>): Promise<CheckRecord | undefined> {
    const t = this.deps.now();
    let current: CheckRecord | undefined;
    try {
      current = await this.deps.db.checks.get(record.id);
      if (!current) return undefined;
      const next = settled({ ...current, ...patch, updatedAt: t, finishedAt: t });
      await this.deps.db.checks.put(next);
      this.pending.delete(record.id);
      this.deps.emit(next);
      return next;
    } catch (error) {
      return this.failUnsaved(current ?? record, error, t);
    }
  }

  /** The record as the reader has been told it is: failed, when that could not be written yet. */
  overlay(record: CheckRecord): CheckRecord {
    const failed = this.pending.get(record.id);
    return failed ? settled({ ...record, ...failed }) : record;
  }

  forget(id: CheckRecord['id']): void {
    this.pending.delete(id);
  }

  /** Writes the failures kept in memory; returns how many are still unwritten. */
  async flush(): Promise<number> {
    for (const [id, patch] of [...this.pending]) {
      try {
        const row = await this.deps.db.checks.get(id);
        // A row deleted or run again since then needs nothing from here.
        if (row && (row.status === 'queued' || row.status === 'running') && (row.updatedAt ?? 0) <= patch.updatedAt) {
          await this.deps.db.checks.update(id, { ...patch, verdict: undefined, confidence: undefined });
        }
        this.pending.delete(id);
      } catch {
        // Still failing: the entry stays for the next round of the watchdog.
      }
    }
    return this.pending.size;
  }

  private async failUnsaved(base: CheckRecord, error: unknown, t: number): Promise<CheckRecord> {
    const why = error instanceof Error && error.message ? error.message : String(error);
    const fix = isQuotaError(error)
      ? 'The browser’s storage is full: free disk space or delete old checks in History, then retry it.'
      : 'Retry it.';
    const patch: FailedPatch = {
      status: 'failed',
      error: `ClaimLens could not save this check’s result (${why}). ${fix}`,
      updatedAt: t,
      finishedAt: t,
    };
    try {
      await this.deps.db.checks.update(base.id, { ...patch, verdict: undefined, confidence: undefined });
      this.pending.delete(base.id);
    } catch {
      this.pending.set(base.id, patch);
      this.schedule();
    }
    const failed = settled({ ...base, ...patch });
    this.deps.emit(failed);
    return failed;
  }

  private schedule(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.flush().then((left) => {
        this.delay = left ? Math.min(this.delay * 2, MAX_DELAY_MS) : (this.deps.retryDelayMs ?? 2_000);
        if (left) this.schedule();
      });
    }, this.delay);
  }
}

/** A failed or cancelled run shows no stale verdict from an earlier run. */
function settled(record: CheckRecord): CheckRecord {
  if (record.status === 'done') return record;
  const next = { ...record };
  delete next.verdict;
  delete next.confidence;
  return next;
}
