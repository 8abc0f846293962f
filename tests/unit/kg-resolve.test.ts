import { describe, expect, it } from 'vitest';

import type { ClaimLensDB } from '../../lib/db/database';
import { applyWrites } from '../../lib/kg/graph/apply';
import { fuzzySimilarity, normEntity } from '../../lib/kg/graph/entities';
import { entityIdOf, GraphWriter } from '../../lib/kg/graph/store';
import { HEALTH_SYNONYMS } from '../../lib/kg/graph/synonyms';
import { freshDatabases } from './support/kg-db';

/**
 * The one entity resolver (lib/kg/graph/resolve.ts) as web writes use it: synonyms and fuzzy matching on.
 * These cases were pinned on persistence's own resolver before it was folded into the graph's.
 */

const freshDb = freshDatabases('kg-resolve');
const WEB = { fuzzyEntities: true, synonyms: HEALTH_SYNONYMS } as const;

async function graphWithCovidAndHcq(): Promise<ClaimLensDB> {
  const db = freshDb();
  const pack = new GraphWriter('pack:a');
  pack.addEntity({ name: 'COVID-19', type: 'disease', aliases: ['covid'] });
  pack.addEntity({ name: 'hydroxychloroquine', type: 'drug' });
  await applyWrites(db, pack);
  return db;
}

async function resolveOne(db: ClaimLensDB, name: string) {
  const w = new GraphWriter('web');
  const id = w.addEntity({ name });
  const r = await applyWrites(db, w, WEB);
  const graphId = r.entityIds.get(id)!;
  return { match: r.entityMatches.get(id), entity: await db.entities.get(graphId), name: r.entityNames.get(graphId) };
}

describe('one entity resolver', () => {
  it('normalises names one way: lower case, no article, hyphens and punctuation as spaces', () => {
    expect(normEntity('The  COVID-19 ')).toBe('covid 19');
    expect(normEntity('Vitamin D.')).toBe('vitamin d');
    expect(normEntity("Alzheimer's disease")).toBe('alzheimer s disease');
    expect(HEALTH_SYNONYMS.entry('the flu')?.canonical).toBe('influenza');
    expect(HEALTH_SYNONYMS.entry('Sars-CoV2')?.canonical).toBe('SARS-CoV-2');
  });

  it.each([
    ['the Covid-19', 'exact', 'COVID-19'],
    ['covid 19', 'exact', 'COVID-19'],
    ['COVID', 'alias', 'COVID-19'],
    ['coronavirus disease 2019', 'alias', 'COVID-19'],
    ['HCQ', 'alias', 'hydroxychloroquine'],
    ['Plaquenil', 'alias', 'hydroxychloroquine'],
    ['hydroxychloroquin', 'fuzzy', 'hydroxychloroquine'],
    ['COVID-18', 'new', 'COVID-18'],
    ['Garlic', 'new', 'Garlic'],
  ] as const)('resolves %s as %s → %s', async (name, match, resolved) => {
    const db = await graphWithCovidAndHcq();
    const r = await resolveOne(db, name);
    expect(r.match).toBe(match);
    expect(r.name).toBe(resolved);
    expect(r.entity?.name).toBe(resolved);
    expect(await db.entities.count()).toBe(match === 'new' ? 3 : 2);
  });

  it('never matches fuzzily across different numbers or on short names', () => {
    expect(fuzzySimilarity('covid 19', 'covid 18')).toBe(0);
    expect(fuzzySimilarity('influenza type 1', 'influenza type 2')).toBe(0);
    expect(fuzzySimilarity('flu', 'flux')).toBe(0);
    expect(fuzzySimilarity('hydroxychloroquine', 'hydroxychloroquin')).toBeGreaterThan(0.9);
  });

  it('makes a new entity named canonically when the synonym table knows it, with the table’s forms as aliases', async () => {
    const db = freshDb();
    const r = await resolveOne(db, 'the flu');
    expect(r.match).toBe('new');
    expect(r.entity).toMatchObject({
      id: entityIdOf('influenza'),
      name: 'influenza',
      norm: 'influenza',
      type: 'disease',
      origins: ['web'],
    });
    expect(r.entity?.aliases).toEqual(expect.arrayContaining(['flu', 'seasonal flu']));
    expect((await resolveOne(db, 'Garlic')).entity).toMatchObject({
      id: entityIdOf('garlic'),
      name: 'Garlic',
      norm: 'garlic',
      type: 'concept',
      aliases: [],
    });
  });

  it('two synonyms in one batch are one new entity', async () => {
    const db = freshDb();
    const w = new GraphWriter('web');
    const a = w.addEntity({ name: 'heart attack' });
    const b = w.addEntity({ name: 'myocardial infarction' });
    const r = await applyWrites(db, w, WEB);
    expect(r.entityIds.get(a)).toBe(r.entityIds.get(b));
    expect(r.added.entities).toBe(1);
    expect((await db.entities.toArray()).map((e) => e.name)).toEqual(['myocardial infarction']);
  });

  it('records a new surface form as an alias of the entity it joined, once', async () => {
    const db = await graphWithCovidAndHcq();
    await resolveOne(db, 'Hydroxychloroquin');
    expect((await db.entities.get(entityIdOf('hydroxychloroquine')))?.aliases).toEqual(['hydroxychloroquin']);
    await resolveOne(db, 'covid');
    expect((await db.entities.get(entityIdOf('covid 19')))?.aliases).toEqual(['covid']);
  });

  it('packs resolve without synonyms or fuzzy matching', async () => {
    const db = await graphWithCovidAndHcq();
    const w = new GraphWriter('pack:b');
    const hcq = w.addEntity({ name: 'HCQ' });
    const typo = w.addEntity({ name: 'hydroxychloroquin' });
    const r = await applyWrites(db, w);
    expect(r.entityMatches.get(hcq)).toBe('new');
    expect(r.entityMatches.get(typo)).toBe('new');
    expect(r.added.entities).toBe(2);
  });
});
