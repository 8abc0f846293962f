import type { CheckOutcome, EvidenceItem, ShownRating } from '../../../core/types';
import { readPdfText } from '../../../documents/extract/web-pdf';
import type { EvidencePassage } from '../../../evidence/bundle';
import { reasonsWeb as w } from '../../../i18n/catalogue/reasons-web';
import { formatFixed } from '../../../i18n/format';
import { t } from '../../../i18n/t';
import type { LlmClient } from '../../../llm/llm';
import { detectLanguage } from '../../../ml/language/detect';
import type { FetchLike } from '../../../net/http';
import { reviewDay } from '../../../web/claimreview';
import { gatherEvidence } from '../../../web/gather';
import { SearchError } from '../../../web/providers';
import { factCheckLanguage } from '../../../web/providers/factcheck';
import type { WebEvidenceBundle } from '../../../web/types';
import type { StageContext } from '../../stage';

/**
 * The web stage's decisions, kept out of the stage function: whether it may run (online on,
 * trusted sources, an embedding model), and the outcomes it ends with before a tribunal.
 */

export interface WebStageDeps {
  fetch?: FetchLike;
  /** The tribunal's LLM client, for the query optimiser; null until one is configured. */
  llm?: () => Promise<LlmClient | null>;
  /** Called once everything is ready and before anything is sent: a reason stops the stage (e.g. the reader declined). */
  beforeOnline?: () => Promise<string | null>;
}

export type WebEvidence =
  | { bundle: null; reason: string }
  | {
      bundle: WebEvidenceBundle;
      pageTexts: ReadonlyMap<string, readonly string[]>;
      insufficient(): CheckOutcome;
      awaitingTribunal(): CheckOutcome;
    };

export async function webEvidence(claim: string, ctx: StageContext, deps: WebStageDeps = {}): Promise<WebEvidence> {
  const { settings, secrets, sources } = ctx.config;
  if (!settings.web.enabled) return { bundle: null, reason: t(w.webOff) };
  const trusted = sources.filter((s) => s.enabled);
  if (!trusted.length) return { bundle: null, reason: t(w.noSources) };
  const embedder = await ctx.models.embedder();
  if (!embedder) {
    return { bundle: null, reason: t(w.noEmbedder) };
  }
  const refused = await deps.beforeOnline?.();
  if (refused) return { bundle: null, reason: refused };
  ctx.onStage('web');
  let bundle: WebEvidenceBundle;
  const pageTexts = new Map<string, readonly string[]>();
  try {
    bundle = await gatherEvidence(
      {
        claim,
        settings: settings.web,
        secrets,
        sources: trusted,
        hostAccess: ctx.config.hostAccess ?? null,
        minEntailment: settings.memory.minEntailmentProb,
        ...languageOf(claim, ctx),
        signal: ctx.signal,
      },
      {
        embedder,
        llm: (await deps.llm?.()) ?? null,
        nli: settings.web.factCheck ? await ctx.models.nli() : null,
        fetch: deps.fetch,
        readPdf: readPdfText,
        onPageText: (url, paragraphs) => pageTexts.set(url, paragraphs),
      },
    );
  } catch (e) {
    ctx.signal.throwIfAborted();
    if (e instanceof SearchError) return { bundle: null, reason: e.message };
    throw e;
  }
  const base = (reason: string): CheckOutcome => ({
    verdict: 'Unverified',
    confidence: null,
    path: 'web',
    reason,
    evidence: webEvidenceItems(bundle),
    traces: { web: bundle },
    modelIds: { embedder: embedder.modelId },
    ...withRating(bundle.passages),
  });
  return {
    bundle,
    pageTexts,
    insufficient: () => base(insufficientReason(bundle)),
    awaitingTribunal: () => base(t(w.needsLlm)),
  };
}

const withRating = (passages: readonly EvidencePassage[]) => {
  const rating = shownRating(passages);
  return rating ? { rating } : {};
};

function insufficientReason(b: WebEvidenceBundle): string {
  if (!b.pages.length) {
    const why = b.notes[0] ?? t(b.skipped.length ? w.noneRead : w.noneFound);
    // A sentence of its own: the note may start with a name ("SearXNG found nothing…").
    return t(w.noUsable, `${why.charAt(0).toUpperCase()}${why.slice(1).replace(/\.$/, '')}`);
  }
  const best = b.bestSimilarity === null ? t(w.nothing) : formatFixed(b.bestSimilarity, 2);
  return t(w.notClose, best, formatFixed(b.params.minBestScore, 2));
}

/** The bundle as the check's evidence list (what the badge's sources and exports show); a rating that is a passage is listed once, as the passage. */
export function webEvidenceItems(b: WebEvidenceBundle): EvidenceItem[] {
  const asPassage = new Set(b.passages.filter((p) => p.claimReview).map((p) => p.url));
  return [
    ...b.passages.map((p): EvidenceItem => ({
      kind: p.claimReview ? 'claimreview' : 'web',
      text: p.text,
      url: p.fragmentUrl ?? p.url,
      title: p.title,
      domain: p.domain,
      score: p.score,
      ...datesOf(p),
    })),
    ...b.claimReviews
      .filter((r) => !asPassage.has(r.url))
      .map((r): EvidenceItem => ({
        kind: 'claimreview',
        text: `${r.publisher} rated “${r.claim}”: ${r.rating}`,
        url: r.url,
        title: r.title ?? `${r.publisher} fact check`,
        ...(r.publisherSite ? { domain: r.publisherSite } : {}),
        ...(r.similarity !== undefined ? { score: r.similarity } : {}),
        ...dayOf(r.reviewDate),
      })),
  ];
}

/** A passage's dates for the reader: a rating's is the day it was published. */
function datesOf(p: WebEvidenceBundle['passages'][number]): Pick<EvidenceItem, 'published' | 'modified'> {
  const published = p.published ? { published: p.published } : dayOf(p.claimReview?.reviewDate);
  return { ...published, ...(p.modified ? { modified: p.modified } : {}) };
}

/** A fact-checker's review date as the day it was published, when it is one. */
function dayOf(raw: string | undefined): { published?: string } {
  const published = reviewDay(raw);
  return published ? { published } : {};
}

/** The rating shown beside the verdict: the best matching trusted fact-check in the bundle, in its own words. */
export function shownRating(passages: readonly EvidencePassage[]): ShownRating | undefined {
  const p = passages.find((x) => x.claimReview);
  return p?.claimReview ? { publisher: p.claimReview.publisher, rating: p.claimReview.rating, url: p.url } : undefined;
}

/** The claim's language for the fact-check search, where the detection decided one. */
function languageOf(claim: string, ctx: StageContext): { language?: string } {
  const code = factCheckLanguage(detectLanguage(claim, ctx.language));
  return code ? { language: code } : {};
}
