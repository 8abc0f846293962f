import MiniSearch from 'minisearch';
import { describe, expect, it } from 'vitest';

import { seededRandom } from '../../../lib/decompose/random';
import { fuseRankings } from '../../../lib/documents/fuse';
import { LexicalIndex, lexicalTerms } from '../../../lib/documents/lexical';

const LABEL = [
  'Flublok is indicated for active immunization against disease caused by influenza virus subtypes A and B.',
  'Each 0.5 mL dose contains 45 mcg of hemagglutinin from each of the three influenza strains.',
  'The most common injection-site reaction in adults 18 through 49 years was tenderness (48%).',
  'Flublok is approved for use in persons 18 years of age and older.',
].map((text, index) => ({ index, text }));

const TRIAL = [
  'In the randomized trial, vaccine efficacy against culture-confirmed influenza was 44.6% in adults.',
  'Headache and fatigue were the most common systemic reactions reported.',
].map((text, index) => ({ index, text }));

function library(): LexicalIndex {
  const index = LexicalIndex.create();
  index.addDocument('label', LABEL);
  index.addDocument('trial', TRIAL);
  return index;
}

describe('lexicalTerms', () => {
  it('keeps numbers and %, stems words, drops a few stop words', () => {
    expect(lexicalTerms('The 45 mcg doses reduced infections by 20%')).toEqual([
      '45',
      'mcg',
      'dose',
      'reduc',
      'infect',
      '20%',
    ]);
  });
});

describe('LexicalIndex (BM25+)', () => {
  it.each([
    ['How much hemagglutinin is in each dose?', 'label', 1],
    ['Flublok is approved for people aged 18 and older', 'label', 3],
    ['vaccine efficacy against influenza in the trial', 'trial', 0],
    ['tenderness at the injection site', 'label', 2],
    ['most common systemic reactions: headache', 'trial', 1],
  ])('%s → %s #%i first', (query, documentId, chunkIndex) => {
    expect(library().search(query)[0]).toMatchObject({ documentId, chunkIndex });
  });

  it('returns at most k hits, best first, and none for unknown words', () => {
    const hits = library().search('influenza flublok adults', 3);
    expect(hits).toHaveLength(3);
    expect(hits[0]!.score).toBeGreaterThanOrEqual(hits[1]!.score);
    expect(library().search('zebra')).toEqual([]);
  });

  it('removes a document and replaces one added again', () => {
    const index = library();
    index.removeDocument('trial');
    expect(index.has('trial')).toBe(false);
    expect(index.search('efficacy headache')).toEqual([]);
    index.addDocument('label', [{ index: 0, text: 'A new label about efficacy.' }]);
    expect(index.search('hemagglutinin')).toEqual([]);
    expect(index.search('efficacy')).toMatchObject([{ documentId: 'label', chunkIndex: 0 }]);
    expect(index.documentCount).toBe(1);
  });

  it('compacts its postings after many removals and still ranks the rest', () => {
    const index = LexicalIndex.create();
    for (let d = 0; d < 40; d++)
      index.addDocument(
        `d${d}`,
        Array.from({ length: 60 }, (_, i) => ({ index: i, text: `dose ${d} chunk ${i} of hemagglutinin` })),
      );
    for (let d = 0; d < 39; d++) index.removeDocument(`d${d}`);
    expect(index.documentCount).toBe(1);
    expect(index.search('dose 39 chunk 7 hemagglutinin', 1)).toMatchObject([{ documentId: 'd39', chunkIndex: 7 }]);
    expect(index.search('dose', 100)).toHaveLength(60);
  });
});

/** Random label-like chunks: a small vocabulary, so terms repeat within and across chunks. */
function randomChunks(seed: number, n: number): { index: number; text: string }[] {
  const random = seededRandom(seed);
  const vocab =
    'dose adults influenza vaccine fever trial placebo efficacy 45 mg 20% site reaction children weeks storage'.split(
      ' ',
    );
  return Array.from({ length: n }, (_, index) => ({
    index,
    text: Array.from(
      { length: 5 + Math.floor(random() * 30) },
      () => vocab[Math.floor(random() ** 2 * vocab.length)],
    ).join(' '),
  }));
}

describe('LexicalIndex scores as MiniSearch BM25+ (the library it replaced)', () => {
  const options = {
    fields: ['text'],
    tokenize: (text: string) => lexicalTerms(text),
    processTerm: (term: string) => term,
    searchOptions: { combineWith: 'OR' as const, prefix: false, fuzzy: false },
  };
  const docs = { a: randomChunks(1, 120), b: randomChunks(2, 80), c: randomChunks(3, 50) };
  const queries = [
    'dose adults',
    'influenza vaccine 45 mg',
    'fever fever trial',
    '20% site reaction children',
    'storage',
  ];
  const ordered = (hits: { id: string; score: number }[]) =>
    hits
      .map((h) => ({ id: h.id, score: Number(h.score.toFixed(9)) }))
      .sort((x, y) => y.score - x.score || (x.id < y.id ? -1 : 1));

  it.each([false, true])('gives the same scores to every chunk (a document removed: %s)', (removed) => {
    const ours = LexicalIndex.create();
    const theirs = new MiniSearch<{ id: string; text: string }>(options);
    for (const [doc, chunks] of Object.entries(docs)) {
      ours.addDocument(doc, chunks);
      theirs.addAll(chunks.map((c) => ({ id: `${doc}#${c.index}`, text: c.text })));
    }
    if (removed) {
      ours.removeDocument('b');
      theirs.discardAll(docs.b.map((c) => `b#${c.index}`));
    }
    for (const q of queries) {
      const mine = ours.search(q, 1000).map((h) => ({ id: `${h.documentId}#${h.chunkIndex}`, score: h.score }));
      const reference = theirs.search(q).map((r) => ({ id: String(r.id), score: r.score }));
      expect(mine.length).toBeGreaterThan(0);
      expect(ordered(mine)).toEqual(ordered(reference));
    }
  });
});

describe('fuseRankings (reciprocal rank fusion, k = 60)', () => {
  it('sums 1 / (60 + rank) over the lists', () => {
    const fused = fuseRankings([
      ['a', 'b', 'c'],
      ['c', 'a', 'd'],
    ]);
    expect(fused.map((f) => f.id)).toEqual(['a', 'c', 'b', 'd']);
    expect(fused[0]).toEqual({ id: 'a', score: 1 / 61 + 1 / 62, ranks: [1, 2] });
    expect(fused[3]).toEqual({ id: 'd', score: 1 / 63, ranks: [null, 3] });
  });

  it('keeps the order of one list alone (no vector ranking yet)', () => {
    expect(fuseRankings([['x', 'y', 'z'], []]).map((f) => f.id)).toEqual(['x', 'y', 'z']);
    expect(fuseRankings([['x', 'y', 'z']]).map((f) => f.ranks)).toEqual([[1], [2], [3]]);
  });

  it('breaks a tie by the earlier list, and counts an id once per list', () => {
    expect(
      fuseRankings([
        ['p', 'q'],
        ['q', 'p'],
      ]).map((f) => f.id),
    ).toEqual(['p', 'q']);
    expect(fuseRankings([['p', 'p', 'q']])[0]).toEqual({ id: 'p', score: 1 / 61, ranks: [1] });
  });
});
