import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { beforeAll, describe, expect, it } from 'vitest';

import { installFolders, nodeModels } from '../../lib/ml/node';
import type { LocalModels } from '../../lib/ml/services';
import type { NliProbs } from '../../lib/ml/types';
import { pairs, sentences } from '../../scripts/bench/ml/workload';
import { type GeneratedModel, TINY_EMBED, TINY_NLI, writeEmbedder, writeNliModel } from '../../scripts/models/generate';

/**
 * The q8 graphs (int8 weights, dynamically quantized activations, as the Hub's
 * model_quantized.onnx) against the fp32 graphs of the same weights, on the tiny models, run by
 * the engine on onnxruntime-web's WASM as users run it.
 */

const texts = sentences(16);
const pairList = pairs(16);
const dot = (a: Float32Array, b: Float32Array) => a.reduce((s, x, i) => s + x * b[i]!, 0);
const label = (p: NliProbs) =>
  (['entailment', 'contradiction', 'neutral'] as const).reduce((best, k) => (p[k] > p[best] ? k : best));

let embed: GeneratedModel;
let nli: GeneratedModel;
let q8: LocalModels;
let fp32: LocalModels;

beforeAll(async () => {
  const root = await mkdtemp(path.join(os.tmpdir(), 'claimlens-q8-'));
  embed = writeEmbedder(root, 'tiny-embed', TINY_EMBED, 1, [], { q8: true });
  nli = writeNliModel(root, 'tiny-nli', TINY_NLI, 2, { q8: true });
  q8 = await nodeModels();
  await installFolders(q8, [embed.dir, nli.dir]);
  fp32 = await nodeModels();
  await installFolders(fp32, [embed.dir, nli.dir], { wasmDtype: 'fp32' });
}, 60_000);

describe('q8 graphs (dynamic int8 MatMul, as model_quantized.onnx)', () => {
  it('are built from int8 weights with the quantize_dynamic operators, and WASM picks them', () => {
    for (const m of [embed, nli]) {
      const q = readFileSync(path.join(m.dir, 'onnx/model_quantized.onnx'));
      const f = readFileSync(path.join(m.dir, 'onnx/model.onnx'));
      for (const op of ['DynamicQuantizeLinear', 'MatMulInteger', 'DequantizeLinear'])
        expect(q.includes(op), op).toBe(true);
      expect(f.includes('MatMulInteger')).toBe(false);
      // The fp32 copies of quantized weights are left out (tiny-nli also carries its int64 relative-position table).
      expect(q.length / f.length).toBeLessThan(m === embed ? 0.4 : 0.75);
      expect(m.entry.dtypes.wasm).toBe('q8');
      expect(m.entry.files.find((x) => x.path === 'onnx/model_quantized.onnx')?.dtype).toBe('q8');
    }
  });

  it('embed each text within cosine 0.999 of fp32, much closer than any two texts are', async () => {
    const a = await (await q8.embedder())!.embed(texts);
    const b = await (await fp32.embedder())!.embed(texts);
    const same = a.map((x, i) => dot(x, b[i]!));
    expect(Math.min(...same)).toBeGreaterThan(0.999);
    // Nearest fp32 vector of every q8 vector is its own text's: the same memory matches.
    for (let i = 0; i < a.length; i++) {
      const others = b.map((y, j) => (j === i ? -Infinity : dot(a[i]!, y)));
      expect(Math.max(...others)).toBeLessThan(same[i]!);
    }
  }, 60_000);

  it('give NLI probabilities within 0.02 of fp32 and the same label for every pair', async () => {
    const a = await (await q8.nli())!.classify(pairList);
    const b = await (await fp32.nli())!.classify(pairList);
    const gap = Math.max(
      ...a.flatMap((p, i) =>
        (['entailment', 'contradiction', 'neutral'] as const).map((k) => Math.abs(p[k] - b[i]![k])),
      ),
    );
    expect(gap).toBeLessThan(0.02);
    expect(a.map(label)).toEqual(b.map(label));
  }, 60_000);
});
