import { reasonsWebPages as m } from '../i18n/catalogue/reasons-web-pages';
import { formatNumber } from '../i18n/format';
import { t } from '../i18n/t';
import type { LlmClient } from '../llm/llm';
import type { Embedder, NliModel } from '../ml/types';
import type { FetchLike } from '../net/http';
import type { Settings } from '../settings/schema';
import type { Secrets } from '../settings/secrets';
import type { TrustedSource } from '../sources/types';
import { messageOf } from '../util/errors';
import { diversify } from './diversify';
import { type Embedded, pagesRead, rankPassages, searchNote, withPageReviews } from './gather-rank';
import { type Candidate, type PageOptions, type PageText, readPage, selectCandidates } from './pages';
import { windows } from './passages';
import type { PdfReader } from './pdf-page';
import { providerFor } from './providers';
import { searchClaimReviews } from './providers/factcheck';
import { optimiseQuery } from './query/optimise';
import { weighReviews } from './reviews';
import { scholarlyPages } from './scholarly';
import { sufficiency } from './sufficiency';
import type { ClaimReviewRating, SkippedPage, WebEvidenceBundle, WebParams } from './types';

/**
 * Stage 3, trusted web evidence: query → search (and ClaimReview) → trusted pages, read in
 * parallel → passages → ranking → diversification → bundle. The pipeline overlaps what it can:
 * the claim is embedded while the search runs, and each page is cut into passages and embedded
 * as soon as it arrives, so after the slowest page only its own passages remain to embed.
 */

export interface GatherInput {
  claim: string;
  settings: Settings['web'];
  secrets: Secrets;
  sources: readonly TrustedSource[];
  hostAccess: readonly string[] | null;
  /** P(entailment) a rating's claim needs each way to match with NLI (memory.minEntailmentProb; its default 0.6 when absent). */
  minEntailment?: number;
  /** The claim's language for the fact-check search (`factCheckLanguage`), when it is known. */
  language?: string;
  signal?: AbortSignal;
}

export interface GatherDeps {
  embedder: Embedder;
  llm?: LlmClient | null;
  /** Matches ClaimReview claims to this claim by meaning when installed (else by wording). */
  nli?: NliModel | null;
  fetch?: FetchLike;
  /** Reads trusted pages that are PDFs (the documents layer's pdf.js); without it PDFs are skipped. */
  readPdf?: PdfReader;
  /** Each page read, as paragraphs: the tribunal stage links a verified quote to its words (fragment.ts). */
  onPageText?: (url: string, paragraphs: readonly string[]) => void;
}

export function webParams(s: Settings['web']): WebParams {
  return {
    maxResults: s.maxResults,
    maxPages: s.maxPages,
    passageWords: s.passageWords,
    passageOverlap: s.passageOverlap,
    refutationBoost: s.refutationBoost,
    poolSize: s.poolSize,
    perDomain: s.perDomain,
    bundleSize: s.bundleSize,
    minBestScore: s.minBestScore,
  };
}

/** Embeds with one model: calls are chained so they never compete, in the order they are asked. */
function serialEmbedder(embedder: Embedder, signal: AbortSignal | undefined) {
  let embedChain: Promise<unknown> = Promise.resolve();
  return (texts: string[]): Promise<Float32Array[]> => {
    const run = embedChain.then(() => embedder.embed(texts, signal));
    // The caller gets the error from `run`; the chain only waits for it to settle.
    embedChain = Promise.allSettled([run]);
    return run;
  };
}

/** ClaimReview ratings of the query, when fact-check search is on; a failure is a note, not the end. */
function factCheckRatings(query: string, input: GatherInput, deps: GatherDeps, notes: string[]) {
  const s = input.settings;
  const { signal } = input;
  if (!s.factCheck) return Promise.resolve([]);
  return searchClaimReviews(query, input.secrets.factCheckApiKey, {
    endpoint: s.factCheckUrl,
    fetch: deps.fetch,
    signal,
    timeoutMs: s.searchTimeoutMs,
    ...(input.language ? { languageCode: input.language } : {}),
  }).catch((e: unknown): ClaimReviewRating[] => {
    signal?.throwIfAborted();
    notes.push(t(m.ratingsMissing, messageOf(e)));
    return [];
  });
}

/** Reads the trusted results and the scholarly papers, each page embedded as soon as it arrives. */
async function readEvidence(
  o: { query: string; candidates: readonly Candidate[]; skipped: SkippedPage[]; notes: string[] },
  input: GatherInput,
  deps: GatherDeps,
  embed: (texts: string[]) => Promise<Float32Array[]>,
): Promise<Embedded[]> {
  const s = input.settings;
  const { signal } = input;
  const pageOptions: PageOptions = {
    ...{ fetch: deps.fetch, signal, timeoutMs: s.pageTimeoutMs, maxBytes: s.maxPageBytes },
    ...{ maxWords: s.maxWordsPerPage, minWords: s.minPageWords, sources: input.sources, hostAccess: input.hostAccess },
    ...(deps.readPdf ? { readPdf: deps.readPdf } : {}),
  };
  const scholarly = scholarlyPages(o.query, s, { fetch: deps.fetch, signal });
  const embedPage = async (page: PageText): Promise<Embedded> => {
    const ws = windows(page.paragraphs, s.passageWords, s.passageOverlap);
    deps.onPageText?.(page.url, page.paragraphs);
    return { page, windows: ws, vectors: ws.length ? await embed(ws.map((w) => w.text)) : [] };
  };
  const embedded = await readPages(o.candidates, s.maxPages, pageOptions, o.skipped, embedPage);
  const papers = await scholarly;
  o.notes.push(...papers.notes);
  for (const page of papers.pages) embedded.push(await embedPage(page));
  return embedded;
}

/** Trusted ratings of this claim, weighed by meaning or wording; untrusted publishers are a note. */
async function weighRatings(
  o: { claimVec: Float32Array; reviews: ClaimReviewRating[]; notes: string[] },
  input: GatherInput,
  deps: GatherDeps,
  embed: (texts: string[]) => Promise<Float32Array[]>,
) {
  const s = input.settings;
  const weighed = await weighReviews({
    claim: input.claim,
    claimVec: o.claimVec,
    reviews: o.reviews,
    sources: input.sources,
    params: {
      minSimilarity: s.claimReviewMinSimilarity,
      minEntailment: input.minEntailment ?? 0.6,
      minWording: s.claimReviewMinWording,
    },
    embed,
    nli: deps.nli ?? null,
    ...(input.signal ? { signal: input.signal } : {}),
  });
  if (weighed.untrusted) o.notes.push(t(m.untrustedRatings, formatNumber(weighed.untrusted)));
  return weighed;
}

export async function gatherEvidence(input: GatherInput, deps: GatherDeps): Promise<WebEvidenceBundle> {
  const t0 = performance.now();
  const s = input.settings;
  const params = webParams(s);
  const { signal } = input;
  const notes: string[] = [];

  const embed = serialEmbedder(deps.embedder, signal);
  // The claim is embedded first, while the query and the search run.
  const claimVector = embed([input.claim]).then((v) => v[0]!);
  // Awaited later; marked as handled now so a failure before then is not an unhandled rejection.
  void Promise.allSettled([claimVector]);

  const query = await optimiseQuery(input.claim, { llm: deps.llm, useLlm: s.llmQuery, signal });
  const tQuery = performance.now();
  const provider = providerFor(s, input.secrets);
  const reviews = factCheckRatings(query.text, input, deps, notes);
  const results = await provider.search(query.text, {
    ...{ fetch: deps.fetch, signal, timeoutMs: s.searchTimeoutMs, maxResults: s.maxResults },
  });
  const tSearch = performance.now();

  const { candidates, skipped } = selectCandidates(results, input.sources);
  const trusted = candidates.length + skipped.filter((x) => x.reason === 'same-domain').length;
  const embedded = await readEvidence({ query: query.text, candidates, skipped, notes }, input, deps, embed);
  const tPages = performance.now();

  const claimVec = await claimVector;
  const ranked = rankPassages(embedded, claimVec, s.refutationBoost);
  // A trusted fact-checker's page may carry its rating in its own markup: weighed as the API's are.
  const rated = { claimVec, reviews: withPageReviews(await reviews, embedded), notes };
  const weighed = await weighRatings(rated, input, deps, embed);
  // A trusted rating of this very claim is evidence of the first rank: it leads the bundle and counts for the gate.
  const passages = [...weighed.passages, ...diversify(ranked, params)].slice(0, params.bundleSize);
  const { best, sufficient } = sufficiency([...weighed.passages, ...ranked], s.minBestScore);
  const tEnd = performance.now();
  const none = searchNote({
    provider: provider.label,
    query: query.text,
    results: results.length,
    candidates: candidates.length,
  });
  if (none) notes.push(none);

  return {
    claim: input.claim,
    query,
    search: { provider: provider.id, results: results.length, trusted, ms: Math.round(tSearch - tQuery) },
    pages: pagesRead(embedded),
    skipped,
    passages,
    ranked: ranked.length,
    bestSimilarity: best,
    sufficient,
    claimReviews: weighed.claimReviews,
    notes,
    embedderId: deps.embedder.modelId,
    params,
    timings: {
      queryMs: Math.round(tQuery - t0),
      searchMs: Math.round(tSearch - tQuery),
      pagesMs: Math.round(tPages - tSearch),
      rankingMs: Math.round(tEnd - tPages),
      totalMs: Math.round(tEnd - t0),
    },
  };
}

/**
 * Reads up to `maxPages` candidates in parallel; a page that fails is replaced by the next
 * candidate of another domain (at most 2 × maxPages attempts), so one paywall does not cost a source.
 */
async function readPages(
  candidates: readonly Candidate[],
  maxPages: number,
  options: PageOptions,
  skipped: SkippedPage[],
  onPage: (page: PageText) => Promise<Embedded>,
): Promise<Embedded[]> {
  const done: Embedded[] = [];
  const maxAttempts = maxPages * 2;
  let next = 0;
  let inFlight = 0;
  let attempts = 0;
  await new Promise<void>((resolve, reject) => {
    const launch = () => {
      while (inFlight < maxPages - done.length && next < candidates.length && attempts < maxAttempts) {
        const c = candidates[next++]!;
        attempts++;
        inFlight++;
        readPage(c, options)
          .then(async (outcome) => {
            if (outcome.ok) done.push(await onPage(outcome.page));
            else skipped.push(outcome.skipped);
          })
          .then(() => {
            inFlight--;
            launch();
          }, reject);
      }
      if (inFlight === 0) resolve();
    };
    launch();
  });
  for (const c of candidates.slice(next))
    skipped.push({
      url: c.url,
      domain: c.domain,
      reason: 'page-limit',
      detail: t(m.pageLimit, formatNumber(maxPages)),
    });
  // Results arrive in network order; the bundle must not depend on it.
  return done.sort(
    (a, b) =>
      candidates.findIndex((c) => c.domain === a.page.domain) - candidates.findIndex((c) => c.domain === b.page.domain),
  );
}
