import type { EvidenceItem, ResolutionPath, Verdict } from '../core/types';
import type { LlmCallRecord } from '../llm/transcript';
import { aggregateConfidence, aggregateVerdicts } from './aggregate';
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
  explanation?: string;
  /** Where the claim's own check settled it. */
  path?: ResolutionPath;
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
  confidence: number | null;
  /** Verdict of every picked sentence, for its badge. */
  sentences: SentenceVerdict[];
  /** Every request this check sent to the LLM (decomposition, queries, tribunals), in order. */
  calls?: LlmCallRecord[];
}

export interface SentenceVerdict {
  index: number;
  /** Offsets of the sentence in the checked text. */
  start: number;
  end: number;
  verdict: Verdict;
  confidence: number | null;
  /** The sentence is a yes/no question: its badge reads Yes / No / Unclear. */
  question?: true;
}

/**
 * The selection's verdict and each picked sentence's, by GraphCheck's rule over the claims
 * (a claim without an outcome counts as Unverified: nothing is taken as supported unchecked).
 */
export function aggregate(plan: DecompositionPlan, outcomes: readonly ClaimOutcome[]): DecompositionTrace {
  const byClaim = new Map(outcomes.map((o) => [o.claimId, o]));
  const partOf = (claimId: string) => byClaim.get(claimId) ?? { verdict: 'Unverified' as const, confidence: null };
  const parts = (claims: DecompositionPlan['claims']) => claims.map((c) => partOf(c.id));
  const sentences = plan.sentences
    .filter((s) => s.picked)
    .map((s): SentenceVerdict => {
      const own = parts(plan.claims.filter((c) => c.sentence === s.index));
      const verdict: SentenceVerdict = {
        index: s.index,
        start: s.start,
        end: s.end,
        verdict: aggregateVerdicts(own.map((p) => p.verdict)),
        confidence: aggregateConfidence(own),
      };
      return s.statement ? { ...verdict, question: true } : verdict;
    });
  const all = parts(plan.claims);
  return {
    plan,
    outcomes: [...outcomes],
    overall: aggregateVerdicts(all.map((p) => p.verdict)),
    confidence: aggregateConfidence(all),
    sentences,
  };
}
