import type { ClaimLensDB } from '../../lib/db/database';
import type { VectorRow } from '../../lib/db/records';
import { knowledgeOf } from '../../lib/kg/graph/knowledge';
import { type ClaimId, type FactId, GraphWriter } from '../../lib/kg/graph/store';
import type { LocalModels } from '../../lib/ml/services';
import { memoryStage } from '../../lib/pipeline/stages/memory/memory';
import type { memoryStageContext } from './kg-context';
import { normalised, vectorSource } from './kg-random';
import { timedModels } from './timed-models';

/**
 * The memory path's workload, shared by the Node bench (kg-memory-path.ts, fake-indexeddb) and
 * the Chromium engine worker (ml/browser-memory-worker.ts, the browser's IndexedDB): the queries,
 * the generated graph and its vectors, and the timed checks through the product's memory stage.
 * Stored vectors are random, except that each query has one stored claim near its own
 * embedding, so every query goes through NLI and the decision layer (as a real match would).
 */

export const QUERIES = [
  'Asymptomatic COVID-19 patients can be infectious to others around them.',
  'Dexamethasone reduces mortality in hospitalized COVID-19 patients on oxygen.',
  'Surgical masks reduce the spread of respiratory droplets in crowded rooms.',
  'Children are less likely than adults to develop severe illness from the virus.',
  'Vitamin D deficiency is associated with more severe respiratory infections.',
  'Hydroxychloroquine does not improve survival of patients admitted to hospital.',
  'The virus can stay on plastic and stainless steel surfaces for several days.',
  'People with obesity have a higher risk of being admitted to intensive care.',
];

type Models = LocalModels;
export type Embedder = NonNullable<Awaited<ReturnType<Models['embedder']>>>;
export type Nli = NonNullable<Awaited<ReturnType<Models['nli']>>>;
export type StageCtx = ReturnType<typeof memoryStageContext>;

export const claimText = (i: number) =>
  `Stored claim ${i.toString(36)} about treatment ${(i % 97).toString(36)} and its outcome.`;

/** The graph in the database: claims, facts that support or correct them, the entities both mention. */
export async function writeGraph(db: ClaimLensDB, claims: number, facts: number) {
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
export async function writeVectors(
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

/**
 * Each query through the memory stage, first with the models' results cache emptied, then
 * answered from it; with each check's time inside the model calls (the rest is the graph's,
 * the index's and the decision's).
 */
export async function timeChecks(stageCtx: StageCtx, models: Models, rounds: number) {
  const timed = timedModels(stageCtx.models);
  const ctx = { ...stageCtx, models: timed.services };
  const ms: number[] = [];
  const modelMs: number[] = [];
  const outcomes: Record<string, number> = {};
  for (let round = 0; round < rounds; round++) {
    for (const q of QUERIES) {
      models.cache.clear();
      timed.take();
      const t = performance.now();
      const result = await memoryStage(q, ctx);
      ms.push(performance.now() - t);
      modelMs.push(timed.take());
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
  return { ms, modelMs, outcomes, cachedMs };
}

/** Each check's time outside the model calls: the graph's, the index's and the decision's. */
export const outsideModels = (r: { ms: number[]; modelMs: number[] }): number[] =>
  r.ms.map((ms, i) => ms - r.modelMs[i]!);

/** A memory path's figures as the bench reports them, in ms. */
export interface MemoryPathFigures {
  p50: number;
  p95: number;
  /** p50 of each check's time outside the model calls. */
  restP50: number;
  nliP50: number;
  embedP50: number;
}

/** The model calls alone, for the breakdown: the same inputs the path gives them (query i's match is claim i). */
export async function timeModels(models: Models, embedder: Embedder, nli: Nli) {
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
