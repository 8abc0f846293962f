import { installFolders, nodeModels } from '../../../lib/ml/node';
import type { GeneratedModel } from '../../models/generate';
import { rowSoftmax } from './workload';

/** Throughput in Node: the engine (WASM or native) and transformers.js (native: its only Node backend). */

export interface Throughput {
  embedPerSec: number;
  pairsPerSec: number;
}

const timeIt = async (fn: () => Promise<unknown>, rounds: number, warmUp: () => Promise<unknown>) => {
  await warmUp(); // first run: kernel set-up and allocations
  const t0 = performance.now();
  for (let i = 0; i < rounds; i++) await fn();
  return (performance.now() - t0) / rounds;
};

export async function engineNode(root: string, embed: GeneratedModel, nli: GeneratedModel, texts: string[], pairs: { premise: string; hypothesis: string }[], backend: 'onnxruntime-web' | 'onnxruntime-node'): Promise<Throughput> {
  const models = await nodeModels({ backend });
  await installFolders(models, [embed.dir, nli.dir]);
  const embedder = (await models.embedder())!;
  const classifier = (await models.nli())!;
  const embedMs = await timeIt(() => embedder.embed(texts), 2, () => embedder.embed(texts.slice(0, 2)));
  const nliMs = await timeIt(() => classifier.classify(pairs), 2, () => classifier.classify(pairs.slice(0, 2)));
  await models.manager.unload(embed.entry.id);
  await models.manager.unload(nli.entry.id);
  return { embedPerSec: (texts.length * 1000) / embedMs, pairsPerSec: (pairs.length * 1000) / nliMs };
}

export async function transformersNode(root: string, embed: GeneratedModel, nli: GeneratedModel, texts: string[], pairs: { premise: string; hypothesis: string }[]): Promise<Throughput> {
  // Under Node, transformers.js runs only on onnxruntime-node (it has no WASM backend there).
  const { pipeline, env, AutoTokenizer, AutoModelForSequenceClassification } = await import('@huggingface/transformers');
  env.localModelPath = root;
  env.allowRemoteModels = false;
  const extract = await pipeline('feature-extraction', `claimlens/${embed.entry.id}`, { dtype: 'fp32' });
  // v4's text-classification pipeline takes single texts only: a cross-encoder goes through its
  // tokenizer (text_pair) and model, as transformers.js documents for sentence pairs.
  const tokenizer = await AutoTokenizer.from_pretrained(`claimlens/${nli.entry.id}`);
  const model = await AutoModelForSequenceClassification.from_pretrained(`claimlens/${nli.entry.id}`, { dtype: 'fp32' });
  const classify = async (list = pairs) => {
    const inputs = tokenizer(list.map((p) => p.premise), { text_pair: list.map((p) => p.hypothesis), padding: true, truncation: true });
    return rowSoftmax(((await model(inputs)) as { logits: { data: Float32Array; dims: number[] } }).logits);
  };
  const embedMs = await timeIt(() => extract(texts, { pooling: 'mean', normalize: true }), 2, () => extract(texts.slice(0, 2), { pooling: 'mean', normalize: true }));
  const nliMs = await timeIt(() => classify(), 2, () => classify(pairs.slice(0, 2)));
  return { embedPerSec: (texts.length * 1000) / embedMs, pairsPerSec: (pairs.length * 1000) / nliMs };
}
