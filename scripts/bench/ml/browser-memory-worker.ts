/// <reference lib="webworker" />
import { ClaimLensDB } from '../../../lib/db/database';
import { knowledgeOf } from '../../../lib/kg/graph/knowledge';
import type { OrtBuild } from '../../../lib/ml/device-choice';
import type { ModelEntry } from '../../../lib/ml/registry';
import type { LocalModels } from '../../../lib/ml/services';
import { memoryStage } from '../../../lib/pipeline/stages/memory/memory';
import { messageOf } from '../../../lib/util/errors';
import { memoryStageContext } from '../kg-context';
import { QUERIES, type StageCtx, timeChecks, writeGraph, writeVectors } from '../kg-memory-path-core';
import { firstInference, workerModels } from './browser-worker-models';

/**
 * An engine worker running the memory path as the Node bench does (kg-memory-path-core.ts):
 * both q8 models from OPFS on the WASM threads asked for, the generated graph in the browser's
 * IndexedDB (written by the first worker, read by the next), the index loaded by the memory
 * stage itself, then the timed checks. Steps come as messages, so that the page's host can read
 * the renderer's memory between them; `gc` collects first (the page runs with --expose-gc), for
 * what the worker holds once its garbage is gone. `build` starts another onnxruntime-web build
 * than the engine would, for the comparison.
 */
/** The vector index as the engine chooses it by its size, or fp32 whatever the size (for the ratio). */
export type IndexPrecision = 'engine' | 'fp32';

export type MemoryStep =
  | { step: 'load'; entries: ModelEntry[]; threads: number; build?: OrtBuild }
  | { step: 'gc' }
  | { step: 'index'; claims: number; facts: number; write: boolean; index?: IndexPrecision }
  | { step: 'run'; rounds: number };

const DB_NAME = 'bench-memory-path';
let models: LocalModels | null = null;
let ctx: StageCtx | null = null;

async function load(entries: ModelEntry[], threads: number, build?: OrtBuild) {
  const t0 = performance.now();
  models = workerModels(entries, threads, build);
  await firstInference(models);
  const ms = performance.now() - t0;
  return { isolated: self.crossOriginIsolated, threads: (await models.manager.device()).threads, ms };
}

async function collect() {
  const gc = (self as { gc?: () => void }).gc;
  if (!gc) throw new Error('The bench page needs Chromium started with --js-flags=--expose-gc.');
  for (let i = 0; i < 3; i++) gc();
  await new Promise((r) => setTimeout(r, 200));
  return {};
}

/**
 * The graph written (first worker only), then the index loaded by a first check, as the engine
 * loads it; `fp32` keeps every index fp32 (the engine's choice below INT8_MIN_ROWS), for the ratio.
 */
async function index(claims: number, facts: number, write: boolean, precision: IndexPrecision = 'engine') {
  const t0 = performance.now();
  if (write) await new ClaimLensDB(DB_NAME).delete();
  const db = new ClaimLensDB(DB_NAME);
  if (precision === 'fp32') knowledgeOf(db).int8MinRows = Infinity;
  if (write) {
    const embedder = (await models!.embedder())!;
    await writeVectors(db, embedder, await embedder.embed(QUERIES), await writeGraph(db, claims, facts));
  }
  ctx = memoryStageContext(db, models!);
  await memoryStage(QUERIES[0]!, ctx);
  // Later workers load the index from this snapshot, as a restarted engine does.
  if (write) await knowledgeOf(db).saveSnapshot();
  return { ms: performance.now() - t0 };
}

self.onmessage = async (m: MessageEvent<MemoryStep>) => {
  try {
    const d = m.data;
    const result =
      d.step === 'load'
        ? await load(d.entries, d.threads, d.build)
        : d.step === 'gc'
          ? await collect()
          : d.step === 'index'
            ? await index(d.claims, d.facts, d.write, d.index)
            : await timeChecks(ctx!, models!, d.rounds);
    self.postMessage({ ok: true, result });
  } catch (e) {
    self.postMessage({ ok: false, error: messageOf(e) });
  }
};
