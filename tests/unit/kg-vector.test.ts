import { describe, expect, it } from 'vitest';

import { seededRandom } from '../../lib/decompose/random';
import { KERNEL_BYTES } from '../../lib/kg/vectors/simd-kernel';
import { topK, VectorMatrix } from '../../lib/kg/vectors/vector-matrix';

/** Seeded random unit vectors, so a failure is reproducible. */
function unitVectors(n: number, dims: number, seed = 1): Float32Array[] {
  const random = seededRandom(seed);
  return Array.from({ length: n }, () => {
    const v = Float32Array.from({ length: dims }, () => random() - 0.5);
    const norm = Math.hypot(...v);
    return v.map((x) => x / norm);
  });
}
/** Exact top-k in double precision: the reference. */
function reference(vectors: Float32Array[], ids: string[], q: Float32Array, k: number): string[] {
  return vectors
    .map((v, i) => ({ id: ids[i]!, s: v.reduce((acc, x, j) => acc + x * q[j]!, 0) }))
    .sort((a, b) => b.s - a.s)
    .slice(0, k)
    .map((h) => h.id);
}

describe('vector matrix', () => {
  it('runs on WebAssembly SIMD here, with a valid kernel', () => {
    expect(WebAssembly.validate(KERNEL_BYTES)).toBe(true);
    expect(new VectorMatrix(8).backend).toBe('wasm-simd');
  });

  it.each([
    [384, 'wasm-simd'],
    [100, 'wasm-simd'],
    [7, 'wasm-simd'],
    [384, 'js'],
    [7, 'js'],
  ] as const)(
    'finds the exact top-10 of %i-dimensional vectors on %s (recall@10 = 1 against double precision)',
    (dims, backend) => {
      const vectors = unitVectors(3000, dims, dims);
      const ids = vectors.map((_, i) => `claim:${i}`);
      const m = new VectorMatrix(dims, 16, backend);
      expect(m.backend).toBe(backend);
      vectors.forEach((v, i) => m.upsert(ids[i]!, v));
      expect(m.size).toBe(3000);
      for (const q of unitVectors(20, dims, dims + 1)) {
        const hits = m.search(q, 10);
        expect(hits.map((h) => h.id)).toEqual(reference(vectors, ids, q, 10));
        const best = vectors[Number(hits[0]!.id.split(':')[1])]!;
        expect(hits[0]!.score).toBeCloseTo(
          best.reduce((a, x, j) => a + x * q[j]!, 0),
          5,
        );
        expect(hits.map((h) => h.score)).toEqual([...hits.map((h) => h.score)].sort((a, b) => b - a));
      }
    },
  );

  it('a vector finds itself with score 1', () => {
    const [a, b] = unitVectors(2, 384);
    const m = new VectorMatrix(384);
    m.upsert('fact:a', a!);
    m.upsert('fact:b', b!);
    const [hit] = m.search(a!, 1);
    expect(hit!.id).toBe('fact:a');
    expect(hit!.score).toBeCloseTo(1, 5);
  });

  it.each(['wasm-simd', 'js'] as const)(
    'follows inserts, replacements and deletes in place, growing as needed (%s)',
    (backend) => {
      const vectors = unitVectors(500, 32, 7);
      const m = new VectorMatrix(32, 4, backend);
      vectors.forEach((v, i) => m.upsert(`n${i}`, v));
      for (let i = 0; i < 500; i += 2) expect(m.remove(`n${i}`)).toBe(true);
      expect(m.remove('n0')).toBe(false);
      expect(m.size).toBe(250);
      expect(m.has('n0')).toBe(false);
      expect(m.has('n1')).toBe(true);
      // Every remaining vector still finds itself.
      for (let i = 1; i < 500; i += 2) expect(m.search(vectors[i]!, 1)[0]!.id).toBe(`n${i}`);
      // Replacing a vector moves the node.
      m.upsert('n1', vectors[0]!);
      expect(m.size).toBe(250);
      expect(m.search(vectors[0]!, 1)[0]!.id).toBe('n1');
      expect(m.matrix().length).toBe(250 * m.stride);
      // A row reads back as stored, after the moves the deletes made; a deleted one is gone.
      expect(Array.from(m.vectorOf('n499')!)).toEqual(Array.from(Float32Array.from(vectors[499]!)));
      expect(Array.from(m.vectorOf('n1')!)).toEqual(Array.from(Float32Array.from(vectors[0]!)));
      expect(m.vectorOf('n0')).toBeNull();
    },
  );

  it('refuses vectors of the wrong dimension with a clear message', () => {
    const m = new VectorMatrix(4);
    expect(() => m.upsert('x', [1, 0, 0])).toThrow('Vector for x has 3 dimensions; this index holds 4.');
    expect(() => m.search([1, 0], 1)).toThrow('Query has 2 dimensions; this index holds 4.');
    expect(m.search([1, 0, 0, 0], 3)).toEqual([]);
  });

  it('topK keeps the k best, best first, lower row on ties', () => {
    expect(topK(Float32Array.from([0.1, 0.9, 0.5, 0.9, -1, 0.7]), 3)).toEqual([1, 3, 5]);
    expect(topK(Float32Array.from([0.2, 0.1]), 5)).toEqual([0, 1]);
    expect(topK(new Float32Array(0), 5)).toEqual([]);
  });
});
