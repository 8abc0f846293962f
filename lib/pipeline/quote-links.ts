import { normaliseUrl, type TribunalBundle } from '../evidence/bundle';
import { matchQuote } from '../evidence/quote-match';
import type { TribunalTrace } from '../tribunal/tribunal';
import { quoteLink } from '../web/fragment';

/**
 * Where each cited passage's link opens: at the words a verified quote took from it (a text
 * fragment built from the quote and the page's text, lib/web/fragment.ts), so the reader lands
 * on the sentence, not the top of a long page. Quotes come from what survived the quote check
 * (analysts' findings, the single pass's citations); a passage no surviving quote came from
 * keeps the link to the passage itself.
 */

export type PageTexts = ReadonlyMap<string, readonly string[]>;

/** The quotes the roles cited that survived the check (the trace keeps answers with failed citations removed). */
export function survivingQuotes(
  trace: Pick<TribunalTrace, 'support' | 'contradiction' | 'singlePass'>,
): { url: string; quote: string }[] {
  return [
    ...(trace.support?.findings ?? []),
    ...(trace.contradiction?.findings ?? []),
    ...(trace.singlePass?.citations ?? []),
  ].map((f) => ({ url: f.url, quote: f.quote }));
}

/** One link per passage (same order as the bundle): the quote's link, or null where there is none. */
export function quoteLinks(
  bundle: TribunalBundle,
  quotes: readonly { url: string; quote: string }[],
  pages: PageTexts,
): (string | null)[] {
  const pageOf = new Map([...pages].map(([url, paragraphs]) => [normaliseUrl(url), paragraphs]));
  return bundle.passages.map((p) => {
    // A PDF passage already opens at its page: PDF viewers follow `#page=`, not text fragments.
    if (p.page !== undefined) return null;
    const paragraphs = pageOf.get(normaliseUrl(p.url)) ?? [p.text];
    const fromWord = pageOf.has(normaliseUrl(p.url)) ? (p.offset ?? 0) : 0;
    for (const q of quotes) {
      if (normaliseUrl(q.url) !== normaliseUrl(p.url) || !matchQuote(q.quote, p.text).ok) continue;
      const link = quoteLink({ url: p.url, quote: q.quote, paragraphs, fromWord });
      if (link) return link;
    }
    return null;
  });
}
