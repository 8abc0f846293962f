import v8 from 'node:v8';
import vm from 'node:vm';

import type { DocumentVectorRow } from '../../../lib/db/records';
import { ChunkVectors } from '../../../lib/documents/library/vectors';
import { memoryDatabase } from '../../../lib/eval/knowledge';
import { VectorMatrix } from '../../../lib/kg/vectors/vector-matrix';
import { type BenchRow, percentile } from '../harness';
import { vectorSource } from '../kg-random';

/**
 * Issue 30's retrieval figures: the 30 nearest of 100,000 chunk vectors (384 dims, seeded random
 * unit vectors) through the library's own index (int8 from 100k rows, exact fp32 re-rank of the
 * candidates read from `documentVectors`, here on fake-indexeddb), against an exact fp32 scan of
 * the same vectors (WASM SIMD) in the same run. Targets: p50 ≤ 20 ms, memory ≤ 150 MB.
 */

const N = 100_000;
const DIMS = 384;
const K = 30;
const RUNS = 60;
const DOC = 'doc:0123456789abcdef' as const;

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const heldBytes = () => {
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

export async function retrieveRows(log: (m: string) => void): Promise<BenchRow[]> {
  const next = vectorSource(30_030, DIMS);
  const db = memoryDatabase('bench-retrieve');
  const exact = new VectorMatrix(DIMS, N);
  try {
    log(`filling ${N.toLocaleString('en-US')} chunk vectors × ${DIMS} …`);
    for (let start = 0; start < N; start += 5000) {
      const rows: DocumentVectorRow[] = [];
      for (let i = start; i < start + 5000; i++) {
        const vector = next();
        rows.push({ modelId: 'bench', chunkId: `${DOC}#${i}`, docId: DOC, vector });
        exact.upsert(`${DOC}#${i}`, vector);
      }
      await db.documentVectors.bulkAdd(rows);
    }
    const before = heldBytes();
    const index = await ChunkVectors.load(db, 'bench', DIMS);
    const indexBytes = heldBytes() - before;
    log(`index: ${index.size} rows, ${index.precision}, ${(indexBytes / 2 ** 20).toFixed(0)} MiB held`);

    const queries = Array.from({ length: RUNS }, () => next());
    await index.search(queries[0]!, K);
    const ms: number[] = [];
    const exactMs: number[] = [];
    let found = 0;
    for (const q of queries) {
      let t = performance.now();
      const hits = await index.search(q, K);
      ms.push(performance.now() - t);
      t = performance.now();
      const truth = exact.search(q, K).map((h) => h.id);
      exactMs.push(performance.now() - t);
      found += hits.filter((h) => truth.includes(h.id)).length;
    }
    const p50 = percentile(ms, 50);
    const exactP50 = percentile(exactMs, 50);
    const exactBytes = N * exact.stride * 4;
    return [
      {
        name: `30 nearest of 100k chunks, p50 (library index: ${index.precision} + exact re-rank)`,
        value: p50,
        unit: 'ms',
        baseline: exactP50,
        ratio: p50 / exactP50,
        note: `target ≤ 20 ms; p95 ${percentile(ms, 95).toFixed(1)} ms; baseline: exact fp32 scan (WASM SIMD), same run`,
      },
      {
        name: 'recall@30 against the exact scan',
        value: found / (K * RUNS),
        unit: '',
      },
      {
        name: 'memory of the 100k-chunk index',
        value: indexBytes / 2 ** 20,
        unit: 'MiB',
        baseline: exactBytes / 2 ** 20,
        ratio: indexBytes / exactBytes,
        note: 'target ≤ 150 MB; baseline: the fp32 matrix',
      },
    ];
  } finally {
    await db.delete();
  }
}
