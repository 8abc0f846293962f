import { normaliseQuoteText, quoteFragments } from '../../evidence/quote-match';

/**
 * Where a cited quote stands in a page's text, as character ranges of the page (one per part of
 * a quote joined with "…"), for the document view to mark. Words are compared as the quote check
 * compares them (lib/tribunal/quote-match.ts: case, typographic quotes and dashes folded,
 * punctuation at a word's edges ignored), so the quote the check accepted is found in the page
 * it was verified against even where a PDF's line breaks or curly quotes differ.
 */

export interface MarkRange {
  start: number;
  end: number;
}

interface Word {
  key: string;
  start: number;
  end: number;
}

const wordKey = (raw: string) => normaliseQuoteText(raw).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

function wordsOf(text: string): Word[] {
  const out: Word[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    const key = wordKey(m[0]);
    if (key) out.push({ key, start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** The start of the run of words from `from` on that equals most of `keys` (at least 3 in 4), or -1. */
function bestRun(words: readonly Word[], keys: readonly string[], from: number): number {
  let best = -1;
  let bestHits = 0;
  for (let i = from; i + keys.length <= words.length; i++) {
    let hits = 0;
    for (let j = 0; j < keys.length; j++) if (words[i + j]!.key === keys[j]) hits++;
    if (hits > bestHits) [best, bestHits] = [i, hits];
    if (hits === keys.length) break;
  }
  return bestHits * 4 >= keys.length * 3 ? best : -1;
}

/** The ranges of `quote` in `text`, in order; null when the quote is not on this page. */
export function quoteRanges(text: string, quote: string): MarkRange[] | null {
  const words = wordsOf(text);
  const parts = quoteFragments(quote)
    .map((f) => f.split(' ').map(wordKey).filter(Boolean))
    .filter((k) => k.length);
  if (!parts.length) return null;
  const ranges: MarkRange[] = [];
  let from = 0;
  for (const keys of parts) {
    const at = bestRun(words, keys, from);
    if (at < 0) return null;
    ranges.push({ start: words[at]!.start, end: words[at + keys.length - 1]!.end });
    from = at + keys.length;
  }
  return ranges;
}

/** The page's text cut into plain and marked pieces, for React text nodes (never markup). */
export function markedPieces(text: string, ranges: readonly MarkRange[]): { text: string; marked: boolean }[] {
  const out: { text: string; marked: boolean }[] = [];
  let at = 0;
  for (const r of ranges) {
    if (r.start > at) out.push({ text: text.slice(at, r.start), marked: false });
    out.push({ text: text.slice(r.start, r.end), marked: true });
    at = r.end;
  }
  if (at < text.length) out.push({ text: text.slice(at), marked: false });
  return out;
}
