import { wordCount } from '../../../core/text';
import type { StoredMemoryTrace } from '../../../core/traces/memory';
import { reasonsMemory as m } from '../../../i18n/catalogue/reasons';
import { formatNumber } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import { readerCorrectionFor, readerOutcome } from '../../../kg/graph/disputes';
import { knowledgeOf } from '../../../kg/graph/knowledge';
import { candidateContext } from '../../../kg/graph/neighbourhood';
import { arbitrate, indexThresholds } from '../../../kg/memory/arbitrate';
import { findVerbatim } from '../../../kg/memory/near-verbatim';
import { passReason, waitForKnowledge } from '../../../kg/memory/readiness';
import type { CandidateTrace, MemoryTrace } from '../../../kg/memory/trace';
import { logged } from '../../../log/log';
import type { Embedder } from '../../../ml/types';
import type { IndexThresholds } from '../../../settings/sections/memory';
import type { StageContext, StageResult } from '../../stage';
import { answer } from './answer';
import { memoryCandidates } from './features';
import { decideCandidate } from './verdict';

/**
 * Stages 1–2 (Memory-first fact-checking §III-B/C): look the claim up in the local knowledge graph
 * and answer from memory only when it is safe. A claim stored word for word is answered without
 * models; otherwise embed, take the top MACRO and MICRO candidates, arbitrate, run NLI and the
 * decision layer. Whatever happens is recorded in `traces.memory`.
 */

/** Read when a check passes, in the reader's language of that moment. */
export const noModelsReason = (): string => t(m.noModels);
export const noNliReason = (): string => t(m.noNli);

/** `guards: false` lets memory answer past its guards: an ablation for the evaluation, never the extension's behaviour. */
export interface MemoryStageOptions {
  guards?: boolean;
  /** The claim's vector from the embedder, when the caller embedded a batch of claims in one call. */
  query?: Float32Array;
}

/**
 * Memory waits for the engine's start-up knowledge work first (bounded): a lookup that ran
 * before the starter pack was written would miss it. When the work outlasts the wait, an answer
 * found in what is there stands; a pass says the knowledge is still being installed, not "no match".
 */
export async function memoryStage(
  claim: string,
  ctx: StageContext,
  options: MemoryStageOptions = {},
): Promise<StageResult> {
  // The reader's own correction of this claim answers before any stored or installed knowledge.
  const mine = await readerCorrectionFor(ctx.db, claim);
  if (mine) return { outcome: readerOutcome(mine) };
  const wait = await waitForKnowledge(ctx.knowledge, ctx.signal);
  ctx.signal.throwIfAborted();
  const result = await lookUp(claim, ctx, options);
  if (!wait.waitedMs && !wait.pending) return result;
  const noted = (memory: StoredMemoryTrace | undefined, summary?: string): StoredMemoryTrace | undefined =>
    memory && {
      ...memory,
      startupWaitMs: wait.waitedMs,
      ...(wait.pending ? { startupPending: wait.pending } : {}),
      ...(summary ? { summary } : {}),
    };
  if (result.outcome)
    return {
      outcome: { ...result.outcome, traces: { ...result.outcome.traces, memory: noted(result.outcome.traces.memory) } },
    };
  const reason = passReason(wait.pending, result.reason, result.traces?.memory?.embedModel);
  return {
    ...result,
    reason,
    traces: { ...result.traces, memory: noted(result.traces?.memory, wait.pending ? reason : undefined) },
  };
}

async function lookUp(claim: string, ctx: StageContext, options: MemoryStageOptions): Promise<StageResult> {
  const base = {
    claimWords: wordCount(claim),
    candidates: { macro: null, micro: null },
    selected: null,
  } satisfies Partial<MemoryTrace>;
  const verbatim = await verbatimAnswer(claim, ctx, base);
  if (verbatim) return verbatim;

  // Asked for only past the word-for-word match, which needs no model (a missing one is offered for download).
  const [embedder, nli] = await Promise.all([ctx.models.embedder(), ctx.models.nli()]);
  if (!embedder) {
    const trace: MemoryTrace = {
      ...base,
      mode: 'none',
      outcome: 'passed',
      summary: t(m.summaryNoEmbedder),
    };
    return { outcome: null, reason: noModelsReason(), traces: { memory: trace } };
  }
  const ready = await indexReady(ctx, embedder, base);
  if ('pass' in ready) return ready.pass;

  ctx.signal.throwIfAborted();
  const settings = ctx.config.settings.memory;
  const [query] = options.query ? [options.query] : await embedder.embed([claim], ctx.signal);
  const candidates = await memoryCandidates(ctx.db, embedder, query!);
  const pick = arbitrate(candidates.macro, candidates.micro, base.claimWords, ready.common.thresholds, settings);
  const trace: MemoryTrace = {
    ...ready.common,
    candidates,
    selected: pick.pick,
    arbitration: pick.why,
    outcome: 'passed',
    summary: pick.why,
  };
  if (!pick.candidate) return { outcome: null, reason: t(m.cannotSettle, pick.why), traces: { memory: trace } };
  if (!nli) {
    // Without NLI no stored correction can be shown to entail the claim, so FALSE + Contradiction → True never fires either.
    const myth = pick.candidate.status === 'FALSE' ? t(m.noNliMyth) : '';
    const reason = `${noNliReason()}${myth}`;
    return { outcome: null, reason, traces: { memory: { ...trace, summary: `${pick.why} ${reason}` } } };
  }
  ctx.onStage('decide');
  return decideCandidate(
    { claim, query: query!, chosen: pick.candidate, trace, models: { embedder, nli } },
    ctx,
    options,
  );
}

type TraceBase = Pick<MemoryTrace, 'claimWords' | 'candidates' | 'selected'>;

/** A claim stored word for word with a truth status is answered without any model. */
async function verbatimAnswer(claim: string, ctx: StageContext, base: TraceBase): Promise<StageResult | null> {
  const verbatim = await findVerbatim(ctx.db, claim);
  if (!verbatim) return null;
  const context = await candidateContext(ctx.db, verbatim.id);
  if (!context?.status) return null;
  const index = 'subject' in verbatim ? 'micro' : 'macro';
  const candidate: CandidateTrace = { index, nodeId: verbatim.id, text: verbatim.text, status: context.status, S: 1 };
  const trace: MemoryTrace = {
    ...base,
    mode: 'near-verbatim',
    candidates: { macro: index === 'macro' ? candidate : null, micro: index === 'micro' ? candidate : null },
    selected: index,
    outcome: 'answered',
    summary: t(index === 'macro' ? m.summaryVerbatimClaim : m.summaryVerbatimFact, context.status),
  };
  return {
    outcome: await answer(ctx.db, context, context.status === 'TRUE' ? 'True' : 'False', null, trace, {
      explanation: t(context.status === 'TRUE' ? m.verbatimTrue : m.verbatimFalse),
      oldEvidenceYears: ctx.config.settings.memory.oldEvidenceYears,
    }),
  };
}

type IndexedTrace = MemoryTrace & { thresholds: IndexThresholds };

/**
 * Whether the graph has vectors for this embedder to search: the trace fields every embedding
 * look-up shares, or the pass when the graph is empty or not indexed yet. Statements still
 * without a vector get them in the background.
 */
async function indexReady(
  ctx: StageContext,
  embedder: Embedder,
  base: TraceBase,
): Promise<{ common: Omit<IndexedTrace, 'outcome' | 'summary'> } | { pass: StageResult }> {
  const kg = knowledgeOf(ctx.db);
  const stored = await kg.statementCount();
  const index = await kg.indexFor(embedder.modelId, embedder.dims);
  const unindexed = Math.max(0, stored - index.macro.size - index.micro.size);
  if (unindexed > 0)
    kg.ensureVectors(embedder).catch(logged('memory', `Computing vectors for ${embedder.modelId} stopped`, 'error'));
  const common = {
    ...base,
    mode: 'embedding' as const,
    embedModel: embedder.modelId,
    thresholds: indexThresholds(ctx.config.settings.memory.similarity, embedder),
    ...(unindexed ? { unindexed } : {}),
  };
  const passed = (reason: string, summary: string): { pass: StageResult } => ({
    pass: { outcome: null, reason, traces: { memory: { ...common, outcome: 'passed', summary } } },
  });
  if (stored === 0) return passed(t(m.emptyGraph), t(m.summaryEmpty));
  if (index.macro.size + index.micro.size === 0) {
    const reason = t(m.stillIndexing, embedder.modelId, formatNumber(stored));
    return passed(reason, reason);
  }
  return { common };
}
