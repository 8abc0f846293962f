import type { NliModel } from '../ml/types';
import { registrableDomain } from '../sources/domain';
import { hostOf } from '../sources/domain';
import { domainCovers, matchSource } from '../sources/match';
import type { TrustedSource } from '../sources/types';
import { matchReview, ratingVerdict, type ReviewMatchParams, reviewPassageText } from './claimreview';
import { looksLikeInstructions } from './injection';
import { cosine } from './rank';
import type { ClaimReviewRating, Passage } from './types';

/**
 * ClaimReview ratings in the web stage (docs/claimreview.md): only publishers on the trusted
 * list are kept; each is scored against the claim; a rating whose reviewed claim is this claim
 * (claimreview.ts, `matchReview`) becomes a passage of the bundle that the tribunal reads and the
 * 0.40 gate counts, the rest stay shown beside the evidence.
 */

/** Ratings kept as passages, at most (the best matches; a bundle is mostly pages). */
const MAX_REVIEW_PASSAGES = 2;
/** Ratings shown, at most. */
const MAX_SHOWN = 5;

export interface WeighInput {
  claim: string;
  claimVec: Float32Array;
  reviews: readonly ClaimReviewRating[];
  sources: readonly TrustedSource[];
  params: ReviewMatchParams;
  embed(texts: string[]): Promise<Float32Array[]>;
  nli: NliModel | null;
  signal?: AbortSignal;
}

export interface Weighed {
  /** Trusted ratings, most similar first, each with its match and what its rating maps to. */
  claimReviews: ClaimReviewRating[];
  /** The matching ratings as bundle passages, best match first. */
  passages: Passage[];
  /** How many ratings were left out for their publisher. */
  untrusted: number;
}

export async function weighReviews(input: WeighInput): Promise<Weighed> {
  const trusted = input.reviews
    .filter((r) => isTrustedReview(r, input.sources))
    .map((r) => namedByItsUrl(r, input.sources));
  const untrusted = input.reviews.length - trusted.length;
  if (!trusted.length) return { claimReviews: [], passages: [], untrusted };
  const vectors = await input.embed(trusted.map((r) => r.claim || r.title || r.rating));
  const scored = trusted
    .map((r, i) => ({ ...r, similarity: cosine(input.claimVec, vectors[i]!), verdict: ratingVerdict(r.rating) }))
    .sort((a, b) => b.similarity - a.similarity)
    .slice(0, MAX_SHOWN);
  const nli = input.nli ? await nliBothWays(input.nli, input.claim, scored, input.signal) : null;
  const claimReviews = scored.map((r, i): ClaimReviewRating => {
    const match = matchReview(
      { claim: input.claim, reviewed: r.claim, similarity: r.similarity, ...(nli ? { nli: nli[i]! } : {}) },
      input.params,
    );
    return match ? { ...r, match: match.kind, matchScore: match.score } : r;
  });
  const passages = claimReviews
    .filter((r) => r.match && matchSource(r.url, input.sources))
    .sort((a, b) => Number(b.match === 'verbatim') - Number(a.match === 'verbatim'))
    .slice(0, MAX_REVIEW_PASSAGES)
    .map((r) => reviewPassage(r, matchSource(r.url, input.sources)!));
  return { claimReviews, passages, untrusted };
}

/**
 * A review is the publisher's whose page it is: the publisher and site a review declares are
 * believed only where they are the host of its own URL. Off that, a review on a trusted page is
 * listed under the trusted source's name, and one on a page off the list under its host — never
 * as the site it claims (an untrusted page that says it is the WHO's is not the WHO's).
 */
function namedByItsUrl(r: ClaimReviewRating, sources: readonly TrustedSource[]): ClaimReviewRating {
  const host = hostOf(r.url);
  if (!host) return r;
  const declared = r.publisherSite ? hostOf(`https://${r.publisherSite}/`) : null;
  const own = !!declared && registrableDomain(declared) === registrableDomain(host);
  const source = matchSource(r.url, sources);
  if (source) return { ...r, publisherSite: host, ...(own || !r.publisherSite ? {} : { publisher: source.name }) };
  return { ...r, publisher: host, publisherSite: host };
}

/**
 * Listed: the review's page, or the publisher's site, is on the list (a trusted publisher's
 * review on another host is shown, under that host, with its link); only one on a trusted page
 * becomes evidence (`weighReviews`).
 */
function isTrustedReview(r: ClaimReviewRating, sources: readonly TrustedSource[]): boolean {
  if (matchSource(r.url, sources)) return true;
  const site = r.publisherSite ? hostOf(`https://${r.publisherSite}/`) : null;
  return !!site && sources.some((s) => s.enabled && domainCovers(s.domain, site));
}

async function nliBothWays(nli: NliModel, claim: string, reviews: readonly ClaimReviewRating[], signal?: AbortSignal) {
  const pairs = reviews.flatMap((r) => [
    { premise: r.claim, hypothesis: claim },
    { premise: claim, hypothesis: r.claim },
  ]);
  const probs = await nli.classify(pairs, signal);
  return reviews.map((_, i) => ({ forward: probs[2 * i]!, backward: probs[2 * i + 1]! }));
}

/** A matching rating as a passage: its similarity is 1 for the same words, else the embedding's, and it reads as the publisher's statement. */
function reviewPassage(r: ClaimReviewRating, source: TrustedSource): Passage {
  const similarity = r.matchScore ?? 0;
  const text = reviewPassageText(r);
  return {
    text,
    url: r.url,
    domain: registrableDomain(hostOf(r.url) ?? ''),
    title: r.title ?? `${r.publisher} fact check`,
    sourceName: source.name,
    score: similarity,
    similarity,
    boosted: false,
    instructionLike: looksLikeInstructions(text),
    offset: 0,
    claimReview: {
      publisher: r.publisher,
      claim: r.claim,
      rating: r.rating,
      verdict: r.verdict ?? ratingVerdict(r.rating),
      match: r.match!,
      ...(r.reviewDate ? { reviewDate: r.reviewDate } : {}),
    },
  };
}
