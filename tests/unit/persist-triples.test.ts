import { describe, expect, it } from 'vitest';
import { aliasEntry, fuzzySame, normaliseEntity, resolveEntity, withAlias } from '../../lib/persist/entities';
import { partitionTriples, rejectTriple, verbalise } from '../../lib/persist/triples';
import type { EntityNode } from '../../lib/db/records';

const t = (subject: string, predicate: string, object: string) => ({ subject, predicate, object });

describe('triple validation', () => {
  it('keeps specific facts, normalised', () => {
    expect(rejectTriple(t('Garlic', 'does not cure', 'COVID-19'))).toBeNull();
    expect(rejectTriple(t('  “Face masks” ', 'Reduce  the spread of', 'respiratory viruses.'))).toBeNull();
    expect(partitionTriples([t('  “Face masks” ', 'Reduce  the_spread of', 'respiratory viruses.')]).valid).toEqual([t('Face masks', 'reduce the spread of', 'respiratory viruses')]);
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
    [t('Garlic', 'cures', 'a very long clause that goes on and on about many different things in the world'), 'too-long'],
  ])('rejects %o as %s, with a message', (triple, reason) => {
    const r = rejectTriple(triple);
    expect(r?.reason).toBe(reason);
    expect(r?.message.length).toBeGreaterThan(10);
  });

  it('partitions a batch and drops duplicates', () => {
    const { valid, rejected } = partitionTriples([t('Garlic', 'cures', 'COVID-19'), t('garlic', 'Cures', 'covid-19.'), t('it', 'is', 'bad')]);
    expect(valid).toHaveLength(1);
    expect(rejected.map((r) => r.reason)).toEqual(['vague-entity']);
  });

  it('verbalises a triple as a sentence', () => {
    expect(verbalise(t('garlic', 'does not cure', 'COVID-19'))).toBe('Garlic does not cure COVID-19.');
  });
});

describe('entity resolution', () => {
  const covid: EntityNode = { id: 'entity:covid-19', name: 'COVID-19', norm: 'covid-19', aliases: ['covid'], type: 'disease', origins: ['web'] };
  const hcq: EntityNode = { id: 'entity:hydroxychloroquine', name: 'hydroxychloroquine', norm: 'hydroxychloroquine', aliases: [], type: 'drug', origins: ['web'] };
  const known = [covid, hcq];

  it('normalises names', () => {
    expect(normaliseEntity('The  COVID-19 ')).toBe('covid-19');
    expect(normaliseEntity('Vitamin D.')).toBe('vitamin d');
    expect(normaliseEntity("Alzheimer's disease")).toBe('alzheimers disease');
  });

  it('matches exact normalised names first', () => {
    expect(resolveEntity('the Covid-19', known)).toEqual({ match: 'exact', entity: covid });
  });

  it('matches aliases: the entity’s own and the predefined table’s', () => {
    expect(resolveEntity('COVID', known)).toEqual({ match: 'alias', entity: covid });
    expect(resolveEntity('coronavirus disease 2019', known)).toEqual({ match: 'alias', entity: covid });
    expect(resolveEntity('HCQ', known)).toEqual({ match: 'alias', entity: hcq });
    expect(aliasEntry('the flu')?.canonical).toBe('influenza');
  });

  it('matches close spellings by fuzzy similarity, never across different numbers', () => {
    expect(resolveEntity('hydroxychloroquin', known)).toEqual({ match: 'fuzzy', entity: hcq });
    expect(resolveEntity('COVID-18', known).match).toBe('new');
    expect(fuzzySame('covid-19', 'covid-18')).toBe(0);
    expect(fuzzySame('flu', 'flux')).toBe(0);
  });

  it('makes a new entity otherwise, named canonically when the table knows it', () => {
    const r = resolveEntity('the flu', []);
    expect(r.match).toBe('new');
    expect(r.entity).toMatchObject({ name: 'influenza', norm: 'influenza', type: 'disease' });
    expect(r.entity.aliases).toContain('flu');
    expect(r.entity.id).toMatch(/^entity:influenza-[0-9a-f]{8}$/);
    expect(resolveEntity('Garlic', []).entity).toMatchObject({ name: 'Garlic', norm: 'garlic', type: 'concept', aliases: [] });
  });

  it('records a new surface form as an alias of the entity it resolved to', () => {
    expect(withAlias(hcq, 'Hydroxychloroquin').aliases).toEqual(['hydroxychloroquin']);
    expect(withAlias(covid, 'covid')).toBe(covid);
  });
});
