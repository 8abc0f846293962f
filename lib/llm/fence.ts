import { canonicalText } from '../util/canonical-text';

/**
 * The fences of every prompt (the tribunal's, decomposition's, the search query's, the memory
 * extractor's): untrusted text (a claim selected on a page, passages from the web, what an
 * analyst or the judge wrote) goes to a model only inside these elements,
 * and nothing in it may read as one of their tags, in any spelling a model might still take
 * for a tag: any case, spaces inside the tag, full-width or other compatibility forms, HTML
 * character references, escapes, invisible characters between the letters.
 */

const FENCE_TAGS = [
  'claim',
  'evidence',
  'passage',
  'analysis',
  'corrected-claim',
  'citation',
  'sentence',
  'context',
  'statements',
  'document',
  'rejected',
  // Not a fence, but a tag a model may take for its own instructions.
  'system',
] as const;

type FenceTag = Exclude<(typeof FENCE_TAGS)[number], 'system'>;

const NAMES = FENCE_TAGS.join('|');
const TAG_AT_START = new RegExp(`^<\\s*\\/?\\s*(?:${NAMES})(?![\\p{L}\\p{N}_])`, 'iu');
const TAG_ANYWHERE = new RegExp(`<\\s*\\/?\\s*(?:${NAMES})(?![\\p{L}\\p{N}_])`, 'iu');
/** Characters that can begin a "<" once canonical: "<" in any compatibility form, a reference, an escape. */
const MAY_OPEN = /[<＜﹤≮&＆﹠\\＼﹨]/u;
const LOOKAHEAD = 96;
const MAX_OPENER = 24;
const NEUTRAL_OPEN = '‹';

/**
 * The text as a model may read it, twice: canonical, and canonical with combining marks left
 * out (NFKC composes "<" + U+0338 into "≮", and a tokenizer may still see a "<").
 */
const unmarked = (text: string) => text.normalize('NFKD').replace(/\p{M}+/gu, '');
function readings(text: string): string[] {
  return [canonicalText(text), canonicalText(unmarked(text))];
}

/** Length of the spelling of "<" that opens a fence tag at `i`, or 0. */
function openerAt(text: string, i: number): number {
  if (!MAY_OPEN.test(text[i]!)) return 0;
  const ahead = text.slice(i, i + LOOKAHEAD);
  if (!readings(ahead).some((r) => TAG_AT_START.test(r))) return 0;
  for (let k = 1; k <= Math.min(MAX_OPENER, ahead.length); k++)
    if (canonicalText(ahead.slice(0, k)).startsWith('<')) return k;
  return 1;
}

/** Untrusted text made safe to place between the fences: every spelling of a fence tag loses its "<". */
export function neutralise(text: string): string {
  let out = '';
  for (let i = 0; i < text.length;) {
    const opener = openerAt(text, i);
    out += opener ? NEUTRAL_OPEN : text[i];
    i += opener || 1;
  }
  out = out.replace(/\r\n?/g, '\n');
  if (!readings(out).some((r) => TAG_ANYWHERE.test(r))) return out;
  // A spelling the scan above did not take apart (an opener longer than it looks ahead): the
  // canonical text, with nothing left that could decode to a tag.
  return canonicalText(unmarked(out)).replace(/[<&\\]/g, (c) => (c === '<' ? NEUTRAL_OPEN : ' '));
}

/**
 * Untrusted text inside one fence element, neutralised: `<tag attrs>text</tag>`, or with the
 * text on lines of its own (`block`).
 */
export function fence(tag: FenceTag, text: string, { attrs = '', block = false } = {}): string {
  const nl = block ? '\n' : '';
  return `<${tag}${attrs}>${nl}${neutralise(text)}${nl}</${tag}>`;
}

/**
 * A bundle URL or domain as it may appear in a prompt: nothing in it can end an attribute or
 * spell a tag. Only the bundle's own URLs are ever written; a model's spelling of one never is.
 */
export function promptUrl(value: string): string {
  return value.replace(/[^\x21-\x7e]|[<>"&\\]/gu, (c) =>
    /^[\ud800-\udfff]$/.test(c) ? '%EF%BF%BD' : encodeURIComponent(c),
  );
}
