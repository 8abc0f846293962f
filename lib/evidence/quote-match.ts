import { type MeaningDiff, meaningDiff, meaningWordsIn } from './quote-meaning';
import { similarityRatio } from './similarity';

/**
 * Where a quote stands in a passage, and whether it says what the passage says there. The fuzzy
 * match is the "fact-check solution" paper's: a sliding window over the passage, windows
 * starting at word boundaries, similarity ratio ≥ 0.75. On top of it, meaning (see
 * quote-meaning.ts): the window the quote matched must have the same negations, numbers and
 * comparison words; a quote joined with "…" is checked fragment by fragment, in order, without
 * overlap, all in one passage; and what a cut leaves out must not be a negation that bears on
 * the quoted words (nor, inside one sentence, a number or a comparison).
 */

export const QUOTE_THRESHOLD = 0.75;
/**
 * The shortest quote that can carry a claim: a subject, a relation and an object, plus the word
 * that says how (a negation, a quantity, a qualifier) — four words, twenty characters. "Garlic
 * does not cure COVID-19" is five; one word ("cures") or a fragment ("not") shows nothing the
 * reader can check and matches some window of nearly any passage.
 */
export const QUOTE_MIN_WORDS = 4;
export const QUOTE_MIN_CHARS = 20;
/** Each part of a quote joined with "…" has at least two words: a lone word can be lifted from anywhere. */
const FRAGMENT_MIN_WORDS = 2;

export type QuoteFault =
  | { kind: 'too-short'; words: number; chars: number; fragmentWords: number }
  | { kind: 'not-found'; score: number }
  | { kind: 'out-of-order'; fragment: number }
  | { kind: 'meaning'; fragment: number; diff: MeaningDiff }
  | { kind: 'left-out'; fragment: number; where: 'before' | 'between' | 'after'; words: string[] };

export type QuoteMatch = { ok: true; score: number } | { ok: false; score: number; fault: QuoteFault };

/** Text identity for quotes: case, whitespace, typographic quotes and dashes do not matter. */
export function normaliseQuoteText(s: string): string {
  return s
    .normalize('NFKC')
    .replace(/\p{Cf}/gu, '')
    .replace(/[‹]/g, '<')
    .replace(/[›]/g, '>')
    .replace(/[‘’‛′]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[‐‑‒–—−]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/** The parts of a quote joined with an ellipsis ("…", "...", ". . .", "[…]"), normalised. */
export function quoteFragments(quote: string): string[] {
  return normaliseQuoteText(quote)
    .split(/\s*\[?\s*(?:…|\.\s*\.\s*\.)[\s.]*\]?\s*/)
    .map((p) => p.replace(/^["'\s]+|["'\s]+$/g, '').trim())
    .filter((p) => /[\p{L}\p{N}]/u.test(p));
}

const wordsOf = (s: string) => s.split(' ').filter((w) => /[\p{L}\p{N}]/u.test(w));

export function quoteTooShort(quote: string): QuoteFault | null {
  const fragments = quoteFragments(quote);
  const words = fragments.reduce((n, f) => n + wordsOf(f).length, 0);
  const chars = fragments.reduce((n, f) => n + f.length, 0);
  const fragmentWords = Math.min(...fragments.map((f) => wordsOf(f).length));
  if (words >= QUOTE_MIN_WORDS && chars >= QUOTE_MIN_CHARS && fragmentWords >= FRAGMENT_MIN_WORDS) return null;
  return { kind: 'too-short', words, chars, fragmentWords: fragments.length ? fragmentWords : 0 };
}

interface Window {
  start: number;
  end: number;
  score: number;
}

const isStart = (text: string, i: number) => i === 0 || text[i - 1] === ' ';

/** Best window for `piece` in `text` at or after `from`, widened to whole words (seed method, then its end fitted to a word end). */
function bestWindow(piece: string, text: string, from: number): Window {
  const exact = text.indexOf(piece, from);
  if (exact >= 0) return widen(text, { start: exact, end: exact + piece.length, score: 1 });
  const len = piece.length;
  if (text.length - from <= len)
    return widen(text, { start: from, end: text.length, score: similarityRatio(piece, text.slice(from)) });
  let best: Window = { start: from, end: from + len, score: -1 };
  const starts: number[] = [];
  for (let i = from; i + len <= text.length; i++) if (isStart(text, i)) starts.push(i);
  starts.push(text.length - len);
  for (const start of starts) {
    const score = similarityRatio(piece, text.slice(start, start + len));
    if (score > best.score) best = { start, end: start + len, score };
    if (score === 1) break;
  }
  // The same start, ending where a word ends: the window that lines up with the quote's words.
  const lo = best.start + Math.floor(len * 0.75);
  const hi = Math.min(text.length, best.start + Math.ceil(len * 1.34));
  for (let end = lo; end <= hi; end++) {
    if (end !== text.length && text[end] !== ' ') continue;
    const score = similarityRatio(piece, text.slice(best.start, end));
    if (score > best.score) best = { start: best.start, end, score };
  }
  return widen(text, best);
}

function widen(text: string, w: Window): Window {
  let { start, end } = w;
  while (start > 0 && text[start - 1] !== ' ') start--;
  while (end < text.length && text[end] !== ' ') end++;
  return { start, end, score: w.score };
}

const SENTENCE_END = /[.!?](?=\s|$)/g;
const CLAUSE_START = /[.!?;:](?=\s)|\b(?:but|however|yet|whereas|although|though|while)\b/g;

/** Where the clause holding position `at` begins (after its last boundary). */
function clauseStart(text: string, at: number): number {
  let start = 0;
  for (const m of text.slice(0, at).matchAll(CLAUSE_START)) start = m.index + m[0].length;
  return start;
}

function sameSentence(text: string, a: number, b: number): boolean {
  return !text.slice(a, b).match(SENTENCE_END);
}

/** The first word after `at` in the same clause. */
function nextWord(text: string, at: number): string {
  const rest = text.slice(at);
  if (/[.!?;:]["')\]]*$/.test(text.slice(0, at)) || /^\s*[.!?;:]/.test(rest)) return '';
  return /^[\s,]*([^\s,.!?;:]+)/.exec(rest)?.[1] ?? '';
}

/** Checks `quote` against one passage: every fragment found in order, meaning kept, nothing that bears on it left out. */
export function matchQuote(quote: string, passage: string, threshold = QUOTE_THRESHOLD): QuoteMatch {
  const short = quoteTooShort(quote);
  if (short) return { ok: false, score: 0, fault: short };
  const text = normaliseQuoteText(passage);
  const fragments = quoteFragments(quote);
  let cursor = 0;
  let score = 1;
  let prevEnd = -1;
  for (const [k, piece] of fragments.entries()) {
    const w = bestWindow(piece, text, cursor);
    score = Math.min(score, w.score);
    if (w.score < threshold) {
      const anywhere = k > 0 && bestWindow(piece, text, 0).score >= threshold;
      return {
        ok: false,
        score,
        fault: anywhere ? { kind: 'out-of-order', fragment: k } : { kind: 'not-found', score },
      };
    }
    const diff = meaningDiff(piece, text.slice(w.start, w.end));
    if (diff) return { ok: false, score, fault: { kind: 'meaning', fragment: k, diff } };
    const left = leftOut(text, w, prevEnd);
    if (left) return { ok: false, score, fault: { ...left, fragment: left.where === 'after' ? k - 1 : k } };
    prevEnd = w.end;
    cursor = w.end;
  }
  const after = meaningWordsIn(nextWord(text, prevEnd), ['negation']);
  if (after.length)
    return {
      ok: false,
      score,
      fault: { kind: 'left-out', where: 'after', words: after, fragment: fragments.length - 1 },
    };
  return { ok: true, score };
}

/**
 * What a cut leaves out that bears on the fragment in window `w`: between it and the fragment
 * before, when both are in one sentence; otherwise right after the fragment before, and before
 * this one in its clause.
 */
function leftOut(
  text: string,
  w: Window,
  prevEnd: number,
): { kind: 'left-out'; where: 'before' | 'between' | 'after'; words: string[] } | null {
  if (prevEnd >= 0 && sameSentence(text, prevEnd, w.start)) {
    const gap = meaningWordsIn(text.slice(prevEnd, w.start), ['negation', 'number', 'comparison']);
    return gap.length ? { kind: 'left-out', where: 'between', words: gap } : null;
  }
  const after = prevEnd >= 0 ? meaningWordsIn(nextWord(text, prevEnd), ['negation']) : [];
  if (after.length) return { kind: 'left-out', where: 'after', words: after };
  const before = meaningWordsIn(text.slice(Math.max(clauseStart(text, w.start), prevEnd), w.start), ['negation']);
  return before.length ? { kind: 'left-out', where: 'before', words: before } : null;
}
