import { describe, expect, it } from 'vitest';

import { looseKey, normText, numberWordsToDigits, wordCount } from '../../lib/core/text';
import { EntityLexicon, nameSimilarity, normEntity } from '../../lib/kg/graph/entities';
import { graphSupport, weightedTripleOverlap } from '../../lib/kg/memory/graph-support';
import { sameCommitments } from '../../lib/kg/memory/near-verbatim';
import { valueConflict, valuesOf } from '../../lib/kg/memory/values';

describe('text keys', () => {
  it('normalise case, punctuation, contractions and thousands separators', () => {
    expect(normText('  “Masks DON’T work,” she said… 60,000 cases; 2.5 mg ')).toBe(
      'masks do not work she said 60000 cases 2.5 mg',
    );
    expect(normText('COVID-19 can’t spread via 5G')).toBe('covid 19 can not spread via 5g');
  });

  it('make word-for-word variants one key, keeping negations and numbers', () => {
    const k = looseKey('One type of COVID-19 test identifies coronavirus proteins in thirty minutes.');
    expect(looseKey('one type of covid 19 tests identifies the coronavirus protein in 30 minutes')).toBe(k);
    expect(looseKey('One type of COVID-19 test identifies coronavirus proteins in a few seconds.')).not.toBe(k);
    expect(looseKey('Masks do not reduce transmission')).not.toBe(looseKey('Masks do reduce transmission'));
    expect(looseKey('Masks don’t reduce transmission')).toBe(looseKey('Masks do not reduce transmission'));
  });

  it('read numbers written as words', () => {
    expect(numberWordsToDigits(['sixty', 'thousand', 'years'])).toEqual(['60000', 'years']);
    expect(numberWordsToDigits(['twenty', 'five', 'people'])).toEqual(['25', 'people']);
    expect(numberWordsToDigits(['60', 'thousand'])).toEqual(['60000']);
    expect(numberWordsToDigits(['one', 'hundred', 'and', 'two'])).toEqual(['100', 'and', '2']);
  });

  it('count words as a reader does', () => {
    expect(wordCount('Garlic cures COVID-19.')).toBe(3);
    expect(wordCount(' Masks — work ')).toBe(2);
  });
});

describe('values a statement commits to', () => {
  it('reads numbers, dates and places, not the digits inside names', () => {
    const v = valuesOf(
      'COVID-19 vaccines were 95% effective in 2021 in the US, says SARS-CoV-2 study of H1N1 and 2019-nCoV.',
    );
    expect([...v.numeric]).toEqual(['95']);
    expect([...v.temporal]).toEqual(['2021']);
    expect([...v.regional]).toEqual(['united states']);
    expect(valuesOf('Vaccines protect us in May').regional.size).toBe(0);
    expect([...valuesOf('Cases in Wuhan, China rose in January').regional].sort()).toEqual(['china', 'wuhan']);
    expect([...valuesOf('in thirty minutes, for one of the patients').numeric]).toEqual(['30']);
  });

  it('conflict only when both speak of a kind of value and the claim says something the stored text does not', () => {
    expect(
      valueConflict('identifies proteins in 5 minutes', 'detects the virus in 30 min with 97% sensitivity'),
    ).toEqual({ kind: 'numeric', claim: ['5'], stored: ['30', '97'] });
    expect(
      valueConflict('identifies proteins in 30 minutes', 'detects the virus in 30 min with 97% sensitivity'),
    ).toBeNull();
    expect(valueConflict('identifies proteins quickly', 'detects the virus in 30 min')).toBeNull();
    expect(valueConflict('Lockdowns in Sweden', 'Lockdowns in Norway')).toMatchObject({ kind: 'regional' });
  });

  it('near-verbatim needs the same negations and values', () => {
    expect(sameCommitments('Masks work in 2020', 'masks work in 2020.')).toBe(true);
    expect(sameCommitments('Masks work', 'Masks do not work')).toBe(false);
    expect(sameCommitments('Masks work in 2020', 'Masks work in 2021')).toBe(false);
  });
});

describe('entities', () => {
  it('normalise names and match them fuzzily', () => {
    expect(normEntity('The SARS-CoV-2')).toBe('sars cov 2');
    expect(normEntity('Café Müller')).toBe('cafe muller');
    expect(nameSimilarity('hydroxychloroquine', 'hydroxycloroquine')).toBeGreaterThan(0.9);
    expect(nameSimilarity('sars cov 2', 'sarscov2')).toBe(1);
    expect(nameSimilarity('measles', 'malaria')).toBeLessThan(0.6);
  });

  it('find known names in a text, longest first', () => {
    const lex = new EntityLexicon();
    lex.add('covid 19', 'entity:covid');
    lex.add('covid 19 vaccine', 'entity:vaccine');
    lex.add('children', 'entity:children');
    expect(lex.find('The COVID-19 vaccine is safe for children with COVID-19.')).toEqual([
      'entity:vaccine',
      'entity:children',
      'entity:covid',
    ]);
  });
});

describe('graph support G', () => {
  it('reproduces TrumorGPT eq. 5 with unit weights: the worked example scores 1/3', () => {
    // Tx = {(Moderna, prevents, COVID), (Pfizer, treats, cancer)}; Ti = {(Moderna, prevents, COVID), (A.Z., prevents, flu)}
    const claim = new Set(['covid|moderna', 'cancer|pfizer']);
    const graph = new Map([
      ['covid|moderna', 1],
      ['az|flu', 1],
    ]);
    expect(weightedTripleOverlap(claim, graph, () => 1)).toBeCloseTo(1 / 3, 10);
  });

  it('weighs the parts: overlap, entity coverage, corroboration, correction', () => {
    const full = graphSupport({
      claimEntities: ['a', 'b'],
      statements: [['a', 'b']],
      corroborating: 30,
      hasCorrection: true,
    });
    expect(full.tripleOverlap).toBe(1);
    expect(full.entityCoverage).toBe(1);
    expect(full.corroboration).toBeCloseTo(1, 6);
    expect(full.G).toBeCloseTo(1, 6);

    const none = graphSupport({ claimEntities: [], statements: [[]], corroborating: 0, hasCorrection: false });
    expect(none).toMatchObject({ G: 0, tripleOverlap: 0, entityCoverage: 0, corroboration: 0, correction: 0 });

    const half = graphSupport({
      claimEntities: ['a', 'b', 'c'],
      statements: [
        ['a', 'b'],
        ['a', 'b'],
      ],
      corroborating: 1,
      hasCorrection: false,
    });
    // Tx = {ab, ac, bc}, Tn = {ab (2 statements)}: f(ab) = 1 + ln 3, the others weigh 1.
    const fab = 1 + Math.log(3);
    expect(half.tripleOverlap).toBeCloseTo(fab / (fab + 2), 10);
    expect(half.entityCoverage).toBeCloseTo(2 / 3, 10);
    expect(half.corroboration).toBe(0.5);
    expect(half.G).toBeCloseTo(0.4 * (fab / (fab + 2)) + 0.2 * (2 / 3) + 0.25 * 0.5, 10);
    expect(half.sharedTriples).toBe(1);
    expect(half.unionTriples).toBe(3);
  });
});
