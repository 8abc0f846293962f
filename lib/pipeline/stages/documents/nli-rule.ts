import { reasonsDocs as m } from '../../../i18n/catalogue/reasons-docs';
import { t } from '../../../i18n/t';
import { decide, type Decision, pct } from '../../../kg/memory/decision';
import type { NliProbs } from '../../../ml/types';
import type { MemorySettings } from '../../../settings/sections/memory';

/**
 * Without an LLM, the NLI model may settle a claim from one passage of the reader's documents,
 * under memory's decision layer (lib/kg/decision.ts `decide`, Memory-first fact-checking Table I
 * and its guards) with the passage as a stored TRUE statement (docs/documents.md):
 *
 * - entailment → True, contradiction → False, each with C = 0.6·S + 0.3·N + 0.1·G ≥ minConfidence;
 * - the value guard (other numbers, dates or places), the high-neutral guard, the weak-entailment
 *   (P(E) < minEntailmentProb) and weak-contradiction (P(C) < minContradictionProb) guards apply;
 * - G = 1: the reader chose the document as evidence, as a fully supported memory node;
 * - unlike memory, a neutral reading never settles (a passage that neither says nor denies the
 *   claim is not evidence about it), and a passage with text addressed to an AI never settles;
 * - passages that settle opposite ways leave the claim Unverified (the documents disagree);
 *   otherwise the settling passage with the highest C wins.
 */

const DOCUMENT_GRAPH_SUPPORT = 1;

export interface PassageReading {
  text: string;
  /** Cosine similarity of claim and passage. */
  S: number;
  nli: NliProbs;
  instructionLike: boolean;
}

export interface ReadingDecision {
  reading: PassageReading;
  decision: Decision;
  /** The verdict this passage gives under the documents' rule (null: it does not settle). */
  verdict: 'True' | 'False' | null;
  guard: string | null;
}

export type DocumentsNliDecision =
  | { verdict: 'True' | 'False'; index: number; confidence: number; rule: string; readings: ReadingDecision[] }
  | { verdict: null; reason: string; readings: ReadingDecision[] };

export function readPassage(
  claim: string,
  r: PassageReading,
  s: MemorySettings,
  options: { guards?: boolean } = {},
): ReadingDecision {
  const decision = decide(
    { claim, stored: { text: r.text, status: 'TRUE' }, S: r.S, nli: r.nli, G: DOCUMENT_GRAPH_SUPPORT, corrections: [] },
    s,
    options,
  );
  if (r.instructionLike)
    return {
      reading: r,
      decision,
      verdict: null,
      guard: 'instruction-like: text addressed to AI systems never settles a claim',
    };
  if (decision.relation === 'neutral')
    return {
      reading: r,
      decision,
      verdict: null,
      guard: `neutral: the passage neither says nor denies the claim (P(neutral) ${pct(r.nli.neutral)})`,
    };
  return {
    reading: r,
    decision,
    verdict: decision.verdict,
    guard: decision.guard ? `${decision.guard.name}: ${decision.guard.detail}` : null,
  };
}

export function decideFromDocuments(
  claim: string,
  readings: readonly PassageReading[],
  s: MemorySettings,
  options: { guards?: boolean } = {},
): DocumentsNliDecision {
  const read = readings.map((r) => readPassage(claim, r, s, options));
  const settling = read.map((r, index) => ({ ...r, index })).filter((r) => r.verdict !== null);
  const verdicts = new Set(settling.map((r) => r.verdict));
  if (verdicts.size > 1)
    return {
      verdict: null,
      reason: t(m.disagree),
      readings: read,
    };
  const best = settling.sort((a, b) => b.decision.C - a.decision.C)[0];
  if (!best) {
    const closest = read.find((r) => r.guard && !r.guard.startsWith('neutral'))?.guard;
    return {
      verdict: null,
      reason: t(m.noPassageSettles, closest ? ` (${closest})` : ''),
      readings: read,
    };
  }
  return {
    verdict: best.verdict!,
    index: best.index,
    confidence: best.decision.C,
    rule: best.decision.rule,
    readings: read,
  };
}
