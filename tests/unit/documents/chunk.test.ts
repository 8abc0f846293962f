import { describe, expect, it } from 'vitest';

import { CHUNKING_DEFAULT, CHUNKING_TOKENS, chunkPages } from '../../../lib/documents/chunk';
import { PAGE_SEPARATOR, pageMap } from '../../../lib/documents/full-text';
import { approxTokens } from '../../../lib/documents/tokens';
import type { DocumentChunk } from '../../../lib/documents/types';

/** A seeded generator (mulberry32), so a failing case can be replayed. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = [
  'flu',
  'vaccine',
  'Dr.',
  'reduces',
  'risk',
  '45',
  'mcg',
  'e.g.',
  'adults',
  'hospitalisation',
  '(n=9,003)',
];

function randomPages(seed: number): string[] {
  const r = random(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  return Array.from({ length: 1 + Math.floor(r() * 6) }, () => {
    let page = '';
    const words = Math.floor(r() * 400);
    for (let i = 0; i < words; i++) {
      page += pick(WORDS) + pick(['', '', '', '.', ',', '!']);
      page += i === words - 1 ? '' : pick([' ', ' ', ' ', ' ', '\n', '\n\n', '  ']);
    }
    return page;
  });
}

/** The page of a full-text offset, counted independently of pageMap. */
function pageOf(pages: readonly string[], offset: number): number {
  let at = 0;
  for (let i = 0; i < pages.length; i++) {
    at += pages[i]!.length;
    if (offset < at) return i + 1;
    at += PAGE_SEPARATOR.length;
    if (offset < at) return i + 1;
  }
  return pages.length;
}

function checkChunks(pages: string[], chunks: DocumentChunk[], size: number, overlap: number): void {
  const text = pages.join(PAGE_SEPARATOR);
  chunks.forEach((c, i) => {
    expect(c.index).toBe(i);
    expect(text.slice(c.start, c.end)).toBe(c.text);
    expect(c.text).toBe(c.text.trim());
    expect(c.text.length).toBeGreaterThan(0);
    expect(c.text.length).toBeLessThanOrEqual(size);
    // Never inside a word.
    expect(c.start === 0 || /\s/.test(text[c.start - 1]!)).toBe(true);
    expect(c.end === text.length || /\s/.test(text[c.end]!)).toBe(true);
    expect(c.page).toBe(pageOf(pages, c.start));
    expect(c.endPage).toBe(pageOf(pages, c.end - 1));
    const prev = chunks[i - 1];
    if (prev) {
      expect(c.start).toBeGreaterThan(prev.start);
      expect(c.start).toBeLessThanOrEqual(prev.end + 2); // no word skipped (at most a blank line between)
      expect(Math.max(0, prev.end - c.start)).toBeLessThanOrEqual(overlap);
    }
  });
  // Every word is in some chunk.
  for (const m of text.matchAll(/\S+/g)) {
    expect(chunks.some((c) => c.start <= m.index && m.index + m[0].length <= c.end)).toBe(true);
  }
}

describe('chunkPages (characters, Fact Checking Solution: 500 / 150)', () => {
  it.each(Array.from({ length: 40 }, (_, i) => i + 1))('seed %i: exact offsets, pages, sizes, overlap', (seed) => {
    const pages = randomPages(seed);
    checkChunks(pages, chunkPages(pages), 500, 150);
  });

  it('places chunks on the right pages across a page break', () => {
    const pages = ['One. '.repeat(80).trim(), 'Two. '.repeat(80).trim(), '', 'Four. '.repeat(10).trim()];
    const chunks = chunkPages(pages);
    const spanning = chunks.filter((c) => c.page !== c.endPage);
    expect(spanning.length).toBeGreaterThan(0);
    for (const c of chunks) {
      expect(c.text.startsWith(c.page === 1 ? 'One.' : c.page === 2 ? 'Two.' : 'Four.')).toBe(true);
    }
    expect(chunks.at(-1)!.endPage).toBe(4);
    expect(pageMap(pages).locate(chunks.at(-1)!.end - 1)).toEqual({ page: 4, offsetInPage: pages[3]!.length - 1 });
  });

  it('ends a chunk at a sentence end in the last 30 % of its window, not at an abbreviation', () => {
    const sentence = 'Adults given the vaccine had fewer hospital stays than those given placebo, Dr. Lee reported.';
    const text = Array.from({ length: 12 }, () => sentence).join(' ');
    const chunks = chunkPages([text]);
    for (const c of chunks.slice(0, -1)) {
      expect(c.text.endsWith('reported.')).toBe(true);
      expect(c.text.length).toBeGreaterThanOrEqual(350);
    }
  });

  it('falls back to a word end when no sentence ends late in the window', () => {
    const text = 'word '.repeat(300).trim();
    const [first, second] = chunkPages([text]);
    expect(first!.text.length).toBe(499); // 100 words of 4 letters and 99 spaces
    expect(first!.end - second!.start).toBeLessThanOrEqual(150);
    expect(first!.end - second!.start).toBeGreaterThan(140);
  });

  it('cuts a "word" longer than a chunk at the size, and nothing else mid-word', () => {
    const url = `https://example.org/${'a'.repeat(1200)}`;
    const chunks = chunkPages([`See ${url} for more.`]);
    expect(chunks.every((c) => c.text.length <= 500)).toBe(true);
    expect(chunks.map((c) => c.text).join('')).toContain('a'.repeat(900));
  });

  it('gives no chunks for no text, one for a short text', () => {
    expect(chunkPages([])).toEqual([]);
    expect(chunkPages(['', '  '])).toEqual([]);
    expect(chunkPages(['', 'Short note.'])).toEqual([
      { index: 0, page: 2, endPage: 2, start: 2, end: 13, text: 'Short note.' },
    ]);
  });

  it('refuses an overlap as large as the size', () => {
    expect(() => chunkPages(['x'], { mode: 'chars', size: 100, overlap: 100 })).toThrow(RangeError);
    expect(() => chunkPages(['x'], { mode: 'chars', size: 0, overlap: 0 })).toThrow(RangeError);
  });
});

describe('chunkPages (tokens, Atomic fact-checking: 512 / 100)', () => {
  it('counts with the given counter: size and overlap in tokens', () => {
    const words = Array.from({ length: 45 }, (_, i) => `w${i}`);
    const chunks = chunkPages([words.join(' ')], { mode: 'tokens', size: 10, overlap: 3, countTokens: () => 1 });
    expect(chunks.map((c) => c.text.split(' ').length)).toEqual([10, 10, 10, 10, 10, 10]);
    expect(chunks[1]!.text.startsWith('w7 ')).toBe(true);
    expect(chunks.at(-1)!.text.endsWith('w44')).toBe(true);
  });

  it('keeps chunks within 512 approximate tokens by default, with exact offsets', () => {
    for (const seed of [3, 11, 29]) {
      const pages = randomPages(seed).map((p) => p.repeat(3));
      const chunks = chunkPages(pages, CHUNKING_TOKENS);
      checkChunks(pages, chunks, Infinity, Infinity);
      for (const c of chunks) expect(approxTokens(c.text)).toBeLessThanOrEqual(512);
      const long = chunks.filter((c) => approxTokens(c.text) > 400);
      expect(long.length).toBeGreaterThan(0);
    }
  });

  it('approximates tokens: short words one, long words and numbers in pieces, marks one each', () => {
    expect(approxTokens('the flu vaccine')).toBe(3);
    expect(approxTokens('hydroxychloroquine')).toBe(4);
    expect(approxTokens('2024, 45%')).toBe(5);
    expect(CHUNKING_DEFAULT).toEqual({ mode: 'chars', size: 500, overlap: 150 });
  });
});
