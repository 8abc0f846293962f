import { readFileSync } from 'node:fs';
import path from 'node:path';

import * as ortNode from 'onnxruntime-node';
import { beforeAll, describe, expect, it } from 'vitest';

import { BATCH_LIMITS, planBatches } from '../../lib/ml/batching';
import { labelIndex, nliProbs } from '../../lib/ml/labels';
import { TINY_MODELS_DIR, tinyModelServices } from '../../lib/ml/node';
import { meanPool, normalize } from '../../lib/ml/pooling';
import type { LocalModels } from '../../lib/ml/services';
import { TextTokenizer } from '../../lib/ml/tokenize';
import type { Embedder, NliModel } from '../../lib/ml/types';
import { cosine } from '../../lib/web/rank';

const EMBED_DIR = path.join(TINY_MODELS_DIR, 'claimlens/tiny-embed');
const NLI_DIR = path.join(TINY_MODELS_DIR, 'claimlens/tiny-nli');
const TEXTS = [
  'Vaccines cause autism.',
  'Café naïve 😷 résumé',
  'Drinking water daily reduces the risk of kidney stones in adults.',
  'x',
  'the '.repeat(400),
];

let models: LocalModels;
let embedder: Embedder;
let nli: NliModel;
beforeAll(async () => {
  models = await tinyModelServices();
  embedder = (await models.embedder())!;
  nli = (await models.nli())!;
});

/** Mean pooling + L2 normalisation in float64, straight from the graph's output (onnxruntime-node). */
function tinyTokenizer(dir = EMBED_DIR): TextTokenizer {
  const json = (f: string) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as unknown;
  return new TextTokenizer(json('tokenizer.json'), json('tokenizer_config.json'), 128, 'ref');
}

async function referenceEmbedding(text: string): Promise<number[]> {
  const { ids } = tinyTokenizer().encode(text);
  const session = await ortNode.InferenceSession.create(path.join(EMBED_DIR, 'onnx/model.onnx'));
  const t = (v: number[]) => new ortNode.Tensor('int64', BigInt64Array.from(v.map(BigInt)), [1, v.length]);
  const out = await session.run({
    input_ids: t(ids),
    attention_mask: t(ids.map(() => 1)),
    token_type_ids: t(ids.map(() => 0)),
  });
  const h = out.last_hidden_state!.data as Float32Array;
  const dims = 32;
  const sum = new Array<number>(dims).fill(0);
  for (let i = 0; i < ids.length; i++) for (let d = 0; d < dims; d++) sum[d]! += h[i * dims + d]!;
  const mean = sum.map((x) => x / ids.length);
  const norm = Math.hypot(...mean);
  return mean.map((x) => x / norm);
}

describe('embeddings', () => {
  it('are unit vectors of the registry’s dimensions, one per text, in order', async () => {
    const vectors = await embedder.embed(TEXTS);
    expect(embedder.modelId).toBe('tiny-embed');
    expect(vectors).toHaveLength(TEXTS.length);
    for (const v of vectors) {
      expect(v).toHaveLength(32);
      expect(Math.hypot(...v)).toBeCloseTo(1, 5);
    }
  });

  it('match mean pooling and normalisation computed independently (float64, onnxruntime-node)', async () => {
    const vectors = await embedder.embed(TEXTS);
    for (const [i, text] of TEXTS.entries()) {
      const ref = await referenceEmbedding(text);
      for (let d = 0; d < 32; d++) expect(vectors[i]![d]).toBeCloseTo(ref[d]!, 5);
    }
  });

  it('match transformers.js’s feature-extraction pipeline (mean pooling, normalize) on the same files', async () => {
    const { pipeline, env } = await import('@huggingface/transformers');
    env.localModelPath = TINY_MODELS_DIR;
    env.allowRemoteModels = false;
    const extract = await pipeline('feature-extraction', 'claimlens/tiny-embed', { dtype: 'fp32' });
    const texts = TEXTS.slice(0, 4);
    const theirs = await extract(texts, { pooling: 'mean', normalize: true });
    const ours = await embedder.embed(texts);
    texts.forEach((_, i) =>
      expect(cosine(ours[i]!, (theirs.data as Float32Array).subarray(i * 32, (i + 1) * 32))).toBeGreaterThan(0.99999),
    );
  });

  it('are the same in a batch as one at a time (padding does not leak into the mean)', async () => {
    // Some run must pad a shorter text, or this would prove nothing.
    const lengths = TEXTS.map((t) => tinyTokenizer().encode(t).ids.length);
    expect(planBatches(lengths, BATCH_LIMITS.wasm).some((run) => new Set(run.map((i) => lengths[i])).size > 1)).toBe(
      true,
    );
    const batch = await embedder.embed(TEXTS);
    for (const [i, text] of TEXTS.entries()) {
      const [single] = await embedder.embed([text]);
      for (let d = 0; d < 32; d++) expect(batch[i]![d]).toBeCloseTo(single![d]!, 5);
    }
  });

  it('handle an empty list and stop between batches when cancelled', async () => {
    expect(await embedder.embed([])).toEqual([]);
    const ac = new AbortController();
    ac.abort();
    await expect(embedder.embed(['a', 'b'], ac.signal)).rejects.toThrow(/abort/i);
  });
});

describe('pooling helpers', () => {
  it('mean-pool only the attended tokens', () => {
    // batch 1, seq 3, dims 2; the last token is padding.
    const pooled = meanPool(Float32Array.of(1, 2, 3, 4, 100, 100), [1n, 1n, 0n], 1, 3, 2);
    expect(Array.from(pooled[0]!)).toEqual([2, 3]);
    expect(Array.from(normalize(Float32Array.of(3, 4)))).toEqual([0.6000000238418579, 0.800000011920929]);
  });
});

describe('NLI', () => {
  const PAIRS = [
    { premise: 'Masks reduce the spread of respiratory viruses.', hypothesis: 'Masks do not reduce spread.' },
    { premise: 'Garlic cures COVID-19.', hypothesis: 'Garlic is a cure.' },
    { premise: 'the '.repeat(300), hypothesis: 'Vitamin D protects the immune system.' },
  ];

  it('gives three probabilities that sum to 1 per pair, the same in a batch as alone', async () => {
    const lengths = PAIRS.map((p) => tinyTokenizer(NLI_DIR).encodePair(p.premise, p.hypothesis).ids.length);
    expect(planBatches(lengths, BATCH_LIMITS.wasm).some((run) => new Set(run.map((i) => lengths[i])).size > 1)).toBe(
      true,
    );
    const batch = await nli.classify(PAIRS);
    expect(nli.modelId).toBe('tiny-nli');
    for (const [i, pair] of PAIRS.entries()) {
      const p = batch[i]!;
      expect(p.entailment + p.contradiction + p.neutral).toBeCloseTo(1, 6);
      const [single] = await nli.classify([pair]);
      expect(p.entailment).toBeCloseTo(single!.entailment, 5);
      expect(p.contradiction).toBeCloseTo(single!.contradiction, 5);
    }
    expect(batch[0]!.entailment).not.toBeCloseTo(batch[1]!.entailment, 3);
  });

  it('match transformers.js (its tokenizer and sequence-classification model on the same files), label by label', async () => {
    const { AutoTokenizer, AutoModelForSequenceClassification, env } = await import('@huggingface/transformers');
    env.localModelPath = TINY_MODELS_DIR;
    env.allowRemoteModels = false;
    const tokenizer = await AutoTokenizer.from_pretrained('claimlens/tiny-nli');
    const model = await AutoModelForSequenceClassification.from_pretrained('claimlens/tiny-nli', { dtype: 'fp32' });
    const id2label = (
      model.config as unknown as { id2label: Record<string, 'entailment' | 'contradiction' | 'neutral'> }
    ).id2label;
    const ours = await nli.classify(PAIRS.slice(0, 2));
    for (const [i, pair] of PAIRS.slice(0, 2).entries()) {
      const logits = Array.from(
        (await model(tokenizer(pair.premise, { text_pair: pair.hypothesis }))).logits.data as Float32Array,
      );
      const exps = logits.map((x) => Math.exp(x));
      const sum = exps.reduce((a, b) => a + b, 0);
      exps.forEach((e, k) => expect(ours[i]![id2label[k]!]).toBeCloseTo(e / sum, 5));
    }
  });

  it('maps labels by the model’s config, whatever their order or case', () => {
    const logits = [2, 0, -1];
    const hub = labelIndex(JSON.parse(readFileSync(path.join(NLI_DIR, 'config.json'), 'utf8')), 'tiny-nli');
    expect(hub).toEqual({ contradiction: 0, entailment: 1, neutral: 2, count: 3 });
    expect(nliProbs(logits, hub).contradiction).toBeGreaterThan(nliProbs(logits, hub).entailment);
    const roberta = labelIndex({ id2label: { 0: 'CONTRADICTION', 1: 'NEUTRAL', 2: 'ENTAILMENT' } }, 'roberta-mnli');
    expect(roberta).toEqual({ contradiction: 0, neutral: 1, entailment: 2, count: 3 });
    const p = nliProbs(logits, roberta);
    expect(p.contradiction).toBeCloseTo(Math.exp(2) / (Math.exp(2) + 1 + Math.exp(-1)), 10);
    expect(p.entailment).toBeCloseTo(Math.exp(-1) / (Math.exp(2) + 1 + Math.exp(-1)), 10);
  });

  it('refuses a config without NLI labels, naming the fix', () => {
    expect(() => labelIndex({ id2label: { 0: 'LABEL_0', 1: 'LABEL_1' } }, 'sentiment')).toThrow(
      /not an NLI model.*entailment, contradiction and neutral.*Settings → Models/,
    );
  });
});
