import { reasonsWebPages as m } from '../i18n/catalogue/reasons-web-pages';
import { formatNumber } from '../i18n/format';
import { t } from '../i18n/t';
import { isPrivateUrl } from '../net/address';
import { fetchBounded, type FetchLike, HttpError } from '../net/http';
import { registrableDomain } from '../sources/domain';
import { matchSource } from '../sources/match';
import type { TrustedSource } from '../sources/types';
import { messageOf } from '../util/errors';
import { decodeHtml } from './charset';
import { extractReadable } from './extract';
import { PDF_TYPE, type PdfReader } from './pdf-page';
import { permits } from './permissions';
import type { SearchResult } from './providers/types';
import type { ClaimReviewRating, SkippedPage } from './types';

/** A search result that may be read: trusted, and the first of its domain. */
export interface Candidate {
  url: string;
  domain: string;
  source: TrustedSource;
}

/**
 * Keeps trusted results only (registrable domain + path prefixes), one per domain, in the
 * search engine's order; the rest is reported as skipped with the reason.
 */
export function selectCandidates(
  results: readonly SearchResult[],
  sources: readonly TrustedSource[],
): { candidates: Candidate[]; skipped: SkippedPage[] } {
  const candidates: Candidate[] = [];
  const skipped: SkippedPage[] = [];
  const domains = new Set<string>();
  for (const r of results) {
    const url = r.url.replace(/^http:\/\//i, 'https://');
    let host: string;
    try {
      host = new URL(url).hostname;
    } catch {
      // A result whose link is not a URL cannot be read: it is left out.
      continue;
    }
    const domain = registrableDomain(host);
    const source = matchSource(url, sources);
    if (!source) {
      skipped.push({ url: r.url, domain, reason: 'untrusted', detail: t(m.notTrusted) });
      continue;
    }
    if (domains.has(domain)) {
      skipped.push({ url: r.url, domain, reason: 'same-domain', detail: t(m.sameDomain, domain) });
      continue;
    }
    domains.add(domain);
    candidates.push({ url, domain, source });
  }
  return { candidates, skipped };
}

export interface PageOptions {
  fetch?: FetchLike;
  signal?: AbortSignal;
  timeoutMs: number;
  maxBytes: number;
  maxWords: number;
  minWords: number;
  sources: readonly TrustedSource[];
  /** Granted host patterns; null when unknown (then the fetch itself decides). */
  hostAccess: readonly string[] | null;
  /** Reads a PDF's text; without one a PDF is refused like any page that is not HTML. */
  readPdf?: PdfReader;
}

export interface PageText {
  url: string;
  domain: string;
  title: string;
  sourceName: string;
  paragraphs: string[];
  /** For a PDF: the 1-based page of each paragraph (a passage links to its page). */
  paragraphPages?: number[];
  /** When it was published (`YYYY-MM-DD` or `YYYY`), where that is known. */
  published?: string;
  /** When it was last modified (`YYYY-MM-DD`): the page's own word, else its server's `Last-Modified`. */
  modified?: string;
  /** A scholarly record's publication type ("Review", "Preprint"…). */
  publication?: string;
  /** ClaimReview ratings in the page's own JSON-LD (claimreview-ld.ts). */
  claimReviews?: ClaimReviewRating[];
  words: number;
  ms: number;
}

export type PageOutcome = { ok: true; page: PageText } | { ok: false; skipped: SkippedPage };

const HTML_TYPES = /^(?:text\/html|application\/xhtml\+xml)\b/i;

/** Fetches one trusted page and extracts its readable text, or says why it was skipped. */
export async function readPage(c: Candidate, o: PageOptions): Promise<PageOutcome> {
  const started = performance.now();
  const skip = (reason: SkippedPage['reason'], detail: string): PageOutcome => ({
    ok: false,
    skipped: { url: c.url, domain: c.domain, reason, detail },
  });
  // A trusted list is a file from elsewhere: an address on this computer or the local network is never evidence.
  if (isPrivateUrl(c.url)) return skip('untrusted', t(m.privateAddress, safeHost(c.url)));
  if (o.hostAccess && !permits(o.hostAccess, c.url)) return skip('not-permitted', t(m.notPermitted, c.domain));
  let redirectedTo = '';
  let response;
  try {
    response = await fetchBounded(c.url, {
      fetch: o.fetch,
      signal: o.signal,
      timeoutMs: o.timeoutMs,
      maxBytes: o.maxBytes,
      headers: {
        accept: o.readPdf
          ? 'text/html,application/xhtml+xml;q=0.9,application/pdf;q=0.8'
          : 'text/html,application/xhtml+xml;q=0.9',
      },
      // The runtime follows redirects (a manual one would hide where it leads); the final URL is judged here, before the body is read.
      inspect: (r) => {
        const final = r.url || c.url;
        if (
          isPrivateUrl(final) ||
          (final !== c.url && (!final.startsWith('https://') || !matchSource(final, o.sources)))
        ) {
          redirectedTo = final;
          throw new HttpError('refused', 'redirect');
        }
        const type = r.headers.get('content-type') ?? '';
        if (!HTML_TYPES.test(type) && !(o.readPdf && PDF_TYPE.test(type)))
          throw new HttpError(
            'refused',
            `not ${o.readPdf ? 'an HTML page or a PDF' : 'an HTML page'} (${type.split(';')[0] || 'no content type'})`,
          );
      },
    });
  } catch (e) {
    o.signal?.throwIfAborted();
    if (!(e instanceof HttpError)) return skip('network', t(m.couldNotRead, messageOf(e)));
    if (redirectedTo && isPrivateUrl(redirectedTo))
      return skip('redirect-untrusted', t(m.redirectedPrivate, safeHost(redirectedTo)));
    if (redirectedTo) return skip('redirect-untrusted', t(m.redirectedUntrusted, safeHost(redirectedTo)));
    const reasons: Record<HttpError['kind'], SkippedPage['reason']> = {
      timeout: 'timeout',
      'too-large': 'too-large',
      network: 'network',
      status: 'http-error',
      refused: 'not-html',
      redirect: 'redirect-untrusted',
    };
    return skip(reasons[e.kind], e.message);
  }
  const finalUrl = response.url || c.url;
  const page = { url: finalUrl, domain: c.domain, sourceName: c.source.name };
  const ms = () => Math.round(performance.now() - started);
  if (o.readPdf && PDF_TYPE.test(response.headers.get('content-type') ?? '')) {
    const pdf = await o.readPdf(response.body, o.signal);
    if (!pdf.ok) return skip('unreadable', pdf.detail);
    const words = countWords(pdf.text.paragraphs);
    if (words < o.minWords) return skip('empty', t(m.emptyPdf, formatNumber(words)));
    const paragraphs = capWords(pdf.text.paragraphs, o.maxWords);
    const paragraphPages = pdf.text.paragraphPages.slice(0, paragraphs.length);
    const title = pdf.text.title || c.domain;
    return {
      ok: true,
      page: { ...page, title, paragraphs, paragraphPages, words: Math.min(words, o.maxWords), ms: ms() },
    };
  }
  const html = decodeHtml(response.body, response.headers.get('content-type'));
  const extracted = extractReadable(html, finalUrl, response.headers.get('last-modified'));
  if (extracted.paywalled) return skip('paywall', t(m.paywall));
  if (extracted.words < o.minWords) return skip('empty', t(m.emptyArticle, formatNumber(extracted.words)));
  const paragraphs = capWords(extracted.paragraphs, o.maxWords);
  const title = extracted.title || c.domain;
  const { published, modified, claimReviews } = extracted;
  const words = Math.min(extracted.words, o.maxWords);
  const dated = { ...(published ? { published } : {}), ...(modified ? { modified } : {}) };
  const reviews = claimReviews.length ? { claimReviews } : {};
  return { ok: true, page: { ...page, title, paragraphs, words, ms: ms(), ...dated, ...reviews } };
}

const countWords = (paragraphs: readonly string[]) => paragraphs.reduce((n, p) => n + p.split(' ').length, 0);

function capWords(paragraphs: string[], max: number): string[] {
  const out: string[] = [];
  let n = 0;
  for (const p of paragraphs) {
    const words = p.split(' ');
    if (n + words.length > max) {
      if (max - n > 0) out.push(words.slice(0, max - n).join(' '));
      break;
    }
    out.push(p);
    n += words.length;
  }
  return out;
}

function safeHost(url: string): string {
  try {
    return new URL(url).hostname;
  } catch {
    // Not a URL (a provider's odd link): the reader is told only that it is elsewhere.
    return 'another site';
  }
}
