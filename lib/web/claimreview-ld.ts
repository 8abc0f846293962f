import { hostOf } from '../sources/domain';
import { isoDay } from './dates';
import { jsonLdNodes, ownString } from './page-dates';
import type { ClaimReviewRating } from './types';

/**
 * ClaimReview ratings a fact-checker's page carries in its own JSON-LD (issue 32 item 6), read as
 * the Fact Check Tools API's are (same fields, same bounds), so reviews.ts weighs both alike:
 * only on a trusted page, matched to the claim by the same rules. The rating's address is the page
 * it was read on, never the `url` the markup names: a page speaks only for itself. Values that are
 * not plain strings are ignored; the text stays data.
 */

const MAX_REVIEWS = 5;

export function claimReviewsOf(jsonLd: readonly unknown[], pageUrl: string): ClaimReviewRating[] {
  const out: ClaimReviewRating[] = [];
  for (const node of jsonLdNodes(jsonLd)) {
    if (!isClaimReview(node)) continue;
    const r = ratingOf(node, pageUrl);
    if (r) out.push(r);
    if (out.length >= MAX_REVIEWS) break;
  }
  return out;
}

function isClaimReview(node: Record<string, unknown>): boolean {
  const type = Object.hasOwn(node, '@type') ? node['@type'] : undefined;
  const types = Array.isArray(type) ? type : [type];
  return types.some((t) => typeof t === 'string' && /^(?:https?:\/\/schema\.org\/)?ClaimReview$/.test(t));
}

function ratingOf(node: Record<string, unknown>, pageUrl: string): ClaimReviewRating | null {
  const rating = plain(ownString(objectAt(node, 'reviewRating'), 'alternateName'), 200);
  const claim = plain(ownString(node, 'claimReviewed'), 1000);
  if (!rating || !claim) return null;
  const author = objectAt(node, 'author');
  const authorUrl = ownString(author, 'url');
  const site = authorUrl ? hostOf(authorUrl) : null;
  const publisher = plain(ownString(author, 'name'), 200) || hostOf(pageUrl) || pageUrl;
  const claimant = plain(ownString(objectAt(objectAt(node, 'itemReviewed'), 'author'), 'name'), 200);
  const day = isoDay(ownString(node, 'datePublished'));
  return {
    claim,
    publisher,
    url: pageUrl,
    rating,
    ...(site ? { publisherSite: site } : {}),
    ...(claimant ? { claimant } : {}),
    ...(day ? { reviewDate: day } : {}),
  };
}

/** The object under `key` (the first, where the markup gives a list); an empty one otherwise. */
function objectAt(node: Record<string, unknown>, key: string): Record<string, unknown> {
  const raw = Object.hasOwn(node, key) ? node[key] : undefined;
  const v: unknown = Array.isArray(raw) ? raw[0] : raw;
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}

/** One line of text, spaces and control characters folded, cut to `max`. */
function plain(text: string | null, max: number): string {
  return (text ?? '')
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
    .slice(0, max);
}
