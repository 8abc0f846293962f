import { endsSentenceAnyway, isAbbreviation } from './abbreviations';
import { segmenterCuts } from './segmenter';

/**
 * Sentence splitting for long selections. Rules, not a model: it must run anywhere, instantly,
 * on any text a page holds. It keeps abbreviations ("Dr.", "e.g.", "U.S."), decimals and
 * initials inside a sentence, keeps a quotation (even with a quote inside it) in one piece,
 * treats list items and bullets (with or without a marker) as sentences of their own, and knows the sentence marks of
 * other scripts (。！？ ؟ ।, and through Intl.Segmenter those of every script). Offsets point into the original text so that a badge can be anchored.
 */

export interface Sentence {
  index: number;
  /** The sentence without its list marker, whitespace collapsed. */
  text: string;
  /** Offsets of the sentence in the original text (marker excluded). */
  start: number;
  end: number;
  /** It was a list item or bullet point. */
  listItem: boolean;
}

const OPEN_TO_CLOSE: Record<string, string> = {
  '“': '”',
  '‘': '’',
  '«': '»',
  '‹': '›',
  '„': '“',
  '‚': '‘',
  '「': '」',
  '『': '』',
  '"': '"',
  "'": "'",
};
// “ and ‘ close German („…“) and Czech quotations.
const CLOSERS = new Set(['“', '‘', '”', '’', '»', '›', '」', '』', '"', "'", ')', ']', '}']);
/** Sentence marks that end a sentence with or without a following space (CJK, Devanagari). */
const HARD_END = new Set(['。', '！', '？', '।', '॥']);
const SOFT_END = new Set(['.', '!', '?', '…', '؟', '‼', '⁇', '⁈', '⁉']);
const BULLET_CHARS = '•▪◦‣●○■□➢➤►▸–—*-';
const LIST_MARKER = new RegExp(`^\\s*(?:[${BULLET_CHARS}]|\\(?\\d{1,3}[.)]|\\(?[a-zA-Z][.)])\\s+`, 'u');
const INLINE_BULLET = /\s[•▪◦‣●■➢➤►▸]\s/gu;

const isLetter = (c: string | undefined) => !!c && /\p{L}/u.test(c);
const isLower = (c: string | undefined) => !!c && /\p{Ll}/u.test(c);

/**
 * Which quote marks are real quotation marks, paired. A straight ' between letters is an
 * apostrophe; an opener never closed is not a quote (it must not swallow the rest of the text).
 */
function quoteDepths(text: string): Int16Array {
  const depth = new Int16Array(text.length + 1);
  const stack: { ch: string; at: number }[] = [];
  const pairs: [number, number][] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const prev = text[i - 1];
    const next = text[i + 1];
    if (c === "'" || c === '’') {
      if (isLetter(prev) && isLetter(next)) continue; // don't, it's
    }
    const top = stack[stack.length - 1];
    const closes = top && OPEN_TO_CLOSE[top.ch] === c;
    const straight = c === '"' || c === "'";
    if (closes && (!straight || !isLetter(next))) {
      stack.pop();
      pairs.push([top.at, i]);
      continue;
    }
    if (c in OPEN_TO_CLOSE && !(straight && isLetter(prev))) {
      // A quote cannot run across a paragraph break.
      stack.push({ ch: c, at: i });
    }
    if (c === '\n' && next === '\n') stack.length = 0;
  }
  for (const [open, close] of pairs) {
    depth[open + 1]!++;
    depth[close + 1]!--;
  }
  for (let i = 1; i <= text.length; i++) depth[i]! += depth[i - 1]!;
  return depth;
}

/** Past the marks and closing quotes that end a sentence, French-spaced ones ("vrai. »") included. */
function pastClosers(text: string, from: number, marks: Set<string>): number {
  let j = from;
  for (;;) {
    if (j < text.length && (marks.has(text[j]!) || CLOSERS.has(text[j]!))) j++;
    else {
      const spaced = /^[ \u00a0\u202f]+[»›]/u.exec(text.slice(j, j + 4));
      // Only a French closing quote: German »Neu« opens with the same mark.
      if (!spaced || !closesOpenQuote(text, j, spaced[0].at(-1)!)) return j;
      j += spaced[0].length;
    }
  }
}

/** Whether a « (or ‹) before `at` is still open, so that this » (or ›) closes it. */
function closesOpenQuote(text: string, at: number, closer: string): boolean {
  const opener = closer === '»' ? '«' : '‹';
  return text.lastIndexOf(opener, at) > text.lastIndexOf(closer, at);
}

/** Split points: index just after the end of each sentence. */
function boundaries(text: string, locale: string | undefined): number[] {
  const depth = quoteDepths(text);
  const cuts: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '\n') {
      // A blank line, or a line break before or after a list item, ends a sentence. So does a
      // line break into a line that starts as a sentence does, unless the line before runs on
      // (a comma, a hyphen): in selected page text a line break is a block boundary or a <br>,
      // and list items often come without a marker or a full stop.
      const rest = text.slice(i + 1);
      const line = text.slice(text.lastIndexOf('\n', i - 1) + 1, i);
      if (/^[ \t]*\n/.test(rest) || LIST_MARKER.test(rest.split('\n', 1)[0]! + ' ') || LIST_MARKER.test(line))
        cuts.push(i);
      else if (/^[ \t]*[\p{Lu}\p{N}"“‘«¿¡]/u.test(rest) && !/[,;\-–—(/&]\s*$/u.test(line) && depth[i]! === 0)
        cuts.push(i);
      continue;
    }
    if (HARD_END.has(c)) {
      const j = pastClosers(text, i + 1, HARD_END);
      // 「本当に？」と彼は聞いた: a quotative particle after the quote continues the sentence.
      if (depth[j]! === 0 && !(j > i + 1 && /^[とっ]/u.test(text.slice(j)))) cuts.push(j);
      i = j - 1;
      continue;
    }
    if (!SOFT_END.has(c)) continue;
    if (c === '.' && /\d/.test(text[i + 1] ?? '')) continue; // 3.5 mg
    const j = pastClosers(text, i + 1, SOFT_END);
    const after = text.slice(j);
    const space = /^\s+/.exec(after);
    if (j < text.length && !space) {
      i = j - 1;
      continue;
    }
    const next = after.slice(space?.[0].length ?? 0)[0];
    const inQuote = depth[j]! > 0;
    const abbrev = c === '.' && j === i + 1 && isAbbreviation(text, i, locale) && !endsSentenceAnyway(text, i);
    if (!inQuote && !abbrev && !isLower(next)) cuts.push(j);
    i = j - 1;
  }
  // A quotation stays whole whichever mark ends a sentence inside it.
  for (const cut of segmenterCuts(text, locale)) if (depth[cut] === 0) cuts.push(cut);
  return cuts;
}

/** `locale`: the text's language (ISO 639-1 or a BCP 47 tag) where it is known. */
export function splitSentences(text: string, locale?: string): Sentence[] {
  const source = text.replace(INLINE_BULLET, (m) => `\n${m.slice(1)}`);
  const cuts = [...new Set([...boundaries(source, locale), source.length])].sort((a, b) => a - b);
  const out: Sentence[] = [];
  let from = 0;
  for (const cut of cuts) {
    let piece = source.slice(from, cut);
    let start = from;
    from = cut;
    const lineStart = start === 0 || /^\s*\n/.test(piece) || /\n\s*$/.test(source.slice(Math.max(0, start - 8), start));
    const marker = lineStart ? LIST_MARKER.exec(piece) : null;
    if (marker) {
      start += marker[0].length;
      piece = piece.slice(marker[0].length);
    }
    const lead = piece.length - piece.trimStart().length;
    const clean = piece.replace(/\s+/g, ' ').trim();
    if (!/[\p{L}\p{N}]/u.test(clean)) continue;
    out.push({
      index: out.length,
      text: clean,
      start: start + lead,
      end: start + lead + piece.trim().length,
      listItem: !!marker,
    });
  }
  return out;
}
