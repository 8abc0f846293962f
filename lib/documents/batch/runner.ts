import { documentsClaims as m } from '../../i18n/catalogue/documents-claims';
import { t } from '../../i18n/t';
import { entryOf, failedEntry } from './entry';
import type { BatchClaim, BatchEntry, BatchJournal, BatchProgress, BatchState, CheckClaim } from './types';

/**
 * Runs a list of claims N at a time (Fact Checking Solution checks each claim on its own, in
 * parallel: docs/references.md), writing each result to the journal as it finishes, so a batch
 * stopped by a restart resumes without checking finished claims again. One claim that throws is
 * recorded as failed and the others go on. Pause lets the claims in flight finish and starts
 * none; cancel aborts those in flight (they are not recorded: a resumed batch checks them).
 */

export interface BatchOptions {
  claims: readonly BatchClaim[];
  check: CheckClaim;
  journal: BatchJournal;
  concurrency: number;
  /** Failed entries found in the journal are checked again (an LLM that was down may be up). Default true. */
  retryFailed?: boolean;
  onProgress?(progress: BatchProgress, entry?: BatchEntry): void;
  now?: () => number;
}

export interface BatchOutcome {
  state: 'done' | 'cancelled';
  /** The latest entry of every finished claim, in list order. */
  entries: BatchEntry[];
}

export class BatchRun {
  private readonly entries = new Map<number, BatchEntry>();
  private readonly queue: BatchClaim[] = [];
  /** Claims this run has still to finish (queued or in flight), failed ones from the journal included. */
  private readonly pending = new Set<number>();
  private readonly abort = new AbortController();
  private inFlight = 0;
  private state: BatchState = 'paused';
  private settle!: { resolve(o: BatchOutcome): void; reject(e: unknown): void };
  /** Settles when every claim has an entry, or the batch is cancelled; a pause leaves it pending. */
  readonly finished: Promise<BatchOutcome>;
  private readonly now: () => number;

  private constructor(private readonly o: BatchOptions) {
    this.now = o.now ?? (() => performance.now());
    this.finished = new Promise((resolve, reject) => (this.settle = { resolve, reject }));
  }

  /** Reads the journal; the run starts paused (call resume) so the caller can subscribe first. */
  static async open(o: BatchOptions): Promise<BatchRun> {
    if (!Number.isInteger(o.concurrency) || o.concurrency < 1)
      throw new RangeError(`A batch runs at least one claim at a time (concurrency ${o.concurrency}).`);
    const run = new BatchRun(o);
    const known = new Set(o.claims.map((c) => c.index));
    for (const e of await o.journal.load()) if (known.has(e.index)) run.entries.set(e.index, e);
    const retry = o.retryFailed ?? true;
    for (const c of o.claims) {
      const e = run.entries.get(c.index);
      if (!e || (retry && e.status === 'failed')) {
        run.queue.push(c);
        run.pending.add(c.index);
      }
    }
    return run;
  }

  get progress(): BatchProgress {
    let failed = 0;
    let finished = 0;
    for (const e of this.entries.values()) {
      if (this.pending.has(e.index)) continue;
      finished++;
      if (e.status === 'failed') failed++;
    }
    return { state: this.state, total: this.o.claims.length, finished, failed, inFlight: this.inFlight };
  }

  /** Starts (or goes on after a pause) with up to `concurrency` claims at a time. */
  resume(): void {
    if (this.state === 'cancelled' || this.state === 'done') return;
    this.state = 'running';
    this.emit();
    this.pump();
  }

  /** Claims in flight finish; no new one starts until resume. */
  pause(): void {
    if (this.state !== 'running') return;
    this.state = this.inFlight ? 'pausing' : 'paused';
    this.emit();
  }

  /** Aborts the claims in flight and starts no other; what is recorded stays in the journal. */
  cancel(reason: unknown = new DOMException(t(m.batchCancelled), 'AbortError')): void {
    if (this.state === 'cancelled' || this.state === 'done') return;
    this.state = 'cancelled';
    this.abort.abort(reason);
    this.emit();
    this.finishIfIdle();
  }

  private pump(): void {
    while (this.state === 'running' && this.inFlight < this.o.concurrency && this.queue.length)
      void this.runOne(this.queue.shift()!);
    this.finishIfIdle();
  }

  private async runOne(claim: BatchClaim): Promise<void> {
    this.inFlight++;
    const started = this.now();
    let entry: BatchEntry | undefined;
    try {
      const outcome = await this.o.check(claim, this.abort.signal);
      entry = entryOf(claim, outcome, this.now() - started);
    } catch (e) {
      // A claim cut off by cancel is not a failure of that claim: it runs again on resume.
      if (!this.abort.signal.aborted) entry = failedEntry(claim, e, this.now() - started);
    }
    try {
      if (entry) {
        await this.o.journal.add(entry);
        this.entries.set(claim.index, entry);
        this.pending.delete(claim.index);
      }
    } catch (e) {
      // A journal that cannot be written would lose every result from here on: stop, say why.
      this.inFlight--;
      this.fail(e);
      return;
    }
    this.inFlight--;
    if (this.state === 'pausing' && !this.inFlight) this.state = 'paused';
    this.emit(entry);
    this.pump();
  }

  private fail(e: unknown): void {
    if (this.state === 'cancelled' || this.state === 'done') return;
    this.state = 'cancelled';
    this.abort.abort(e);
    this.emit();
    this.settle.reject(e);
  }

  private finishIfIdle(): void {
    if (this.inFlight) return;
    if (this.state === 'running' && !this.queue.length) this.state = 'done';
    else if (this.state !== 'cancelled') return;
    if (this.state === 'done') this.emit();
    const entries = [...this.entries.values()].sort((a, b) => a.index - b.index);
    this.settle.resolve({ state: this.state, entries });
  }

  private emit(entry?: BatchEntry): void {
    this.o.onProgress?.(this.progress, entry);
  }
}
