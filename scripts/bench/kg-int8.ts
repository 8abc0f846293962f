import { candidatesFor, Int8Matrix } from '../../lib/kg/vectors/int8-matrix';
import type { VectorMatrix } from '../../lib/kg/vectors/vector-matrix';
import { type BenchRow, percentile } from './harness';

/**
 * The int8 index against the fp32 one over the same vectors in the same run: top-10 latency,
 * recall@10 against exact search, memory, and the time to load 100k vectors from a snapshot's
 * blocks (int8 blocks as the int8 index saves them; fp32 blocks, as saved before int8). The
 * re-rank reads the fp32 vectors from memory here; in the engine it reads them from IndexedDB
 * (one bulkGet): the rows the error bound cannot rule out, at most the 80 candidates.
 */
export async function int8Rows(
  n: number,
  fp32: VectorMatrix,
  queries: readonly Float32Array[],
  runs: number,
  fp32P50: number,
  label: string,
): Promise<BenchRow[]> {
  let read = 0;
  const int8 = new Int8Matrix(fp32.dims, async (ids) => ((read += ids.length), ids.map((id) => fp32.vectorOf(id))), n);
  const ids = fp32.ids();
  const t0 = performance.now();
  for (let start = 0; start < n; start += 4096) {
    const count = Math.min(4096, n - start);
    int8.appendPacked(ids.slice(start, start + count), fp32.packedRows(start, count));
  }
  const fromFp32Ms = ((performance.now() - t0) * 100_000) / n;
  const blocks: { ids: string[]; q: Int8Array; scales: Float32Array }[] = [];
  for (let start = 0; start < n; start += 4096)
    blocks.push({ ids: ids.slice(start, start + 4096), ...int8.quantisedRows(start, Math.min(4096, n - start)) });
  const reloaded = new Int8Matrix(fp32.dims, async () => [], n);
  const t1 = performance.now();
  for (const b of blocks) reloaded.appendQuantised(b.ids, b.q, b.scales);
  const fromInt8Ms = ((performance.now() - t1) * 100_000) / n;

  await int8.search(queries[0]!, 10);
  const ms: number[] = [];
  let found = 0;
  let proven = 0;
  read = 0;
  for (let k = 0; k < runs; k++) {
    const q = queries[k % queries.length]!;
    const t = performance.now();
    const hits = await int8.search(q, 10);
    ms.push(performance.now() - t);
    if (int8.lastRerank.proven) proven++;
    const exact = fp32.search(q, 10).map((h) => h.id);
    found += hits.filter((h) => exact.includes(h.id)).length;
  }
  const p50 = percentile(ms, 50);
  const mb = (b: number) => b / 2 ** 20;
  const fp32Bytes = n * fp32.stride * 4;
  return [
    {
      name: `top-10 of ${label} × 384, p50 (int8 + exact fp32 re-rank of what the bound leaves)`,
      value: p50,
      unit: 'ms',
      baseline: fp32P50,
      ratio: p50 / fp32P50,
      note:
        n === 1_000_000 ? 'target ≤ 40 ms; baseline: fp32 WASM SIMD, same run' : 'baseline: fp32 WASM SIMD, same run',
    },
    { name: `top-10 of ${label} × 384, p95 (int8)`, value: percentile(ms, 95), unit: 'ms' },
    {
      name: `stored vectors read per top-10, ${label} (baseline: the candidates, as read before the bound)`,
      value: read / runs,
      unit: '',
      baseline: candidatesFor(10),
      ratio: read / runs / candidatesFor(10),
      note: `${proven} of ${runs} top-10s proven exact by the bound`,
    },
    {
      name: `recall@10 of the int8 index against exact search, ${label}`,
      value: found / (10 * runs),
      unit: '',
      note: 'target ≥ 0.99',
    },
    {
      name: `vector memory, ${label} × 384 (int8 + scales + scores)`,
      value: mb(int8.bytes),
      unit: 'MiB',
      baseline: mb(fp32Bytes),
      ratio: int8.bytes / fp32Bytes,
      note: n === 1_000_000 ? 'target ≤ 400 MB; baseline: the fp32 matrix' : 'baseline: the fp32 matrix',
    },
    {
      name: `int8 index load per 100k vectors from int8 snapshot blocks (in memory)`,
      value: fromInt8Ms,
      unit: 'ms',
      baseline: fromFp32Ms,
      ratio: fromInt8Ms / fromFp32Ms,
      note: `baseline: quantising fp32 blocks (an older snapshot); memory per 100k: ${mb((int8.bytes * 100_000) / n).toFixed(0)} MiB int8, ${mb((fp32Bytes * 100_000) / n).toFixed(0)} MiB fp32`,
    },
  ];
}
