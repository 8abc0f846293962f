import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { installFolders, nodeModels } from '../../lib/ml/node';
import type { Bench, BenchRow } from './harness';
import { type BrowserResults, ENGINE_VS_TRANSFORMERS, runInChromium } from './ml/browser';
import { generateBenchModels } from './ml/generate';
import { engineNode, transformersNode } from './ml/node-run';
import { alternate, pairs, processCpu, rateRow, type Rates, sentences, type Workload } from './ml/workload';

/**
 * Local inference: embeddings/s and NLI pairs/s of the engine on WASM in Node and in Chromium,
 * for random-weight models with the exact all-MiniLM-L6-v2 and nli-deberta-v3-xsmall shapes
 * generated for this run, against transformers.js on the same files, fp32 both (ratio = engine /
 * transformers.js, target ≥ 1.0): on WASM against transformers.js on WASM, natively against it
 * natively; cold start and memory.
 */
const TEXTS = 32;
const PAIRS = 16;
/** Medians of 5: this machine is shared, and 3 let one slow round decide. */
const ROUNDS = 5;

const bench: Bench = {
  name: 'ml',
  description: 'local embeddings and NLI (WASM) vs transformers.js, cold start, memory',
  async run(ctx) {
    const t0 = performance.now();
    const models = generateBenchModels();
    ctx.log(
      `generated MiniLM-L6 and DeBERTa-v3-xsmall shapes with random weights in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    );
    const texts = sentences(TEXTS);
    const pairList = pairs(PAIRS);
    const rows: BenchRow[] = [];
    try {
      const step = async <T>(what: string, fn: () => Promise<T>): Promise<T> => {
        const s = performance.now();
        const r = await fn();
        ctx.log(`${what}: ${((performance.now() - s) / 1000).toFixed(1)} s`);
        return r;
      };
      const w = { texts, pairs: pairList };
      const node = await step(
        'Node native: engine (onnxruntime-node) and transformers.js, alternating rounds',
        async () => {
          const contenders = {
            native: await engineNode(models.embed, models.nli, w, 'onnxruntime-node'),
            tjs: await transformersNode(models.root, models.embed, models.nli, w, 'native'),
          };
          const rates = await alternate(contenders, w, ROUNDS, processCpu);
          await Promise.all(Object.values(contenders).map((c) => c.close()));
          return rates;
        },
      );
      const [native, tjs] = [node.native!, node.tjs!];
      const wasm = await step('Node WASM: engine and transformers.js on onnxruntime-web, alternating rounds', () =>
        Promise.resolve(nodeWasm(models, w)),
      );
      const [web, tjsWasm] = [wasm.rates.engine, wasm.rates.transformers];
      const chrome = await step('Chromium: engine and transformers.js, alternating rounds; cold start', () =>
        runInChromium(models.root, [models.embed.entry, models.nli.entry], w, ROUNDS, ENGINE_VS_TRANSFORMERS),
      );
      const cold = await coldStart(models);
      rows.push(...rowsOf(native, tjs, web, tjsWasm, wasm.threads, chrome, cold));
    } finally {
      models.cleanup();
    }
    ctx.log(
      `${TEXTS} texts of 12–28 words and ${PAIRS} pairs per round; fp32 graphs on WASM; contenders loaded side by side and warmed up; rates from the median of ${ROUNDS} alternating rounds`,
    );
    return rows;
  },
};

type Models = ReturnType<typeof generateBenchModels>;

/** The engine against transformers.js on onnxruntime-web, in a process of its own (its thread count is read once). */
function nodeWasm(models: Models, w: Workload): { rates: Record<'engine' | 'transformers', Rates>; threads: number } {
  const jobFile = path.join(models.root, 'node-wasm-job.json');
  writeFileSync(
    jobFile,
    JSON.stringify({ root: models.root, embed: models.embed, nli: models.nli, rounds: ROUNDS, ...w }),
  );
  const out = execFileSync(
    process.execPath,
    ['--import', 'tsx', path.join(import.meta.dirname, 'ml/node-wasm.ts'), jobFile],
    { encoding: 'utf8' },
  );
  return JSON.parse(out.trim().split('\n').pop()!) as ReturnType<typeof nodeWasm>;
}

interface Cold {
  coldMs: number;
  embedMiB: number;
  bothMiB: number;
}

/** Cold start and memory in a fresh process, over the models installed in a store of its own. */
async function coldStart(models: Models): Promise<Cold> {
  const storeDir = mkdtempSync(path.join(os.tmpdir(), 'claimlens-bench-store-'));
  try {
    const store = await nodeModels({ storeDir });
    await installFolders(store, [models.embed.dir, models.nli.dir]);
    const entriesFile = path.join(storeDir, 'entries.json');
    writeFileSync(entriesFile, JSON.stringify([models.embed.entry, models.nli.entry]));
    const out = execFileSync(
      process.execPath,
      ['--import', 'tsx', path.join(import.meta.dirname, 'ml/node-cold.ts'), storeDir, entriesFile],
      { encoding: 'utf8' },
    );
    return JSON.parse(out.trim().split('\n').pop()!) as Cold;
  } finally {
    rmSync(storeDir, { recursive: true, force: true });
  }
}

function rowsOf(
  native: Rates,
  tjs: Rates,
  web: Rates,
  tjsWasm: Rates,
  wasmThreads: number,
  chrome: BrowserResults<'engine' | 'transformers'>,
  cold: Cold,
): BenchRow[] {
  const [ce, ct] = [chrome.rates.engine, chrome.rates.transformers];
  const throughput = (name: string, task: 'embed' | 'nli', ours: Rates, theirs: Rates, note: string): BenchRow => {
    const row = rateRow(name, task, ours, theirs, note);
    return { ...row, note: `${row.note}; target ≥ 1.0` };
  };
  return [
    throughput(
      'Node WASM: embeddings/s (MiniLM-L6)',
      'embed',
      web,
      tjsWasm,
      `transformers.js on onnxruntime-web, ${wasmThreads} thread(s) each`,
    ),
    throughput('Node WASM: NLI pairs/s (DeBERTa-v3-xsmall)', 'nli', web, tjsWasm, 'transformers.js on onnxruntime-web'),
    throughput(
      'Chromium WASM: embeddings/s (MiniLM-L6)',
      'embed',
      ce,
      ct,
      `wasm threads: ${chrome.threads.engine} here, ${chrome.threads.transformers} in transformers.js`,
    ),
    throughput('Chromium WASM: NLI pairs/s (DeBERTa-v3-xsmall)', 'nli', ce, ct, 'transformers.js in the same page'),
    throughput(
      'Node native: embeddings/s (onnxruntime-node)',
      'embed',
      native,
      tjs,
      'transformers.js pipeline, native',
    ),
    throughput(
      'Node native: NLI pairs/s (onnxruntime-node)',
      'nli',
      native,
      tjs,
      'transformers.js tokenizer + model, native',
    ),
    {
      name: 'Chromium cold start: worker start → first embedding',
      value: chrome.coldMs ?? NaN,
      unit: 'ms',
      note: 'MiniLM-L6 fp32 from OPFS, hash checked',
    },
    {
      name: 'Node cold start: engine created → first embedding',
      value: cold.coldMs,
      unit: 'ms',
      note: 'fresh process, model from the store',
    },
    {
      name: 'Node memory: MiniLM-L6 loaded',
      value: cold.embedMiB,
      unit: 'MiB RSS',
      note: 'growth over the fresh process',
    },
    {
      name: 'Node memory: MiniLM-L6 + DeBERTa-v3-xsmall loaded',
      value: cold.bothMiB,
      unit: 'MiB RSS',
      note: 'growth over the fresh process',
    },
  ];
}

export default bench;
