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

  it('keeps a chunk across a page break on the page that holds most of it, with page offsets and rank', () => {
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
