import { reasonsMemory as m } from '../../../i18n/catalogue/reasons';
import { formatFixed, formatNumber } from '../../../i18n/format';
import type { Message } from '../../../i18n/locales';
import { t } from '../../../i18n/t';
import { answerConfidence, decide, type Decision, type NliRelation } from '../../../kg/memory/decision';
import { nliCannotDecide } from '../../../kg/memory/nli-skip';
import type { CandidateTrace, CorrectionTrace, MemoryTrace } from '../../../kg/memory/trace';
import type { Embedder, NliModel } from '../../../ml/types';
import type { MemorySettings } from '../../../settings/sections/memory';
import type { StageContext, StageResult } from '../../stage';
import { answer } from './answer';
import { candidateBasis, type CandidateFeatures, candidateNli, decisionInput } from './features';

/**
 * The last step of the memory look-up, once arbitration picked a candidate and both models are
 * there: its graph support, the NLI (skipped when no result of it could change the decision),
 * the decision layer, and the answer or the pass with its trace.
 */

export interface PickedCandidate {
  claim: string;
  query: Float32Array;
  chosen: CandidateTrace;
  /** The trace so far: candidates, arbitration, thresholds. */
  trace: MemoryTrace;
  models: { embedder: Embedder; nli: NliModel };
}

export async function decideCandidate(
  picked: PickedCandidate,
  ctx: StageContext,
  options: { guards?: boolean },
): Promise<StageResult> {
  const { claim, chosen, trace, models } = picked;
  const settings = ctx.config.settings.memory;
  const basis = await candidateBasis(ctx.db, claim, chosen);
  if (!basis)
    return {
      outcome: null,
      reason: t(m.matchRemoved),
      traces: { memory: trace },
    };
  const skip = nliCannotDecide({ claim, stored: chosen.text, S: chosen.S, G: basis.graph.G }, settings, options);
  if (skip) {
    const skipped: MemoryTrace = {
      ...trace,
      graph: basis.graph,
      guard: skip,
      nliSkipped: true,
      summary: t(m.summaryGuard, skip.name, skip.detail),
    };
    return { outcome: null, reason: t(m.couldNotSettle, skip.detail), traces: { memory: skipped } };
  }
  const features = await candidateNli(claim, picked.query, chosen, basis, models, ctx.signal);
  const decision = decide(decisionInput(claim, chosen, features), settings, options);
  const full = decidedTrace(trace, features, decision, settings, models.nli.modelId);
  if (!decision.verdict)
    return { outcome: null, reason: t(m.couldNotSettle, decision.guard!.detail), traces: { memory: full } };
  const { context } = features;
  const entailed = decision.correction ? context.corrections[decision.correction.index] : undefined;
  return {
    outcome: await answer(ctx.db, context, decision.verdict, answerConfidence(decision), full, {
      explanation: explanationOf(chosen, context.status, decision),
      oldEvidenceYears: settings.oldEvidenceYears,
      modelIds: { embed: models.embedder.modelId, nli: models.nli.modelId },
      ...(entailed ? { entailedBy: entailed } : {}),
    }),
  };
}

/** The trace of a candidate the NLI and the decision layer ran on. */
function decidedTrace(
  trace: MemoryTrace,
  { context, probs, graph, compared }: CandidateFeatures,
  decision: Decision,
  settings: MemorySettings,
  nliModel: string,
): MemoryTrace {
  const corrections = compared.map((c, i): CorrectionTrace => ({
    nodeId: context.corrections[i]!.id,
    text: c.text,
    S: c.S,
    nli: c.nli,
    entails: decision.correction?.index === i,
  }));
  return {
    ...trace,
    nliModel,
    nli: probs,
    relation: decision.relation,
    N: decision.N,
    graph,
    C: decision.C,
    weights: { S: settings.weightSimilarity, N: settings.weightNli, G: settings.weightGraph },
    rule: decision.rule,
    guard: decision.guard,
    ...(corrections.length ? { corrections } : {}),
    outcome: decision.verdict ? 'answered' : 'passed',
    summary: decision.verdict
      ? `${decision.rule}: C ${decision.C.toFixed(2)}.`
      : t(m.summaryGuard, decision.guard!.name, decision.guard!.detail),
  };
}

const RELATION: Record<NliRelation, Message> = {
  entailment: m.relationEntailment,
  contradiction: m.relationContradiction,
  neutral: m.relationNeutral,
};

const percent = (p: number): string => formatNumber(Math.round(p * 100));

function explanationOf(chosen: CandidateTrace, status: 'TRUE' | 'FALSE', decision: Decision): string {
  const how = [formatFixed(chosen.S, 2), t(RELATION[decision.relation]), percent(decision.N)] as const;
  if (decision.correction) return t(m.correctionEntails, ...how, percent(decision.correction.decision.N));
  return t(status === 'TRUE' ? m.matchesTrue : m.matchesFalse, ...how);
}
