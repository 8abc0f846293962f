import * as v from 'valibot';

import { bool, int, num, pick } from './fields';

/**
 * Long selections: key sentences and atomic claims (issue: decomposition; TrumorGPT, Atomic
 * fact-checking, GraphCheck).
 */
export const DecomposeSettingsSchema = v.object({
  /** auto: atomic claims and GraphCheck triples by the LLM when one is configured, else the rule-based splitter; rules: always the splitter. */
  method: pick(['auto', 'rules'], 'auto'),
  /** Key sentences checked from a long selection (the reader can change the pick). */
  maxKeySentences: int(1, 20, 5),
  /** Atomic claims checked from one selection, at most. */
  maxClaims: int(1, 30, 12),
  /** η: weight of the sentence embedding against the topic distribution in a sentence vector. */
  eta: num(0, 1, 0.7),
  /** α: weight of health topics in a sentence's topic relevance. */
  healthTopicWeight: num(1, 10, 1.5),
  /** d: damping of topic-specific TextRank. */
  damping: num(0.05, 0.99, 0.85),
  /** ℓ1 change below which TextRank has converged. */
  tolerance: num(1e-12, 1e-2, 1e-6),
  maxIterations: int(10, 5000, 500),
  /** P̄: identification orders of latent entities explored per claim (GraphCheck). */
  pathLimit: int(1, 24, 5),
  /** DP-GraphCheck: check each claim directly first; take the graph route only when that leaves it Unverified (a refuted claim is settled). */
  directFirst: bool(true),
  /**
   * Rewrites of a False claim towards the evidence, each checked again (Atomic fact-checking: up to
   * 3).
   */
  correctionLoops: int(0, 3, 3),
  /** Related knowledge shown with an Unverified claim. */
  relatedLimit: int(0, 10, 3),
});

export type DecomposeSettings = v.InferOutput<typeof DecomposeSettingsSchema>;
