import { normaliseClaimText } from '../core/input';
import { reasonsDecompose as m } from '../i18n/catalogue/reasons-decompose';
import { formatNumber } from '../i18n/format';
import { t } from '../i18n/t';

/**
 * The bounds of a selection. The shell's selection limit (5,000 characters by default) is the
 * decomposition limit: above it the selection is refused with a message, never cut; the pill,
 * the job store and decomposition all ask this one function. Within it, every step is bounded
 * (sentences ranked, claims checked), so a long or odd selection costs a known, small amount
 * of work.
 */

/** Sentences ranked at most; 5,000 characters hold about 60 ordinary sentences. */
export const MAX_SENTENCES = 200;

export type DecomposeProblem =
  | { code: 'empty'; message: string }
  | { code: 'too-long'; message: string; length: number; limit: number }
  | { code: 'too-many-sentences'; message: string; count: number; limit: number }
  | { code: 'nothing-to-check'; message: string };

export type InputProblem = Extract<DecomposeProblem, { code: 'empty' | 'too-long' }>;

export function checkDecomposeInput(raw: string, maxChars: number): InputProblem | null {
  const text = normaliseClaimText(raw);
  if (!text) return { code: 'empty', message: t(m.empty) };
  const length = [...text].length;
  if (length > maxChars) {
    return {
      code: 'too-long',
      length,
      limit: maxChars,
      message: t(m.tooLong, formatNumber(length), formatNumber(maxChars)),
    };
  }
  return null;
}

export function tooManySentences(count: number): DecomposeProblem {
  return {
    code: 'too-many-sentences',
    count,
    limit: MAX_SENTENCES,
    message: t(m.tooManySentences, formatNumber(count), formatNumber(MAX_SENTENCES)),
  };
}
