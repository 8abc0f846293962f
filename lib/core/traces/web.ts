import * as v from 'valibot';

/** `traces.web`: the web stage's evidence bundle, every number that shaped it (lib/web/types.ts). */

/** Why a search result or page did not make it into the evidence. */
export const SKIP_REASONS = [
  'untrusted',
  'same-domain',
  'not-https',
  'not-permitted',
  'redirect-untrusted',
  'not-html',
  'unreadable',
  'too-large',
  'timeout',
  'http-error',
  'network',
  'paywall',
  'empty',
  'page-limit',
] as const;

const PassageSchema = v.object({
  text: v.string(),
  url: v.string(),
  fragmentUrl: v.optional(v.string()),
  page: v.optional(v.number()),
  published: v.optional(v.string()),
  modified: v.optional(v.string()),
  publication: v.optional(v.string()),
  domain: v.string(),
  title: v.string(),
  sourceName: v.string(),
  score: v.number(),
  similarity: v.number(),
  boosted: v.boolean(),
  instructionLike: v.boolean(),
  offset: v.number(),
  claimReview: v.optional(
    v.object({
      publisher: v.string(),
      claim: v.string(),
      rating: v.string(),
      verdict: v.picklist(['True', 'False', 'Unverified']),
      match: v.picklist(['verbatim', 'entailment', 'wording']),
      reviewDate: v.optional(v.string()),
    }),
  ),
});

const ClaimReviewSchema = v.object({
  claim: v.string(),
  claimant: v.optional(v.string()),
  publisher: v.string(),
  publisherSite: v.optional(v.string()),
  url: v.string(),
  title: v.optional(v.string()),
  rating: v.string(),
  reviewDate: v.optional(v.string()),
  similarity: v.optional(v.number()),
  verdict: v.optional(v.picklist(['True', 'False', 'Unverified'])),
  match: v.optional(v.picklist(['verbatim', 'entailment', 'wording'])),
  matchScore: v.optional(v.number()),
});

const PageReadSchema = v.object({
  url: v.string(),
  domain: v.string(),
  title: v.string(),
  sourceName: v.string(),
  words: v.number(),
  passages: v.number(),
  ms: v.number(),
});

export const WebTraceSchema = v.object({
  claim: v.string(),
  query: v.object({ text: v.string(), method: v.picklist(['deterministic', 'llm']), note: v.optional(v.string()) }),
  search: v.object({
    provider: v.picklist(['duckduckgo', 'searxng', 'brave']),
    results: v.number(),
    trusted: v.number(),
    ms: v.number(),
  }),
  pages: v.array(PageReadSchema),
  skipped: v.array(
    v.object({ url: v.string(), domain: v.optional(v.string()), reason: v.picklist(SKIP_REASONS), detail: v.string() }),
  ),
  passages: v.array(PassageSchema),
  ranked: v.number(),
  bestSimilarity: v.nullable(v.number()),
  sufficient: v.boolean(),
  claimReviews: v.array(ClaimReviewSchema),
  notes: v.array(v.string()),
  embedderId: v.string(),
  /** Only the bar the view names; the other parameters stay in the row. */
  params: v.object({ minBestScore: v.number() }),
  timings: v.object({
    queryMs: v.number(),
    searchMs: v.number(),
    pagesMs: v.number(),
    rankingMs: v.number(),
    totalMs: v.number(),
  }),
});

export type StoredWebTrace = v.InferOutput<typeof WebTraceSchema>;
