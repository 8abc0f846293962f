import type { ClaimLensDB } from '../db/database';
import type { CheckRecord } from '../db/records';
import { CheckRunner, type RunCheck } from '../jobs/runner';
import { toSummary } from '../jobs/summary';
import { createPipeline } from '../pipeline/run';
import { parseSettings } from '../settings/schema';
import { parseEngineRequest, type EngineEvent, type EngineOp, type EnginePayload, type EngineResults } from './protocol';

export interface EngineDeps {
  db: ClaimLensDB;
  emit(event: EngineEvent): void;
  /** The pipeline; defaults to the real one. */
  run?: RunCheck;
}

/** The engine: owns the job store and the pipeline; answers the background's requests. */
export class Engine {
  readonly runner: CheckRunner;
  private readonly startedAt = Date.now();
  private recovered = 0;

  constructor(private readonly deps: EngineDeps) {
    this.runner = new CheckRunner({
      db: deps.db,
      run: deps.run ?? createPipeline({ db: deps.db }),
      emit: (record: CheckRecord) => deps.emit({ kind: 'check.update', summary: toSummary(record), subscribers: record.subscribers }),
    });
  }

  async init(): Promise<void> {
    this.recovered = await this.runner.recover();
  }

  async handle(op: unknown, payload: unknown): Promise<unknown> {
    const request = parseEngineRequest(op, payload);
    return this.dispatch(request.op, request.payload as never);
  }

  private async dispatch<K extends EngineOp>(op: K, p: EnginePayload<K>): Promise<EngineResults[K]> {
    const r = await this.handlers[op](p as never);
    return r as EngineResults[K];
  }

  private readonly handlers: { [K in EngineOp]: (p: EnginePayload<K>) => Promise<EngineResults[K]> } = {
    'check.start': async (p) => {
      const { settings, ...req } = p;
      const { record, deduped } = await this.runner.start(req, parseSettings(settings));
      return { summary: toSummary(record), deduped };
    },
    'check.status': async (p) => {
      const record = await this.deps.db.checks.get(p.checkId);
      return record ? toSummary(record) : null;
    },
    'check.cancel': async (p) => {
      const record = await this.runner.cancel(p.checkId);
      return record ? toSummary(record) : null;
    },
    'check.retry': async (p) => toSummary(await this.runner.retry(p.checkId, parseSettings(p.settings), p.subscriber)),
    'check.delete': async (p) => ({ deleted: await this.runner.delete(p.checkIds) }),
    'check.deleteAll': async () => ({ deleted: await this.runner.deleteAll() }),
    'engine.status': async () => ({ startedAt: this.startedAt, recovered: this.recovered, ...this.runner.stats }),
  };
}
