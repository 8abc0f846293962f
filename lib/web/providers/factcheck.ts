import type { DetectedLanguage } from '../../core/language';
import type { FetchLike } from '../../net/http';
import type { ClaimReviewRating } from '../types';
import { parseJson, providerRequest, webUrl } from './request';
import { SearchError } from './types';

const FACT_CHECK_URL = 'https://factchecktools.googleapis.com/v1alpha1/claims:search';

interface ApiClaim {
  text?: unknown;
  claimant?: unknown;
  claimReview?: {
    publisher?: { name?: unknown; site?: unknown };
    url?: unknown;
    title?: unknown;
    reviewDate?: unknown;
    textualRating?: unknown;
  }[];
}

/**
 * The claim's language as the API's `languageCode` (BCP-47; the API reads the language, not the
 * region): only a language a detector was sure of, or the page's or reader's language standing in;
 * a guess is no filter, since it would hide the ratings in the claim's real language.
 */
export function factCheckLanguage(language: DetectedLanguage): string | undefined {
  const decided = language.reliable || language.by === 'fallback';
  return decided && /^[a-z]{2,3}$/.test(language.code) ? language.code : undefined;
}

/**
 * Google Fact Check Tools claim search: ClaimReview ratings published by fact-checkers, an
 * extra evidence source shown with the publisher's name and rating. Key in Settings → Web.
 */
export async function searchClaimReviews(
  query: string,
  apiKey: string | undefined,
  options: {
    endpoint?: string;
    fetch?: FetchLike;
    signal?: AbortSignal;
    timeoutMs: number;
    max?: number;
    /** The claim's language (`factCheckLanguage`): ratings in other languages are not asked for. */
    languageCode?: string;
  },
): Promise<ClaimReviewRating[]> {
  if (!apiKey) throw new SearchError('Google Fact Check Tools needs an API key: add it in Settings → Web.');
  const url = new URL(options.endpoint ?? FACT_CHECK_URL);
  url.searchParams.set('query', query);
  url.searchParams.set('pageSize', '10');
  if (options.languageCode) url.searchParams.set('languageCode', options.languageCode);
  url.searchParams.set('key', apiKey);
  const label = 'Google Fact Check Tools';
  const res = await providerRequest(label, url.href, {
    fetch: options.fetch,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
    maxResults: 10,
  });
  const data = parseJson(label, res.body) as { claims?: ApiClaim[] };
  const out: ClaimReviewRating[] = [];
  for (const c of data.claims ?? []) {
    for (const r of c.claimReview ?? []) {
      const u = webUrl(r.url);
      if (!u || typeof r.textualRating !== 'string' || !r.textualRating.trim()) continue;
      const rating: ClaimReviewRating = {
        claim: String(c.text ?? '').slice(0, 1000),
        publisher: String(r.publisher?.name ?? r.publisher?.site ?? new URL(u).hostname).slice(0, 200),
        url: u,
        rating: r.textualRating.trim().slice(0, 200),
      };
      if (typeof c.claimant === 'string') rating.claimant = c.claimant.slice(0, 200);
      if (typeof r.publisher?.site === 'string') rating.publisherSite = r.publisher.site;
      if (typeof r.title === 'string') rating.title = r.title.slice(0, 500);
      if (typeof r.reviewDate === 'string') rating.reviewDate = r.reviewDate;
      out.push(rating);
    }
  }
  return out.slice(0, options.max ?? 10);
}
