import { normaliseClaimText } from '../core/input';

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
  if (!text) return { code: 'empty', message: 'Nothing to check: the selection is empty.' };
  const length = [...text].length;
  if (length > maxChars) {
    const fmt = (n: number) => n.toLocaleString('en-US');
    return {
      code: 'too-long',
      length,
      limit: maxChars,
      message: `This selection is ${fmt(length)} characters; ClaimLens splits up to ${fmt(maxChars)} characters into claims. Select a shorter passage (a few paragraphs), or raise the limit in Settings → On pages.`,
    };
  }
  return null;
}

export function tooManySentences(count: number): DecomposeProblem {
  return {
    code: 'too-many-sentences',
    count,
    limit: MAX_SENTENCES,
    message: `This selection has ${count} sentences; ClaimLens ranks up to ${MAX_SENTENCES}. Select fewer sentences (a few paragraphs).`,
  };
}
