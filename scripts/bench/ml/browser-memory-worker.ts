/// <reference lib="webworker" />
import { ClaimLensDB } from '../../../lib/db/database';
import { knowledgeOf } from '../../../lib/kg/graph/knowledge';
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
 * the renderer's memory between them.
 */
export type MemoryStep =
  | { step: 'load'; entries: ModelEntry[]; threads: number }
  | { step: 'index'; claims: number; facts: number; write: boolean }
  | { step: 'run'; rounds: number };

const DB_NAME = 'bench-memory-path';
let models: LocalModels | null = null;
let ctx: StageCtx | null = null;

async function load(entries: ModelEntry[], threads: number) {
  models = workerModels(entries, threads);
  await firstInference(models);
  return { isolated: self.crossOriginIsolated, threads: (await models.manager.device()).threads };
}

/** The graph written (first worker only), then the index loaded by a first check, as the engine loads it. */
async function index(claims: number, facts: number, write: boolean) {
  const t0 = performance.now();
  if (write) await new ClaimLensDB(DB_NAME).delete();
  const db = new ClaimLensDB(DB_NAME);
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
        ? await load(d.entries, d.threads)
        : d.step === 'index'
          ? await index(d.claims, d.facts, d.write)
          : await timeChecks(ctx!, models!, d.rounds);
    self.postMessage({ ok: true, result });
  } catch (e) {
    self.postMessage({ ok: false, error: messageOf(e) });
  }
};
