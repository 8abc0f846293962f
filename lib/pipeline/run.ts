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
import { RELATED_TRACE_KEY, relatedKnowledge } from './related';
import { decomposeStage } from './stages/decompose';
import { memoryStage } from './stages/memory';
import { persistStage } from './stages/persist';
import { tribunalStage } from './stages/tribunal';
import { webStage } from './stages/web';
import type { CheckOutcome } from './types';
import type { FetchLike } from '../web/http';
import type { WebStageDeps } from '../web/outcome';

export interface PipelineServices {
  db: ClaimLensDB;
  models: ModelServices;
  llm: LlmServices;
  consent: ConsentBroker;
  /** How the web stage fetches (the browser's fetch by default; tools and tests under Node pass their own). */
  fetch?: FetchLike;
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
    const web = services.fetch ? { fetch: services.fetch } : {};
    if (isSingleClaim(record.text) && !record.pick) {
      const claim = normaliseClaimText(record.text);
      const outcome = await checkOne(claim, ctx, web);
      // An Unverified claim still shows what the graph knows near it ("related, not the same claim").
      if (outcome.verdict !== 'Unverified') return outcome;
      const related = await relatedKnowledge(claim, ctx, run.config.settings.decompose.relatedLimit);
      return related.length ? { ...outcome, traces: { ...outcome.traces, [RELATED_TRACE_KEY]: related } } : outcome;
    }
    return decomposeStage(record.text, ctx, { checkOne: (text) => checkOne(text, ctx, web), web }, record.pick);
  };
}

/**
 * One claim through the pipeline: memory first, the trusted web only when memory cannot settle
 * it, then the tribunal on the evidence bundle and persistence of its verdict. A stage that
 * cannot settle the claim says why; the honest end of the line is Unverified with those
 * reasons, never a made-up verdict.
 */
export async function checkOne(claim: string, ctx: StageContext, web: Pick<WebStageDeps, 'fetch'> = {}): Promise<CheckOutcome> {
  ctx.onStage('memory');
  const memory = await memoryStage(claim, ctx);
  if (memory.outcome) return memory.outcome;
  ctx.signal.throwIfAborted();

  const found = await webStage(claim, ctx, { ...web, llm: () => ctx.llm.clientFor('query') });
  if (found.outcome) return found.outcome;
  if (found.bundle) {
    const tribunal = await tribunalStage(claim, found.bundle, ctx, found.carry);
    if (tribunal.decision && tribunal.recorder) {
      const persist = await persistStage(claim, found.bundle, tribunal.decision, tribunal.recorder, ctx);
      if (persist) tribunal.outcome.traces.persist = persist;
    }
    return tribunal.outcome;
  }

  return unverified([memory.reason, found.reason].filter(Boolean).join(' ') || 'Nothing could settle this claim.');
}
