import 'fake-indexeddb/auto';

import { ClaimLensDB } from '../../lib/db/database';
import { knowledgeOf } from '../../lib/kg/graph/knowledge';
import { installFolders, nodeModels } from '../../lib/ml/node';
import type { Dtype } from '../../lib/ml/registry';
import { memoryStage } from '../../lib/pipeline/stages/memory/memory';
import type { GeneratedModel } from '../models/generate';
import { percentile } from './harness';
import { memoryStageContext } from './kg-context';
import {
  type Embedder,
  type Nli,
  QUERIES,
  type StageCtx,
  timeChecks,
  timeModels,
  writeGraph,
  writeVectors,
} from './kg-memory-path-core';
import { generateBenchModels } from './ml/generate';

/**
 * The whole memory path in Node, on onnxruntime-web's WASM: embed the claim (random-weight
 * all-MiniLM-L6-v2 shape), search 10k claims and 30k facts, NLI (random-weight
 * nli-deberta-v3-xsmall shape), graph support and decision. The graph (kg-memory-path-core.ts)
 * lives in fake-indexeddb.
 */

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
  /** Each check's time inside the model calls. */
  modelMs: number[];
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
