import { normaliseQuoteText, quoteFragments } from '../evidence/quote-match';

/**
 * Links that open a page at the words a verified quote came from: URL text fragments
 * (`#:~:text=[prefix-,]textStart[,textEnd][,-suffix]`, WICG Scroll-to-Text-Fragment; Chromium,
 * Safari, Firefox ≥ 131). The words are the page's own (a quote the check accepted may differ in
 * case or punctuation), a quote that occurs more than once gets as many words of prefix (or
 * suffix) as it needs for the first match to be the quoted one, and a long quote is named by its
 * first and last words. A browser without fragments would only scroll to the top: the side panel
 * then links the plain URL (`linkFor`).
 */

/** Words a text start/end names for a long quote; a quote up to LONG_WORDS words is named whole. */
const EDGE_WORDS = 5;
const LONG_WORDS = 10;
/** Context words tried before (or after) a repeated quote. */
const MAX_CONTEXT = 3;

/** `-`, `&` and `,` are the syntax of a text directive: encoded, as everything else outside unreserved characters. */
export function encodeFragmentText(s: string): string {
  return encodeURIComponent(s).replace(/-/g, '%2D');
}

/** `url` with `directive` as its text fragment; an existing `:~:` directive is replaced, an ordinary `#id` kept. Null for a non-URL. */
export function withTextDirective(url: string, directive: string): string | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    // Not a URL: the source is shown without a link.
    return null;
  }
  const hash = u.hash.replace(/^#/, '').split(':~:')[0];
  u.hash = '';
  return `${u.href}#${hash}:~:${directive}`;
}

interface Token {
  /** The word as the page has it. */
  raw: string;
  /** For matching: folded as quotes are, punctuation at its edges removed. */
  key: string;
  paragraph: number;
  /** Index among all whitespace-separated words of the page (the passages' `offset` counts the same way). */
  word: number;
}

const edgeKey = (w: string) => normaliseQuoteText(w).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');

function tokens(paragraphs: readonly string[]): Token[] {
  const out: Token[] = [];
  let word = 0;
  paragraphs.forEach((p, paragraph) => {
    // A word of punctuation only ("–") is not matched, but the link must spell it: it rides with its neighbour.
    let lead = '';
    for (const raw of p.split(/\s+/)) {
      if (!raw) continue;
      const key = edgeKey(raw);
      const last = out.at(-1);
      if (key) out.push({ raw: lead ? `${lead} ${raw}` : raw, key, paragraph, word });
      else if (last?.paragraph === paragraph) last.raw = `${last.raw} ${raw}`;
      else lead = lead ? `${lead} ${raw}` : raw;
      if (key) lead = '';
      word++;
    }
  });
  return out;
}

const keysOf = (s: string) => s.split(/\s+/).map(edgeKey).filter(Boolean);

/** Start of the best alignment of `keys` in `page` at or after token `from` (most words equal; at least half), or -1. */
function locate(page: readonly Token[], keys: readonly string[], from: number): number {
  let best = -1;
  let bestScore = 0;
  for (let i = from; i + keys.length <= page.length; i++) {
    let score = 0;
    for (let j = 0; j < keys.length; j++) if (page[i + j]!.key === keys[j]) score++;
    if (score > bestScore) {
      best = i;
      bestScore = score;
      if (score === keys.length) break;
    }
  }
  return bestScore * 2 >= keys.length ? best : -1;
}

/** Whether the token run `at` spells `keys`. */
const spells = (page: readonly Token[], at: number, keys: readonly string[]) =>
  keys.every((k, j) => page[at + j]?.key === k);

/** The first token index at which `keys` occurs. */
function firstAt(page: readonly Token[], keys: readonly string[]): number {
  for (let i = 0; i + keys.length <= page.length; i++) if (spells(page, i, keys)) return i;
  return -1;
}

const text = (page: readonly Token[], from: number, to: number) =>
  page
    .slice(from, to)
    .map((t) => t.raw)
    .join(' ');

const sameParagraph = (page: readonly Token[], a: number, b: number) => page[a]?.paragraph === page[b]?.paragraph;

export interface QuoteLinkInput {
  url: string;
  /** The verified quote (may hold "…" between its parts). */
  quote: string;
  /** The page's readable text, paragraph by paragraph (each a block on the page). */
  paragraphs: readonly string[];
  /** Word offset of the passage the quote was verified in: the occurrence at or after it is the one meant. */
  fromWord?: number;
}

/** A link to the quoted words on the page; null when the quote cannot be found in the page text (then the passage's own link serves). */
export function quoteLink(input: QuoteLinkInput): string | null {
  const page = tokens(input.paragraphs);
  const parts = quoteFragments(input.quote)
    .map(keysOf)
    .filter((k) => k.length);
  if (!parts.length || !page.length) return null;
  const from = Math.max(
    0,
    page.findIndex((t) => t.word >= (input.fromWord ?? 0)),
  );
  const start = locate(page, parts[0]!, from);
  if (start < 0) return null;
  let end = start + parts[0]!.length;
  for (const part of parts.slice(1)) {
    const at = locate(page, part, end);
    if (at < 0) return null;
    end = at + part.length;
  }
  const span = end - start;
  // A single text= must lie in one block; a long or elided quote is named by its two ends.
  const whole = parts.length === 1 && span <= LONG_WORDS && sameParagraph(page, start, end - 1);
  let startWords = whole ? span : Math.min(EDGE_WORDS, span);
  while (startWords > 1 && !sameParagraph(page, start, start + startWords - 1)) startWords--;
  let endWords = whole ? 0 : Math.min(EDGE_WORDS, span - startWords);
  while (endWords > 1 && !sameParagraph(page, end - endWords, end - 1)) endWords--;
  const startKeys = page.slice(start, start + startWords).map((t) => t.key);

  // The browser takes the first match: add context until the quoted occurrence is the first.
  let prefix = 0;
  let suffix = 0;
  const first = () =>
    firstAt(page, [
      ...page.slice(start - prefix, start).map((t) => t.key),
      ...startKeys,
      ...page.slice(start + startWords, start + startWords + suffix).map((t) => t.key),
    ]);
  const target = () => start - prefix;
  while (first() !== target()) {
    if (prefix < MAX_CONTEXT && start - prefix > 0 && sameParagraph(page, start - prefix - 1, start)) prefix++;
    else if (whole && suffix < MAX_CONTEXT && end + suffix < page.length && sameParagraph(page, end + suffix, end - 1))
      suffix++;
    else return null;
  }
  const directive = [
    prefix ? `${encodeFragmentText(text(page, start - prefix, start))}-` : '',
    encodeFragmentText(text(page, start, start + startWords)),
    endWords ? encodeFragmentText(text(page, end - endWords, end)) : '',
    suffix ? `-${encodeFragmentText(text(page, end, end + suffix))}` : '',
  ].filter(Boolean);
  return withTextDirective(input.url, `text=${directive.join(',')}`);
}

/**
 * The link the side panel opens: the text-fragment link where the browser follows text
 * fragments (`document.fragmentDirective` exists), else the plain page.
 */
export function linkFor(url: string, supportsFragments: boolean): string {
  if (supportsFragments) return url;
  const at = url.indexOf(':~:');
  if (at < 0) return url;
  const plain = url.slice(0, at);
  return plain.endsWith('#') ? plain.slice(0, -1) : plain;
}
