import { installFolders, nodeModels } from '../../../lib/ml/node';
import type { GeneratedModel } from '../../models/generate';
import { rowSoftmax, type Contender, type Workload } from './workload';

/** The Node contenders: the engine (WASM or native) and transformers.js (native: its only Node backend). */

export async function engineNode(embed: GeneratedModel, nli: GeneratedModel, w: Workload, backend: 'onnxruntime-web' | 'onnxruntime-node'): Promise<Contender> {
  const models = await nodeModels({ backend });
  await installFolders(models, [embed.dir, nli.dir]);
  const embedder = (await models.embedder())!;
  const classifier = (await models.nli())!;
  await embedder.embed(w.texts.slice(0, 2));
  await classifier.classify(w.pairs.slice(0, 2));
  return {
    embed: () => embedder.embed(w.texts),
    classify: () => classifier.classify(w.pairs),
    close: async () => {
      await models.manager.unload(embed.entry.id);
      await models.manager.unload(nli.entry.id);
    },
  };
}

export async function transformersNode(root: string, embed: GeneratedModel, nli: GeneratedModel, w: Workload): Promise<Contender> {
  const { pipeline, env, AutoTokenizer, AutoModelForSequenceClassification } = await import('@huggingface/transformers');
  env.localModelPath = root;
  env.allowRemoteModels = false;
  const extract = await pipeline('feature-extraction', `claimlens/${embed.entry.id}`, { dtype: 'fp32' });
  // v4's text-classification pipeline takes single texts only: a cross-encoder goes through its
  // tokenizer (text_pair) and model, as transformers.js documents for sentence pairs.
  const tokenizer = await AutoTokenizer.from_pretrained(`claimlens/${nli.entry.id}`);
  const model = await AutoModelForSequenceClassification.from_pretrained(`claimlens/${nli.entry.id}`, { dtype: 'fp32' });
  const classify = async (list = w.pairs) => {
    const inputs = tokenizer(list.map((p) => p.premise), { text_pair: list.map((p) => p.hypothesis), padding: true, truncation: true });
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
