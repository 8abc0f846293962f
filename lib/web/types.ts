/**
 * The web evidence bundle (stage 3, Memory-first fact-checking §III-D): what the trusted web said
 * about a claim, ready for the tribunal (stage 4) to weigh and for the side panel to show. It is
 * also the check's `traces.web`, so every number that shaped it is recorded with it.
 */
import type { SKIP_REASONS } from '../core/traces';
import type { ReviewMatch, ReviewPassageFacts, Verdict } from '../core/types';

export type SearchProviderId = 'duckduckgo' | 'searxng' | 'brave';

/** One passage of the bundle: 100 words of a trusted page, scored against the claim. */
export interface Passage {
  /** Page text: data, never markup or instructions. */
  text: string;
  /** The page it came from (after redirects inside the trusted set). */
  url: string;
  /** `url` with a text fragment (`#:~:text=`) that scrolls to the passage, where one can be built. */
  fragmentUrl?: string;
  /** For a passage of a PDF: the page its first word is on (`fragmentUrl` then opens that page). */
  page?: number;
  /** When its page was published (`YYYY-MM-DD` or `YYYY`), where that is known. */
  published?: string;
  /** When its page was last modified (`YYYY-MM-DD`): the page's own word, else its server's `Last-Modified`. */
  modified?: string;
  /** A scholarly abstract's publication type ("Review", "Preprint"…). */
  publication?: string;
  /** Registrable domain, e.g. `who.int` (diversification counts per domain). */
  domain: string;
  title: string;
  /** Name of the trusted-list entry that let this page in, e.g. “World Health Organization”. */
  sourceName: string;
  /** What ranking used: similarity plus the fact-check boost when `boosted`. */
  score: number;
  /** Cosine similarity of passage and claim embeddings. */
  similarity: number;
  /** Carries explicit fact-check or refutation language and got the boost. */
  boosted: boolean;
  /** Reads like instructions to an AI model (possible prompt injection); it stays data. */
  instructionLike: boolean;
  /** Word offset of the passage in its page's readable text. */
  offset: number;
  /** Set when the passage is a trusted fact-checker's rating of this claim (reviews.ts), not page text. */
  claimReview?: ReviewPassageFacts;
}

/** A ClaimReview rating from Google's Fact Check Tools, shown with its publisher. */
export interface ClaimReviewRating {
  /** The claim as the fact-checker stated it. */
  claim: string;
  claimant?: string;
  publisher: string;
  publisherSite?: string;
  url: string;
  title?: string;
  /** The publisher's own words, e.g. “False”, “Misleading”. */
  rating: string;
  reviewDate?: string;
  /** Similarity of the reviewed claim to this claim, when it could be embedded. */
  similarity?: number;
  /** The rating as a verdict (claimreview.ts, RATING_TABLE). */
  verdict?: Verdict;
  /** How the reviewed claim matched this claim; absent when it is another claim. */
  match?: ReviewMatch;
  /** The match's closeness on its own measure (1 for the same words). */
  matchScore?: number;
}

export type SkipReason = (typeof SKIP_REASONS)[number];

/** A result or page that did not make it into the evidence, and why (shown in the side panel). */
export interface SkippedPage {
  url: string;
  domain?: string;
  reason: SkipReason;
  detail: string;
}

/** A page that was read. */
export interface PageRead {
  url: string;
  domain: string;
  title: string;
  sourceName: string;
  words: number;
  passages: number;
  ms: number;
}

export interface WebParams {
  maxResults: number;
  maxPages: number;
  passageWords: number;
  passageOverlap: number;
  refutationBoost: number;
  poolSize: number;
  perDomain: number;
  bundleSize: number;
  minBestScore: number;
}

/** Everything the web stage found and how (its `traces.web`); the tribunal reads only its passages, as a `TribunalBundle`. */
export interface WebEvidenceBundle {
  claim: string;
  query: { text: string; method: 'deterministic' | 'llm'; note?: string };
  search: { provider: SearchProviderId; results: number; trusted: number; ms: number };
  pages: PageRead[];
  skipped: SkippedPage[];
  /** The final bundle: ≤ bundleSize passages, ≤ perDomain per domain, best first. */
  passages: Passage[];
  /** Passages ranked in all (before the pool cut). */
  ranked: number;
  /** Best raw similarity of any passage; null when no page gave a passage. */
  bestSimilarity: number | null;
  /** Best similarity reached `minBestScore`: worth a tribunal. */
  sufficient: boolean;
  claimReviews: ClaimReviewRating[];
  /** Things the reader should know that are not about one page (e.g. the fact-check service failed). */
  notes: string[];
  embedderId: string;
  params: WebParams;
  timings: { queryMs: number; searchMs: number; pagesMs: number; rankingMs: number; totalMs: number };
}
