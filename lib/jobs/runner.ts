import { claimKey, normaliseSelectionText } from '../core/input';
import type { CheckRecord, Subscriber } from '../db/records';
import { checkDecomposeInput } from '../decompose/limits';
import type { EngineConfig } from '../settings/run-config';
import { FinalWriter } from './final-write';
import { newCheckRecord } from './new-record';
import { queuedAgain, runsAgainOnResend } from './rerun';
import { runOnce } from './run-once';
import { joinCheck, subscribeCheck } from './subscribers';
import { CheckInputError, type RunnerDeps, type StartRequest } from './types';

export { CheckInputError, type RunCheck, type RunContext, type RunnerDeps, type StartRequest } from './types';

/**
 * The check job store. Every check is a row in Dexie from the moment it is asked for, so its
 * state outlives any one context: identical claims in flight share a row, concurrency is
 * bounded, a check can be cancelled, and a check whose engine died is marked failed (and can be
 * retried) the next time the engine starts, never left spinning; nor is one whose last write
 * failed (FinalWriter).
 */

export class CheckRunner {
  private readonly inFlight = new Map<string, CheckRecord['id']>();
  private readonly controllers = new Map<string, AbortController>();
  private readonly configFor = new Map<string, EngineConfig>();
  private readonly queue: CheckRecord['id'][] = [];
  private active = 0;
  private maxConcurrent = 2;
  private idleWaiters: (() => void)[] = [];
  private readonly now: () => number;
  private readonly newId: () => string;
  private readonly finals: FinalWriter;

  constructor(private readonly deps: RunnerDeps) {
    this.now = deps.now ?? Date.now;
    this.newId = deps.newId ?? (() => crypto.randomUUID());
    this.finals = new FinalWriter({
      db: deps.db,
      emit: deps.emit,
      now: this.now,
      ...(deps.retryDelayMs !== undefined ? { retryDelayMs: deps.retryDelayMs } : {}),
    });
  }

  /** A history row as the reader was told it is (failed, when that failure could not be written yet). */
  private async load(id: CheckRecord['id']): Promise<CheckRecord | undefined> {
    const record = await this.deps.db.checks.get(id);
    return record && this.finals.overlay(record);
  }

  /** Starts go one at a time: looking for a row to join and adding one must not interleave. */
  private starting: Promise<unknown> = Promise.resolve();

  start(req: StartRequest, config: EngineConfig): Promise<{ record: CheckRecord; deduped: boolean }> {
    const run = this.starting.then(() => this.startNow(req, config));
    // The caller gets the error from `run`; the queue only waits for it to settle.
    this.starting = Promise.allSettled([run]);
    return run;
  }

  private async startNow(req: StartRequest, config: EngineConfig): Promise<{ record: CheckRecord; deduped: boolean }> {
    const problem = checkDecomposeInput(req.text, config.settings.general.maxSelectionChars);
    if (problem) throw new CheckInputError(problem.code, problem.message);
    const text = normaliseSelectionText(req.text);
    const key = claimKey(text);
    if (req.requestId) {
      const again = await this.deps.db.checks
        .where('key')
        .equals(key)
        .filter((r) => !!r.requestIds?.includes(req.requestId!))
        .first();
      if (again) return this.startAgain(this.finals.overlay(again), req, config);
    }
    const inFlightId = this.inFlight.get(key);
    const existing = inFlightId ? await this.deps.db.checks.get(inFlightId) : undefined;
    if (existing) return { record: await joinCheck(this.deps.db, existing, req), deduped: true };
    const t = this.now();
    const record = newCheckRecord(req, text, key, `check:${this.newId()}`, t);
    await this.deps.db.checks.add(record);
    this.enqueue(record, config);
    return { record, deduped: false };
  }

  /**
   * A start that carries the request id of an earlier one: a resend whose answer was lost, or the
   * badge's Retry of a start that was never answered (the page never learnt the check's id). It is
   * the same check: its row is answered, joined, or run again (rerun.ts), never doubled.
   */
  private async startAgain(
    record: CheckRecord,
    req: StartRequest,
    config: EngineConfig,
  ): Promise<{ record: CheckRecord; deduped: boolean }> {
    const otherId = this.inFlight.get(record.key);
    // The same claim asked for again meanwhile (another tab) runs in its own row: this one follows it.
    const other = otherId && otherId !== record.id ? await this.deps.db.checks.get(otherId) : undefined;
    if (!other && runsAgainOnResend(record))
      return { record: await this.rerun({ ...record, skipMemory: false }, config, req.subscriber), deduped: true };
    return { record: await joinCheck(this.deps.db, other ?? record, req), deduped: true };
  }

  /** Runs a finished check again in its history row; `online` skips memory for this run. */
  async retry(
    id: CheckRecord['id'],
    config: EngineConfig,
    subscriber?: Subscriber,
    options: { online?: boolean } = {},
  ): Promise<CheckRecord> {
    const record = await this.load(id);
    if (!record) throw new CheckInputError('not-found', 'This check is no longer in the history.');
    if (record.status === 'queued' || record.status === 'running') {
      return subscriber ? subscribeCheck(this.deps.db, record, subscriber) : record;
    }
    return this.rerun({ ...record, skipMemory: options.online === true }, config, subscriber);
  }

  /**
   * Run a decomposed selection again with the sentences the reader picked, in the same history
   * row; `problemOf` says why a pick cannot run (it sees the record's last trace).
   */
  async repick(
    id: CheckRecord['id'],
    pick: number[],
    config: EngineConfig,
    problemOf: (record: CheckRecord) => string | null,
    subscriber?: Subscriber,
  ): Promise<CheckRecord> {
    const record = await this.load(id);
    if (!record) throw new CheckInputError('not-found', 'This check is no longer in the history.');
    if (record.status === 'queued' || record.status === 'running') {
      throw new CheckInputError(
        'busy',
        'This check is still running: wait for its result, or cancel it, before changing the sentences.',
      );
    }
    const problem = problemOf(record);
    if (problem) throw new CheckInputError('invalid-pick', problem);
    return this.rerun({ ...record, pick: [...new Set(pick)].sort((a, b) => a - b) }, config, subscriber);
  }

  private async rerun(record: CheckRecord, config: EngineConfig, subscriber?: Subscriber): Promise<CheckRecord> {
    const id = record.id;
    const other = this.inFlight.get(record.key);
    if (other && other !== id)
      throw new CheckInputError(
        'busy',
        'The same claim is being checked right now; its result will appear in the history.',
      );
    const next = queuedAgain(record, this.now(), subscriber);
    await this.deps.db.checks.put(next);
    this.finals.forget(id);
    this.enqueue(next, config);
    return next;
  }

  async cancel(id: CheckRecord['id']): Promise<CheckRecord | undefined> {
    const record = await this.load(id);
    if (!record) return undefined;
    if (record.status !== 'queued' && record.status !== 'running') return record;
    const queuedAt = this.queue.indexOf(id);
    if (queuedAt >= 0) {
      this.queue.splice(queuedAt, 1);
      this.configFor.delete(id);
      this.release(record);
      const cancelled = await this.finish(record, { status: 'cancelled', error: 'Cancelled.' });
      this.notifyIdle();
      return cancelled;
    }
    // A running check stops at its next await; run() records the cancellation.
    this.controllers.get(id)?.abort(new DOMException('Cancelled', 'AbortError'));
    return record;
  }

  async delete(ids: readonly CheckRecord['id'][]): Promise<number> {
    for (const id of ids) {
      const queuedAt = this.queue.indexOf(id);
      if (queuedAt >= 0) this.queue.splice(queuedAt, 1);
      this.controllers.get(id)?.abort(new DOMException('Deleted', 'AbortError'));
      this.finals.forget(id);
      for (const [key, value] of this.inFlight) if (value === id) this.inFlight.delete(key);
    }
    const before = await this.deps.db.checks.bulkGet([...ids]);
    await this.deps.db.checks.bulkDelete([...ids]);
    this.notifyIdle();
    return before.filter(Boolean).length;
  }

  async deleteAll(): Promise<number> {
    const ids = (await this.deps.db.checks.toCollection().primaryKeys()) as CheckRecord['id'][];
    return this.delete(ids);
  }

  /**
   * Called once when the engine starts: a row still queued or running belongs to an engine
   * that is gone, so it becomes a failed entry the reader can retry.
   */
  async recover(): Promise<number> {
    await this.finals.flush();
    const stale = await this.deps.db.checks.where('status').anyOf('queued', 'running').toArray();
    for (const record of stale) {
      if (this.controllers.has(record.id) || this.queue.includes(record.id)) continue;
      const where = record.stage ? ` during “${record.stage}”` : '';
      await this.finish(record, {
        status: 'failed',
        error: `Interrupted${where}: ClaimLens was restarted before this check finished. Retry it.`,
      });
    }
    return stale.length;
  }

  /** Resolves once nothing is queued or running. */
  idle(): Promise<void> {
    if (this.active === 0 && this.queue.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  get stats(): { active: number; queued: number } {
    return { active: this.active, queued: this.queue.length };
  }

  private enqueue(record: CheckRecord, config: EngineConfig): void {
    this.inFlight.set(record.key, record.id);
    this.configFor.set(record.id, config);
    this.maxConcurrent = config.settings.general.maxConcurrentChecks;
    this.queue.push(record.id);
    this.deps.emit(record);
    this.pump();
  }

  private pump(): void {
    while (this.active < this.maxConcurrent && this.queue.length > 0) {
      const id = this.queue.shift()!;
      this.active++;
      void this.execute(id).finally(() => {
        this.active--;
        this.pump();
        this.notifyIdle();
      });
    }
  }

  private notifyIdle(): void {
    if (this.active > 0 || this.queue.length > 0) return;
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    waiters.forEach((w) => w());
  }

  private async execute(id: CheckRecord['id']): Promise<void> {
    const config = this.configFor.get(id);
    const loaded = await this.deps.db.checks.get(id);
    if (!loaded || !config) return;
    const controller = new AbortController();
    this.controllers.set(id, controller);
    try {
      await runOnce(
        { ...this.deps, now: this.now, finish: (record, patch) => this.finish(record, patch) },
        loaded,
        config,
        controller,
      );
    } finally {
      this.controllers.delete(id);
      this.configFor.delete(id);
      this.release(loaded);
    }
  }

  private release(record: CheckRecord): void {
    if (this.inFlight.get(record.key) === record.id) this.inFlight.delete(record.key);
  }

  private finish(record: CheckRecord, patch: Partial<CheckRecord>): Promise<CheckRecord | undefined> {
    return this.finals.finish(record, patch);
  }
}
