import { promptUrl } from '../llm/fence';
import { normaliseUrl, passagesOf, type TribunalBundle } from './bundle';
import {
  matchQuote,
  QUOTE_MIN_CHARS,
  QUOTE_MIN_WORDS,
  QUOTE_THRESHOLD,
  type QuoteFault,
  type QuoteMatch,
  quoteTooShort,
} from './quote-match';

/**
 * The quote and URL check of the "fact-check solution" paper: every quote a model returns must
 * appear in the passage of the URL it cites, up to small differences (sliding-window fuzzy
 * match, ratio ≥ 0.75), and every URL must be one of the bundle's. ClaimLens adds meaning (see
 * quote-match.ts): a quote that drops a "not", changes a number or a comparison, stitches
 * fragments out of order or out of context, or is too short to say anything, fails too.
 * Mismatches are fed back to the model (up to 2 corrective retries), then dropped.
 */

export { normaliseQuoteText, QUOTE_THRESHOLD } from './quote-match';
export const MAX_CORRECTIVE_RETRIES = 2;

export interface Citation {
  url: string;
  quote: string;
}

export type CitationProblemReason =
  'url-not-in-bundle' | 'quote-not-found' | 'empty-quote' | 'quote-too-short' | 'quote-changes-meaning';

export interface CitationProblem {
  reason: CitationProblemReason;
  /** The URL and quote as the model gave them: for display only, never for a prompt. */
  url: string;
  quote: string;
  /** Best similarity found in the cited passages (quote-not-found only). */
  score?: number;
  /** The bundle URL where the quote does appear, when it was attributed to the wrong page. */
  foundAt?: string;
  /** The bundle's own URL for the one cited, when it is in the bundle. */
  source?: string;
  /**
   * What is wrong and how to fix it, built only from the check's own words, the bundle's URLs
   * and the meaning words it compared: safe to put in a prompt outside any fence.
   */
  detail: string;
  message: string;
}

export type CitationCheck = { ok: true; url: string; score: number } | { ok: false; problem: CitationProblem };

/**
 * Similarity of the quote's fragments, in order, to the passage (the weakest fragment's best
 * window); 0 for a quote too short to check.
 */
export function quoteScore(quote: string, passage: string): number {
  return matchQuote(quote, passage).score;
}

const listed = (ws: readonly string[]) => (ws.length ? ws.map((w) => `“${w}”`).join(', ') : 'nothing');

function faultDetail(fault: QuoteFault, source: string, threshold: number): string {
  const from = `the passage from ${promptUrl(source)}`;
  const part = (k: number) => (k > 0 ? `part ${k + 1} of the quote` : 'the quote');
  switch (fault.kind) {
    case 'too-short':
      return `is too short to show what the source says (${fault.words} words; a quote needs at least ${QUOTE_MIN_WORDS} words and ${QUOTE_MIN_CHARS} characters, each part joined by “…” at least 2 words): quote the whole sentence.`;
    case 'not-found':
      return `does not appear in ${from} (best match ${Math.round(fault.score * 100)}%, needs ${Math.round(threshold * 100)}%).`;
    case 'out-of-order':
      return `joins parts with “…” that do not appear in that order in ${from}: quote each part in the passage's order, all from one passage.`;
    case 'meaning': {
      const d = fault.diff;
      const copy = 'Copy the words exactly, negations, numbers and comparisons included.';
      if (d.what === 'wording')
        return `changes what ${from} says: ${part(fault.fragment)} has ${listed(d.quote)}, which the passage does not say there. ${copy}`;
      const what =
        d.what === 'polarity'
          ? 'a word with the opposite sense'
          : `its ${d.what === 'number' ? 'numbers' : d.what === 'negation' ? 'negations' : 'comparison words'}`;
      return `changes what ${from} says: ${part(fault.fragment)} has ${listed(d.quote)} where the passage has ${listed(d.source)} (${what}). ${copy}`;
    }
    case 'left-out':
      return `leaves out ${listed(fault.words)} ${fault.where === 'between' ? 'between its parts' : fault.where === 'before' ? 'that comes before it in the same sentence' : 'that follows it'} in ${from}, which changes its meaning: quote the whole clause.`;
  }
}

function reasonOf(fault: QuoteFault): CitationProblemReason {
  if (fault.kind === 'too-short') return 'quote-too-short';
  return fault.kind === 'meaning' || fault.kind === 'left-out' ? 'quote-changes-meaning' : 'quote-not-found';
}

/** A quote that was located says something the passage does not: a more telling failure than not finding it. */
const located = (m: QuoteMatch) =>
  !m.ok && (m.fault.kind === 'meaning' || m.fault.kind === 'left-out' || m.fault.kind === 'out-of-order');

const faultOf = (m: QuoteMatch): QuoteFault => (m.ok ? { kind: 'not-found', score: m.score } : m.fault);

export function checkCitation(bundle: TribunalBundle, c: Citation, threshold = QUOTE_THRESHOLD): CitationCheck {
  const cited = passagesOf(bundle, c.url);
  if (!cited.length) return { ok: false, problem: urlProblem(c.url, c.quote) };
  const source = cited[0]!.url;
  const problem = (
    reason: CitationProblemReason,
    detail: string,
    extra: Partial<CitationProblem> = {},
  ): CitationCheck => ({
    ok: false,
    problem: {
      reason,
      url: c.url,
      quote: c.quote,
      source,
      detail,
      message: `The quote “${clip(c.quote)}” ${detail}`,
      ...extra,
    },
  });
  if (!c.quote.trim())
    return {
      ok: false,
      problem: {
        reason: 'empty-quote',
        url: c.url,
        quote: c.quote,
        source,
        detail: `gives no quote for ${promptUrl(source)}.`,
        message: `No quote was given for ${c.url}.`,
      },
    };
  const short = quoteTooShort(c.quote);
  if (short) return problem('quote-too-short', faultDetail(short, source, threshold));
  const matches = cited.map((p) => matchQuote(c.quote, p.text, threshold));
  const best = Math.max(...matches.map((m) => m.score));
  if (matches.some((m) => m.ok))
    return { ok: true, url: source, score: Math.max(...matches.filter((m) => m.ok).map((m) => m.score)) };
  const failed = faultOf(matches.find(located) ?? matches.find((m) => m.score === best)!);
  if (failed.kind === 'not-found') {
    const elsewhere = bundle.passages.find(
      (p) => normaliseUrl(p.url) !== normaliseUrl(c.url) && matchQuote(c.quote, p.text, threshold).ok,
    );
    if (elsewhere)
      return problem('quote-not-found', `is from ${promptUrl(elsewhere.url)}, not from ${promptUrl(source)}.`, {
        score: best,
        foundAt: elsewhere.url,
      });
    return problem('quote-not-found', faultDetail({ kind: 'not-found', score: best }, source, threshold), {
      score: best,
    });
  }
  return problem(reasonOf(failed), faultDetail(failed, source, threshold), { score: best });
}

function urlProblem(url: string, quote: string): CitationProblem {
  return {
    reason: 'url-not-in-bundle',
    url,
    quote,
    detail: 'names a URL that is not one of the evidence passages: cite a URL from the list, copied exactly.',
    message: `The URL ${url} is not one of the evidence passages.`,
  };
}

/** Checks a URL cited without a quote (e.g. the judge's primary source). */
export function checkUrl(bundle: TribunalBundle, url: string): CitationProblem | null {
  return passagesOf(bundle, url).length ? null : urlProblem(url, '');
}

function clip(s: string, n = 120): string {
  const t = s.replace(/\s+/g, ' ').trim();
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
}
