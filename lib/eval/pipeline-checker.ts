import type { CheckOutcome } from '../core/types';
import type { ClaimLensDB } from '../db/database';
import type { CheckRecord } from '../db/records';
import { CheckRunner } from '../jobs/runner';
import { CheckWaiter } from '../jobs/waiter';
import { createLlmServices, type LlmServices } from '../llm/provider';
import type { ModelServices } from '../ml/types';
import type { FetchLike } from '../net/http';
import { createPipeline, type PipelineOptions } from '../pipeline/run';
import { ConsentBroker } from '../privacy/consent';
import type { EngineConfig } from '../settings/run-config';

/**
 * The extension's job store and pipeline under Node, shared by `npm run eval` (one per system)
 * and `npm run check`: every claim is a check row with its stage timings and traces, as in the
 * extension's History, recorded against the page given (the data or claims file).
 */
export interface PipelineChecker {
  /** Runs one claim; its finished row (done or failed). Cancelled (the signal): an AbortError. */
  check(text: string, signal: AbortSignal): Promise<CheckRecord>;
}

export interface CheckerDeps {
  db: ClaimLensDB;
  config: EngineConfig;
  models: ModelServices;
  llm: LlmServices;
  pipeline: PipelineOptions;
  /** The page the checks are recorded against. */
  page: { url: string; title: string };
  fetch?: FetchLike;
  /** The LLM services of one check (eval counts each claim's calls apart); `llm` when absent. */
  llmFor?(checkId: CheckRecord['id']): LlmServices;
  /** Wraps one check's run (eval logs its memory writes per claim). */
  within?(checkId: CheckRecord['id'], run: () => Promise<CheckOutcome>): Promise<CheckOutcome>;
}

export function pipelineChecker(deps: CheckerDeps): PipelineChecker {
  const { db } = deps;
  const waiter = new CheckWaiter(db);
  const consent = new ConsentBroker(db);
  const runner = new CheckRunner({
    db,
    run: (record, ctx) => {
      const pipeline = createPipeline(
        {
          db,
          models: deps.models,
          llm: deps.llmFor?.(record.id) ?? deps.llm,
          consent,
          ...(deps.fetch ? { fetch: deps.fetch } : {}),
        },
        deps.pipeline,
      );
      return deps.within ? deps.within(record.id, () => pipeline(record, ctx)) : pipeline(record, ctx);
    },
    emit: (record) => waiter.notify(record),
  });
  return {
    check: (text, signal) => waiter.run(runner, { text, page: deps.page, isHealthClaim: true }, deps.config, signal),
  };
}

/** The LLM services under Node: an OpenAI-compatible endpoint (WebLLM needs a browser's WebGPU). */
export function nodeLlmServices(): LlmServices {
  return createLlmServices(() => {
    throw new Error('WebLLM runs only in a browser: give --llm URL --llm-model NAME.');
  });
}
