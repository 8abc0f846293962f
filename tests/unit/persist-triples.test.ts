import { describe, expect, it } from 'vitest';

import { partitionTriples, rejectTriple, verbalise } from '../../lib/persist/triples';

const t = (subject: string, predicate: string, object: string) => ({ subject, predicate, object });

describe('triple validation', () => {
  it('keeps specific facts, normalised', () => {
    expect(rejectTriple(t('Garlic', 'does not cure', 'COVID-19'))).toBeNull();
    expect(rejectTriple(t('  “Face masks” ', 'Reduce  the spread of', 'respiratory viruses.'))).toBeNull();
    expect(partitionTriples([t('  “Face masks” ', 'Reduce  the_spread of', 'respiratory viruses.')]).valid).toEqual([
      t('Face masks', 'reduce the spread of', 'respiratory viruses'),
    ]);
  });

  it.each([
    [t('It', 'cures', 'COVID-19'), 'vague-entity'],
    [t('Garlic', 'cures', 'people'), 'vague-entity'],
    [t('However, there', 'is', 'no evidence'), 'vague-entity'],
    [t('The study', 'shows', 'benefit'), 'vague-entity'],
    [t('Experts', 'recommend', 'masks'), 'vague-entity'],
    [t('N/A', 'cures', 'COVID-19'), 'placeholder'],
    [t('Garlic', 'cures', '(ENT1)'), 'placeholder'],
    [t('Garlic', 'cures', '<object>'), 'placeholder'],
    [t('Garlic', 'cures', 'unknown'), 'placeholder'],
    [t('Garlic', '???', 'COVID-19'), 'placeholder'],
    [t('Garlic', 'cures; and also', 'COVID-19'), 'malformed-predicate'],
    [t('Garlic', '123', 'COVID-19'), 'malformed-predicate'],
    [t('Garlic', 'is known by many people to be able to cure', 'COVID-19'), 'malformed-predicate'],
    [t('WHO', 'says', 'garlic does not cure COVID-19'), 'discourse'],
    [t('Garlic', 'according to', 'WHO'), 'discourse'],
    [t('According to the WHO garlic', 'cures', 'nothing special'), 'discourse'],
    [t('Garlic', 'is', 'garlic'), 'self-loop'],
    [
      t('Garlic', 'cures', 'a very long clause that goes on and on about many different things in the world'),
      'too-long',
    ],
  ])('rejects %o as %s, with a message', (triple, reason) => {
    const r = rejectTriple(triple);
    expect(r?.reason).toBe(reason);
    expect(r?.message.length).toBeGreaterThan(10);
  });

  it('partitions a batch and drops duplicates', () => {
    const { valid, rejected } = partitionTriples([
      t('Garlic', 'cures', 'COVID-19'),
      t('garlic', 'Cures', 'covid-19.'),
      t('it', 'is', 'bad'),
    ]);
    expect(valid).toHaveLength(1);
    expect(rejected.map((r) => r.reason)).toEqual(['vague-entity']);
  });

  it('verbalises a triple as a sentence', () => {
    expect(verbalise(t('garlic', 'does not cure', 'COVID-19'))).toBe('Garlic does not cure COVID-19.');
  });
});
