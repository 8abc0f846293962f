import { describe, expect, it } from 'vitest';

import {
  mustRead,
  quantisationError,
  quantise,
  queryLevels,
  scoreBound,
  worstResidual,
} from '../../lib/kg/vectors/int8-bound';
import { candidatesFor, Int8Matrix } from '../../lib/kg/vectors/int8-matrix';
import { clustered, dot, unitVectors } from './support/unit-vectors';

const exactTop = (vs: Float32Array[], q: ArrayLike<number>, k: number) =>
  vs
    .map((v, i) => ({ id: `claim:${i}`, s: dot(v, q) }))
    .sort((a, b) => b.s - a.s)
    .slice(0, k);

/** An index over `vectors` whose stored-vector reads are counted. */
function counted(vectors: Float32Array[], dims: number) {
  const store = new Map(vectors.map((v, i) => [`claim:${i}`, v]));
  const reads = { rows: 0, calls: 0 };
  const m = new Int8Matrix(dims, async (ids) => {
    reads.calls++;
    reads.rows += ids.length;
    return ids.map((id) => store.get(id) ?? null);
  });
  vectors.forEach((v, i) => m.upsert(`claim:${i}`, v));
  return { m, reads };
}

describe('the int8 score bound', () => {
  it('holds for every row: the exact score is within it of the int8 score', () => {
    const rows = [...unitVectors(300, 384, 1), ...clustered(300, 384, 2, 0.05)];
    for (const [i, x] of unitVectors(10, 384, 3).entries()) {
      const qx = new Int16Array(384);
      // The query as the index quantises it (finely), and in int8 as the rows are.
      const sx = quantise(x, qx, i % 2 ? queryLevels(384) : 127);
      const query = { norm: Math.sqrt(dot(x, x)), residual: quantisationError(x, qx, sx).residual };
      for (const v of rows) {
        const qv = new Int8Array(384);
        const sv = quantise(v, qv);
        const { residual, norm } = quantisationError(v, qv, sv);
        const approx = sv * sx * dot(qv, qx);
        expect(Math.abs(dot(v, x) - approx)).toBeLessThanOrEqual(scoreBound(residual, norm, query));
        // The bound of a row known only as int8 is never tighter than its own.
        expect(worstResidual(sv, 384)).toBeGreaterThanOrEqual(residual);
      }
    }
  });

  it('reads the candidates that can still make the top k, and proves it only when no other row can', () => {
    const c = (row: number, approx: number, bound = 0.01) => ({ row, approx, bound });
    const candidates = [c(0, 0.9), c(1, 0.85), c(2, 0.8), c(3, 0.78), c(4, 0.5), c(5, 0.4)];
    // The 2nd best worst case is 0.84: rows 2 (≤ 0.81) and below cannot beat it.
    expect(mustRead(candidates, 2, 0.45)).toEqual({ read: [c(0, 0.9), c(1, 0.85)], proven: true });
    // Within each other's error, rows 2 and 3 both could be the 3rd.
    expect(mustRead(candidates, 3, 0.45).read.map((r) => r.row)).toEqual([0, 1, 2, 3]);
    // A row outside the candidates could reach 0.85: every candidate is read, and nothing is proven.
    expect(mustRead(candidates, 2, 0.85)).toEqual({ read: candidates, proven: false });
    // As few candidates as k: all are read; proven only when they are every row.
    expect(mustRead(candidates.slice(0, 2), 2, -Infinity)).toEqual({ read: candidates.slice(0, 2), proven: true });
    expect(mustRead(candidates.slice(0, 2), 2, 0.1).proven).toBe(false);
  });
});

describe('the int8 index re-ranks only what the bound cannot rule out', () => {
  async function searchAll(vectors: Float32Array[], k: number) {
    const { m, reads } = counted(vectors, 384);
    const queries = unitVectors(20, 384, 11);
    let proven = 0;
    for (const q of queries) {
      const hits = await m.search(q, k);
      const truth = exactTop(vectors, q, k);
      expect(hits.map((h) => h.id)).toEqual(truth.map((t) => t.id));
      hits.forEach((h, i) => expect(h.score).toBeCloseTo(truth[i]!.s, 6));
      if (m.lastRerank.proven) proven++;
      expect(m.lastRerank.read).toBeLessThanOrEqual(candidatesFor(k));
    }
    expect(reads.calls).toBe(queries.length);
    return { proven, perSearch: reads.rows / queries.length };
  }

  it('random vectors: every top-5 is proven exact from about 8 reads instead of the 64 candidates', async () => {
    const { proven, perSearch } = await searchAll(unitVectors(6000, 384, 7), 5);
    expect(proven).toBe(20);
    expect(perSearch).toBeLessThan(12);
  });

  it('near-duplicates in clusters of 50: the top-5 is exact, most are proven from the cluster read whole', async () => {
    const { proven, perSearch } = await searchAll(clustered(6000, 384, 9), 5);
    expect(proven).toBeGreaterThanOrEqual(15);
    // Within each other's error, a cluster's rows are all read; the unproven fall back to the 64 candidates.
    expect(perSearch).toBeGreaterThan(40);
    expect(perSearch).toBeLessThanOrEqual(candidatesFor(5));
  });

  it('a query inside a tight cluster reads more of it, and still returns the exact top-10', async () => {
    const vectors = clustered(3000, 384, 13, 0.01);
    const { m, reads } = counted(vectors, 384);
    const q = vectors[70]!.map((x, j) => x + 0.002 * Math.cos(j));
    const hits = await m.search(q, 10);
    expect(hits.map((h) => h.id)).toEqual(exactTop(vectors, q, 10).map((t) => t.id));
    expect(reads.rows).toBeGreaterThan(10);
    expect(reads.rows).toBeLessThanOrEqual(candidatesFor(10));
  });

  it('rows loaded from a snapshot without their errors get the widest bound: more reads, the same exact answer', async () => {
    const vectors = unitVectors(4000, 384, 15);
    const { m: saved } = counted(vectors, 384);
    const store = new Map(vectors.map((v, i) => [`claim:${i}`, v]));
    let rows = 0;
    const load = (withErrors: boolean) => {
      const m = new Int8Matrix(384, async (ids) => ((rows += ids.length), ids.map((id) => store.get(id) ?? null)));
      for (let start = 0; start < saved.size; start += 1000) {
        const b = saved.quantisedRows(start, 1000);
        m.appendQuantised(saved.ids().slice(start, start + 1000), b.q, b.scales, withErrors ? b.residuals : undefined);
      }
      return m;
    };
    const exact = load(true);
    const widest = load(false);
    const queries = unitVectors(10, 384, 17);
    rows = 0;
    for (const q of queries)
      expect((await exact.search(q, 5)).map((h) => h.id)).toEqual(exactTop(vectors, q, 5).map((t) => t.id));
    const readExact = rows;
    rows = 0;
    for (const q of queries)
      expect((await widest.search(q, 5)).map((h) => h.id)).toEqual(exactTop(vectors, q, 5).map((t) => t.id));
    expect(rows).toBeGreaterThanOrEqual(readExact);
    expect(() => widest.appendQuantised(['x'], new Int8Array(384), new Float32Array(1), new Float32Array(2))).toThrow(
      'A block of 1 int8 vectors needs 1 error lengths, not 2.',
    );
  });

  it('keeps each row’s error with it through removals, and proven answers stay exact', async () => {
    const vectors = unitVectors(2000, 64, 19);
    const { m } = counted(vectors, 64);
    const kept = vectors.map((v, i) => ({ v, i })).filter(({ i }) => i % 3);
    for (let i = 0; i < vectors.length; i += 3) m.remove(`claim:${i}`);
    for (const q of unitVectors(10, 64, 21)) {
      const truth = kept
        .map(({ v, i }) => ({ id: `claim:${i}`, s: dot(v, q) }))
        .sort((a, b) => b.s - a.s)
        .slice(0, 5);
      expect((await m.search(q, 5)).map((h) => h.id)).toEqual(truth.map((t) => t.id));
    }
  });
});
