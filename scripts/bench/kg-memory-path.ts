import 'fake-indexeddb/auto';

import { ClaimLensDB } from '../../lib/db/database';
import type { VectorRow } from '../../lib/db/records';
import { knowledgeOf } from '../../lib/kg/graph/knowledge';
import { type ClaimId, type FactId, GraphWriter } from '../../lib/kg/graph/store';
import { installFolders, nodeModels } from '../../lib/ml/node';
import type { Dtype } from '../../lib/ml/registry';
import { memoryStage } from '../../lib/pipeline/stages/memory/memory';
import type { GeneratedModel } from '../models/generate';
import { percentile } from './harness';
import { memoryStageContext } from './kg-context';
import { normalised, vectorSource } from './kg-random';
import { generateBenchModels } from './ml/generate';

/**
 * The whole memory path in Node, on onnxruntime-web's WASM: embed the claim (random-weight
 * all-MiniLM-L6-v2 shape), search 10k claims and 30k facts, NLI (random-weight
 * nli-deberta-v3-xsmall shape), graph support and decision. The graph lives in fake-indexeddb.
 * Stored vectors are random, except that each query has one stored claim near its own
 * embedding, so every query goes through NLI and the decision layer (as a real match would).
 */

const QUERIES = [
  'Asymptomatic COVID-19 patients can be infectious to others around them.',
  'Dexamethasone reduces mortality in hospitalized COVID-19 patients on oxygen.',
  'Surgical masks reduce the spread of respiratory droplets in crowded rooms.',
  'Children are less likely than adults to develop severe illness from the virus.',
  'Vitamin D deficiency is associated with more severe respiratory infections.',
  'Hydroxychloroquine does not improve survival of patients admitted to hospital.',
  'The virus can stay on plastic and stainless steel surfaces for several days.',
  'People with obesity have a higher risk of being admitted to intensive care.',
];

/** Models already generated (kept by the caller), the graph WASM runs, and the WASM threads. */
export interface MemoryPathSetup {
  models?: { embed: GeneratedModel; nli: GeneratedModel };
  wasmDtype?: Dtype;
  threads?: number;
}

let runs = 0;

export interface MemoryPathRun {
  /** Each check with the models' results cache emptied first; then the same checks again, answered from the cache. */
  ms: number[];
  cachedMs: number[];
  embedMs: number[];
  nliMs: number[];
  outcomes: Record<string, number>;
  /** Idle unload: process RSS with both models loaded and after they are released; the first check after, which loads them again. */
  rssLoadedMiB: number;
  rssUnloadedMiB: number;
  reloadMs: number;
}

type Models = Awaited<ReturnType<typeof nodeModels>>;
type Embedder = NonNullable<Awaited<ReturnType<Models['embedder']>>>;
type Nli = NonNullable<Awaited<ReturnType<Models['nli']>>>;
type StageCtx = ReturnType<typeof memoryStageContext>;

const claimText = (i: number) =>
  `Stored claim ${i.toString(36)} about treatment ${(i % 97).toString(36)} and its outcome.`;

/** The graph in the database: claims, facts that support or correct them, the entities both mention. */
async function writeGraph(db: ClaimLensDB, claims: number, facts: number) {
  const w = new GraphWriter('pack:bench');
  const claimIds: ClaimId[] = [];
  for (let i = 0; i < claims; i++) {
    const c = w.addClaim({ text: claimText(i), status: i % 3 ? 'TRUE' : 'FALSE' });
    claimIds.push(c);
    w.mention(c, `entity ${(i % 500).toString(36)}`);
  }
  const factIds: FactId[] = [];
  for (let j = 0; j < facts; j++) {
    const f = w.addFact({
      subject: `subject ${j.toString(36)}`,
      predicate: 'relates to',
      object: 'an outcome',
      text: `Verified fact ${j.toString(36)} on subject ${(j % 113).toString(36)}.`,
      status: 'Verified',
    });
    factIds.push(f);
    const k = j % claims;
    if (k % 3 === 0) w.link('CORRECTED_BY', claimIds[k]!, f);
    else w.link('SUPPORTS', f, claimIds[k]!);
    w.mention(f, `entity ${(j % 500).toString(36)}`);
  }
  await knowledgeOf(db).write(w);
  return { claimIds, factIds };
}

/** Random stored vectors, except that claim i < QUERIES.length sits near query i (S ≈ 0.99). */
async function writeVectors(
  db: ClaimLensDB,
  embedder: Embedder,
  queryVectors: Float32Array[],
  ids: Awaited<ReturnType<typeof writeGraph>>,
) {
  const random = vectorSource(3, embedder.dims);
  const rows: VectorRow[] = [];
  ids.claimIds.forEach((nodeId, i) => {
    const jitter = random();
    const vector = i < QUERIES.length ? normalised(queryVectors[i]!.map((x, k) => x + jitter[k]! * 0.1)) : random();
    rows.push({ nodeId, modelId: embedder.modelId, index: 'macro', vector });
  });
  ids.factIds.forEach((nodeId) => rows.push({ nodeId, modelId: embedder.modelId, index: 'micro', vector: random() }));
  for (let i = 0; i < rows.length; i += 5000) await db.vectors.bulkPut(rows.slice(i, i + 5000));
}

/** Each query through the memory stage, first with the models' results cache emptied, then answered from it. */
async function timeChecks(ctx: StageCtx, models: Models, rounds: number) {
  const ms: number[] = [];
  const outcomes: Record<string, number> = {};
  for (let round = 0; round < rounds; round++) {
    for (const q of QUERIES) {
      models.cache.clear();
      const t = performance.now();
      const result = await memoryStage(q, ctx);
      ms.push(performance.now() - t);
      const trace = result.outcome?.traces.memory ?? result.traces?.memory;
      const key = result.outcome
        ? `answered ${result.outcome.verdict}`
        : `passed (${(trace as { guard?: { name: string } | null })?.guard?.name ?? 'no candidate'})`;
      outcomes[key] = (outcomes[key] ?? 0) + 1;
    }
  }
  const cachedMs: number[] = [];
  for (let round = 0; round < rounds; round++) {
    for (const q of QUERIES) {
      const t = performance.now();
      await memoryStage(q, ctx);
      cachedMs.push(performance.now() - t);
    }
  }
  return { ms, outcomes, cachedMs };
}

/** The model calls alone, for the breakdown: the same inputs the path gives them (query i's match is claim i). */
async function timeModels(models: Models, embedder: Embedder, nli: Nli) {
  const embedMs: number[] = [];
  const nliMs: number[] = [];
  for (const [i, q] of QUERIES.entries()) {
    models.cache.clear();
    let t = performance.now();
    await embedder.embed([q]);
    embedMs.push(performance.now() - t);
    t = performance.now();
    await nli.classify([{ premise: claimText(i), hypothesis: q }]);
    nliMs.push(performance.now() - t);
  }
  return { embedMs, nliMs };
}

/** Idle unload, as the timer does it (manager.unload), and the check that loads both models again. */
async function idleUnload(ctx: StageCtx, models: Models, embedder: Embedder, nli: Nli) {
  const rss = () => process.memoryUsage().rss / 2 ** 20;
  const rssLoadedMiB = rss();
  await models.manager.unload(embedder.modelId);
  await models.manager.unload(nli.modelId);
  await new Promise((r) => setTimeout(r, 500));
  const rssUnloadedMiB = rss();
  models.cache.clear();
  const t = performance.now();
  await memoryStage(QUERIES[1]!, ctx);
  return { rssLoadedMiB, rssUnloadedMiB, reloadMs: performance.now() - t };
}

export async function memoryPathWithModels(
  claims: number,
  facts: number,
  rounds: number,
  log: (m: string) => void,
  setup: MemoryPathSetup = {},
): Promise<MemoryPathRun> {
  const generated = setup.models ? { ...setup.models, cleanup: () => undefined } : generateBenchModels();
  const models = await nodeModels({ backend: 'onnxruntime-web', threads: setup.threads });
  const db = new ClaimLensDB(`kg-bench-path-${process.pid}-${runs++}`);
  try {
    await installFolders(models, [generated.embed.dir, generated.nli.dir], { wasmDtype: setup.wasmDtype });
    const embedder = (await models.embedder())!;
    const nli = (await models.nli())!;
    const queryVectors = await embedder.embed(QUERIES);
    const t0 = performance.now();
    await writeVectors(db, embedder, queryVectors, await writeGraph(db, claims, facts));
    log(
      `memory path: graph of ${claims.toLocaleString('en-US')} claims + ${facts.toLocaleString('en-US')} facts built in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const ctx = memoryStageContext(db, models);
    await memoryStage(QUERIES[0]!, ctx);
    // The index was loaded from rows: its snapshot is saved now rather than in the middle of the runs.
    await knowledgeOf(db).saveSnapshot();
    const checks = await timeChecks(ctx, models, rounds);
    const breakdown = await timeModels(models, embedder, nli);
    return { ...checks, ...breakdown, ...(await idleUnload(ctx, models, embedder, nli)) };
  } finally {
    db.close();
    await db.delete();
    await models.manager.unload(generated.embed.entry.id).catch(() => undefined);
    await models.manager.unload(generated.nli.entry.id).catch(() => undefined);
    generated.cleanup();
  }
}

export const p50 = (xs: number[]) => percentile(xs, 50);
