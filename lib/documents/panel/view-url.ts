import type { DocumentCitation } from '../../core/types';

/** The cap on the quote carried in the link: a citation's quote is a sentence or two, never a page. */
const MAX_QUOTE = 1000;

/**
 * The document view's address for a citation (entrypoints/document): the extension's own page,
 * relative to the side panel, opened at the cited page with the quoted words marked.
 */
export function documentViewHref(citation: Pick<DocumentCitation, 'id' | 'page'>, quote?: string): string {
  const params = new URLSearchParams({ id: citation.id, page: String(citation.page) });
  if (quote) params.set('quote', quote.slice(0, MAX_QUOTE));
  return `document.html?${params.toString()}`;
}

/** What the view reads from its address; a page that is not a positive number is page 1. */
export function readViewParams(search: string): { id: string; page: number; quote: string } {
  const p = new URLSearchParams(search);
  const page = Number(p.get('page'));
  return { id: p.get('id') ?? '', page: Number.isInteger(page) && page > 0 ? page : 1, quote: p.get('quote') ?? '' };
}
