import type { Page } from 'playwright-core';

import { INT8_MIN_ROWS } from '../../../lib/kg/vectors/model-index';
import type { OrtBuild } from '../../../lib/ml/device-choice';
import type { ModelEntry } from '../../../lib/ml/registry';
import { type BenchRow, percentile } from '../harness';
import { outsideModels } from '../kg-memory-path-core';
import type { IndexPrecision, MemoryStep } from './browser-memory-worker';

/**
 * The memory path in Chromium (browser-memory-worker.ts, one engine worker per run, in the
 * cross-origin isolated bench page), and the renderer's memory around each worker: before it
 * starts, both models loaded, the 10k claims + 30k facts index loaded and the checks run (each
 * as measured and after a collection), and after it ends. Compared with the Node memory path of
 * the same run (kg-memory-path.ts); one run starts onnxruntime-web's JSEP build (what the engine
 * started before it chose the plain WASM build where WebGPU is not used), for the ratio.
 */
export const CLAIMS = 10_000;
export const FACTS = 30_000;
const MIB_TARGET = 400;
const MS_TARGET = 80;

interface InPage {
  bench: { memoryStep(step: MemoryStep): Promise<unknown>; memoryEnd(): void };
}

/** One engine worker: the WASM threads asked for, the onnxruntime-web build it starts, its index. */
export interface PathRunSpec {
  threads: number;
  build: OrtBuild;
  index?: IndexPrecision;
}

export interface ChromiumPathRun {
  threads: number;
  build: OrtBuild;
  index: IndexPrecision;
  isolated: boolean;
  /** Worker start → both models loaded and a first embedding and NLI pair run. */
  loadMs: number;
  /** Writing the graph (first worker only) and loading its index through a first check. */
  indexMs: number;
  ms: number[];
  /** Each check's time inside the model calls (embedding, NLI). */
  modelMs: number[];
  cachedMs: number[];
  outcomes: Record<string, number>;
  rss: {
    beforeMiB: number;
    loadedMiB: number;
    loadedGcMiB: number;
    indexedMiB: number;
    checkedMiB: number;
    checkedGcMiB: number;
    endedMiB: number;
  };
}

/** What the Node half measured on the same graphs and thread count. */
export interface NodePath {
  threads: number;
  p50: number;
  p95: number;
  restP50: number;
}

export async function memoryPathInChromium(
  tab: Page,
  rss: () => Promise<number>,
  entries: ModelEntry[],
  specs: readonly PathRunSpec[],
  rounds: number,
): Promise<ChromiumPathRun[]> {
  const step = (s: MemoryStep) => tab.evaluate((x) => (globalThis as unknown as InPage).bench.memoryStep(x), s);
  const runs: ChromiumPathRun[] = [];
  const settle = () => new Promise((r) => setTimeout(r, 3000));
  for (const [i, { threads, build, index = 'engine' }] of specs.entries()) {
    await settle();
    const beforeMiB = await rss();
    const {
      isolated,
      threads: got,
      ms: loadMs,
    } = (await step({ step: 'load', entries, threads, build })) as { isolated: boolean; threads: number; ms: number };
    const loadedMiB = await rss();
    await step({ step: 'gc' });
    const loadedGcMiB = await rss();
    const { ms: indexMs } = (await step({ step: 'index', claims: CLAIMS, facts: FACTS, write: i === 0, index })) as {
      ms: number;
    };
    const indexedMiB = await rss();
    const checks = (await step({ step: 'run', rounds })) as Pick<
      ChromiumPathRun,
      'ms' | 'modelMs' | 'cachedMs' | 'outcomes'
    >;
    const checkedMiB = await rss();
    await step({ step: 'gc' });
    const checkedGcMiB = await rss();
    await tab.evaluate(() => (globalThis as unknown as InPage).bench.memoryEnd());
    // The renderer gives an ended worker's memory back within a few seconds.
    await settle();
    const endedMiB = await rss();
    runs.push({
      threads: got,
      build,
      index,
      isolated,
      loadMs,
      indexMs,
      ...checks,
      rss: { beforeMiB, loadedMiB, loadedGcMiB, indexedMiB, checkedMiB, checkedGcMiB, endedMiB },
    });
  }
  return runs;
}

const p = (xs: number[], q: number) => percentile(xs, q);

const source = (run: ChromiumPathRun, i: number) =>
  i === 0
    ? 'index from rows just written'
    : run.index === 'fp32'
      ? 'fp32 index built from its rows'
      : 'index from its snapshot';
const mib = (x: number) => x.toFixed(0);

/**
 * The engine's runs (the plain WASM build) against Node, p50 per run; each worker's memory; then
 * the plain WASM build against JSEP on the same threads, both loading the index from its snapshot.
 */
export function memoryPathRows(runs: ChromiumPathRun[], node: NodePath[]): BenchRow[] {
  const rows: BenchRow[] = [];
  runs.forEach((run, i) => {
    if (run.build !== 'wasm') return;
    const n = node.find((x) => x.threads === run.threads);
    const p50 = p(run.ms, 50);
    const met = p50 <= MS_TARGET ? 'met' : 'missed';
    rows.push({
      name: `Chromium memory path p50, q8, ${run.threads} thread(s), ${source(run, i)} (baseline Node, same threads)`,
      value: p50,
      unit: 'ms',
      ...(n ? { baseline: n.p50, ratio: p50 / n.p50 } : {}),
      note:
        `target ≤ ${MS_TARGET} ms: ${met}; p95 ${p(run.ms, 95).toFixed(0)} ms (Node ${n ? n.p95.toFixed(0) : '–'}); ` +
        `${run.ms.length} checks, cache emptied; outside the model calls p50 ${p(outsideModels(run), 50).toFixed(1)} ms ` +
        `(Node ${n ? n.restP50.toFixed(1) : '–'}); from the cache p50 ${p(run.cachedMs, 50).toFixed(1)} ms; ` +
        `worker crossOriginIsolated ${run.isolated}; ${outcomeText(run.outcomes)}`,
    });
  });
  return [...rows, ...runs.map(workerRow), ...buildRows(runs), ...indexRows(runs)];
}

/**
 * The worker's cost against the renderer after it ended (in a tab of its own, so nothing else
 * moves the renderer's RSS), with the index and the checks run: after a collection (what it
 * holds), against the same moment as measured (with the garbage of loading not yet collected).
 */
function workerRow(run: ChromiumPathRun, i: number): BenchRow {
  const r = run.rss;
  const held = r.checkedGcMiB - r.endedMiB;
  const measured = r.checkedMiB - r.endedMiB;
  return {
    name:
      `Chromium engine worker, ${run.build === 'wasm' ? 'plain WASM' : 'JSEP'} build, ${run.threads} thread(s), ` +
      `${source(run, i)}: both q8 models + ${CLAIMS / 1000}k claims + ${FACTS / 1000}k facts, after a collection ` +
      '(baseline: as measured, before it)',
    value: held,
    unit: 'MiB',
    baseline: measured,
    ratio: held / measured,
    note:
      `target ≤ ${MIB_TARGET} MiB: ${held <= MIB_TARGET ? 'met' : 'missed'}; models only ${mib(r.loadedMiB - r.endedMiB)}, ` +
      `after a collection ${mib(r.loadedGcMiB - r.endedMiB)}; renderer RSS: before the worker ${mib(r.beforeMiB)}, ` +
      `models loaded ${mib(r.loadedMiB)}, index loaded ${mib(r.indexedMiB)}, checks run ${mib(r.checkedMiB)}, ` +
      `collected ${mib(r.checkedGcMiB)}, worker ended ${mib(r.endedMiB)}; ${i === 0 ? 'graph written and ' : ''}` +
      `index loaded in ${(run.indexMs / 1000).toFixed(1)} s`,
  };
}

const held = (r: ChromiumPathRun) => r.rss.checkedGcMiB - r.rss.endedMiB;

/** The plain WASM build against JSEP: same threads, both from the snapshot. */
function buildRows(runs: ChromiumPathRun[]): BenchRow[] {
  const jsep = runs.find((r) => r.build === 'webgpu');
  const plain = runs.find((r, i) => i > 0 && r.build === 'wasm' && r.index === 'engine' && r.threads === jsep?.threads);
  if (!jsep || !plain) return [];
  const row = (name: string, value: number, baseline: number, unit: string, note: string): BenchRow => ({
    name: `Chromium engine worker, plain WASM build against JSEP, ${plain.threads} thread(s): ${name} (baseline JSEP)`,
    value,
    unit,
    baseline,
    ratio: value / baseline,
    note,
  });
  return [
    row(
      'worker start → both q8 models loaded + first embedding and NLI pair',
      plain.loadMs,
      jsep.loadMs,
      'ms',
      'module compiled, both sessions built, one run each',
    ),
    row('memory path p50', p(plain.ms, 50), p(jsep.ms, 50), 'ms', 'same checks, same snapshot'),
    row(
      'worker memory after a collection, with the index',
      held(plain),
      held(jsep),
      'MiB',
      'renderer RSS against the worker ended',
    ),
  ];
}

const outcomeText = (outcomes: Record<string, number>) =>
  Object.entries(outcomes)
    .map(([k, v]) => `${v}× ${k}`)
    .join(', ');

/** The index as the engine holds it (int8 from INT8_MIN_ROWS) against fp32: plain build, same threads. */
function indexRows(runs: ChromiumPathRun[]): BenchRow[] {
  const fp32 = runs.find((r) => r.index === 'fp32');
  const engine = runs.find(
    (r, i) => i > 0 && r.build === 'wasm' && r.index === 'engine' && r.threads === fp32?.threads,
  );
  if (!fp32 || !engine) return [];
  const name = (what: string) =>
    `Chromium engine worker, the engine's index (int8 from ${INT8_MIN_ROWS.toLocaleString('en-US')} vectors) ` +
    `against fp32, ${engine.threads} thread(s): ${what} (baseline fp32)`;
  return [
    {
      name: name('memory path p50'),
      value: p(engine.ms, 50),
      unit: 'ms',
      baseline: p(fp32.ms, 50),
      ratio: p(engine.ms, 50) / p(fp32.ms, 50),
      note: `p95 ${p(engine.ms, 95).toFixed(0)} against ${p(fp32.ms, 95).toFixed(0)} ms; same checks`,
    },
    {
      name: name('worker memory after a collection, with the index'),
      value: held(engine),
      unit: 'MiB',
      baseline: held(fp32),
      ratio: held(engine) / held(fp32),
      note: `target ≤ ${MIB_TARGET} MiB: ${held(engine) <= MIB_TARGET ? 'met' : 'missed'}`,
    },
  ];
}
