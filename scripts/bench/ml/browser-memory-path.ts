import type { Page } from 'playwright-core';

import type { ModelEntry } from '../../../lib/ml/registry';
import { type BenchRow, percentile } from '../harness';
import type { MemoryStep } from './browser-memory-worker';

/**
 * The memory path in Chromium (browser-memory-worker.ts, one engine worker per thread count, in
 * the cross-origin isolated bench page), and the renderer's memory around the first worker: before
 * it starts, both models loaded, the 10k claims + 30k facts index loaded and the checks run, and
 * after it ends. Compared with the Node memory path of the same run (kg-memory-path.ts).
 */
export const CLAIMS = 10_000;
export const FACTS = 30_000;
const MIB_TARGET = 400;
const MS_TARGET = 80;

interface InPage {
  bench: { memoryStep(step: MemoryStep): Promise<unknown>; memoryEnd(): void };
}

export interface ChromiumPathRun {
  threads: number;
  isolated: boolean;
  /** Writing the graph (first worker only) and loading its index through a first check. */
  indexMs: number;
  ms: number[];
  cachedMs: number[];
  outcomes: Record<string, number>;
  rss: { beforeMiB: number; loadedMiB: number; indexedMiB: number; checkedMiB: number; endedMiB: number };
}

/** What the Node half measured on the same graphs and thread count. */
export interface NodePath {
  threads: number;
  p50: number;
  p95: number;
}

export async function memoryPathInChromium(
  tab: Page,
  rss: () => Promise<number>,
  entries: ModelEntry[],
  threadCounts: readonly number[],
  rounds: number,
): Promise<ChromiumPathRun[]> {
  const step = (s: MemoryStep) => tab.evaluate((x) => (globalThis as unknown as InPage).bench.memoryStep(x), s);
  const runs: ChromiumPathRun[] = [];
  const settle = () => new Promise((r) => setTimeout(r, 3000));
  for (const [i, threads] of threadCounts.entries()) {
    await settle();
    const beforeMiB = await rss();
    const { isolated, threads: got } = (await step({ step: 'load', entries, threads })) as {
      isolated: boolean;
      threads: number;
    };
    const loadedMiB = await rss();
    const { ms: indexMs } = (await step({ step: 'index', claims: CLAIMS, facts: FACTS, write: i === 0 })) as {
      ms: number;
    };
    const indexedMiB = await rss();
    const checks = (await step({ step: 'run', rounds })) as Pick<ChromiumPathRun, 'ms' | 'cachedMs' | 'outcomes'>;
    const checkedMiB = await rss();
    await tab.evaluate(() => (globalThis as unknown as InPage).bench.memoryEnd());
    // The renderer gives an ended worker's memory back within a few seconds.
    await settle();
    const endedMiB = await rss();
    runs.push({
      threads: got,
      isolated,
      indexMs,
      ...checks,
      rss: { beforeMiB, loadedMiB, indexedMiB, checkedMiB, endedMiB },
    });
  }
  return runs;
}

const p = (xs: number[], q: number) => percentile(xs, q);

/** Chromium against Node, p50 per thread count, then the engine worker's memory with and without the index. */
export function memoryPathRows(runs: ChromiumPathRun[], node: NodePath[]): BenchRow[] {
  const rows: BenchRow[] = [];
  for (const run of runs) {
    const n = node.find((x) => x.threads === run.threads);
    const p50 = p(run.ms, 50);
    const met = p50 <= MS_TARGET ? 'met' : 'missed';
    rows.push({
      name: `Chromium memory path p50, q8, ${run.threads} thread(s) (baseline Node, same threads)`,
      value: p50,
      unit: 'ms',
      ...(n ? { baseline: n.p50, ratio: p50 / n.p50 } : {}),
      note:
        `target ≤ ${MS_TARGET} ms: ${met}; p95 ${p(run.ms, 95).toFixed(0)} ms (Node ${n ? n.p95.toFixed(0) : '–'}); ` +
        `${run.ms.length} checks, cache emptied; from the cache p50 ${p(run.cachedMs, 50).toFixed(1)} ms; ` +
        `worker crossOriginIsolated ${run.isolated}; ${outcomeText(run.outcomes)}`,
    });
  }
  return [...rows, ...runs.map(workerRow)];
}

/**
 * The worker's cost, both figures against the renderer after it ended (in a tab of its own, so
 * nothing else moves the renderer's RSS): with the index and the checks run, and with the
 * models only.
 */
function workerRow(run: ChromiumPathRun, i: number): BenchRow {
  const r = run.rss;
  const withIndex = r.checkedMiB - r.endedMiB;
  const without = r.loadedMiB - r.endedMiB;
  const mib = (x: number) => x.toFixed(0);
  return {
    name:
      `Chromium engine worker, ${run.threads} thread(s), index from ${i === 0 ? 'rows just written' : 'its snapshot'}: ` +
      `both q8 models + ${CLAIMS / 1000}k claims + ${FACTS / 1000}k facts (baseline: models only)`,
    value: withIndex,
    unit: 'MiB',
    baseline: without,
    ratio: withIndex / without,
    note:
      `target ≤ ${MIB_TARGET} MiB: ${withIndex <= MIB_TARGET ? 'met' : 'missed'}; renderer RSS: before the worker ` +
      `${mib(r.beforeMiB)}, models loaded ${mib(r.loadedMiB)}, index loaded ${mib(r.indexedMiB)}, checks run ` +
      `${mib(r.checkedMiB)}, worker ended ${mib(r.endedMiB)}; ${i === 0 ? 'graph written and ' : ''}index loaded in ` +
      `${(run.indexMs / 1000).toFixed(1)} s`,
  };
}

const outcomeText = (outcomes: Record<string, number>) =>
  Object.entries(outcomes)
    .map(([k, v]) => `${v}× ${k}`)
    .join(', ');
