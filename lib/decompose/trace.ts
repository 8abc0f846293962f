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
/** A single False claim's correction loop (lib/pipeline/single-claim.ts). */
export const CORRECTION_TRACE_KEY = 'correction';

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
  /** A context fact verified against the selection itself: the sentence that states it. Not evidence about the world. */
  fromText?: { quote: string };
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
  /** The whole text with its corrections in place and its unverified claims marked; absent when nothing changed. */
  corrected?: CorrectedVersion;
}

/** The corrected version of the checked text (corrected-version.ts): shown to the reader, never put into the page. */
export interface CorrectedVersion {
  text: string;
  /** llm: the LLM's smooth rewrite, checked; assembly: the corrected sentences in place, the rest verbatim. */
  by: 'llm' | 'assembly';
  /** Why the LLM's rewrite is not the one shown. */
  note?: string;
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
 * A context fact verified against the selection itself says only what the text says, so it does
 * not count either way (Atomic fact-checking).
 */
export function aggregate(plan: DecompositionPlan, outcomes: readonly ClaimOutcome[]): DecompositionTrace {
  const byClaim = new Map(outcomes.map((o) => [o.claimId, o]));
  const partOf = (claimId: string) => byClaim.get(claimId) ?? { verdict: 'Unverified' as const, confidence: null };
  const parts = (claims: DecompositionPlan['claims']) =>
    claims.filter((c) => !byClaim.get(c.id)?.fromText).map((c) => partOf(c.id));
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
