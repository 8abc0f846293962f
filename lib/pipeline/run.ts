import type { ClaimLensDB } from '../db/database';
import type { RunCheck } from '../jobs/runner';
import type { StageContext } from './stage';
import { memoryStage } from './stages/memory';
import type { CheckOutcome } from './types';

export interface PipelineServices {
  db: ClaimLensDB;
}

/**
 * The check pipeline: memory first, then whatever later stages are available. A stage that
 * cannot settle the claim says why; the honest end of the line is Unverified with that reason,
 * never a made-up verdict.
 */
export function createPipeline(services: PipelineServices): RunCheck {
  return async (record, run) => {
    const ctx: StageContext = { db: services.db, settings: run.settings, signal: run.signal, onStage: run.onStage };
    ctx.onStage('input');
    ctx.signal.throwIfAborted();

    ctx.onStage('memory');
    const memory = await memoryStage(record.text, ctx);
    if (memory.outcome) return memory.outcome;

    return unverified(memory.reason ?? 'Nothing could settle this claim.');
  };
}

export function unverified(reason: string, extra: Partial<CheckOutcome> = {}): CheckOutcome {
  return { verdict: 'Unverified', confidence: null, path: 'none', reason, evidence: [], traces: {}, modelIds: {}, ...extra };
}
