import { encodeFragmentText, withTextDirective } from './fragment';

/**
 * Passages of a page's readable text: windows of `size` words overlapping by `overlap`
 * (100 and 25 by default, docs/settings.md). The last window ends at the last word; a text shorter
 * than one window is one passage. Paragraph breaks are remembered so a text-fragment link can
 * name words that sit inside one block, as browsers require.
 */

export interface Window {
  text: string;
  offset: number;
  /** Up to 6 words opening the window, within its first paragraph. */
  head: string;
  /** Up to 6 words closing the window, within its last paragraph. */
  tail: string;
}

export function windows(paragraphs: readonly string[], size: number, overlap: number): Window[] {
  if (!Number.isInteger(size) || size < 1)
    throw new RangeError('Passage size must be a positive whole number of words.');
  if (!Number.isInteger(overlap) || overlap < 0 || overlap >= size)
    throw new RangeError('Passage overlap must be at least 0 and less than the passage size.');
  const words: string[] = [];
  const para: number[] = [];
  paragraphs.forEach((p, i) => {
    for (const w of p.split(/\s+/)) {
      if (!w) continue;
      words.push(w);
      para.push(i);
    }
  });
  if (!words.length) return [];
  const stride = size - overlap;
  const out: Window[] = [];
  for (let start = 0; ; start += stride) {
    const end = Math.min(words.length, start + size);
    out.push({ text: words.slice(start, end).join(' '), offset: start, ...edges(words, para, start, end) });
    if (end >= words.length) break;
  }
  return out;
}

const EDGE_WORDS = 6;

function edges(words: string[], para: number[], start: number, end: number): { head: string; tail: string } {
  let h = start;
  while (h < end && h - start < EDGE_WORDS && para[h] === para[start]) h++;
  let t = end - 1;
  while (t >= start && end - 1 - t < EDGE_WORDS && para[t] === para[end - 1]) t--;
  return { head: words.slice(start, h).join(' '), tail: words.slice(t + 1, end).join(' ') };
}

/**
 * A link that scrolls to the passage and highlights it (text fragments, supported by Chromium
 * and Firefox ≥ 131): `#:~:text=start,end`. Null when the passage is too short to name safely.
 */
export function textFragmentUrl(url: string, w: Pick<Window, 'head' | 'tail' | 'text'>): string | null {
  if (!w.head || w.head.split(' ').length < 2) return null;
  const whole = w.text.split(' ').length <= EDGE_WORDS && w.head === w.text;
  const directive =
    whole || !w.tail || w.tail === w.head
      ? `text=${encodeFragmentText(w.head)}`
      : `text=${encodeFragmentText(w.head)},${encodeFragmentText(w.tail)}`;
  return withTextDirective(url, directive);
}
