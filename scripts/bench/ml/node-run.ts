import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { installFolders, nodeModels } from '../../../lib/ml/node';
import type { GeneratedModel } from '../../models/generate';
import { type Contender, rowSoftmax, type Workload } from './workload';

/** The Node contenders: the engine (WASM or native) and transformers.js (native, or WASM through its runtime hook). */

export async function engineNode(
  embed: GeneratedModel,
  nli: GeneratedModel,
  w: Workload,
  backend: 'onnxruntime-web' | 'onnxruntime-node',
): Promise<Contender & { threads: number }> {
  const models = await nodeModels({ backend });
  await installFolders(models, [embed.dir, nli.dir]);
  const embedder = (await models.embedder())!;
  const classifier = (await models.nli())!;
  await embedder.embed(w.texts.slice(0, 2));
  await classifier.classify(w.pairs.slice(0, 2));
  return {
    threads: (await models.manager.device()).threads,
    // Each round is inference: the engine's results cache would answer a repeated text from memory.
    embed: () => (models.cache.clear(), embedder.embed(w.texts)),
    classify: () => (models.cache.clear(), classifier.classify(w.pairs)),
    close: async () => {
      await models.manager.unload(embed.entry.id);
      await models.manager.unload(nli.entry.id);
    },
  };
}

/**
 * Makes transformers.js run on its own onnxruntime-web (WASM) under Node, which it otherwise
 * never does there (huggingface/transformers.js#1406): it takes the ONNX runtime a JS runtime
 * puts at `globalThis[Symbol.for('onnxruntime')]`. It reads that once, when first imported, so
 * call this before any import of transformers.js in the process. Returns the runtime's env.
 */
export async function transformersOnWasm(threads: number): Promise<{ wasm: { numThreads?: number } }> {
  const tjs = createRequire(createRequire(import.meta.url).resolve('@huggingface/transformers'));
  const dist = path.dirname(tjs.resolve('onnxruntime-web/ort-wasm-simd-threaded.wasm'));
  const ort = (await import(pathToFileURL(path.join(dist, 'ort.node.min.mjs')).href)) as {
    env: { wasm: { wasmPaths?: string; numThreads?: number } };
  };
  ort.env.wasm.wasmPaths = pathToFileURL(`${dist}/`).href; // its default is a CDN
  ort.env.wasm.numThreads = threads;
  (globalThis as Record<symbol, unknown>)[Symbol.for('onnxruntime')] = ort;
  return ort.env;
}

export async function transformersNode(
  root: string,
  embed: GeneratedModel,
  nli: GeneratedModel,
  w: Workload,
  on: 'native' | 'wasm',
): Promise<Contender> {
  const { pipeline, env, AutoTokenizer, AutoModelForSequenceClassification } =
    await import('@huggingface/transformers');
  env.localModelPath = root;
  env.allowRemoteModels = false;
  // With a runtime from the hook its device table is empty: 'auto' plus an explicit provider.
  const options =
    on === 'wasm'
      ? ({ dtype: 'fp32', device: 'auto', session_options: { executionProviders: ['wasm'] } } as const)
      : ({ dtype: 'fp32' } as const);
  const extract = await pipeline('feature-extraction', `claimlens/${embed.entry.id}`, options);
  // v4's text-classification pipeline takes single texts only: a cross-encoder goes through its
  // tokenizer (text_pair) and model, as transformers.js documents for sentence pairs.
  const tokenizer = await AutoTokenizer.from_pretrained(`claimlens/${nli.entry.id}`);
  const model = await AutoModelForSequenceClassification.from_pretrained(`claimlens/${nli.entry.id}`, options);
  const classify = async (list = w.pairs) => {
    const inputs = tokenizer(
      list.map((p) => p.premise),
      { text_pair: list.map((p) => p.hypothesis), padding: true, truncation: true },
    );
    return rowSoftmax(((await model(inputs)) as { logits: { data: Float32Array; dims: number[] } }).logits);
  };
  await extract(w.texts.slice(0, 2), { pooling: 'mean', normalize: true });
  await classify(w.pairs.slice(0, 2));
  return {
    embed: () => extract(w.texts, { pooling: 'mean', normalize: true }),
    classify: () => classify(),
    close: async () => {
      await extract.dispose();
      await model.dispose();
    },
  };
}
