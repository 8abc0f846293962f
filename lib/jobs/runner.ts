import { claimKey, normaliseSelectionText } from '../core/input';
import { TRACES_VERSION } from '../core/traces';
import type { StageName, StageTiming } from '../core/types';
import type { CheckRecord, Subscriber } from '../db/records';
import { checkDecomposeInput } from '../decompose/limits';
import type { EngineConfig } from '../settings/run-config';
import { FinalWriter } from './final-write';
import { newCheckRecord } from './new-record';
import { joinCheck, mergeSubscriber, subscribeCheck } from './subscribers';
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
    this.finals = new FinalWriter({ db: deps.db, emit: deps.emit, now: this.now, ...(deps.retryDelayMs !== undefined ? { retryDelayMs: deps.retryDelayMs } : {}) });
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
      const again = await this.deps.db.checks.where('key').equals(key).filter((r) => !!r.requestIds?.includes(req.requestId!)).first();
      if (again) return { record: await joinCheck(this.deps.db, again, req), deduped: true };
    }
    const existingId = this.inFlight.get(key);
    if (existingId) {
      const existing = await this.deps.db.checks.get(existingId);
      if (existing) {
        const record = await joinCheck(this.deps.db, existing, req);
        return { record, deduped: true };
      }
    }
    const t = this.now();
    const record = newCheckRecord(req, text, key, `check:${this.newId()}`, t);
    await this.deps.db.checks.add(record);
    this.enqueue(record, config);
    return { record, deduped: false };
  }

  /** Run an existing entry again (failed, cancelled or finished), in the same history row. */
  /** Runs a finished check again in its history row; `online` skips memory for this run. */
  async retry(id: CheckRecord['id'], config: EngineConfig, subscriber?: Subscriber, options: { online?: boolean } = {}): Promise<CheckRecord> {
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
  async repick(id: CheckRecord['id'], pick: number[], config: EngineConfig, problemOf: (record: CheckRecord) => string | null, subscriber?: Subscriber): Promise<CheckRecord> {
    const record = await this.load(id);
    if (!record) throw new CheckInputError('not-found', 'This check is no longer in the history.');
    if (record.status === 'queued' || record.status === 'running') {
      throw new CheckInputError('busy', 'This check is still running: wait for its result, or cancel it, before changing the sentences.');
    }
    const problem = problemOf(record);
    if (problem) throw new CheckInputError('invalid-pick', problem);
    return this.rerun({ ...record, pick: [...new Set(pick)].sort((a, b) => a - b) }, config, subscriber);
  }

  private async rerun(record: CheckRecord, config: EngineConfig, subscriber?: Subscriber): Promise<CheckRecord> {
    const id = record.id;
    const other = this.inFlight.get(record.key);
    if (other && other !== id) throw new CheckInputError('busy', 'The same claim is being checked right now; its result will appear in the history.');
    const next: CheckRecord = {
      ...record,
      status: 'queued',
      updatedAt: this.now(),
      evidence: [],
      timings: [],
      traces: {},
      tracesVersion: TRACES_VERSION,
      subscribers: mergeSubscriber(record.subscribers, subscriber),
    };
    for (const k of ['stage', 'verdict', 'confidence', 'path', 'reason', 'explanation', 'correctedClaim', 'suggestedCorrection', 'rating', 'notice', 'question', 'consent', 'error', 'finishedAt', 'startedAt'] as const) {
      delete next[k];
    }
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
    let record: CheckRecord = { ...loaded, status: 'running', startedAt: this.now(), runs: loaded.runs + 1 };
    let stageStart = this.now();
    const timings: StageTiming[] = [];
    let writes = Promise.resolve();
    const closeStage = () => {
      if (record.stage) timings.push({ stage: record.stage, ms: this.now() - stageStart });
    };
    const onStage = (stage: StageName) => {
      // The claims of a long selection pass the same stages one after another: one entry, one write.
      if (controller.signal.aborted || stage === record.stage) return;
      closeStage();
      stageStart = this.now();
      record = { ...record, stage, timings: [...timings], updatedAt: this.now() };
      const snapshot = record;
      writes = writes.then(() => this.deps.db.checks.update(id, { stage, timings: snapshot.timings, updatedAt: snapshot.updatedAt }).then(() => undefined));
      this.deps.emit(snapshot);
    };
    try {
      await this.deps.db.checks.put(record);
      this.deps.emit(record);
      const outcome = await this.deps.run(record, { signal: controller.signal, config, onStage });
      controller.signal.throwIfAborted();
      closeStage();
      await writes;
      await this.finish(record, {
        status: 'done',
        verdict: outcome.verdict,
        confidence: outcome.confidence,
        path: outcome.path,
        evidence: outcome.evidence,
        traces: outcome.traces,
        tracesVersion: TRACES_VERSION,
        modelIds: outcome.modelIds,
        timings,
        ...(outcome.reason ? { reason: outcome.reason } : {}),
        ...(outcome.explanation ? { explanation: outcome.explanation } : {}),
        ...(outcome.correctedClaim ? { correctedClaim: outcome.correctedClaim } : {}),
        ...(outcome.suggestedCorrection ? { suggestedCorrection: outcome.suggestedCorrection } : {}),
        ...(outcome.rating ? { rating: outcome.rating } : {}),
        ...(outcome.notice ? { notice: outcome.notice } : {}),
        ...(outcome.question ? { question: outcome.question } : {}),
      });
    } catch (error) {
      // A failed progress write is this error or secondary to it: the outcome is written below.
      await Promise.allSettled([writes]);
      closeStage();
      if (controller.signal.aborted) {
        const reason = controller.signal.reason as DOMException | undefined;
        if (reason?.message !== 'Deleted') await this.finish(record, { status: 'cancelled', error: 'Cancelled.', timings });
      } else {
        const message = error instanceof Error ? error.message : String(error);
        await this.finish(record, { status: 'failed', error: message || 'The check failed for an unknown reason. Retry it.', timings });
      }
    } finally {
      this.controllers.delete(id);
      this.configFor.delete(id);
      this.release(record);
    }
  }

  private release(record: CheckRecord): void {
    if (this.inFlight.get(record.key) === record.id) this.inFlight.delete(record.key);
  }

  private finish(record: CheckRecord, patch: Partial<CheckRecord>): Promise<CheckRecord | undefined> {
    return this.finals.finish(record, patch);
  }
}
