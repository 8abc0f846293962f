import { wordCount } from '../../../core/text';
import type { StoredMemoryTrace } from '../../../core/traces/memory';
import { readerCorrectionFor, readerOutcome } from '../../../kg/graph/disputes';
import { knowledgeOf } from '../../../kg/graph/knowledge';
import { candidateContext } from '../../../kg/graph/neighbourhood';
import { arbitrate, indexThresholds } from '../../../kg/memory/arbitrate';
import { answerConfidence, decide } from '../../../kg/memory/decision';
import { findVerbatim } from '../../../kg/memory/near-verbatim';
import { nliCannotDecide } from '../../../kg/memory/nli-skip';
import { passReason, waitForKnowledge } from '../../../kg/memory/readiness';
import type { CandidateTrace, CorrectionTrace, MemoryTrace } from '../../../kg/memory/trace';
import { logged } from '../../../log/log';
import type { StageContext, StageResult } from '../../stage';
import { answer } from './answer';
import { candidateBasis, candidateNli, decisionInput, memoryCandidates } from './features';

/**
 * Stages 1–2 (Memory-first fact-checking §III-B/C): look the claim up in the local knowledge graph
 * and answer from memory only when it is safe. A claim stored word for word is answered without
 * models; otherwise embed, take the top MACRO and MICRO candidates, arbitrate, run NLI and the
 * decision layer. Whatever happens is recorded in `traces.memory`.
 */

export const NO_MODELS_REASON = 'No local models installed yet — open Settings → Models to install them.';
export const NO_NLI_REASON = 'No NLI model yet: open Settings → Models to download it.';
const EMPTY_GRAPH_REASON =
  'Local knowledge is empty: import a knowledge pack in the Knowledge tab, or turn on online checking.';

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
  const settings = ctx.config.settings.memory;
  const kg = knowledgeOf(ctx.db);
  const claimWords = wordCount(claim);
  const base = { claimWords, candidates: { macro: null, micro: null }, selected: null } satisfies Partial<MemoryTrace>;

  const verbatim = await findVerbatim(ctx.db, claim);
  if (verbatim) {
    const context = await candidateContext(ctx.db, verbatim.id);
    if (context?.status) {
      const index = 'subject' in verbatim ? 'micro' : 'macro';
      const candidate: CandidateTrace = {
        index,
        nodeId: verbatim.id,
        text: verbatim.text,
        status: context.status,
        S: 1,
      };
      const verdict = context.status === 'TRUE' ? 'True' : 'False';
      const trace: MemoryTrace = {
        ...base,
        mode: 'near-verbatim',
        candidates: { macro: index === 'macro' ? candidate : null, micro: index === 'micro' ? candidate : null },
        selected: index,
        outcome: 'answered',
        summary: `Word-for-word match of a ${index === 'macro' ? 'claim' : 'fact'} stored as ${context.status}: no model needed.`,
      };
      return {
        outcome: await answer(ctx.db, context, verdict, null, trace, {
          explanation: `This claim is stored in local knowledge, word for word, as ${context.status === 'TRUE' ? 'true' : 'false'}.`,
          oldEvidenceYears: settings.oldEvidenceYears,
        }),
      };
    }
  }

  // Asked for only past the word-for-word match, which needs no model (a missing one is offered for download).
  const [embedder, nli] = await Promise.all([ctx.models.embedder(), ctx.models.nli()]);
  if (!embedder) {
    const trace: MemoryTrace = {
      ...base,
      mode: 'none',
      outcome: 'passed',
      summary: 'No embedding model: only word-for-word matches can be found, and there was none.',
    };
    return { outcome: null, reason: NO_MODELS_REASON, traces: { memory: trace } };
  }

  const stored = await kg.statementCount();
  const index = await kg.indexFor(embedder.modelId, embedder.dims);
  const unindexed = Math.max(0, stored - index.macro.size - index.micro.size);
  if (unindexed > 0)
    kg.ensureVectors(embedder).catch(logged('memory', `Computing vectors for ${embedder.modelId} stopped`, 'error'));
  const thresholds = indexThresholds(settings.similarity, embedder);
  const common = {
    ...base,
    mode: 'embedding' as const,
    embedModel: embedder.modelId,
    thresholds,
    ...(unindexed ? { unindexed } : {}),
  };
  if (stored === 0) {
    return {
      outcome: null,
      reason: EMPTY_GRAPH_REASON,
      traces: { memory: { ...common, outcome: 'passed', summary: 'Local knowledge is empty.' } satisfies MemoryTrace },
    };
  }
  if (index.macro.size + index.micro.size === 0) {
    const reason = `Local knowledge is still being indexed for ${embedder.modelId} (${stored.toLocaleString('en-US')} statements): check again in a moment.`;
    return {
      outcome: null,
      reason,
      traces: { memory: { ...common, outcome: 'passed', summary: reason } satisfies MemoryTrace },
    };
  }

  ctx.signal.throwIfAborted();
  const [query] = options.query ? [options.query] : await embedder.embed([claim], ctx.signal);
  const candidates = await memoryCandidates(ctx.db, embedder, query!);
  const pick = arbitrate(candidates.macro, candidates.micro, claimWords, thresholds, settings);
  const trace: MemoryTrace = {
    ...common,
    candidates,
    selected: pick.pick,
    arbitration: pick.why,
    outcome: 'passed',
    summary: pick.why,
  };
  if (!pick.candidate)
    return { outcome: null, reason: `${pick.why} Memory cannot settle it.`, traces: { memory: trace } };
  if (!nli) {
    // Without NLI no stored correction can be shown to entail the claim, so FALSE + Contradiction → True never fires either.
    const myth =
      pick.candidate.status === 'FALSE'
        ? ' A claim that contradicts a statement stored as false is not taken as true without it.'
        : '';
    return {
      outcome: null,
      reason: `${NO_NLI_REASON}${myth}`,
      traces: { memory: { ...trace, summary: `${pick.why} ${NO_NLI_REASON}${myth}` } },
    };
  }

  ctx.onStage('decide');
  const chosen = pick.candidate;
  const basis = await candidateBasis(ctx.db, claim, chosen);
  if (!basis)
    return {
      outcome: null,
      reason: 'The stored statement that matched was just removed: check again.',
      traces: { memory: trace },
    };
  const skip = nliCannotDecide({ claim, stored: chosen.text, S: chosen.S, G: basis.graph.G }, settings, options);
  if (skip) {
    const skipped: MemoryTrace = {
      ...trace,
      graph: basis.graph,
      guard: skip,
      nliSkipped: true,
      summary: `${skip.name} guard: ${skip.detail}`,
    };
    return { outcome: null, reason: `Memory could not settle it: ${skip.detail}`, traces: { memory: skipped } };
  }
  const features = await candidateNli(claim, query!, chosen, basis, { embedder, nli }, ctx.signal);
  const { context, probs, graph, compared } = features;
  const status = context.status;
  const decision = decide(decisionInput(claim, chosen, features), settings, options);
  const entailed = decision.correction ? context.corrections[decision.correction.index] : undefined;
  const full: MemoryTrace = {
    ...trace,
    nliModel: nli.modelId,
    nli: probs,
    relation: decision.relation,
    N: decision.N,
    graph,
    C: decision.C,
    weights: { S: settings.weightSimilarity, N: settings.weightNli, G: settings.weightGraph },
    rule: decision.rule,
    guard: decision.guard,
    ...(compared.length
      ? {
          corrections: compared.map((c, i): CorrectionTrace => ({
            nodeId: context.corrections[i]!.id,
            text: c.text,
            S: c.S,
            nli: c.nli,
            entails: decision.correction?.index === i,
          })),
        }
      : {}),
    outcome: decision.verdict ? 'answered' : 'passed',
    summary: decision.verdict
      ? `${decision.rule}: C ${decision.C.toFixed(2)}.`
      : `${decision.guard!.name} guard: ${decision.guard!.detail}`,
  };
  if (!decision.verdict)
    return { outcome: null, reason: `Memory could not settle it: ${decision.guard!.detail}`, traces: { memory: full } };
  const how = `${decision.relation} ${Math.round(decision.N * 100)}%`;
  const explanation = entailed
    ? `This claim contradicts a statement stored as false (similarity ${chosen.S.toFixed(2)}, ${how}), and the stored correction entails it (entailment ${Math.round(decision.correction!.decision.N * 100)}%).`
    : `A statement stored as ${status === 'TRUE' ? 'true' : 'false'} matches this claim (similarity ${chosen.S.toFixed(2)}, ${how}).`;
  return {
    outcome: await answer(ctx.db, context, decision.verdict, answerConfidence(decision), full, {
      explanation,
      oldEvidenceYears: settings.oldEvidenceYears,
      modelIds: { embed: embedder.modelId, nli: nli.modelId },
      ...(entailed ? { entailedBy: entailed } : {}),
    }),
  };
}
