import { pageMap } from './full-text';
import { approxTokens } from './tokens';
import type { ChunkingOptions, DocumentChunk } from './types';

/**
 * Cutting a document into overlapping chunks. The defaults are those of Fact Checking Solution
 * (seed 002: 500 characters, 150 overlap); Atomic fact-checking (seed 003, step 3) cuts 512
 * tokens with 100 overlap. A chunk ends at a sentence end when one lies in the last 30 % of its
 * window — found by a look at the words there, not a sentence model, so a 2,000-page PDF is cut
 * in well under a second — and otherwise at a word end: never inside a word, except a single
 * "word" longer than a whole chunk (a URL, a run of symbols), which is cut at the size.
 */

export const CHUNKING_DEFAULT: ChunkingOptions = { mode: 'chars', size: 500, overlap: 150 };
export const CHUNKING_TOKENS: ChunkingOptions = { mode: 'tokens', size: 512, overlap: 100 };

/** A sentence end may move the cut back by at most this share of the window. */
const SENTENCE_WINDOW = 0.3;

interface Words {
  starts: number[];
  ends: number[];
  /** Cost of words [i, j) in the unit of the options (characters or tokens). */
  cost(i: number, j: number): number;
}

export function chunkPages(pages: readonly string[], options: ChunkingOptions = CHUNKING_DEFAULT): DocumentChunk[] {
  const { size, overlap } = options;
  if (!Number.isInteger(size) || size < 1) throw new RangeError('Chunk size must be a positive whole number.');
  if (!Number.isInteger(overlap) || overlap < 0 || overlap >= size)
    throw new RangeError('Chunk overlap must be at least 0 and less than the chunk size.');
  const map = pageMap(pages);
  const words = measureWords(map.text, options);
  const n = words.starts.length;
  const out: DocumentChunk[] = [];
  let i = 0;
  let j = 0;
  while (i < n) {
    j = Math.max(j, i + 1);
    while (j < n && words.cost(i, j + 1) <= size) j++;
    const k = j < n ? sentenceCut(map.text, words, i, j, size) : j;
    const start = words.starts[i]!;
    const end = words.ends[k - 1]!;
    out.push({
      index: out.length,
      page: map.locate(start).page,
      endPage: map.locate(end - 1).page,
      start,
      end,
      text: map.text.slice(start, end),
    });
    if (k >= n) break;
    let next = k;
    while (next - 1 > i && words.cost(next - 1, k) <= overlap) next--;
    i = next;
  }
  return out;
}

/** The last word end in (i, j] after which a sentence ends, within the window's last 30 %; else j. */
function sentenceCut(text: string, words: Words, i: number, j: number, size: number): number {
  const least = size * (1 - SENTENCE_WINDOW);
  for (let c = j; c > i && words.cost(i, c) >= least; c--) if (endsSentence(text, words, c - 1)) return c;
  return j;
}

const ABBREVIATIONS = new Set(
  'al approx ca cf dr e.g eg etc fig figs i.e ie inc mr mrs ms no nos prof resp ref st vs vol'.split(' '),
);

/** Word w ends a sentence: a blank line follows it, or it ends in . ! ? and the next word does not go on in lower case. */
function endsSentence(text: string, words: Pick<Words, 'starts' | 'ends'>, w: number): boolean {
  const end = words.ends[w]!;
  const nextStart = words.starts[w + 1];
  if (nextStart === undefined) return true;
  if (text.slice(end, nextStart).includes('\n\n')) return true;
  const word = text.slice(words.starts[w]!, end);
  const mark = /([.!?…])["'”’)\]]*$/u.exec(word);
  if (!mark) return false;
  if (/\p{Ll}/u.test(text[nextStart]!)) return false;
  if (mark[1] === '.' && ABBREVIATIONS.has(word.slice(0, mark.index).toLowerCase().replace(/^\W+/u, ''))) return false;
  return true;
}

/** Word spans of the text (runs of non-space), words longer than a chunk split, and their cost. */
function measureWords(text: string, options: ChunkingOptions): Words {
  const count = options.mode === 'tokens' ? (options.countTokens ?? approxTokens) : null;
  const starts: number[] = [];
  const ends: number[] = [];
  const tokens: number[] = [];
  for (const m of text.matchAll(/\S+/g)) {
    const len = m[0].length;
    const t = count ? count(m[0]) : len;
    // Pieces of a word too long for one chunk, cut by length in proportion to its count.
    const pieces = t > options.size ? Math.ceil(t / options.size) : 1;
    const step = Math.ceil(len / pieces);
    for (let at = 0; at < len; at += step) {
      starts.push(m.index + at);
      ends.push(m.index + Math.min(len, at + step));
      tokens.push(count ? count(m[0].slice(at, at + step)) : 0);
    }
  }
  if (!count) return { starts, ends, cost: (i, j) => ends[j - 1]! - starts[i]! };
  const prefix = new Float64Array(tokens.length + 1);
  for (let k = 0; k < tokens.length; k++) prefix[k + 1] = prefix[k]! + tokens[k]!;
  return { starts, ends, cost: (i, j) => prefix[j]! - prefix[i]! };
}
