import type { ModelEntry } from '../../../lib/ml/registry';
import { engineContender } from './browser-engine';
import type { MemoryStep } from './browser-memory-worker';
import type { Contender, Workload } from './workload';

/**
 * The page side of the Chromium q8 benchmark: the engine on the fp32 graphs and on the q8 graphs
 * (what WASM ships) of the same random weights, side by side in one cross-origin isolated page.
 */

interface Job extends Workload {
  entries: ModelEntry[];
}

/** The same model read as fp32 on WASM: its own id, so that both load side by side. */
const asFp32 = (e: ModelEntry): ModelEntry => ({ ...e, id: `${e.id}-fp32`, dtypes: { ...e.dtypes, wasm: 'fp32' } });

let contenders: Record<string, Contender> = {};

async function load(job: Job): Promise<{ threads: Record<'fp32' | 'q8', number> }> {
  const fp32 = await engineContender(job.entries.map(asFp32), job);
  const q8 = await engineContender(job.entries, job);
  contenders = { fp32, q8 };
  const threads = q8.threads;
  return { threads: { fp32: threads, q8: threads } };
}

function call(name: string, what: 'embed' | 'classify'): Promise<unknown> {
  return contenders[name]![what]().then(() => undefined);
}

let idleWorker: Worker | null = null;

/** One step of the idle-unload run in a worker of its own (browser-idle-worker.ts); resolves with its time. */
function idleStep(step: 'load' | 'release' | 'check', entries?: ModelEntry[]): Promise<number> {
  idleWorker ??= new Worker('/bench-idle-worker.js', { type: 'module' });
  const w = idleWorker;
  return new Promise((resolve, reject) => {
    w.onmessage = (m: MessageEvent<{ ok: boolean; ms?: number; error?: string }>) =>
      m.data.ok ? resolve(m.data.ms!) : reject(new Error(m.data.error));
    w.postMessage({ step, entries });
  });
}

/** Whether the idle-unload worker (an engine worker) is cross-origin isolated, and its WASM threads. */
function idleWorkerInfo(): Promise<{ isolated: boolean; threads: number }> {
  const w = idleWorker!;
  return new Promise((resolve, reject) => {
    w.onmessage = (m: MessageEvent<{ ok: boolean; isolated?: boolean; threads?: number; error?: string }>) =>
      m.data.ok ? resolve({ isolated: m.data.isolated!, threads: m.data.threads! }) : reject(new Error(m.data.error));
    w.postMessage({ step: 'info' });
  });
}

/** Ends the idle-unload worker, as the engine host ends an idle engine. */
function idleEnd(): void {
  idleWorker?.terminate();
  idleWorker = null;
}

let memoryWorker: Worker | null = null;

/** One step of the memory path in an engine worker of its own (browser-memory-worker.ts); resolves with its result. */
function memoryStep(step: MemoryStep): Promise<unknown> {
  memoryWorker ??= new Worker('/bench-memory-worker.js', { type: 'module' });
  const w = memoryWorker;
  return new Promise((resolve, reject) => {
    w.onmessage = (m: MessageEvent<{ ok: boolean; result?: unknown; error?: string }>) =>
      m.data.ok ? resolve(m.data.result) : reject(new Error(m.data.error));
    w.postMessage(step);
  });
}

function memoryEnd(): void {
  memoryWorker?.terminate();
  memoryWorker = null;
}

async function unload(): Promise<void> {
  await Promise.all(Object.values(contenders).map((c) => c.close()));
  contenders = {};
}

Object.assign(globalThis, {
  bench: { load, call, unload, idleStep, idleWorker: idleWorkerInfo, idleEnd, memoryStep, memoryEnd },
});
