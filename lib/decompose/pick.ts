import { plannedSentencesOf } from '../core/traces/partial';
import { reasonsDecompose as m } from '../i18n/catalogue/reasons-decompose';
import { formatNumber } from '../i18n/format';
import { t } from '../i18n/t';

/**
 * The reader's own pick of sentences to check, for a selection that was decomposed: only
 * sentences that are claims can be picked, at least one, and no more than the claims cap could
 * ever check. Returns the problem in words, or null when the pick can run.
 */
export const MAX_PICK = 30;

export function pickProblem(trace: unknown, picked: readonly number[]): string | null {
  const sentences = plannedSentencesOf(trace);
  if (!sentences) return t(m.notSplit);
  if (!picked.length) return t(m.pickOne);
  if (new Set(picked).size > MAX_PICK) return t(m.pickAtMost, formatNumber(MAX_PICK));
  const bad = picked.filter((i) => sentences[i]?.kind !== 'claim');
  if (bad.length) return t(m.cannotCheck, formatNumber(bad[0]! + 1), sentences[bad[0]!]?.note ?? t(m.noSuchSentence));
  return null;
}
