/**
 * Fitting a prompt into the built-in model's input quota (a few thousand tokens): the evidence
 * bundle loses whole passages from its end, never half a passage or a fence, until the prompt
 * fits. Pure, apart from the measuring, so the rule is tested on its own.
 */

const PASSAGE = /<passage\b[^>]*>[\s\S]*?<\/passage>\n?/g;

export function countPassages(text: string): number {
  return text.match(PASSAGE)?.length ?? 0;
}

/** The text with only its first `keep` passage elements (the rest removed whole). */
export function keepPassages(text: string, keep: number): string {
  let seen = 0;
  return text.replace(PASSAGE, (m) => (seen++ < keep ? m : ''));
}

export interface Fitted<T> {
  input: T;
  /** Passages sent of those in the bundle; absent when nothing was trimmed. */
  trimmed?: { kept: number; total: number };
}

/**
 * The largest number of passages (1..total-1) whose prompt `fits`, found by bisection so a
 * bundle of n passages costs about log2(n) measurements; null when not even one fits (a verdict
 * weighed on no evidence would be no verdict).
 */
export async function largestFit(total: number, fits: (keep: number) => Promise<boolean>): Promise<number | null> {
  let lo = 1;
  let hi = total - 1;
  if (total < 2 || !(await fits(1))) return null;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (await fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return lo;
}
