import { describe, expect, it } from 'vitest';

import { KnowledgeGraph } from '../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../lib/kg/graph/store';
import { quantise } from '../../lib/kg/vectors/int8-bound';
import { INT8_KERNEL_BYTES } from '../../lib/kg/vectors/int8-kernel';
import { candidatesFor, Int8Matrix } from '../../lib/kg/vectors/int8-matrix';
import { VectorMatrix } from '../../lib/kg/vectors/vector-matrix';
import { readSnapshot, writeSnapshot } from '../../lib/kg/vectors/vector-snapshot';
import { log } from '../../lib/log/log';
import { freshDatabases } from './support/kg-db';
import { FixedEmbedder } from './support/kg-fixtures';
import { clustered, dot, unitVectors } from './support/unit-vectors';

const freshDb = freshDatabases('kg-int8');

const exactTop = (vs: Float32Array[], q: Float32Array, k: number) =>
  vs
    .map((v, i) => ({ i, s: dot(v, q) }))
    .sort((a, b) => b.s - a.s)
    .slice(0, k)
    .map((h) => `claim:${h.i}`);

function filled(vectors: Float32Array[], dims: number): { m: Int8Matrix; store: Map<string, Float32Array> } {
  const store = new Map(vectors.map((v, i) => [`claim:${i}`, v]));
  const m = new Int8Matrix(dims, async (ids) => ids.map((id) => store.get(id) ?? null), 8);
  vectors.forEach((v, i) => m.upsert(`claim:${i}`, v));
  return { m, store };
}

describe('int8 vector index', () => {
  it('has a valid WebAssembly SIMD kernel whose integer dot products are exact', async () => {
    expect(WebAssembly.validate(INT8_KERNEL_BYTES)).toBe(true);
    const q8 = new Int8Array(40);
    expect(quantise([0.5, -0.25, 0, 1], q8)).toBeCloseTo(1 / 127, 9);
    expect(Array.from(q8.subarray(0, 4))).toEqual([64, -32, 0, 127]);
  });

  it.each([
    ['random', 384, unitVectors(6000, 384, 3)],
    ['near-duplicates', 384, clustered(6000, 384, 5)],
    ['random', 100, unitVectors(3000, 100, 7)],
    ['random', 7, unitVectors(3000, 7, 9)],
  ] as const)(
    'finds the exact top-10 of %s %i-dimensional vectors (recall@10 ≥ 0.99), with exact scores',
    async (_, dims, vectors) => {
      const { m } = filled([...vectors], dims);
      let found = 0;
      const queries = unitVectors(20, dims, dims + 100);
      for (const q of queries) {
        const hits = await m.search(q, 10);
        const truth = exactTop([...vectors], q, 10);
        found += hits.filter((h) => truth.includes(h.id)).length;
        expect(hits[0]!.score).toBeCloseTo(dot(vectors[Number(hits[0]!.id.slice(6))]!, q), 5);
        expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
      }
      expect(found / (10 * queries.length)).toBeGreaterThanOrEqual(0.99);
    },
    30_000,
  );

  it('the candidates re-ranked for a top-10 of near-duplicates hold the exact top-10', () => {
    const vectors = clustered(6000, 384, 11);
    const { m } = filled(vectors, 384);
    const q = vectors[123]!.map((x, j) => x + 0.01 * Math.sin(j));
    const truth = exactTop(vectors, q, 10);
    const ids = m.ids();
    const wide = m.candidates(q, candidatesFor(10)).map((r) => ids[r]!);
    expect(truth.every((id) => wide.includes(id))).toBe(true);
    expect(candidatesFor(10)).toBe(80);
  });

  it('follows inserts, replacements and deletes in place, growing past its capacity', async () => {
    const vectors = unitVectors(500, 32, 13);
    const { m, store } = filled(vectors, 32);
    for (let i = 0; i < 500; i += 2) expect(m.remove(`claim:${i}`)).toBe(true);
    expect(m.remove('claim:0')).toBe(false);
    expect(m.size).toBe(250);
    for (let i = 1; i < 500; i += 2)
      expect((await m.search(vectors[i]!, 1))[0]).toMatchObject({ id: `claim:${i}`, score: expect.closeTo(1, 5) });
    m.upsert('claim:1', vectors[0]!);
    store.set('claim:1', vectors[0]!);
    expect(m.size).toBe(250);
    expect((await m.search(vectors[0]!, 1))[0]!.id).toBe('claim:1');
    expect(Array.from((await m.vectorOf('claim:499'))!)).toEqual(Array.from(vectors[499]!));
    expect(await m.vectorOf('claim:0')).toBeNull();
  });

  it('without a stored vector, scores by the dequantised row; a row removed during the re-rank is not returned', async () => {
    const vectors = unitVectors(200, 64, 17);
    let removeDuring: string | null = null;
    const m: Int8Matrix = new Int8Matrix(64, async (ids) => {
      if (removeDuring) m.remove(removeDuring);
      return ids.map(() => null);
    });
    vectors.forEach((v, i) => m.upsert(`claim:${i}`, v));
    const [best] = await m.search(vectors[5]!, 1);
    expect(best!.id).toBe('claim:5');
    expect(best!.score).toBeCloseTo(1, 2);
    removeDuring = 'claim:5';
    expect((await m.search(vectors[5]!, 3)).map((h) => h.id)).not.toContain('claim:5');
  });

  it('refuses vectors of the wrong dimension with a clear message', () => {
    const m = new Int8Matrix(4, async () => []);
    expect(() => m.upsert('x', [1, 0, 0])).toThrow('Vector for x has 3 dimensions; this index holds 4.');
    expect(() => m.candidates([1, 0], 1)).toThrow('Query has 2 dimensions; this index holds 4.');
  });
});

describe('the knowledge graph with an int8 index', () => {
  function statements(n: number) {
    const w = new GraphWriter('pack:int8');
    for (let i = 0; i < n; i++)
      w.addClaim({ text: `Stored claim number ${i} about treatment ${i % 7}.`, status: i % 2 ? 'TRUE' : 'FALSE' });
    return w;
  }

  it('converts an index grown past the bound to int8, searches it as the fp32 index does, and saves int8 snapshot blocks', async () => {
    const db = freshDb();
    const embedder = new FixedEmbedder();
    const kg = new KnowledgeGraph(db);
    kg.int8MinRows = 20;
    await kg.indexFor(embedder.modelId, embedder.dims);
    await kg.write(statements(40), { embedder });
    const index = await kg.indexFor(embedder.modelId, embedder.dims);
    expect(index.macro.precision).toBe('int8');
    const exact = new KnowledgeGraph(db);
    exact.int8MinRows = Infinity;
    expect((await exact.indexFor(embedder.modelId, embedder.dims)).macro.precision).toBe('fp32');
    for (const text of ['Stored claim number 3 about treatment 3.', 'Stored claim number 17 about treatment 3.']) {
      const [q] = await embedder.embed([text]);
      // Equal scores may come in another order: compared by score, then id.
      const order = (hits: { id: string; score: number }[]) =>
        hits
          .map((h) => ({ id: h.id, score: Math.round(h.score * 1e5) }))
          .sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
      const got = order((await kg.search(embedder, q!, 5)).macro);
      expect(got).toEqual(order((await exact.search(embedder, q!, 5)).macro));
      expect(got[0]!.score).toBe(1e5);
    }
    expect(await kg.saveSnapshot()).toBe(true);
    const blocks = await db.vectorBlocks.where('modelId').equals(embedder.modelId).toArray();
    expect(blocks.find((b) => b.block === 0 && b.index === 'macro')).toMatchObject({
      count: 40,
      data: new Float32Array(0),
      q: expect.any(Int8Array),
    });
    // Loaded back from the int8 snapshot as int8; the fp32 index will not take int8 blocks and reads the rows instead.
    const again = new KnowledgeGraph(db);
    again.int8MinRows = 20;
    expect((await again.indexFor(embedder.modelId, embedder.dims)).macro).toMatchObject({
      precision: 'int8',
      size: 40,
    });
    expect(await readSnapshot(db, embedder.modelId, 'macro', new VectorMatrix(embedder.dims))).toBe(false);
    const fp32 = new KnowledgeGraph(db);
    fp32.int8MinRows = Infinity;
    expect((await fp32.indexFor(embedder.modelId, embedder.dims)).macro).toMatchObject({ precision: 'fp32', size: 40 });
  });

  it('a damaged int8 snapshot block is not trusted: the index is built from the stored vectors, and the log says so', async () => {
    const db = freshDb();
    const embedder = new FixedEmbedder();
    const writer = new KnowledgeGraph(db);
    writer.int8MinRows = 20;
    await writer.write(statements(40), { embedder });
    await writer.indexFor(embedder.modelId, embedder.dims);
    expect(await writer.saveSnapshot()).toBe(true);
    // Error lengths for 3 of the block's 40 rows: the block no longer fits its rows.
    await db.vectorBlocks.update([embedder.modelId, 'macro', 0], { residuals: new Float32Array(3) });
    const again = new KnowledgeGraph(db);
    again.int8MinRows = 20;
    const index = await again.indexFor(embedder.modelId, embedder.dims);
    expect(index.macro).toMatchObject({ precision: 'int8', size: 40 });
    const [q] = await embedder.embed(['Stored claim number 17 about treatment 3.']);
    expect((await again.search(embedder, q!, 1)).macro[0]!.score).toBeCloseTo(1, 5);
    expect(log.entries().at(-1)).toMatchObject({
      area: 'knowledge',
      message:
        'The saved macro vector index could not be read: it is built again from the vectors: A block of 40 int8 vectors needs 40 error lengths, not 3.',
    });
  });

  it('loads an fp32 snapshot (saved before int8 existed) into the int8 index', async () => {
    const db = freshDb();
    const embedder = new FixedEmbedder();
    const writer = new KnowledgeGraph(db);
    writer.int8MinRows = Infinity;
    await writer.write(statements(30), { embedder });
    const fp32 = await writer.indexFor(embedder.modelId, embedder.dims);
    expect(await writeSnapshot(db, embedder.modelId, 'macro', fp32.macro)).toBe(true);
    const int8 = new Int8Matrix(embedder.dims, async () => []);
    expect(await readSnapshot(db, embedder.modelId, 'macro', int8)).toBe(true);
    expect([...int8.ids()]).toEqual([...fp32.macro.ids()]);
  });
});
