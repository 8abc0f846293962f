import { describe, expect, it } from 'vitest';

import { PAGE_SEPARATOR } from '../../../lib/documents/full-text';
import { BUNDLE_LIMITS, type RankedChunk, selectPassages } from '../../../lib/documents/passages';

/** Documents of sentences "<doc> page <p> sentence <s>." — easy to find by offset. */
function doc(id: string, pages: number, sentences = 6): string[] {
  return Array.from({ length: pages }, (_, p) =>
    Array.from({ length: sentences }, (_, s) => `${id} page ${p + 1} sentence ${s + 1} says a thing.`).join(' '),
  );
}

const DOCS: Record<string, string[]> = { A: doc('A', 3), B: doc('B', 2), C: doc('C', 1) };

/** A chunk hit from a page and a range of page offsets (a full-text chunk of that page). */
function hit(documentId: string, page: number, from: number, to: number, score = 1): RankedChunk {
  const pages = DOCS[documentId]!;
  const base = pages.slice(0, page - 1).reduce((n, p) => n + p.length + PAGE_SEPARATOR.length, 0);
  return { documentId, score, chunk: { start: base + from, end: base + to, page, endPage: page } };
}

const pagesOf = (id: string) => DOCS[id];
const S = 'A page 1 sentence 1 says a thing. '.length; // one sentence and its space

describe('selectPassages', () => {
  it.each([
    {
      name: 'a chunk cut mid-sentence widens to whole sentences',
      hits: [hit('A', 1, S + 5, 2 * S + 9)],
      want: [['A', 1, 'A page 1 sentence 2 says a thing. A page 1 sentence 3 says a thing.']],
    },
    {
      name: 'a hit overlapping a better one is dropped',
      hits: [hit('A', 2, 0, S), hit('A', 2, 10, S + 4), hit('A', 2, 3 * S, 4 * S - 1)],
      want: [
        ['A', 2, 'A page 2 sentence 1 says a thing.'],
        ['A', 2, 'A page 2 sentence 4 says a thing.'],
      ],
    },
    {
      name: 'at most 3 passages from one document',
      hits: [0, 1, 2, 3].map((s) => hit('A', 1, s * S, (s + 1) * S - 1)).concat([hit('B', 1, 0, S - 1)]),
      want: [
        ['A', 1, 'A page 1 sentence 1 says a thing.'],
        ['A', 1, 'A page 1 sentence 2 says a thing.'],
        ['A', 1, 'A page 1 sentence 3 says a thing.'],
        ['B', 1, 'B page 1 sentence 1 says a thing.'],
      ],
    },
    {
      name: 'at most 7 passages, in rank order',
      hits: [
        ...[0, 1, 2, 3].map((s) => hit('A', 3, s * S, (s + 1) * S - 1)),
        ...[0, 1, 2].map((s) => hit('B', 2, s * S, (s + 1) * S - 1)),
        ...[0, 1, 2].map((s) => hit('C', 1, s * S, (s + 1) * S - 1)),
      ],
      want: [
        ['A', 3, 'A page 3 sentence 1 says a thing.'],
        ['A', 3, 'A page 3 sentence 2 says a thing.'],
        ['A', 3, 'A page 3 sentence 3 says a thing.'],
        ['B', 2, 'B page 2 sentence 1 says a thing.'],
        ['B', 2, 'B page 2 sentence 2 says a thing.'],
        ['B', 2, 'B page 2 sentence 3 says a thing.'],
        ['C', 1, 'C page 1 sentence 1 says a thing.'],
      ],
    },
    {
      name: 'a hit from an unknown document is skipped',
      hits: [hit('A', 1, 0, 5), { documentId: 'gone', score: 1, chunk: { start: 0, end: 9, page: 1, endPage: 1 } }],
      want: [['A', 1, 'A page 1 sentence 1 says a thing.']],
    },
  ])('$name', ({ hits, want }) => {
    expect(selectPassages(hits, pagesOf).map((p) => [p.documentId, p.page, p.text])).toEqual(want);
  });

  it('looks at no more than 30 hits', () => {
    const gone: RankedChunk = { documentId: 'gone', score: 1, chunk: { start: 0, end: 9, page: 1, endPage: 1 } };
    const hits = [...Array.from({ length: 30 }, () => gone), hit('C', 1, 0, 5)];
    expect(selectPassages(hits, pagesOf)).toEqual([]);
    expect(BUNDLE_LIMITS).toEqual({ candidates: 30, perClaim: 7, perDocument: 3 });
  });

  /** A chunk of A across the break from page 1 to 2: the last `before` characters of page 1, the first `after` of page 2. */
  const across = (before: number, after: number, score = 1): RankedChunk => {
    const end1 = DOCS.A![0]!.length;
    return {
      documentId: 'A',
      score,
      chunk: { start: end1 - before, end: end1 + PAGE_SEPARATOR.length + after, page: 1, endPage: 2 },
    };
  };
  const P1_LAST = 'A page 1 sentence 6 says a thing.';
  const P2_FIRST = 'A page 2 sentence 1 says a thing.';
  const P2_SECOND = 'A page 2 sentence 2 says a thing.';

  it.each([
    {
      name: 'mostly on page 2: page 2 first, then the tail on page 1',
      hits: [across(10, S + 5)],
      want: [
        [2, `${P2_FIRST} ${P2_SECOND}`],
        [1, P1_LAST],
      ],
    },
    {
      name: 'mostly on page 1: page 1 first, then the head of page 2',
      hits: [across(S - 2, 4)],
      want: [
        [1, P1_LAST],
        [2, P2_FIRST],
      ],
    },
    {
      name: 'an equal split: the earlier page first',
      hits: [across(6, 6)],
      want: [
        [1, P1_LAST],
        [2, P2_FIRST],
      ],
    },
    {
      name: 'a part overlapping a better-ranked passage is dropped, the other part kept',
      hits: [hit('A', 1, 5 * S + 2, 5 * S + 8), across(10, S + 5)],
      want: [
        [1, P1_LAST],
        [2, `${P2_FIRST} ${P2_SECOND}`],
      ],
    },
    {
      name: 'the document’s limit of 3 holds across the parts',
      hits: [hit('A', 3, 0, 5), hit('A', 3, 2 * S, 2 * S + 5), across(10, S + 5)],
      want: [
        [3, 'A page 3 sentence 1 says a thing.'],
        [3, 'A page 3 sentence 3 says a thing.'],
        [2, `${P2_FIRST} ${P2_SECOND}`],
      ],
    },
  ])('a chunk across a page break is a passage on each page: $name', ({ hits, want }) => {
    const got = selectPassages(hits, pagesOf);
    expect(got.map((p) => [p.page, p.text])).toEqual(want);
    for (const p of got) expect(DOCS.A![p.page - 1]!.slice(p.start, p.end)).toBe(p.text);
  });

  it('a chunk across a page break: the page that holds most of it first, with page offsets and rank', () => {
    const pages = DOCS.A!;
    const start = pages[0]!.length - 10; // the last 10 characters of page 1 …
    const end = pages[0]!.length + PAGE_SEPARATOR.length + S - 1; // … and the first sentence of page 2
    const [p] = selectPassages(
      [hit('C', 1, 0, 0), { documentId: 'A', score: 2, chunk: { start, end, page: 1, endPage: 2 } }],
      pagesOf,
    );
    expect(p).toEqual({
      documentId: 'A',
      page: 2,
      start: 0,
      end: S - 1,
      text: pages[1]!.slice(0, S - 1),
      score: 2,
      rank: 2,
    });
  });

  it('does not widen into a sentence far longer than the chunk (a table with no full stops)', () => {
    const table = Array.from({ length: 200 }, (_, i) => `row ${i} value ${i * 3}`).join(' ');
    const docs: Record<string, string[]> = { T: [table] };
    const from = table.indexOf('row 100 ');
    const [p] = selectPassages(
      [{ documentId: 'T', score: 1, chunk: { start: from, end: from + 40, page: 1, endPage: 1 } }],
      (id) => docs[id],
    );
    expect(p!.text).toBe('row 100 value 300 row 101 value 303 row');
  });
});
