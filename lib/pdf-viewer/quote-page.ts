import type { Anchor } from '../core/schemas';

/**
 * Which pages of a PDF a checked quote stands on: the page half of a badge's anchor, the quote
 * and its context being the other. Whitespace falls differently in a page's text items and in
 * its text layer, so texts are compared without it.
 */

const squeeze = (s: string) => s.replace(/[\s\u00a0]+/g, '');

interface Hit {
  pages: number[];
  score: number;
}

/**
 * The pages (1-based) holding the quote, the likeliest first: each occurrence is scored by how
 * much of the anchor's context surrounds it (a sentence a PDF repeats, as a summary repeats its
 * body, is told apart by its neighbours), the earlier page first on a tie. A quote running over
 * a page break gives both pages. Empty when no page holds it (the PDF changed since).
 */
export function quotePages(pages: readonly string[], anchor: Pick<Anchor, 'exact' | 'prefix' | 'suffix'>): number[] {
  const exact = squeeze(anchor.exact);
  if (!exact) return [];
  const texts = pages.map(squeeze);
  const starts: number[] = [];
  let all = '';
  for (const text of texts) (starts.push(all.length), (all += text));
  const pageAt = (offset: number) => {
    let page = starts.length;
    while (page > 1 && starts[page - 1]! > offset) page--;
    return page;
  };
  const prefix = squeeze(anchor.prefix);
  const suffix = squeeze(anchor.suffix);
  const hits: Hit[] = [];
  for (let at = all.indexOf(exact); at >= 0; at = all.indexOf(exact, at + 1)) {
    const first = pageAt(at);
    const last = pageAt(at + exact.length - 1);
    const score =
      sharedTail(all.slice(Math.max(0, at - prefix.length), at), prefix) +
      sharedHead(all.slice(at + exact.length, at + exact.length + suffix.length), suffix);
    hits.push({ pages: Array.from({ length: last - first + 1 }, (_, i) => first + i), score });
  }
  hits.sort((a, b) => b.score - a.score || a.pages[0]! - b.pages[0]!);
  return [...new Set(hits.flatMap((h) => h.pages))];
}

function sharedTail(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[a.length - 1 - n] === b[b.length - 1 - n]) n++;
  return n;
}

function sharedHead(a: string, b: string): number {
  let n = 0;
  while (n < a.length && n < b.length && a[n] === b[n]) n++;
  return n;
}
