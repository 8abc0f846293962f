import { describe, expect, it } from 'vitest';

import { applyWrites } from '../../lib/kg/graph/apply';
import { deleteNodes, dropOrigin } from '../../lib/kg/graph/delete';
import { KnowledgeGraph } from '../../lib/kg/graph/knowledge';
import { claimIdOf, GraphInputError, GraphWriter, KG_TABLES } from '../../lib/kg/graph/store';
import { VectorMatrix } from '../../lib/kg/vectors/vector-matrix';
import { readSnapshot, writeSnapshot } from '../../lib/kg/vectors/vector-snapshot';
import { freshDatabases } from './support/kg-db';
import { FixedEmbedder } from './support/kg-fixtures';

const freshDb = freshDatabases('kg-store');

function garlic(origin = 'web', now = 1000) {
  const w = new GraphWriter(origin, now);
  const claim = w.addClaim({ text: 'Garlic cures COVID-19.', status: 'FALSE' });
  const fix = w.addClaim({ text: 'Garlic does not cure COVID-19.', status: 'TRUE' });
  const fact = w.addFact({ subject: 'garlic', predicate: 'does not cure', object: 'COVID-19', status: 'Verified' });
  const who = w.addSource({
    url: 'https://www.who.int/emergencies/mythbusters',
    title: 'WHO mythbusters',
    type: 'public-health',
  });
  w.link('CORRECTED_BY', claim, fix);
  w.link('SUPPORTS', fact, fix);
  w.link('FROM_SOURCE', fix, who);
  w.link('FROM_SOURCE', fact, who);
  w.mention(claim, 'Garlic', 'food');
  w.mention(claim, 'COVID-19', 'disease');
  w.mention(fix, 'garlic');
  w.mention(fact, 'covid 19');
  return { w, claim, fix, fact, who };
}

describe('knowledge graph store', () => {
  it('writes claims, facts, entities, sources and edges in one go, with typed content ids', async () => {
    const db = freshDb();
    const { w, claim, fix, fact, who } = garlic();
    const r = await applyWrites(db, w);
    expect(r.added).toEqual({ claims: 2, facts: 1, entities: 2, sources: 1, edges: 8 });
    expect(r.toEmbed.sort()).toEqual([claim, fix, fact].sort());
    expect(claim).toMatch(/^claim:[0-9a-z]{22}$/);
    expect(claimIdOf('garlic cures covid 19')).toBe(claim);
    expect(await db.claims.get(claim)).toMatchObject({
      text: 'Garlic cures COVID-19.',
      status: 'FALSE',
      origins: ['web'],
      looseKey: 'garlic cure covid 19',
    });
    expect(await db.facts.get(fact)).toMatchObject({ text: 'garlic does not cure COVID-19', status: 'Verified' });
    expect(await db.sources.get(who)).toMatchObject({ domain: 'who.int', type: 'public-health' });
    // "Garlic" and "garlic", "COVID-19" and "covid 19" are one entity each.
    expect((await db.entities.toArray()).map((e) => [e.name, e.norm, e.type]).sort()).toEqual([
      ['COVID-19', 'covid 19', 'disease'],
      ['Garlic', 'garlic', 'food'],
    ]);
    expect(await db.edges.where('[from+type]').equals([claim, 'CORRECTED_BY']).count()).toBe(1);
  });

  it('writing the same knowledge again adds nothing but the new origin', async () => {
    const db = freshDb();
    await applyWrites(db, garlic('web').w);
    const again = await applyWrites(db, garlic('web').w);
    expect(again.added).toEqual({ claims: 0, facts: 0, entities: 0, sources: 0, edges: 0 });
    expect(again.existing).toEqual({ claims: 2, facts: 1, entities: 2, sources: 1, edges: 8 });
    expect(again.toEmbed).toEqual([]);
    const other = await applyWrites(db, garlic('pack:x').w);
    expect(other.added.claims).toBe(0);
    expect((await db.claims.toArray()).map((c) => c.origins)).toEqual([
      ['web', 'pack:x'],
      ['web', 'pack:x'],
    ]);
    expect(await db.edges.count()).toBe(8);
  });

  it('a later verification with the other status replaces the stored one', async () => {
    const db = freshDb();
    const w1 = new GraphWriter('web', 1000);
    const id = w1.addClaim({ text: 'Vitamin D prevents severe COVID-19.', status: 'TRUE' });
    await applyWrites(db, w1);
    const older = new GraphWriter('pack:old', 500);
    older.addClaim({ text: 'Vitamin D prevents severe COVID-19.', status: 'FALSE' });
    expect((await applyWrites(db, older)).statusChanged).toEqual([]);
    expect((await db.claims.get(id))?.status).toBe('TRUE');
    const newer = new GraphWriter('web', 2000);
    newer.addClaim({ text: 'vitamin D prevents severe COVID 19', status: 'FALSE' });
    expect((await applyWrites(db, newer)).statusChanged).toEqual([id]);
    expect(await db.claims.get(id)).toMatchObject({
      status: 'FALSE',
      verifiedAt: 2000,
      text: 'Vitamin D prevents severe COVID-19.',
    });
  });

  it('resolves entities by exact name, by alias and (for web knowledge) fuzzily', async () => {
    const db = freshDb();
    const w = new GraphWriter('pack:a');
    w.addEntity({ name: 'SARS-CoV-2', type: 'virus', aliases: ['novel coronavirus', '2019-nCoV'] });
    w.addEntity({ name: 'Hydroxychloroquine', type: 'drug' });
    await applyWrites(db, w);
    const ids = (await db.entities.toArray()).map((e) => e.id);

    const w2 = new GraphWriter('web');
    const viaAlias = w2.addEntity({ name: 'Novel Coronavirus' });
    const viaExact = w2.addEntity({ name: 'sars cov 2' });
    const typo = w2.addEntity({ name: 'hydroxycloroquine' });
    const fuzzy = await applyWrites(db, w2, { fuzzyEntities: true });
    expect(fuzzy.added.entities).toBe(0);
    expect(ids).toContain(fuzzy.entityIds.get(viaAlias));
    expect(fuzzy.entityIds.get(viaAlias)).toBe(fuzzy.entityIds.get(viaExact));
    expect(ids).toContain(fuzzy.entityIds.get(typo));
    expect((await db.entities.get(fuzzy.entityIds.get(typo)!))?.aliases).toEqual(['hydroxycloroquine']);

    const w3 = new GraphWriter('pack:b');
    w3.addEntity({ name: 'Hydroxychloroquin' });
    expect((await applyWrites(db, w3)).added.entities).toBe(1);
  });

  it('a new entity whose alias names a stored entity joins it', async () => {
    const db = freshDb();
    const w = new GraphWriter('pack:a');
    w.addEntity({ name: 'COVID-19', type: 'disease' });
    await applyWrites(db, w);
    const w2 = new GraphWriter('pack:b');
    const e = w2.addEntity({ name: 'Coronavirus disease 2019', aliases: ['COVID-19'] });
    const r = await applyWrites(db, w2);
    expect(r.added.entities).toBe(0);
    const [row] = await db.entities.toArray();
    expect(row).toMatchObject({
      name: 'COVID-19',
      aliases: ['coronavirus disease 2019'],
      origins: ['pack:a', 'pack:b'],
    });
    expect(r.entityIds.get(e)).toBe(row!.id);
  });

  it('refuses bad input with a specific message, before anything is written', async () => {
    const w = new GraphWriter('web');
    expect(() => w.addClaim({ text: '  ', status: 'TRUE' })).toThrow('Claim text is empty.');
    expect(() => w.addClaim({ text: 'x', status: 'true' as never })).toThrow(
      'Claim status must be TRUE or FALSE, not "true".',
    );
    expect(() => w.addSource({ url: 'javascript:alert(1)' })).toThrow(
      'Source URL "javascript:alert(1)" is not an http(s) URL.',
    );
    expect(() => w.addClaim({ text: 'x'.repeat(5001), status: 'TRUE' })).toThrow(
      'Claim text is 5001 characters long; the limit is 5000.',
    );
    const c = w.addClaim({ text: 'A claim', status: 'TRUE' });
    expect(() => w.link('ASSERTS', c, c)).toThrow('A ASSERTS edge goes from claim to fact, not from');
    expect(() => w.link('MENTIONS', c, 'source:x')).toThrow('A MENTIONS edge goes from claim/fact to entity');
    expect(() => new GraphWriter('Bad Origin')).toThrow(GraphInputError);

    const db = freshDb();
    w.link('SUPPORTS', 'fact:nowhere', c);
    await expect(applyWrites(db, w)).rejects.toThrow(
      'The SUPPORTS edge from fact:nowhere to ' +
        c +
        ' points to fact:nowhere, which is neither in this batch nor in the graph.',
    );
    expect(await db.claims.count()).toBe(0);
  });

  it('deletes a node with every edge that touches it and its vectors of every model', async () => {
    const db = freshDb();
    const { w, claim, fix, who } = garlic();
    await applyWrites(db, w);
    await db.vectors.bulkAdd([
      { nodeId: fix, modelId: 'a', index: 'macro', vector: new Float32Array([1, 0]) },
      { nodeId: fix, modelId: 'b', index: 'macro', vector: new Float32Array([0, 1]) },
      { nodeId: claim, modelId: 'a', index: 'macro', vector: new Float32Array([1, 0]) },
    ]);
    const r = await deleteNodes(db, [fix]);
    expect(r).toEqual({ nodes: 1, edges: 4, vectors: 2 });
    expect(await db.claims.get(fix)).toBeUndefined();
    expect(await db.edges.where('to').equals(fix).count()).toBe(0);
    expect(await db.edges.where('from').equals(fix).count()).toBe(0);
    expect(await db.vectors.count()).toBe(1);
    expect(await db.sources.get(who)).toBeDefined();
  });

  it('removing an origin deletes only what nothing else holds', async () => {
    const db = freshDb();
    await applyWrites(db, garlic('pack:a').w);
    const w = new GraphWriter('web');
    const kept = w.addClaim({ text: 'Garlic cures COVID-19.', status: 'FALSE' });
    w.mention(kept, 'garlic');
    await applyWrites(db, w);
    const removed = await db.transaction('rw', [...KG_TABLES], () => dropOrigin(db, 'pack:a'));
    expect(removed.length).toBe(4);
    expect((await db.claims.toArray()).map((c) => [c.id, c.origins])).toEqual([[kept, ['web']]]);
    expect((await db.entities.toArray()).map((e) => e.name)).toEqual(['Garlic']);
    expect((await db.edges.toArray()).map((e) => e.type)).toEqual(['MENTIONS']);
  });
});

describe('the vector index follows the graph', () => {
  it('embeds new claims and facts on write, drops deleted ones, and finds them', async () => {
    const db = freshDb();
    const kg = new KnowledgeGraph(db);
    const embedder = new FixedEmbedder();
    const { w, claim, fix, fact } = garlic();
    await kg.write(w, { embedder });
    const index = await kg.indexFor(embedder.modelId, embedder.dims);
    expect([index.macro.size, index.micro.size]).toEqual([2, 1]);
    expect(await db.vectors.count()).toBe(3);
    const [q] = await embedder.embed(['Garlic does not cure COVID-19.']);
    expect((await kg.search(embedder, q!, 1)).macro[0]).toMatchObject({ id: fix });
    await kg.remove([fix]);
    expect(index.macro.ids()).toEqual([claim]);
    expect(index.micro.ids()).toEqual([fact]);
    expect(await db.vectors.count()).toBe(2);
  });

  it('is loaded once from the database, and computes the vectors a model lacks with progress', async () => {
    const db = freshDb();
    const writer = new KnowledgeGraph(db);
    await writer.write(garlic().w);
    const kg = new KnowledgeGraph(db);
    const embedder = new FixedEmbedder();
    expect(await kg.missingVectors(embedder.modelId)).toHaveLength(3);
    expect((await kg.indexFor(embedder.modelId, embedder.dims)).macro.size).toBe(0);
    const progress: number[] = [];
    expect(await kg.ensureVectors(embedder)).toBe(3);
    const task = await db.tasks.get('task:embed:test-embed');
    expect(task).toMatchObject({ kind: 'embed', status: 'done', total: 3 });
    expect(task?.message).toBe('3 statements indexed for test-embed.');
    expect(await kg.missingVectors(embedder.modelId)).toEqual([]);
    const index = await kg.indexFor(embedder.modelId, embedder.dims);
    expect(index.macro.size + index.micro.size).toBe(3);
    // A second model gets its own vectors; the first model's stay.
    const other = new FixedEmbedder(new Map(), 'other-model');
    await kg.embedNodes(other, await kg.missingVectors('other-model'), { onProgress: (done) => progress.push(done) });
    expect(progress).toEqual([3]);
    expect(await db.vectors.where('modelId').equals('other-model').count()).toBe(3);
    expect((await kg.indexFor('other-model', other.dims)).macro.size).toBe(2);
    const fresh = new KnowledgeGraph(db);
    expect((await fresh.indexFor(embedder.modelId, embedder.dims)).micro.size).toBe(1);
  });

  it('saves the index as a snapshot of blocks, loads it back the same, and drops it when the vectors change', async () => {
    const db = freshDb();
    const writer = new KnowledgeGraph(db);
    const embedder = new FixedEmbedder();
    const { w, fix } = garlic();
    await writer.write(w, { embedder });
    expect(await writer.saveSnapshot()).toBe(false);
    await writer.indexFor(embedder.modelId, embedder.dims);
    expect(await writer.saveSnapshot()).toBe(true);
    expect(await db.vectorBlocks.count()).toBe(4);

    const fromSnapshot = new KnowledgeGraph(db);
    const index = await fromSnapshot.indexFor(embedder.modelId, embedder.dims);
    expect([index.macro.size, index.micro.size]).toEqual([2, 1]);
    const [q] = await embedder.embed(['Garlic does not cure COVID-19.']);
    expect(index.macro.search(q!, 2)).toEqual(
      (await writer.indexFor(embedder.modelId, embedder.dims)).macro.search(q!, 2),
    );

    // Another model's snapshot does not count, nor one of another dimension.
    expect(await readSnapshot(db, 'other', 'macro', new VectorMatrix(embedder.dims))).toBe(false);
    expect(await readSnapshot(db, embedder.modelId, 'macro', new VectorMatrix(8))).toBe(false);
    // Deleting a node drops the snapshots; so does computing new vectors.
    await writer.remove([fix]);
    expect(await db.vectorBlocks.count()).toBe(0);
    expect(await writer.saveSnapshot()).toBe(true);
    const more = new GraphWriter('web');
    more.addClaim({ text: 'Onions do not cure COVID-19.', status: 'TRUE' });
    await writer.write(more, { embedder });
    expect(await db.vectorBlocks.where('modelId').equals(embedder.modelId).count()).toBe(0);
  });

  it('a snapshot that no longer matches the vectors is not used', async () => {
    const db = freshDb();
    const kg = new KnowledgeGraph(db);
    const embedder = new FixedEmbedder();
    await kg.write(garlic().w, { embedder });
    const index = await kg.indexFor(embedder.modelId, embedder.dims);
    expect(await writeSnapshot(db, embedder.modelId, 'macro', index.macro)).toBe(true);
    // A vector written behind the index's back: the counts differ, the rows are read instead.
    await db.vectors.add({
      nodeId: 'claim:stray',
      modelId: embedder.modelId,
      index: 'macro',
      vector: new Float32Array(embedder.dims).fill(0.125),
    });
    expect(await readSnapshot(db, embedder.modelId, 'macro', new VectorMatrix(embedder.dims))).toBe(false);
    const fresh = await new KnowledgeGraph(db).indexFor(embedder.modelId, embedder.dims);
    expect(fresh.macro.has('claim:stray')).toBe(true);
    // A matrix that differs from the database is not saved.
    expect(await writeSnapshot(db, embedder.modelId, 'macro', index.macro)).toBe(false);
  });

  it('loads an index larger than one page of rows, MACRO and MICRO apart', async () => {
    const db = freshDb();
    const rows = Array.from({ length: 9000 }, (_, i) => ({
      nodeId: i % 3 ? (`fact:${i}` as const) : (`claim:${i}` as const),
      modelId: 'paged',
      index: (i % 3 ? 'micro' : 'macro') as 'macro' | 'micro',
      vector: Float32Array.from([1, i, 0, 0]),
    }));
    await db.vectors.bulkAdd(rows);
    await db.vectors.add({
      nodeId: 'claim:other-model',
      modelId: 'pagedx',
      index: 'macro',
      vector: new Float32Array(4),
    });
    const index = await new KnowledgeGraph(db).indexFor('paged', 4);
    expect([index.macro.size, index.micro.size]).toEqual([3000, 6000]);
    expect(index.micro.has('fact:8999')).toBe(true);
    expect(index.macro.has('claim:other-model')).toBe(false);
  });

  it('reads a snapshot of many blocks back the same as the rows, and refuses one with a block missing', async () => {
    const db = freshDb();
    const rows = Array.from({ length: 6 * 4096 + 5 }, (_, i) => ({
      nodeId: `fact:${i}` as const,
      modelId: 'blocks',
      index: 'micro' as const,
      vector: Float32Array.from([1, i, -i, 0.5]),
    }));
    await db.vectors.bulkAdd(rows);
    const fp32 = new KnowledgeGraph(db);
    fp32.int8MinRows = Infinity;
    const built = await fp32.indexFor('blocks', 4);
    // Saved now, which also cancels the save the graph scheduled (it would put a deleted block back).
    expect(await fp32.saveSnapshot()).toBe(true);
    const micro = (await db.vectorBlocks.where('modelId').equals('blocks').toArray()).filter(
      (b) => b.index === 'micro',
    );
    expect(micro).toHaveLength(8); // 7 blocks and the header
    const read = new VectorMatrix(4);
    expect(await readSnapshot(db, 'blocks', 'micro', read)).toBe(true);
    expect(read.ids()).toEqual(built.micro.ids());
    expect(read.matrix()).toEqual((built.micro as VectorMatrix).matrix());
    // A block gone from the middle: the rows are read instead.
    await db.vectorBlocks.delete(['blocks', 'micro', 3]);
    expect(await readSnapshot(db, 'blocks', 'micro', new VectorMatrix(4))).toBe(false);
    expect((await new KnowledgeGraph(db).indexFor('blocks', 4)).micro.size).toBe(rows.length);
  });
});
