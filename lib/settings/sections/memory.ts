import * as v from 'valibot';
import { bool, int, num } from './fields';

/**
 * Memory stage and NLI decision layer thresholds (stages 1–2, Memory-first fact-checking §III-B/C).
 * The eligibility threshold itself belongs to the embedding model (registry), not to this section.
 */
export const MemorySettingsSchema = v.object({
  /** Claims of at most this many words are "short" for the arbitration rule. */
  shortClaimWords: int(1, 50, 6),
  /** Short claims prefer the MICRO candidate when |S_micro − S_macro| ≤ this. */
  shortClaimMicroMargin: num(0, 1, 0.03),
  /** Longer claims prefer MACRO unless S_micro > S_macro + this. */
  longClaimMicroMargin: num(0, 1, 0.05),
  /** C = weightSimilarity·S + weightNli·N + weightGraph·G. */
  weightSimilarity: num(0, 1, 0.6),
  weightNli: num(0, 1, 0.3),
  weightGraph: num(0, 1, 0.1),
  /** Entailment or contradiction: accept the memory verdict when C ≥ this. */
  minConfidence: num(0, 1, 0.75),
  /** Neutral needs more: C ≥ this, S ≥ neutralMinSimilarity and G ≥ neutralMinGraphSupport. */
  neutralMinConfidence: num(0, 1, 0.8),
  neutralMinSimilarity: num(0, 1, 0.92),
  neutralMinGraphSupport: num(0, 1, 0.5),
  /** High-neutral guard: P(N) ≥ this at S ≥ highNeutralMinSimilarity sends the claim to the web. */
  highNeutralProb: num(0, 1, 0.9),
  highNeutralMinSimilarity: num(0, 1, 0.85),
  /** Weak-contradiction guard: a contradiction reverses stored knowledge only with P(C) ≥ this. */
  minContradictionProb: num(0, 1, 0.8),
  /** Weak-entailment guard: an entailment carries the stored status over only with P(E) ≥ this. */
  minEntailmentProb: num(0, 1, 0.6),
  /** Numeric/temporal/regional guard: same structure, different numbers, dates or places → web. */
  valueGuard: bool(true),
});

export type MemorySettings = v.InferOutput<typeof MemorySettingsSchema>;
