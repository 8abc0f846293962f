import type { ClaimLensDB } from '../db/database';
import type { RunCheck } from '../jobs/runner';
import type { ModelServices } from '../ml/types';
import type { StageContext } from './stage';
import { memoryStage } from './stages/memory';
import { webStage } from './stages/web';
import type { CheckOutcome } from './types';

export interface PipelineServices {
  db: ClaimLensDB;
  models: ModelServices;
}

/**
 * The check pipeline (DESIGN.md, "The check pipeline"): memory first, the trusted web only when
 * memory cannot settle the claim. A stage that cannot settle it says why; the honest end of the
 * line is Unverified with those reasons, never a made-up verdict.
 */
export function createPipeline(services: PipelineServices): RunCheck {
  return async (record, run) => {
    const ctx: StageContext = { db: services.db, models: services.models, config: run.config, signal: run.signal, onStage: run.onStage };
    ctx.onStage('input');
    ctx.signal.throwIfAborted();

    ctx.onStage('memory');
    const memory = await memoryStage(record.text, ctx);
    if (memory.outcome) return memory.outcome;
    ctx.signal.throwIfAborted();

    const web = await webStage(record.text, ctx);
    const traces = { ...memory.traces, ...web.traces };
    if (web.outcome) return { ...web.outcome, traces: { ...traces, ...web.outcome.traces } };

    return unverified([memory.reason, web.reason].filter(Boolean).join(' ') || 'Nothing could settle this claim.', { traces });
  };
}

export function unverified(reason: string, extra: Partial<CheckOutcome> = {}): CheckOutcome {
  return { verdict: 'Unverified', confidence: null, path: 'none', reason, evidence: [], traces: {}, modelIds: {}, ...extra };
}
