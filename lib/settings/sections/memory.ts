import * as v from 'valibot';

import { settingsPolicy } from '../../i18n/catalogue/settings-policy';
import { t } from '../../i18n/t';
import { bool, int, num } from './fields';

const Unit = v.pipe(v.number(), v.minValue(0), v.maxValue(1));

/** One embedding model's eligibility bars per index; one number (how a single threshold was written before) is both. */
const IndexThresholdsSchema = v.pipe(
  v.union([Unit, v.object({ macro: Unit, micro: Unit })]),
  v.transform((t) => (typeof t === 'number' ? { macro: t, micro: t } : t)),
);

export type IndexThresholds = v.InferOutput<typeof IndexThresholdsSchema>;

/**
 * Memory stage and NLI decision layer thresholds (stages 1–2, Memory-first fact-checking §III-B/C).
 * The eligibility threshold S ≥ bar is per embedding model (cosine scales differ between models)
 * and per index: Memory-first fact-checking checks the MACRO (claim) and MICRO (fact) paths each
 * on its own terms. A model without an entry here uses its registry threshold for both.
 */
export const MemorySettingsSchema = v.object({
  /** Per embedding model id: the similarity a MACRO / MICRO candidate needs to be eligible. */
  similarity: v.optional(
    v.pipe(
      v.record(
        v.pipe(
          v.string(),
          v.regex(/^[\w.\-]{1,100}$/, () => t(settingsPolicy.modelId)),
        ),
        IndexThresholdsSchema,
      ),
      v.maxEntries(50),
    ),
    {},
  ),
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
  /** A memory answer whose statement was last verified this many years ago or more says how old it is (0: never). */
  oldEvidenceYears: int(0, 50, 5),
});

export type MemorySettings = v.InferOutput<typeof MemorySettingsSchema>;
