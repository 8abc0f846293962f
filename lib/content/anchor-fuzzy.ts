import search from 'approx-string-match';

import type { Anchor } from '../core/schemas';
import { meaningDiff } from '../evidence/quote-meaning';

/**
 * The last step of re-anchoring, after the position and the exact quote failed: approximate
 * matching of the quote (Myers' bit-vector algorithm, via approx-string-match), scored as
 * Hypothesis does (quote, prefix, suffix and position similarity, weighted 50 / 20 / 20 / 2).
 * A match is taken only when it is confident, so a badge is hidden rather than put on other
 * words:
 * - the quote differs from the stored one in at most 25 % of its characters (MIN_QUOTE_SIMILARITY);
 * - the weighted score is at least MIN_SCORE (an edited quote whose surroundings changed too is not found);
 * - no other place scores within MIN_LEAD of it (two edited copies of a post: neither is sure);
 * - it says what the stored quote said: the same negations, numbers and comparisons, and every
 *   content word of each found in the other (a misspelling or another ending of the same word
 *   passes), by the rule the tribunal holds a quote to (quote-meaning.ts). "Garlic does not cure
 *   flu", "in 30 days", "associated with lower growth" or "slower growth" are other claims than
 *   the one the badge judged, however close the characters (issue 34).
 */

const MIN_QUOTE_SIMILARITY = 0.75;
const MIN_SCORE = 0.8;
const MIN_LEAD = 0.05;
/** Longer quotes are searched with at most this many errors (as Hypothesis caps it). */
const MAX_ERRORS = 256;
const WEIGHT = { quote: 50, prefix: 20, suffix: 20, position: 2 } as const;
const TOTAL = WEIGHT.quote + WEIGHT.prefix + WEIGHT.suffix + WEIGHT.position;

export interface FuzzyMatch {
  start: number;
  end: number;
  /** Weighted similarity in [0, 1]. */
  score: number;
}

/** How closely `str` occurs in `text`, 0–1 (1: word for word). */
function similarity(text: string, str: string): number {
  if (!str) return 1;
  if (!text) return 0;
  const [best] = search(text, str, str.length);
  return best ? 1 - best.errors / str.length : 0;
}

/** Whether two wordings make the same claim: checked both ways, since a word dropped changes it as much as one added. */
function sameMeaning(a: string, b: string): boolean {
  return meaningDiff(a, b) === null && meaningDiff(b, a) === null;
}

/**
 * The confident approximate place of a quote in `text` (the page's normalised text), or null.
 * `exact` is the stored quote, normalised; `hint` the stored start position, if any.
 */
export function fuzzyQuote(
  text: string,
  selector: Pick<Anchor, 'prefix' | 'suffix'>,
  exact: string,
  hint?: number,
): FuzzyMatch | null {
  if (!exact || !text) return null;
  const maxErrors = Math.min(MAX_ERRORS, Math.floor(exact.length * (1 - MIN_QUOTE_SIMILARITY)));
  const scored = search(text, exact, maxErrors)
    .filter((m) => m.end > m.start)
    .map((m) => {
      const quote = 1 - m.errors / exact.length;
      const prefix = similarity(
        text.slice(Math.max(0, m.start - selector.prefix.length - 1), m.start).trimEnd(),
        selector.prefix.trimEnd(),
      );
      const suffix = similarity(
        text.slice(m.end, m.end + selector.suffix.length + 1).trimStart(),
        selector.suffix.trimStart(),
      );
      const position = hint === undefined ? 1 : 1 - Math.abs(m.start - hint) / text.length;
      const score =
        (WEIGHT.quote * quote + WEIGHT.prefix * prefix + WEIGHT.suffix * suffix + WEIGHT.position * position) / TOTAL;
      return { start: m.start, end: m.end, score };
    })
    .sort((a, b) => b.score - a.score);
  const best = scored[0];
  if (!best || best.score < MIN_SCORE) return null;
  // The matcher reports several ends for one place; only another place can make the best unsure.
  const rival = scored.find((m) => m.end <= best.start || m.start >= best.end);
  if (rival && best.score - rival.score < MIN_LEAD) return null;
  if (!sameMeaning(exact, text.slice(best.start, best.end))) return null;
  return best;
}
