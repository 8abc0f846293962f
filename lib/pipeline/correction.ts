import type { EvidencePassage } from '../evidence/bundle';
import { checkCitation } from '../evidence/quotes';
import { reasonsTribunal as m } from '../i18n/catalogue/reasons-tribunal';
import { formatFixed } from '../i18n/format';
import { t } from '../i18n/t';
import { nliRelation } from '../kg/memory/decision';
import { valuesOf } from '../kg/memory/values';
import { isAbort } from '../llm/errors';
import type { NliModel, NliProbs } from '../ml/types';
import { messageOf } from '../util/errors';

/**
 * A correction is a claim like any other (docs/security-model.md): the
 * judge's corrected claim is shown as what the evidence says, and stored TRUE, only when a verified
 * passage supports it. With the NLI model loaded, a passage must entail it (premise = passage,
 * hypothesis = correction) by memory's own entailment bar; without it, the correction itself must
 * pass the quote check in a passage, i.e. the passage says it (near) word for word. Either way
 * every number, date and place of the correction must be in that passage, as memory's value guard
 * asks of a stored statement. NLI, when present, is the only test: letters alone cannot tell a
 * paraphrase that keeps the meaning from one that does not, so they are the fallback.
 */

export interface CorrectionCheck {
  text: string;
  verified: boolean;
  method: 'nli' | 'quote';
  /** The URL of the passage that supports it, when verified. */
  source: string | null;
  /** What decided it, for the trace. */
  detail: string;
}

/** Every number, date and place the correction states is stated by the passage too. */
export function valuesStated(correction: string, passage: string): boolean {
  const a = valuesOf(correction);
  const b = valuesOf(passage);
  return (['numeric', 'temporal', 'regional'] as const).every((kind) => [...a[kind]].every((x) => b[kind].has(x)));
}

/** The decision on the NLI's answers, one per passage (same order): pure. */
export function correctionFromNli(
  text: string,
  passages: readonly EvidencePassage[],
  probs: readonly NliProbs[],
  minEntailment: number,
): CorrectionCheck {
  const pct = (x: number) => formatFixed(x, 2);
  let best = -1;
  for (const [i, p] of passages.entries()) {
    const nli = probs[i];
    if (!nli) continue;
    if (nliRelation(nli) === 'entailment' && nli.entailment >= minEntailment && valuesStated(text, p.text)) {
      return {
        text,
        verified: true,
        method: 'nli',
        source: p.url,
        detail: t(m.entailedBy, p.url, pct(nli.entailment), pct(minEntailment)),
      };
    }
    best = Math.max(best, nli.entailment);
  }
  const seen = best < 0 ? t(m.noPassage) : t(m.bestEntailment, pct(best), pct(minEntailment));
  return {
    text,
    verified: false,
    method: 'nli',
    source: null,
    detail: t(m.notEntailed, seen),
  };
}

/** Without NLI: the correction must pass the quote check in one passage: pure. */
export function correctionFromQuote(text: string, passages: readonly EvidencePassage[]): CorrectionCheck {
  for (const p of passages) {
    if (checkCitation({ passages: [p] }, { url: p.url, quote: text }).ok && valuesStated(text, p.text)) {
      return {
        text,
        verified: true,
        method: 'quote',
        source: p.url,
        detail: t(m.saysVerbatim, p.url),
      };
    }
  }
  return {
    text,
    verified: false,
    method: 'quote',
    source: null,
    detail: t(m.noVerbatimNoNli),
  };
}

export async function checkCorrection(
  text: string,
  passages: readonly EvidencePassage[],
  nli: NliModel | null,
  minEntailment: number,
  signal: AbortSignal,
): Promise<CorrectionCheck> {
  if (!nli) return correctionFromQuote(text, passages);
  try {
    const probs = passages.length
      ? await nli.classify(
          passages.map((p) => ({ premise: p.text, hypothesis: text })),
          signal,
        )
      : [];
    return correctionFromNli(text, passages, probs, minEntailment);
  } catch (e) {
    if (isAbort(e)) throw e;
    return {
      text,
      verified: false,
      method: 'nli',
      source: null,
      detail: `The NLI model could not test the corrected claim (${messageOf(e)}); it is not stored.`,
    };
  }
}
