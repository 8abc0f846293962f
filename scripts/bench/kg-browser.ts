/**
 * The part of the knowledge-graph bench that runs in Chromium, on the browser's real
 * IndexedDB (bundled and served by kg.bench.ts): writing and loading the vector index, and the
 * memory stage without model inference over a graph of claims and facts.
 */
import { ClaimLensDB } from '../../lib/db/database';
import type { VectorRow } from '../../lib/db/records';
import { KnowledgeGraph, knowledgeOf } from '../../lib/kg/graph/knowledge';
import { type ClaimId, type FactId, GraphWriter } from '../../lib/kg/graph/store';
import type { Embedder, NliModel } from '../../lib/ml/types';
import { memoryStage } from '../../lib/pipeline/stages/memory/memory';
import { memoryStageContext } from './kg-context';
import { vectorSource } from './kg-random';

async function writeVectors(
  db: ClaimLensDB,
  ids: readonly VectorRow['nodeId'][],
  index: 'macro' | 'micro',
  next: () => Float32Array,
): Promise<Map<string, Float32Array>> {
  const kept = new Map<string, Float32Array>();
  for (let i = 0; i < ids.length; i += 5000) {
    const rows: VectorRow[] = ids
      .slice(i, i + 5000)
      .map((nodeId) => ({ nodeId, modelId: 'bench-model', index, vector: next() }));
    rows.slice(0, 50).forEach((row) => kept.set(row.nodeId, row.vector));
    await db.vectors.bulkPut(rows);
  }
  return kept;
}

/**
 * Writes n vectors one row each (as the engine stores them), loads the index from those rows
 * once, saves its block snapshot, then loads it from the snapshot `repeats` times.
 */
export async function loadBench(
  n: number,
  dims: number,
  repeats: number,
): Promise<{ writeMs: number; rowsMs: number; snapshotMs: number[] }> {
  const name = `kg-bench-load-${n}`;
  await new ClaimLensDB(name).delete();
  const db = new ClaimLensDB(name);
  const started = performance.now();
  await writeVectors(
    db,
    Array.from({ length: n }, (_, i) => `claim:${i}` as const),
    'macro',
    vectorSource(n, dims),
  );
  const writeMs = performance.now() - started;
  db.close();
  const load = async () => {
    const fresh = new ClaimLensDB(name);
    await fresh.open();
    const kg = new KnowledgeGraph(fresh);
    const t = performance.now();
    const index = await kg.indexFor('bench-model', dims);
    const ms = performance.now() - t;
    if (index.macro.size !== n) throw new Error(`Loaded ${index.macro.size} of ${n} vectors.`);
    return { fresh, kg, ms };
  };
  const first = await load();
  if (!(await first.kg.saveSnapshot())) throw new Error('The snapshot was not saved.');
  first.fresh.close();
  const snapshotMs: number[] = [];
  for (let k = 0; k < repeats; k++) {
    const again = await load();
    snapshotMs.push(again.ms);
    again.fresh.close();
  }
  await new ClaimLensDB(name).delete();
  return { writeMs, rowsMs: first.ms, snapshotMs };
}

/**
 * The memory stage over `claims` claims and `facts` facts (3 facts support each claim, each
 * node mentions 2 of 500 entities), with model inference replaced by fixed answers: what the
 * graph side of the path costs (near-verbatim lookup, index search, graph reads, G, decision).
 */
export async function memoryPathBench(
  claims: number,
  facts: number,
  dims: number,
  queries: number,
): Promise<{ buildMs: number; ms: number[]; verdicts: Record<string, number> }> {
  const name = `kg-bench-memory-${claims}`;
  await new ClaimLensDB(name).delete();
  const db = new ClaimLensDB(name);
  const next = vectorSource(7, dims);
  const noise = vectorSource(8, dims);
  const started = performance.now();
  const w = new GraphWriter('pack:bench');
  const claimIds: ClaimId[] = [];
  const factIds: FactId[] = [];
  for (let i = 0; i < claims; i++) {
    const c = w.addClaim({
      text: `Stored claim number ${i} about treatment ${i % 97} and outcome ${i % 89}.`,
      status: i % 3 ? 'TRUE' : 'FALSE',
    });
    claimIds.push(c);
    w.mention(c, `entity ${i % 500}`);
    w.mention(c, `entity ${(i * 7) % 500}`);
  }
  for (let j = 0; j < facts; j++) {
    const f = w.addFact({
      subject: `subject ${j}`,
      predicate: 'relates to',
      object: `object ${j % 1000}`,
      text: `Verified fact number ${j} on subject ${j % 113}.`,
      status: 'Verified',
    });
    factIds.push(f);
    // Facts support the true claims and correct the false ones (every third claim is false).
    const k = j % claims;
    if (k % 3 === 0) w.link('CORRECTED_BY', claimIds[k]!, f);
    else w.link('SUPPORTS', f, claimIds[k]!);
    w.mention(f, `entity ${j % 500}`);
  }
  const kg = knowledgeOf(db);
  await kg.write(w);
  const macro = await writeVectors(db, claimIds, 'macro', next);
  const micro = await writeVectors(db, factIds, 'micro', next);
  const buildMs = performance.now() - started;

  const targets = [...macro.values(), ...micro.values()];
  const near = (i: number) => {
    const base = targets[i % targets.length]!;
    const jitter = noise();
    const q = base.map((x, k) => x + jitter[k]! * 0.1);
    const n = Math.hypot(...q);
    return q.map((x) => x / n);
  };
  let query = near(0);
  const embedder: Embedder = {
    modelId: 'bench-model',
    dims,
    threshold: 0.75,
    embed: async (texts) => texts.map(() => query),
  };
  const nli: NliModel = {
    modelId: 'bench-nli',
    classify: async (pairs) => pairs.map(() => ({ entailment: 0.9, contradiction: 0.05, neutral: 0.05 })),
  };
  const ctx = memoryStageContext(db, { embedder: async () => embedder, nli: async () => nli });
  await memoryStage('warm-up query', ctx);
  await kg.saveSnapshot();
  const ms: number[] = [];
  const verdicts: Record<string, number> = {};
  for (let i = 0; i < queries; i++) {
    query = near(i + 1);
    const t = performance.now();
    // No digits: the value guard would (rightly) stop a claim whose numbers differ from the stored one's.
    const result = await memoryStage(
      `A query phrased differently from any stored statement, variant ${String.fromCharCode(97 + (i % 26))}`,
      ctx,
    );
    ms.push(performance.now() - t);
    const v = result.outcome?.verdict ?? 'passed';
    verdicts[v] = (verdicts[v] ?? 0) + 1;
  }
  db.close();
  await new ClaimLensDB(name).delete();
  return { buildMs, ms, verdicts };
}

(globalThis as unknown as { kgBench: unknown }).kgBench = { loadBench, memoryPathBench };
