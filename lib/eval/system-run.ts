import { persistOutcomeOf, tribunalModeOf } from '../core/traces/partial';
import type { StageName } from '../core/types';
import type { ClaimLensDB } from '../db/database';
import type { CheckRecord } from '../db/records';
import { readQuestion } from '../decompose/questions';
import type { LlmServices } from '../llm/provider';
import type { ModelServices } from '../ml/types';
import type { FetchLike } from '../net/http';
import type { EngineConfig } from '../settings/run-config';
import { llmOnly } from './baselines/llm-only';
import { countingServices, emptyUsage, type LlmUsage } from './llm-usage';
import type { MemoryLog } from './memory-log';
import { pipelineChecker } from './pipeline-checker';
import { blankRecord } from './record';
import type { SystemSpec } from './systems';
import type { EvalItem, EvalRecord } from './types';

/**
 * One system of a run: the extension's job store and pipeline on the system's own database
 * (every claim is a check row with its stage timings and traces, as in the extension), or the
 * LLM-only baseline. Each claim's LLM use is counted apart, so concurrent claims do not mix.
 */
export interface SystemRun {
  run(item: EvalItem, signal: AbortSignal): Promise<EvalRecord>;
}

export interface SystemDeps {
  config: EngineConfig;
  llm: LlmServices;
  models: ModelServices;
  /** The system's own database (knowledge graph and check rows); null for the LLM-only baseline. */
  db: ClaimLensDB | null;
  memoryLog: MemoryLog | null;
  fetch?: FetchLike;
  /** The page the checks are recorded against (the data file). */
  page: { url: string; title: string };
}

export function systemRun(spec: SystemSpec, deps: SystemDeps): SystemRun {
  if (!spec.pipeline) return llmOnlyRun(spec, deps);
  const db = deps.db;
  if (!db) throw new Error(`The ${spec.name} system needs a database.`);
  const usage = new Map<string, LlmUsage>();
  const checker = pipelineChecker({
    db,
    config: deps.config,
    models: deps.models,
    llm: deps.llm,
    pipeline: spec.pipeline,
    page: deps.page,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    llmFor: (id) => {
      const counted = emptyUsage();
      usage.set(id, counted);
      return countingServices(deps.llm, counted);
    },
    ...(deps.memoryLog ? { within: (id, run) => deps.memoryLog!.within(id, run) } : {}),
  });

  return {
    async run(item, signal) {
      const final = await checker.check(item.claim, signal);
      const result = recordFromCheck(spec.name, item, final, usage.get(final.id) ?? emptyUsage());
      usage.delete(final.id);
      // The record has what the report needs; the row (traces, transcripts) would only fill memory.
      await db.checks.delete(final.id);
      if (result.error) deps.memoryLog?.discard(final.id);
      else deps.memoryLog?.commit(final.id, item.id);
      return result;
    },
  };
}

function llmOnlyRun(spec: SystemSpec, deps: SystemDeps): SystemRun {
  return {
    async run(item, signal) {
      const counted = emptyUsage();
      const handle = await countingServices(deps.llm, counted).open(deps.config);
      if (!handle) throw new Error('The LLM-only baseline needs an LLM: give --llm URL --llm-model NAME.');
      const started = performance.now();
      // The same conversion as the pipeline's (by rules here: the baseline's LLM answers, it does not rewrite).
      const asked = readQuestion(item.claim);
      const question: Partial<EvalRecord> =
        asked.kind === 'yes-no'
          ? { question: 'yes-no', statement: asked.statement, statementBy: 'rules' }
          : asked.kind === 'open'
            ? { question: 'open' }
            : {};
      if (asked.kind === 'open')
        return {
          ...blankRecord(spec.name, item),
          ...question,
          totalMs: performance.now() - started,
          reason: asked.note,
        };
      const { verdict } = await llmOnly(asked.statement, handle.client, signal);
      return {
        ...blankRecord(spec.name, item),
        ...question,
        verdict,
        path: verdict === 'Unverified' ? 'none' : 'llm',
        totalMs: performance.now() - started,
        llmCalls: counted.calls,
        promptTokens: counted.promptTokens,
        completionTokens: counted.completionTokens,
        ...(verdict === 'Unverified' ? { reason: 'The LLM answered Neutral (or nothing readable).' } : {}),
      };
    },
  };
}

/**
 * A finished check row as an evaluation record. A check that failed, or whose LLM failed
 * technically (tribunal and single pass both), is a technical error: unresolved in the
 * scores, and checked again when the run is resumed.
 */
export function recordFromCheck(
  system: EvalRecord['system'],
  item: EvalItem,
  check: CheckRecord,
  usage: LlmUsage,
): EvalRecord {
  const stageMs: Partial<Record<StageName, number>> = {};
  for (const t of check.timings) stageMs[t.stage] = (stageMs[t.stage] ?? 0) + t.ms;
  const out: EvalRecord = {
    ...blankRecord(system, item),
    stageMs,
    totalMs:
      check.startedAt !== undefined && check.finishedAt !== undefined
        ? check.finishedAt - check.startedAt
        : check.timings.reduce((a, t) => a + t.ms, 0),
    llmCalls: usage.calls,
    promptTokens: usage.promptTokens,
    completionTokens: usage.completionTokens,
  };
  const q = check.question;
  if (q)
    Object.assign(
      out,
      q.kind === 'yes-no' ? { question: q.kind, statement: q.statement, statementBy: q.method } : { question: q.kind },
    );
  if (check.status === 'failed') return { ...out, error: check.error ?? 'The check failed.' };
  const tribunal = tribunalModeOf(check.traces.tribunal);
  if (tribunal?.mode === 'failed')
    return { ...out, path: check.path ?? 'none', error: `The LLM failed: ${tribunal.error ?? 'no answer'}` };
  const persist = persistOutcomeOf(check.traces.persist);
  return {
    ...out,
    verdict: check.verdict ?? 'Unverified',
    path: check.path ?? 'none',
    confidence: check.confidence ?? null,
    ...(check.reason ? { reason: check.reason } : {}),
    ...(persist?.stored ? { storedFacts: persist.report?.facts.length ?? 0 } : {}),
  };
}
