import type { ClaimLensDB } from '../db/database';
import type { RunCheck } from '../jobs/runner';
import type { ModelServices } from '../ml/types';
import { createConsentGate, type ConsentBroker } from '../privacy/consent';
import type { LlmServices } from '../tribunal/provider';
import { LlmSession } from '../tribunal/session';
import type { FetchLike } from '../web/http';
import type { StageContext, StageResult } from './stage';
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
  /** How the web stage reaches the web; the platform's fetch when absent. */
  fetch?: FetchLike;
}

/**
 * Which parts of the pipeline run. The extension uses the defaults (everything on); the
 * evaluation harness turns parts off to measure what each contributes (seed 004 names these
 * ablations as future work; docs/evaluation.md lists the systems built from them).
 */
export interface PipelineOptions {
  /** Stages 1–2: look the claim up in the knowledge graph first. Off: every claim goes to the web. Default on. */
  memory?: boolean;
  /** Stage 4: the adversarial tribunal, or one LLM pass over the bundle ('single-pass'). Default 'tribunal'. */
  tribunal?: 'tribunal' | 'single-pass';
  /**
   * Memory's guards (numeric/temporal/regional values, high neutral, weak contradiction, weak
   * entailment) that send a doubtful match to the web. Default on; off only to measure them.
   */
  guards?: boolean;
  /** Stage 5: store True/False web verdicts in the graph. Default on. */
  persist?: boolean;
}

/**
 * The check pipeline (DESIGN.md, "The check pipeline"): memory first, the trusted web only when
 * memory cannot settle the claim, then the tribunal on the evidence bundle and persistence of
 * its verdict. A stage that cannot settle the claim says why; the honest end of the line is
 * Unverified with those reasons, never a made-up verdict.
 */
export function createPipeline(services: PipelineServices, options: PipelineOptions = {}): RunCheck {
  const { memory: useMemory = true, tribunal: mode = 'tribunal', persist: usePersist = true, guards = true } = options;
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

    let memory: StageResult = { outcome: null };
    if (useMemory) {
      ctx.onStage('memory');
      memory = await memoryStage(record.text, ctx, { guards });
      if (memory.outcome) return memory.outcome;
      ctx.signal.throwIfAborted();
    }

    // What memory recorded about a claim it passed on stays with the final outcome.
    const withMemory = (outcome: CheckOutcome): CheckOutcome => ({ ...outcome, traces: { ...memory.traces, ...outcome.traces } });
    const web = await webStage(record.text, ctx, { llm: () => ctx.llm.clientFor('query'), ...(services.fetch ? { fetch: services.fetch } : {}) });
    if (web.outcome) return withMemory(web.outcome);
    if (web.bundle) {
      const tribunal = await tribunalStage(record.text, web.bundle, ctx, web.carry, mode);
      if (usePersist && tribunal.decision && tribunal.recorder) {
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
