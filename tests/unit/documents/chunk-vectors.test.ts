import { describe, expect, it } from 'vitest';

import type { DocumentId } from '../../../lib/db/records';
import { seededRandom } from '../../../lib/decompose/random';
import { LexicalIndex } from '../../../lib/documents/lexical';
import { chunkIdOf } from '../../../lib/documents/library/ids';
import { rankChunks } from '../../../lib/documents/library/retrieve';
import { ChunkVectors } from '../../../lib/documents/library/vectors';

/** The library's indexes built from arrays (as the retrieval bench builds 100k chunks), without IndexedDB. */

const DIMS = 16;
const DOC = 'doc:00000000000000aa' as DocumentId;
const OTHER = 'doc:00000000000000bb' as DocumentId;

function unitVectors(n: number, seed: number): Float32Array[] {
  const random = seededRandom(seed);
  return Array.from({ length: n }, () => {
    const v = Float32Array.from({ length: DIMS }, () => random() - 0.5);
    const norm = Math.hypot(...v);
    return v.map((x) => x / norm);
  });
}

const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);

function indexOf(vectors: Float32Array[], int8MinRows: number) {
  const stored = new Map(vectors.map((v, i) => [chunkIdOf(DOC, i), v]));
  const reads: number[] = [];
  const index = ChunkVectors.create({
    modelId: 'm',
    dims: DIMS,
    rows: 0,
    int8MinRows,
    exact: async (ids) => {
      reads.push(ids.length);
      return ids.map((id) => stored.get(id) ?? null);
    },
  });
  index.add(vectors.map((vector, i) => ({ modelId: 'm', chunkId: chunkIdOf(DOC, i), vector })));
  return { index, reads };
}

describe('ChunkVectors from arrays', () => {
  const vectors = unitVectors(200, 7);
  const query = unitVectors(1, 8)[0]!;
  const truth = vectors
    .map((v, i) => ({ id: chunkIdOf(DOC, i), score: dot(query, v) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, 10);

  it('stays fp32 below the int8 threshold and finds the exact top k', async () => {
    const { index, reads } = indexOf(vectors, 1000);
    expect(index.precision).toBe('fp32');
    const hits = await index.search(query, 10);
    expect(hits.map((h) => h.id)).toEqual(truth.map((t) => t.id));
    expect(reads).toEqual([]);
  });

  it('turns int8 at the threshold, re-ranks with the exact vectors it is given, and scores exactly', async () => {
    const { index, reads } = indexOf(vectors, 100);
    expect(index.precision).toBe('int8');
    expect(index.size).toBe(200);
    const hits = await index.search(query, 10);
    expect(hits.map((h) => h.id)).toEqual(truth.map((t) => t.id));
    hits.forEach((h, i) => expect(h.score).toBeCloseTo(truth[i]!.score, 5));
    expect(reads.length).toBe(1);
    index.remove([truth[0]!.id]);
    expect((await index.search(query, 1))[0]!.id).toBe(truth[1]!.id);
  });

  it('ignores another model’s rows and vectors of another size', () => {
    const { index } = indexOf([], 100);
    index.add([
      { modelId: 'other', chunkId: chunkIdOf(DOC, 0), vector: vectors[0]! },
      { modelId: 'm', chunkId: chunkIdOf(DOC, 1), vector: new Float32Array(DIMS + 1) },
    ]);
    expect(index.size).toBe(0);
  });
});

describe('rankChunks', () => {
  const lexical = LexicalIndex.create();
  lexical.addDocument(DOC, [
    { index: 0, text: 'Each dose contains 45 micrograms of hemagglutinin.' },
    { index: 1, text: 'Store refrigerated between 2 and 8 degrees.' },
  ]);
  lexical.addDocument(OTHER, [{ index: 0, text: 'A dose of 45 micrograms is given once.' }]);
  const [a, b, c] = unitVectors(3, 9);
  const { index: vectors } = indexOf([], 1000);
  vectors.add([
    { modelId: 'm', chunkId: chunkIdOf(DOC, 0), vector: a! },
    { modelId: 'm', chunkId: chunkIdOf(DOC, 1), vector: b! },
    { modelId: 'm', chunkId: chunkIdOf(OTHER, 0), vector: c! },
  ]);

  it('ranks by BM25 alone without a claim vector', async () => {
    const hits = await rankChunks({ lexical, vectors }, { text: 'dose of 45 micrograms', vector: null }, () => true, 5);
    expect(hits.map((h) => [h.docId, h.index, h.vectorRank])).toEqual([
      [OTHER, 0, null],
      [DOC, 0, null],
    ]);
  });

  it('fuses the vector ranking, and keeps only searchable documents', async () => {
    const claim = { text: 'dose of 45 micrograms', vector: b! };
    const hits = await rankChunks({ lexical, vectors }, claim, (d) => d === DOC, 5);
    expect(hits.map((h) => h.index)).toEqual([0, 1]);
    expect(hits.every((h) => h.docId === DOC)).toBe(true);
    const stored = hits.find((h) => h.index === 1)!;
    expect(stored.lexicalRank).toBeNull();
    expect(stored.vectorRank).toBe(1);
    expect(stored.similarity).toBeCloseTo(1, 5);
  });
});
