import type { ClaimLensDB } from '../db/database';
import type { CheckRecord } from '../db/records';
import type { EngineConfig } from '../settings/run-config';
import type { CheckRunner } from './runner';
import type { StartRequest } from './types';

const FINISHED = new Set<CheckRecord['status']>(['done', 'failed', 'cancelled']);

/**
 * Runs a check through the job store and waits for its finished row: what a caller that is not a
 * page needs (a list of claims in the engine, `npm run eval` and `npm run check` under Node).
 * The job store's `emit` must pass every row to `notify`.
 */
export class CheckWaiter {
  private readonly waiting = new Map<string, (record: CheckRecord) => void>();

  constructor(private readonly db: ClaimLensDB) {}

  /** RunnerDeps.emit: a finished row wakes whoever waits for it. */
  notify(record: CheckRecord): void {
    if (FINISHED.has(record.status)) this.waiting.get(record.id)?.(record);
  }

  /** The finished row (done or failed); the signal cancels the check, which then throws an AbortError. */
  async run(runner: CheckRunner, req: StartRequest, config: EngineConfig, signal: AbortSignal): Promise<CheckRecord> {
    signal.throwIfAborted();
    const { record } = await runner.start(req, config);
    const cancel = () => void runner.cancel(record.id);
    signal.addEventListener('abort', cancel, { once: true });
    const final = await new Promise<CheckRecord>((resolve) => {
      this.waiting.set(record.id, resolve);
      // It may have finished before we started listening (a claim joined to one in flight).
      void this.db.checks.get(record.id).then((r) => r && FINISHED.has(r.status) && resolve(r));
    }).finally(() => {
      this.waiting.delete(record.id);
      signal.removeEventListener('abort', cancel);
    });
    if (final.status === 'cancelled') throw new DOMException('Cancelled', 'AbortError');
    return final;
  }
}
