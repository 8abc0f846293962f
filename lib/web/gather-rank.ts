import { reasonsWebPages as m } from '../i18n/catalogue/reasons-web-pages';
import { tCount } from '../i18n/plural';
import { t } from '../i18n/t';
import { looksLikeInstructions } from './injection';
import type { PageText } from './pages';
import { textFragmentUrl, type Window } from './passages';
import { pageOfWord, pdfPageUrl } from './pdf-page';
import { byRank, scoreOne } from './rank';
import type { ClaimReviewRating, PageRead, Passage } from './types';

/** The pure steps of gathering evidence (gather.ts): a read page's passages ranked, its summary, the notes. */

/** A page read and cut into passage windows, each with its vector. */
export interface Embedded {
  page: PageText;
  windows: Window[];
  vectors: Float32Array[];
}

/** Every passage of the pages read, scored against the claim, best first. */
export function rankPassages(
  embedded: readonly Embedded[],
  claimVec: Float32Array,
  refutationBoost: number,
): Passage[] {
  const ranked: Passage[] = embedded.flatMap(({ page, windows: ws, vectors }) =>
    ws.map((w, i) => {
      const scored = scoreOne(claimVec, vectors[i]!, w.text, refutationBoost);
      return {
        text: w.text,
        url: page.url,
        ...passageLink(page, w),
        domain: page.domain,
        title: page.title,
        sourceName: page.sourceName,
        ...scored,
        instructionLike: looksLikeInstructions(w.text),
        ...(page.published ? { published: page.published } : {}),
        ...(page.modified ? { modified: page.modified } : {}),
        ...(page.publication ? { publication: page.publication } : {}),
        offset: w.offset,
      };
    }),
  );
  return ranked.sort(byRank);
}

/** Where a passage's link opens: a PDF at the passage's page, an HTML page at its words (a text fragment). */
function passageLink(page: PageText, w: Window): { fragmentUrl?: string; page?: number } {
  if (page.paragraphPages) {
    const n = pageOfWord(page.paragraphs, page.paragraphPages, w.offset);
    return { fragmentUrl: pdfPageUrl(page.url, n), page: n };
  }
  const fragment = textFragmentUrl(page.url, w);
  return fragment ? { fragmentUrl: fragment } : {};
}

/** The API's ratings and those read in pages' own JSON-LD, each page's rating of a claim once. */
export function withPageReviews(api: readonly ClaimReviewRating[], pages: readonly Embedded[]): ClaimReviewRating[] {
  const key = (r: ClaimReviewRating) => `${r.url}\n${r.claim}`;
  const seen = new Set(api.map(key));
  const own = pages.flatMap((e) => e.page.claimReviews ?? []).filter((r) => !seen.has(key(r)));
  return [...api, ...own];
}

/** What the bundle says of each page read. */
export function pagesRead(embedded: readonly Embedded[]): PageRead[] {
  return embedded.map(({ page, windows: ws }) => ({
    url: page.url,
    domain: page.domain,
    title: page.title,
    sourceName: page.sourceName,
    words: page.words,
    passages: ws.length,
    ms: page.ms,
  }));
}

/** Why a search gave no pages to read, when it gave none: nothing found, or nothing trusted. */
export function searchNote(o: { provider: string; query: string; results: number; candidates: number }): string | null {
  if (!o.results) return t(m.foundNothing, o.provider, o.query);
  if (!o.candidates) return tCount(o.results, m.noneTrustedOne, m.noneTrustedOther);
  return null;
}
