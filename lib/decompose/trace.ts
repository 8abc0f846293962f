import type { EvidenceItem, Verdict } from '../pipeline/types';
import { aggregateVerdicts } from './aggregate';
import type { CorrectionResult } from './correct';
import type { GraphCheckResult } from './graph/check';
import type { DecompositionPlan } from './plan';
import type { RelatedKnowledge } from './related';

/**
 * What a decomposed check records under `CheckOutcome.traces.decompose`: the plan and the outcome
 * of each claim, from which the side panel draws the tree selection → sentences → claims →
 * evidence and the page draws one badge per checked sentence plus one for the selection.
 */

export const DECOMPOSE_TRACE_KEY = 'decompose';

export interface ClaimOutcome {
  claimId: string;
  verdict: Verdict;
  confidence?: number | null;
  reason?: string;
  /** The history record of this claim's own check, when it has one. */
  checkId?: string;
  evidence: EvidenceItem[];
  /** DP-GraphCheck: which stage settled it, and the graph route when taken. */
  dp?: { stage: 'direct' | 'graph'; direct: Verdict; graph?: GraphCheckResult };
  /** Unverified: the closest knowledge in the graph. */
  related?: RelatedKnowledge[];
  /** False: a wording the evidence supports. */
  correction?: CorrectionResult;
}

export interface DecompositionTrace {
  plan: DecompositionPlan;
  outcomes: ClaimOutcome[];
  overall: Verdict;
  /** Verdict of every picked sentence, for its badge. */
  sentences: { index: number; start: number; end: number; verdict: Verdict }[];
}

/**
 * The selection's verdict and each picked sentence's, by GraphCheck's rule over the claims
 * (a claim without an outcome counts as Unverified: nothing is taken as supported unchecked).
 */
export function aggregate(plan: DecompositionPlan, outcomes: readonly ClaimOutcome[]): DecompositionTrace {
  const byClaim = new Map(outcomes.map((o) => [o.claimId, o.verdict]));
  const verdictOf = (claimId: string): Verdict => byClaim.get(claimId) ?? 'Unverified';
  const sentences = plan.sentences
    .filter((s) => s.picked)
    .map((s) => ({ index: s.index, start: s.start, end: s.end, verdict: aggregateVerdicts(plan.claims.filter((c) => c.sentence === s.index).map((c) => verdictOf(c.id))) }));
  return { plan, outcomes: [...outcomes], overall: aggregateVerdicts(plan.claims.map((c) => verdictOf(c.id))), sentences };
}
