import type { ClaimLensDB } from '../db/database';
import type { RunCheck } from '../jobs/runner';
import type { ModelServices } from '../ml/types';
import { createConsentGate, type ConsentBroker } from '../privacy/consent';
import type { LlmServices } from '../tribunal/provider';
import { LlmSession } from '../tribunal/session';
import type { StageContext } from './stage';
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
 * The check pipeline (DESIGN.md, "The check pipeline"): memory first, the trusted web only when
 * memory cannot settle the claim, then the tribunal on the evidence bundle and persistence of
 * its verdict. A stage that cannot settle the claim says why; the honest end of the line is
 * Unverified with those reasons, never a made-up verdict.
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

    ctx.onStage('memory');
    const memory = await memoryStage(record.text, ctx);
    if (memory.outcome) return memory.outcome;
    ctx.signal.throwIfAborted();

    // What memory recorded about a claim it passed on stays with the final outcome.
    const withMemory = (outcome: CheckOutcome): CheckOutcome => ({ ...outcome, traces: { ...memory.traces, ...outcome.traces } });
    const web = await webStage(record.text, ctx, { llm: () => ctx.llm.clientFor('query') });
    if (web.outcome) return withMemory(web.outcome);
    if (web.bundle) {
      const tribunal = await tribunalStage(record.text, web.bundle, ctx, web.carry);
      if (tribunal.decision && tribunal.recorder) {
        const persist = await persistStage(record.text, web.bundle, tribunal.decision, tribunal.recorder, ctx);
        if (persist) tribunal.outcome.traces.persist = persist;
      }
      return withMemory(tribunal.outcome);
    }

    return unverified([memory.reason, web.reason].filter(Boolean).join(' ') || 'Nothing could settle this claim.', { traces: memory.traces ?? {} });
  };
}

export function unverified(reason: string, extra: Partial<CheckOutcome> = {}): CheckOutcome {
  return { verdict: 'Unverified', confidence: null, path: 'none', reason, evidence: [], traces: {}, modelIds: {}, ...extra };
}
