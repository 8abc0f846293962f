import { describe, expect, it } from 'vitest';

import { applyWrites } from '../../lib/kg/graph/apply';
import { candidateContext } from '../../lib/kg/graph/neighbourhood';
import { GraphWriter } from '../../lib/kg/graph/store';
import { freshDatabases } from './support/kg-db';

/** What the memory stage reads around a candidate: its status, neighbours, sources and each statement's entities. */

const freshDb = freshDatabases('kg-neighbourhood');

async function myth() {
  const db = freshDb();
  const w = new GraphWriter('web', 1000);
  const claim = w.addClaim({ text: 'Garlic cures COVID-19.', status: 'FALSE' });
  const fix = w.addClaim({ text: 'Garlic does not cure COVID-19.', status: 'TRUE' });
  const fact = w.addFact({ subject: 'garlic', predicate: 'does not cure', object: 'COVID-19', status: 'Verified' });
  const who = w.addSource({ url: 'https://www.who.int/mythbusters', title: 'WHO mythbusters', type: 'public-health' });
  w.link('CORRECTED_BY', claim, fix);
  w.link('SUPPORTS', fact, fix);
  w.link('FROM_SOURCE', fix, who);
  w.mention(claim, 'Garlic');
  w.mention(claim, 'COVID-19');
  w.mention(fix, 'garlic');
  w.mention(fact, 'vitamin C');
  await applyWrites(db, w);
  const entities = await db.entities.toArray();
  const entity = (name: string) => entities.find((e) => e.name.toLowerCase() === name.toLowerCase())!.id;
  return { db, claim, fix, fact, who, garlic: entity('garlic'), covid: entity('COVID-19') };
}

describe('a candidate’s neighbourhood', () => {
  it('gives a myth its correction and each statement’s entities, its own first', async () => {
    const { db, claim, fix, garlic, covid } = await myth();
    const c = (await candidateContext(db, claim))!;
    expect(c.status).toBe('FALSE');
    expect(c.corrections.map((n) => n.id)).toEqual([fix]);
    expect(c.hasCorrection).toBe(true);
    expect(c.statements.map((s) => s.sort())).toEqual([[garlic, covid].sort(), [garlic]]);
    expect(c.corroborating).toBe(1);
  });

  it('gives a true claim its verified support and its source', async () => {
    const { db, fix, fact, who, garlic } = await myth();
    const c = (await candidateContext(db, fix))!;
    expect(c.status).toBe('TRUE');
    expect(c.support.map((n) => n.id)).toEqual([fact]);
    expect(c.sources.map((s) => s.id)).toEqual([who]);
    expect(c.statements[0]).toEqual([garlic]);
    expect(c.statements).toHaveLength(3);
    expect(c.corroborating).toBe(2);
  });

  it('leaves out a neighbour removed under its edges: no correction and none of its entities', async () => {
    const { db, claim, fix, garlic, covid } = await myth();
    await db.claims.delete(fix);
    const c = (await candidateContext(db, claim))!;
    expect(c.corrections).toEqual([]);
    expect(c.statements.map((s) => s.sort())).toEqual([[garlic, covid].sort()]);
    expect(await candidateContext(db, fix)).toBeNull();
  });
});
