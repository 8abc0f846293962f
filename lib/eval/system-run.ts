import { persistOutcomeOf, tribunalModeOf } from '../core/traces/partial';
import type { StageName } from '../core/types';
import type { ClaimLensDB } from '../db/database';
import type { CheckRecord } from '../db/records';
import { readQuestion } from '../decompose/questions';
import { CheckRunner } from '../jobs/runner';
import type { LlmServices } from '../llm/provider';
import type { ModelServices } from '../ml/types';
import type { FetchLike } from '../net/http';
import { createPipeline } from '../pipeline/run';
import { ConsentBroker } from '../privacy/consent';
import type { EngineConfig } from '../settings/run-config';
import { llmOnly } from './baselines/llm-only';
import { countingServices, emptyUsage, type LlmUsage } from './llm-usage';
import type { MemoryLog } from './memory-log';
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

const FINISHED = new Set(['done', 'failed', 'cancelled']);

export function systemRun(spec: SystemSpec, deps: SystemDeps): SystemRun {
  if (!spec.pipeline) return llmOnlyRun(spec, deps);
  const db = deps.db;
  if (!db) throw new Error(`The ${spec.name} system needs a database.`);
  const pipelineOptions = spec.pipeline;
  const usage = new Map<string, LlmUsage>();
  const waiting = new Map<string, (record: CheckRecord) => void>();
  const consent = new ConsentBroker(db);
  const runner = new CheckRunner({
    db,
    run: (record, ctx) => {
      const counted = emptyUsage();
      usage.set(record.id, counted);
      const pipeline = createPipeline(
        {
          db,
          models: deps.models,
          llm: countingServices(deps.llm, counted),
          consent,
          ...(deps.fetch ? { fetch: deps.fetch } : {}),
        },
        pipelineOptions,
      );
      return deps.memoryLog ? deps.memoryLog.within(record.id, () => pipeline(record, ctx)) : pipeline(record, ctx);
    },
    emit: (record) => {
      if (FINISHED.has(record.status)) waiting.get(record.id)?.(record);
    },
  });

  return {
    async run(item, signal) {
      signal.throwIfAborted();
      const { record } = await runner.start({ text: item.claim, page: deps.page, isHealthClaim: true }, deps.config);
      const cancel = () => void runner.cancel(record.id);
      signal.addEventListener('abort', cancel, { once: true });
      const final = await new Promise<CheckRecord>((resolve) => {
        waiting.set(record.id, resolve);
        // It may have finished before we started listening (a claim joined to one in flight).
        void db.checks.get(record.id).then((r) => r && FINISHED.has(r.status) && resolve(r));
      }).finally(() => {
        waiting.delete(record.id);
        signal.removeEventListener('abort', cancel);
      });
      if (final.status === 'cancelled') throw new DOMException('Cancelled', 'AbortError');
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
