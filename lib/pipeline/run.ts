import type { ClaimLensDB } from '../db/database';
import { isSingleClaim } from '../decompose/plan';
import type { RunCheck } from '../jobs/runner';
import type { ModelServices } from '../ml/types';
import { createConsentGate, type ConsentBroker } from '../privacy/consent';
import type { LlmServices } from '../tribunal/provider';
import { LlmSession } from '../tribunal/session';
import { normaliseClaimText } from './input';
import { unverified } from './outcome';
import type { StageContext } from './stage';
import { decomposeStage } from './stages/decompose';
import { memoryStage } from './stages/memory';
import { persistStage } from './stages/persist';
import { tribunalStage } from './stages/tribunal';
import { webStage } from './stages/web';
import type { CheckOutcome } from './types';

export interface PipelineServices {
  db: ClaimLensDB;
  models: ModelServices;
  llm: LlmServices;
  consent: ConsentBroker;
}

/**
 * The check pipeline (DESIGN.md, "The check pipeline"). A selection that is one claim is checked
 * as written; a longer one is decomposed into claims, each checked the same way inside this job
 * (stages/decompose.ts), and the parts aggregated into one verdict.
 */
export function createPipeline(services: PipelineServices): RunCheck {
  return async (record, run) => {
    const ctx: StageContext = {
      db: services.db,
      models: services.models,
      llm: new LlmSession(services.llm, run.config),
      consent: createConsentGate({ broker: services.consent, checkId: record.id, privacy: run.config.settings.privacy, signal: run.signal, onStage: run.onStage }),
      config: run.config,
      signal: run.signal,
      onStage: run.onStage,
    };
    ctx.onStage('input');
    ctx.signal.throwIfAborted();
    if (isSingleClaim(record.text) && !record.pick) return checkOne(normaliseClaimText(record.text), ctx);
    return decomposeStage(record.text, ctx, (text) => checkOne(text, ctx), record.pick);
  };
}

/**
 * One claim through the pipeline: memory first, the trusted web only when memory cannot settle
 * it, then the tribunal on the evidence bundle and persistence of its verdict. A stage that
 * cannot settle the claim says why; the honest end of the line is Unverified with those
 * reasons, never a made-up verdict.
 */
export async function checkOne(claim: string, ctx: StageContext): Promise<CheckOutcome> {
  ctx.onStage('memory');
  const memory = await memoryStage(claim, ctx);
  if (memory.outcome) return memory.outcome;
  ctx.signal.throwIfAborted();

  const web = await webStage(claim, ctx, { llm: () => ctx.llm.clientFor('query') });
  if (web.outcome) return web.outcome;
  if (web.bundle) {
    const tribunal = await tribunalStage(claim, web.bundle, ctx, web.carry);
    if (tribunal.decision && tribunal.recorder) {
      const persist = await persistStage(claim, web.bundle, tribunal.decision, tribunal.recorder, ctx);
      if (persist) tribunal.outcome.traces.persist = persist;
    }
    return tribunal.outcome;
  }

  return unverified([memory.reason, web.reason].filter(Boolean).join(' ') || 'Nothing could settle this claim.');
}
