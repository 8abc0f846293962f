import { describe, expect, it } from 'vitest';

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

  it('serialises to plain data and loads back to the same ranking', () => {
    const index = library();
    index.removeDocument('trial');
    const stored = structuredClone(index.serialize());
    const loaded = LexicalIndex.load(stored);
    expect(loaded.search('hemagglutinin dose')).toEqual(index.search('hemagglutinin dose'));
    expect(loaded.has('label')).toBe(true);
    expect(loaded.has('trial')).toBe(false);
    loaded.removeDocument('label');
    expect(loaded.search('hemagglutinin')).toEqual([]);
    expect(() => LexicalIndex.load({ ...stored, version: 0 })).toThrow(/re-index/);
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
