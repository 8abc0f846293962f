import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { installFolders, nodeModels } from '../../lib/ml/node';
import type { Bench, BenchRow } from './harness';
import { runInChromium } from './ml/browser';
import { generateBenchModels } from './ml/generate';
import { engineNode, transformersNode } from './ml/node-run';
import { alternate, pairs, sentences } from './ml/workload';

/**
 * Local inference: embeddings/s and NLI pairs/s of the engine on WASM in Node and in Chromium,
 * for random-weight models with the exact all-MiniLM-L6-v2 and nli-deberta-v3-xsmall shapes
 * generated for this run, against transformers.js on the same files (ratio = engine /
 * transformers.js, target ≥ 1.0; in Node transformers.js runs only natively, so the like-for-like
 * Node rows use the engine's onnxruntime-node backend); cold start and memory.
 */
const TEXTS = 32;
const PAIRS = 16;
const ROUNDS = 3;

const bench: Bench = {
  name: 'ml',
  description: 'local embeddings and NLI (WASM) vs transformers.js, cold start, memory',
  async run(ctx) {
    const t0 = performance.now();
    const models = generateBenchModels();
    ctx.log(`generated MiniLM-L6 and DeBERTa-v3-xsmall shapes with random weights in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
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
      const node = await step('Node: engine (WASM, native) and transformers.js, alternating rounds', async () => {
        const contenders = {
          web: await engineNode(models.embed, models.nli, w, 'onnxruntime-web'),
          native: await engineNode(models.embed, models.nli, w, 'onnxruntime-node'),
          tjs: await transformersNode(models.root, models.embed, models.nli, w),
        };
        const rates = await alternate(contenders, w, ROUNDS);
        await Promise.all(Object.values(contenders).map((c) => c.close()));
        return rates;
      });
      const [web, native, tjs] = [node.web!, node.native!, node.tjs!];
      const chrome = await step('Chromium: engine and transformers.js, alternating rounds; cold start', () => runInChromium(models.root, [models.embed.entry, models.nli.entry], w, ROUNDS));
      const [ce, ct] = [chrome.rates.engine, chrome.rates.transformers];

      const storeDir = mkdtempSync(path.join(os.tmpdir(), 'claimlens-bench-store-'));
      const store = await nodeModels({ storeDir });
      await installFolders(store, [models.embed.dir, models.nli.dir]);
      const entriesFile = path.join(storeDir, 'entries.json');
      writeFileSync(entriesFile, JSON.stringify([models.embed.entry, models.nli.entry]));
      const cold = JSON.parse(execFileSync(process.execPath, ['--import', 'tsx', path.join(import.meta.dirname, 'ml/node-cold.ts'), storeDir, entriesFile], { encoding: 'utf8' }).trim().split('\n').pop()!) as { coldMs: number; embedMiB: number; bothMiB: number };
      rmSync(storeDir, { recursive: true, force: true });

      const ratio = (a: number, b: number) => a / b;
      rows.push(
        { name: 'Node WASM: embeddings/s (MiniLM-L6)', value: web.embedPerSec, unit: 'texts/s', baseline: tjs.embedPerSec, ratio: ratio(web.embedPerSec, tjs.embedPerSec), note: 'baseline: transformers.js, native (no WASM in Node)' },
        { name: 'Node WASM: NLI pairs/s (DeBERTa-v3-xsmall)', value: web.pairsPerSec, unit: 'pairs/s', baseline: tjs.pairsPerSec, ratio: ratio(web.pairsPerSec, tjs.pairsPerSec), note: 'baseline: transformers.js, native' },
        { name: 'Chromium WASM: embeddings/s (MiniLM-L6)', value: ce.embedPerSec, unit: 'texts/s', baseline: ct.embedPerSec, ratio: ratio(ce.embedPerSec, ct.embedPerSec), note: `${chrome.threads} wasm thread(s); target ≥ 1.0` },
        { name: 'Chromium WASM: NLI pairs/s (DeBERTa-v3-xsmall)', value: ce.pairsPerSec, unit: 'pairs/s', baseline: ct.pairsPerSec, ratio: ratio(ce.pairsPerSec, ct.pairsPerSec), note: 'target ≥ 1.0' },
        { name: 'Node native: embeddings/s (onnxruntime-node)', value: native.embedPerSec, unit: 'texts/s', baseline: tjs.embedPerSec, ratio: ratio(native.embedPerSec, tjs.embedPerSec), note: 'like for like: transformers.js pipeline, native; target ≥ 1.0' },
        { name: 'Node native: NLI pairs/s (onnxruntime-node)', value: native.pairsPerSec, unit: 'pairs/s', baseline: tjs.pairsPerSec, ratio: ratio(native.pairsPerSec, tjs.pairsPerSec), note: 'transformers.js tokenizer + model, native; target ≥ 1.0' },
        { name: 'Chromium cold start: worker start → first embedding', value: chrome.coldMs, unit: 'ms', note: 'MiniLM-L6 fp32 from OPFS, hash checked' },
        { name: 'Node cold start: engine created → first embedding', value: cold.coldMs, unit: 'ms', note: 'fresh process, model from the store' },
        { name: 'Node memory: MiniLM-L6 loaded', value: cold.embedMiB, unit: 'MiB RSS', note: 'growth over the fresh process' },
        { name: 'Node memory: MiniLM-L6 + DeBERTa-v3-xsmall loaded', value: cold.bothMiB, unit: 'MiB RSS', note: 'growth over the fresh process' },
      );
    } finally {
      models.cleanup();
    }
    ctx.log(`${TEXTS} texts of 12–28 words and ${PAIRS} pairs per round; fp32 graphs on WASM; contenders loaded side by side and warmed up; rates from the median of 3 alternating rounds`);
    return rows;
  },
};

export default bench;
