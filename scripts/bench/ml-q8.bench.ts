import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { defaultThreads } from '../../lib/ml/device-choice';
import { installFolders, nodeModels } from '../../lib/ml/node';
import { type ModelEntry, parseModelEntry } from '../../lib/ml/registry';
import type { Bench, BenchRow } from './harness';
import type { MemoryPathFigures } from './kg-memory-path-core';
import { type BrowserResults, FP32_VS_Q8, type IdleFigures, runInChromium } from './ml/browser';
import { memoryPathRows } from './ml/browser-memory-path';
import { footprintRows } from './ml/footprint';
import { generateBenchModels } from './ml/generate';
import { nliSkipRate, SKIP_S } from './ml/nli-skip-rate';
import { tokenRow } from './ml/tokens';
import { pairs, rateRow, type Rates, sentences } from './ml/workload';

/**
 * What ships on WASM: the q8 graphs (model_quantized.onnx, dynamic int8 MatMul) against the
 * fp32 graphs of the same random weights, MiniLM-L6 and DeBERTa-v3-xsmall shapes, on
 * onnxruntime-web in Node and in Chromium; 1 thread against N; the memory path and the memory of the pair.
 */
const TEXTS = 16;
const PAIRS = 8;
const ROUNDS = 3;

interface Run {
  threads: number;
  rates: Record<'fp32' | 'q8', Rates>;
  fidelity: { minCosine: number; maxProbGap: number; labelAgreement: number };
  memoryPath: Record<string, MemoryPathFigures>;
}

const child = (script: string, args: string[]) =>
  JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, script), ...args], {
      encoding: 'utf8',
      maxBuffer: 1 << 24,
    })
      .trim()
      .split('\n')
      .pop()!,
  );

const bench: Bench = {
  name: 'ml-q8',
  description: 'fp32 vs q8 (what WASM ships) and 1 vs N WASM threads: embeddings/s, NLI pairs/s, memory path, memory',
  async run({ log, machine }) {
    const t0 = performance.now();
    const models = generateBenchModels({ q8: true });
    log(
      `generated MiniLM-L6 and DeBERTa-v3-xsmall shapes, fp32 and q8, in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    // N: the automatic count, but at least 2 so that the comparison exists on a 2-core machine.
    const n = Math.max(2, defaultThreads(machine.cores));
    const w = { texts: sentences(TEXTS), pairs: pairs(PAIRS) };
    const storeDir = mkdtempSync(path.join(os.tmpdir(), 'claimlens-bench-q8-'));
    try {
      const job = (threads: number, memoryPath: string[]) => {
        const file = path.join(models.root, `q8-job-${threads}.json`);
        writeFileSync(
          file,
          JSON.stringify({ embed: models.embed, nli: models.nli, rounds: ROUNDS, threads, memoryPath, ...w }),
        );
        const s = performance.now();
        const r = child('ml/node-q8.ts', [file]) as Run;
        log(`${threads} thread(s): ${((performance.now() - s) / 1000).toFixed(1)} s`);
        return r;
      };
      const one = job(1, ['fp32', 'q8']);
      const many = job(n, ['q8']);

      const store = await nodeModels({ storeDir });
      await installFolders(store, [models.embed.dir, models.nli.dir]);
      const rss = (dtype: 'fp32' | 'q8') => {
        const file = path.join(storeDir, `entries-${dtype}.json`);
        const entries: ModelEntry[] = [models.embed.entry, models.nli.entry].map((e) =>
          parseModelEntry({ ...e, dtypes: { ...e.dtypes, wasm: dtype } }),
        );
        writeFileSync(file, JSON.stringify(entries));
        return child('ml/node-cold.ts', [storeDir, file]) as { coldMs: number; bothMiB: number };
      };
      const [memFp32, memQ8] = [rss('fp32'), rss('q8')];
      log('Chromium: the engine on fp32 and on q8, alternating rounds');
      const entries = [models.embed.entry, models.nli.entry];
      // The engine's plain WASM build on 1 thread (writes the graph), JSEP and the plain build again
      // from the snapshot (the ratio), then N threads, then an fp32 index whatever its size (the ratio).
      const chrome = await runInChromium(models.root, entries, w, ROUNDS, FP32_VS_Q8, [
        { threads: 1, build: 'wasm' },
        { threads: 1, build: 'webgpu' },
        { threads: 1, build: 'wasm' },
        { threads: n, build: 'wasm' },
        { threads: 1, build: 'wasm', index: 'fp32' },
      ]);

      const sameThreads = chrome.threads.q8 === 1 ? one : many;
      const skip = await nliSkipRate();
      return [
        ...speedRows(one, many, chrome, machine.cores),
        ...memoryPathRows(
          chrome.memoryPath,
          [one, many].map((r) => ({ threads: r.threads, ...r.memoryPath.q8! })),
        ),
        tokenRow(models.nli),
        {
          name: `Chromium/Node WASM: NLI pairs/s, q8, ${chrome.threads.q8} thread(s) (baseline Node)`,
          value: chrome.rates.q8.pairsPerSec,
          unit: 'pairs/s',
          baseline: sameThreads.rates.q8.pairsPerSec,
          ratio: chrome.rates.q8.pairsPerSec / sameThreads.rates.q8.pairsPerSec,
          note: 'same graph and WASM build; target ≥ 0.9',
        },
        {
          name: 'NLI skip rule: starter-pack claims reworded whose NLI is not run',
          value: skip.rate[SKIP_S[0]]!,
          unit: 'share',
          note: `${skip.claims} claims; at S ${SKIP_S.map((S) => `${S}: ${(skip.rate[S]! * 100).toFixed(0)}%`).join(', ')}; ${skip.valueGuard} by the value guard`,
        },
        {
          name: 'Node memory: both models loaded, q8 (baseline fp32)',
          value: memQ8.bothMiB,
          unit: 'MiB RSS',
          baseline: memFp32.bothMiB,
          ratio: memQ8.bothMiB / memFp32.bothMiB,
          note: 'growth over a fresh process; target ≤ 400 MiB',
        },
        ...footprintRows(storeDir, path.join(storeDir, 'entries-q8.json'), log),
        ...idleRows(chrome.idle),
        {
          name: 'q8 vs fp32: lowest cosine of the same text',
          value: one.fidelity.minCosine,
          unit: 'cosine',
          note: `${TEXTS} texts, random weights (trained weights quantize differently)`,
        },
        {
          name: 'q8 vs fp32: largest NLI probability gap',
          value: one.fidelity.maxProbGap,
          unit: 'probability',
          note: `${PAIRS} pairs; same label for ${(one.fidelity.labelAgreement * 100).toFixed(0)}%`,
        },
      ];
    } finally {
      rmSync(storeDir, { recursive: true, force: true });
      models.cleanup();
    }
  },
};

/** Rates and the memory path: q8 against fp32, N threads against 1. */
function speedRows(one: Run, many: Run, chrome: BrowserResults<'fp32' | 'q8'>, cores: number): BenchRow[] {
  const path1 = one.memoryPath;
  const pathN = many.memoryPath.q8!;
  return [
    rateRow(
      'Node WASM, 1 thread: embeddings/s, q8 (baseline fp32)',
      'embed',
      one.rates.q8,
      one.rates.fp32,
      'MiniLM-L6 shape',
    ),
    rateRow(
      'Node WASM, 1 thread: NLI pairs/s, q8 (baseline fp32)',
      'nli',
      one.rates.q8,
      one.rates.fp32,
      'DeBERTa-v3-xsmall shape',
    ),
    rateRow(
      'Chromium WASM: embeddings/s, q8 (baseline fp32)',
      'embed',
      chrome.rates.q8,
      chrome.rates.fp32,
      `the engine in a cross-origin isolated page, ${chrome.threads.q8} thread(s)`,
    ),
    rateRow(
      'Chromium WASM: NLI pairs/s, q8 (baseline fp32)',
      'nli',
      chrome.rates.q8,
      chrome.rates.fp32,
      `the engine in a cross-origin isolated page, ${chrome.threads.q8} thread(s)`,
    ),
    rateRow(
      `Node WASM, q8: embeddings/s, ${many.threads} threads (baseline 1)`,
      'embed',
      many.rates.q8,
      one.rates.q8,
      `automatic here: ${defaultThreads(cores)}`,
    ),
    rateRow(
      `Node WASM, q8: NLI pairs/s, ${many.threads} threads (baseline 1)`,
      'nli',
      many.rates.q8,
      one.rates.q8,
      'wall-clock gain needs idle cores',
    ),
    compared(
      'memory path p50, q8, 1 thread (baseline fp32)',
      path1.q8!.p50,
      path1.fp32!.p50,
      'embed + search + NLI + decide, 10k claims + 30k facts; targets ≤ 80 ms in Chromium, ≤ 60 ms under Node on 2 threads; ' +
        `outside the model calls p50 ${path1.q8!.restP50.toFixed(1)} ms`,
    ),
    compared(
      `memory path p50, q8, ${many.threads} threads (baseline 1)`,
      pathN.p50,
      path1.q8!.p50,
      `target ≤ 60 ms on 2 threads; outside the model calls p50 ${pathN.restP50.toFixed(1)} ms`,
    ),
    compared(
      'NLI one pair alone p50, q8 1 thread (baseline fp32)',
      path1.q8!.nliP50,
      path1.fp32!.nliP50,
      "timed apart from the path's runs: not a share of the path's p50",
    ),
    compared(
      'embed one claim alone p50, q8 1 thread (baseline fp32)',
      path1.q8!.embedP50,
      path1.fp32!.embedP50,
      "timed apart from the path's runs",
    ),
  ];
}

const compared = (name: string, value: number, baseline: number, note?: string): BenchRow => ({
  name,
  value,
  unit: 'ms',
  baseline,
  ratio: value / baseline,
  ...(note ? { note } : {}),
});

/** Idle unload in Chromium: what releasing the models frees, what ending the worker frees, and what each costs the next check. */
function idleRows(idle: IdleFigures | null): BenchRow[] {
  if (!idle) return [];
  const freed = (after: number) => Math.max(0, Math.round(idle.loadedMiB - after));
  return [
    {
      name: 'Chromium idle unload: renderer RSS, models released in the worker (baseline loaded)',
      value: idle.releasedMiB,
      unit: 'MiB',
      baseline: idle.loadedMiB,
      ratio: idle.releasedMiB / idle.loadedMiB,
      note: `frees ${freed(idle.releasedMiB)} MiB: WASM memory never shrinks; worker crossOriginIsolated ${idle.workerIsolated}, ${idle.workerThreads} WASM thread(s)`,
    },
    {
      name: 'Chromium idle unload: renderer RSS, engine worker ended (baseline loaded)',
      value: idle.endedMiB,
      unit: 'MiB',
      baseline: idle.loadedMiB,
      ratio: idle.endedMiB / idle.loadedMiB,
      note: `frees ${freed(idle.endedMiB)} MiB (what the engine does now)`,
    },
    {
      name: 'first check after the worker was ended: start + load both + embed + NLI (baseline: after an in-worker release)',
      value: idle.reloadFreshMs,
      unit: 'ms',
      baseline: idle.reloadInWorkerMs,
      ratio: idle.reloadFreshMs / idle.reloadInWorkerMs,
      note: 'q8 pair from OPFS, hashes checked',
    },
  ];
}

export default bench;
