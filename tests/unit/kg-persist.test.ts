import { describe, expect, it } from 'vitest';

import { knowledgeOf } from '../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../lib/kg/graph/store';
import { findVerbatim } from '../../lib/kg/memory/near-verbatim';
import { persistVerdict } from '../../lib/persist/write';
import { GARLIC_BUNDLE } from '../fixtures/bundles';
import { freshDatabases } from './support/kg-db';
import { FixedEmbedder } from './support/kg-fixtures';

/** Web verdicts written through the knowledge graph's write API (stage 5 on lib/kg/graph/store.ts). */

const freshDb = freshDatabases('kg-persist');

describe('persisting a web verdict into the knowledge graph', () => {
  it('joins a claim a pack already holds, adds the correction, and the loaded index takes the new vectors at once', async () => {
    const db = freshDb();
    const embedder = new FixedEmbedder();
    const kg = knowledgeOf(db);
    const pack = new GraphWriter('pack:demo');
    const packClaim = pack.addClaim({ text: 'Garlic cures COVID-19.', status: 'FALSE' });
    pack.mention(packClaim, 'COVID-19', 'disease');
    await kg.write(pack, { embedder });
    const index = await kg.indexFor(embedder.modelId, embedder.dims);
    expect(index.macro.size).toBe(1);

    const report = await persistVerdict(
      db,
      {
        claim: 'garlic cures covid-19',
        verdict: 'False',
        correction: { text: 'Garlic does not cure COVID-19.', source: GARLIC_BUNDLE.passages[0]!.url },
        primarySource: GARLIC_BUNDLE.passages[0]!.url,
        sources: GARLIC_BUNDLE.passages.slice(0, 1),
        triples: {
          claim: [],
          corrected: [{ subject: 'garlic', predicate: 'does not cure', object: 'COVID' }],
          evidence: [],
        },
        verifiedAt: Date.now(),
      },
      embedder,
    );
    expect(report.claimId).toBe(packClaim);
    expect(report.claimExisted).toBe(true);
    expect(await db.claims.get(packClaim)).toMatchObject({ status: 'FALSE', origins: ['pack:demo', 'web'] });
    expect(await db.claims.count()).toBe(2);
    // "COVID" is the pack's COVID-19 entity (the synonym table names it), not a new node.
    expect((await db.entities.toArray()).map((e) => e.name).sort()).toEqual(['COVID-19', 'garlic']);
    expect(report.entities.find((e) => e.name === 'COVID-19')?.match).toBe('alias');
    // The correction and its fact are searchable without reloading the index, and by their words.
    expect(index.macro.has(report.correctedClaimId!)).toBe(true);
    expect(index.micro.size).toBe(1);
    expect(report.vectors).toBe(2);
    expect((await findVerbatim(db, 'Garlic does not cure COVID-19'))?.id).toBe(report.correctedClaimId);
  });

  it('a second verification updates instead of duplicating', async () => {
    const db = freshDb();
    const input = {
      claim: 'Vitamin C prevents COVID-19.',
      verdict: 'False' as const,
      correction: { text: 'Vitamin C does not prevent COVID-19.', source: GARLIC_BUNDLE.passages[0]!.url },
      primarySource: GARLIC_BUNDLE.passages[0]!.url,
      sources: GARLIC_BUNDLE.passages.slice(0, 1),
      triples: { claim: [], corrected: [], evidence: [] },
      verifiedAt: 1000,
    };
    const first = await persistVerdict(db, input, null);
    const second = await persistVerdict(db, { ...input, verifiedAt: 2000 }, null);
    expect(second.claimId).toBe(first.claimId);
    expect(second.claimExisted).toBe(true);
    expect(await db.claims.count()).toBe(2);
    expect(await db.sources.count()).toBe(1);
    expect((await db.claims.get(first.claimId))?.verifiedAt).toBe(2000);
  });

  it('resolves hyphenated names once, as the graph normalises them, and names facts as the graph does', async () => {
    const db = freshDb();
    const pack = new GraphWriter('pack:demo');
    for (const name of ['HIV-1', 'Epstein-Barr virus', 'hydroxychloroquine']) pack.addEntity({ name });
    await knowledgeOf(db).write(pack);
    const url = GARLIC_BUNDLE.passages[0]!.url;
    const report = await persistVerdict(
      db,
      {
        claim: 'HIV-1 is harmless.',
        verdict: 'False',
        correction: { text: 'HIV-1 causes AIDS.', source: url },
        primarySource: url,
        sources: GARLIC_BUNDLE.passages.slice(0, 1),
        triples: {
          claim: [],
          corrected: [
            { subject: 'HIV-1', predicate: 'causes', object: 'AIDS' },
            { subject: 'Epstein-Barr virus', predicate: 'causes', object: 'mononucleosis' },
            { subject: 'hydroxychloroquin', predicate: 'does not treat', object: 'HIV-1' },
          ],
          evidence: [],
        },
        verifiedAt: Date.now(),
      },
      null,
    );
    const match = (name: string) => report.entities.find((e) => e.name === name)?.match;
    expect([match('HIV-1'), match('Epstein-Barr virus'), match('hydroxychloroquine'), match('AIDS')]).toEqual([
      'exact',
      'exact',
      'fuzzy',
      'new',
    ]);
    expect(await db.entities.count()).toBe(5);
    const fact = (await db.facts.toArray()).find((f) => f.predicate === 'does not treat');
    expect(fact).toMatchObject({
      subject: 'hydroxychloroquine',
      object: 'HIV-1',
      text: 'Hydroxychloroquin does not treat HIV-1.',
    });
  });
});
