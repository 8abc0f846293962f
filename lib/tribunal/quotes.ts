import { normaliseUrl, passagesOf, type EvidenceBundle } from './bundle';
import { similarityRatio } from './similarity';

/**
 * The quote and URL check of seed 002: every quote a model returns must appear in the passage
 * of the URL it cites, up to small differences (sliding-window fuzzy match, ratio ≥ 0.75), and
 * every URL must be one of the bundle's. Mismatches are fed back to the model (up to 2
 * corrective retries), then dropped.
 */

export const QUOTE_THRESHOLD = 0.75;
export const MAX_CORRECTIVE_RETRIES = 2;

export interface Citation {
  url: string;
  quote: string;
}

export type CitationProblemReason = 'url-not-in-bundle' | 'quote-not-found' | 'empty-quote';

export interface CitationProblem {
  reason: CitationProblemReason;
  url: string;
  quote: string;
  /** Best similarity found in the cited passages (quote-not-found only). */
  score?: number;
  /** The bundle URL where the quote does appear, when it was attributed to the wrong page. */
  foundAt?: string;
  message: string;
}

export type CitationCheck = { ok: true; url: string; score: number } | { ok: false; problem: CitationProblem };

/** Text identity for quotes: case, whitespace, typographic quotes and dashes do not matter. */
export function normaliseQuoteText(s: string): string {
  return s
    .normalize('NFKC')
    .replace(/[‹]/g, '<')
    .replace(/[›]/g, '>')
    .replace(/[‘’‛′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[‐‑‒–—−]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Best similarity of `quote` to any window of `passage` of the quote's length, windows starting
 * at word boundaries. A quote joined with an ellipsis is scored by its weakest piece.
 */
export function quoteScore(quote: string, passage: string): number {
  const text = normaliseQuoteText(passage);
  const pieces = normaliseQuoteText(quote)
    .split(/\s*(?:\.\.\.|…)\s*/)
    .map((p) => p.replace(/^["']+|["']+$/g, '').trim())
    .filter((p) => p.length > 0);
  if (!pieces.length) return 0;
  return Math.min(...pieces.map((piece) => bestWindow(piece, text)));
}

function bestWindow(piece: string, text: string): number {
  if (text.includes(piece)) return 1;
  if (piece.length >= text.length) return similarityRatio(piece, text);
  let best = 0;
  const starts = [0];
  for (let i = 1; i < text.length; i++) if (text[i - 1] === ' ') starts.push(i);
  starts.push(text.length - piece.length);
  for (const start of starts) {
    if (start + piece.length > text.length) continue;
    best = Math.max(best, similarityRatio(piece, text.slice(start, start + piece.length)));
    if (best === 1) break;
  }
  return best;
}

export function checkCitation(bundle: EvidenceBundle, c: Citation, threshold = QUOTE_THRESHOLD): CitationCheck {
  const cited = passagesOf(bundle, c.url);
  if (!cited.length) {
    return {
      ok: false,
      problem: { reason: 'url-not-in-bundle', url: c.url, quote: c.quote, message: `The URL ${c.url} is not one of the evidence passages.` },
    };
  }
  if (!c.quote.trim()) {
    return { ok: false, problem: { reason: 'empty-quote', url: c.url, quote: c.quote, message: `No quote was given for ${c.url}.` } };
  }
  const score = Math.max(...cited.map((p) => quoteScore(c.quote, p.text)));
  if (score >= threshold) return { ok: true, url: cited[0]!.url, score };
  const elsewhere = bundle.passages.find((p) => normaliseUrl(p.url) !== normaliseUrl(c.url) && quoteScore(c.quote, p.text) >= threshold);
  const problem: CitationProblem = {
    reason: 'quote-not-found',
    url: c.url,
    quote: c.quote,
    score,
    message: elsewhere
      ? `The quote “${clip(c.quote)}” is from ${elsewhere.url}, not from ${c.url}.`
      : `The quote “${clip(c.quote)}” does not appear in the passage from ${c.url} (best match ${Math.round(score * 100)}%, needs ${Math.round(threshold * 100)}%).`,
  };
  if (elsewhere) problem.foundAt = elsewhere.url;
  return { ok: false, problem };
}

/** Checks a URL cited without a quote (e.g. the judge's primary source). */
export function checkUrl(bundle: EvidenceBundle, url: string): CitationProblem | null {
  if (passagesOf(bundle, url).length) return null;
  return { reason: 'url-not-in-bundle', url, quote: '', message: `The URL ${url} is not one of the evidence passages.` };
}

function clip(s: string, n = 120): string {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
}
