import type { ClaimLensDB } from '../db/database';
import type { DocumentBatchId, DocumentBatchRecord } from '../db/records';
import { outcomeOfCheck } from '../documents/batch/from-check';
import { BatchRun } from '../documents/batch/runner';
import { dexieJournal, unfinishedBatches, writeProgress } from '../documents/batch/store';
import { engineTasks as m } from '../i18n/catalogue/engine-tasks';
import { t } from '../i18n/t';
import type { CheckRunner } from '../jobs/runner';
import type { CheckWaiter } from '../jobs/waiter';
import { log, logged } from '../log/log';
import type { EngineConfig } from '../settings/run-config';
import { messageOf } from '../util/errors';

/**
 * The engine's running lists of claims (issue 30 item 4). Each claim runs through the job store
 * like any check, so it is in History, recorded against the list's page (`listPage`); its
 * result goes to the batch's journal rows; the batch row carries the progress the side panel
 * watches. Batches an engine left running go on when the next engine gets its first request:
 * the engine has no settings of its own, they come with each request (docs/decisions.md).
 */

/** Where a list's checks are recorded in History: not a web page (SafeLink shows it as text). */
const listPage = (batch: Pick<DocumentBatchRecord, 'id' | 'name'>, line: number) => ({
  url: `claimlens:list/${batch.id.slice('batch:'.length)}#line-${line}`,
  title: t(m.listLine, batch.name, line),
});

export class BatchHost {
  private readonly runs = new Map<DocumentBatchId, BatchRun>();
  private waiting: Promise<DocumentBatchRecord[]> | null = null;

  constructor(
    private readonly db: ClaimLensDB,
    private readonly runner: CheckRunner,
    private readonly waiter: CheckWaiter,
  ) {}

  /** Engine start: batches left going are picked up by `resumeLeft` with the first request's settings. */
  recover(): void {
    this.waiting = unfinishedBatches(this.db);
  }

  /** Goes on with the batches a stopped engine left running (once, on the first request). */
  resumeLeft(config: EngineConfig): void {
    const waiting = this.waiting;
    this.waiting = null;
    void waiting
      ?.then(async (batches) => {
        for (const b of batches) {
          if (b.state === 'pausing')
            await writeProgress(this.db, b.id, { ...progressOf(b), state: 'paused', inFlight: 0 });
          else await this.run(b, config);
        }
      })
      .catch(logged('documents', 'Resuming the lists of claims left running failed', 'error'));
  }

  /** Starts (or goes on with) a batch; returns once it runs, not when it ends. */
  async run(batch: DocumentBatchRecord, config: EngineConfig): Promise<void> {
    if (this.runs.has(batch.id)) return this.runs.get(batch.id)!.resume();
    const run = await BatchRun.open({
      claims: batch.claims,
      journal: dexieJournal(this.db, batch.id),
      concurrency: batch.concurrency,
      check: async (claim, signal) => {
        const req = { text: claim.claim, page: listPage(batch, claim.line), isHealthClaim: true };
        return outcomeOfCheck(await this.waiter.run(this.runner, req, config, signal));
      },
      onProgress: (p) => void writeProgress(this.db, batch.id, p).catch(logged('documents', 'Batch progress')),
    });
    this.runs.set(batch.id, run);
    run.finished
      .catch(async (e: unknown) => {
        log.error('documents', `The list ${batch.name} stopped`, e);
        await writeProgress(this.db, batch.id, { state: 'failed', error: messageOf(e) });
      })
      .finally(() => this.runs.delete(batch.id))
      .catch(logged('documents', `Recording how the list ${batch.name} ended`, 'error'));
    run.resume();
  }

  /** The running batch, or the stored one brought back to run (a paused batch after a restart). */
  async resume(id: DocumentBatchId, config: EngineConfig): Promise<void> {
    const running = this.runs.get(id);
    if (running) return running.resume();
    const batch = await this.stored(id);
    if (batch.state === 'done' || batch.state === 'cancelled')
      throw new Error(
        `The list ${batch.name} has ${batch.state === 'done' ? 'finished' : 'been cancelled'}: start it again from its file.`,
      );
    await this.run(batch, config);
  }

  async pause(id: DocumentBatchId): Promise<void> {
    const running = this.runs.get(id);
    if (running) return running.pause();
    const batch = await this.stored(id);
    if (batch.state === 'running' || batch.state === 'pausing')
      await writeProgress(this.db, id, { ...progressOf(batch), state: 'paused', inFlight: 0 });
  }

  async cancel(id: DocumentBatchId): Promise<void> {
    const running = this.runs.get(id);
    if (running) return running.cancel();
    const batch = await this.stored(id);
    if (batch.state !== 'done')
      await writeProgress(this.db, id, { ...progressOf(batch), state: 'cancelled', inFlight: 0 });
  }

  private async stored(id: DocumentBatchId): Promise<DocumentBatchRecord> {
    const batch = await this.db.documentBatches.get(id);
    if (!batch) throw new Error('This list is no longer there: start it again from its file.');
    return batch;
  }
}

const progressOf = (b: DocumentBatchRecord) => ({
  total: b.total,
  finished: b.finished,
  failed: b.failed,
});
