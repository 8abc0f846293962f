import { readFileSync } from 'node:fs';
import path from 'node:path';

import * as ortWeb from 'onnxruntime-web';
import { describe, expect, it } from 'vitest';

import { constantModel, foldConstants, foldPlan } from '../../lib/ml/constant-fold';
import { EXTERNAL_WEIGHTS, splitWeights } from '../../lib/ml/external-data';
import { TINY_MODELS_DIR } from '../../lib/ml/node';
import { readModelGraph } from '../../lib/ml/onnx-graph';
import { OnnxRuntime, type OrtModule } from '../../lib/ml/runtime';
import { constantsInput, foldedInput, sessionInput } from '../../lib/ml/session-options';

/** How sessions are opened: the options chosen for the heap's peak (docs/models.md, Memory), and the weights moved out. */

const EMBED = readFileSync(path.join(TINY_MODELS_DIR, 'claimlens/tiny-embed/onnx/model.onnx'));
const NLI = readFileSync(path.join(TINY_MODELS_DIR, 'claimlens/tiny-nli/onnx/model.onnx'));
const bytesOf = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

const feeds = (n: number) => ({
  input_ids: new ortWeb.Tensor(
    'int64',
    BigInt64Array.from({ length: n }, (_, i) => BigInt((i * 37 + 5) % 500)),
    [1, n],
  ),
  attention_mask: new ortWeb.Tensor('int64', new BigInt64Array(n).fill(1n), [1, n]),
  token_type_ids: new ortWeb.Tensor('int64', new BigInt64Array(n), [1, n]),
});

async function run(input: { model: Uint8Array; options: ortWeb.InferenceSession.SessionOptions }, n = 9) {
  const s = await ortWeb.InferenceSession.create(input.model, input.options);
  const wanted = Object.fromEntries(Object.entries(feeds(n)).filter(([k]) => s.inputNames.includes(k)));
  const out = await s.run(wanted);
  const data = Array.from(out[s.outputNames[0]!]!.data as Float32Array);
  await s.release();
  return data;
}

describe('sessionInput', () => {
  it('on WASM: all optimisations, initializers allocated alone, weights as external data pointing into the bytes', () => {
    const bytes = bytesOf(EMBED);
    const { model, options } = sessionInput(bytes, 'wasm');
    expect(options.executionProviders).toEqual(['wasm']);
    expect(options.graphOptimizationLevel).toBe('all');
    expect(options.extra).toEqual({ session: { use_device_allocator_for_initializers: '1' } });
    expect(options.enableCpuMemArena).toBeUndefined();
    expect(options.enableMemPattern).toBeUndefined();
    expect(options.externalData).toEqual([{ path: EXTERNAL_WEIGHTS, data: bytes }]);
    // The weights are not copied: the external file is the model's own buffer.
    expect((options.externalData![0] as { data: Uint8Array }).data).toBe(bytes);
    expect(model.length).toBeLessThan(bytes.length / 5);
  });

  it('on WebGPU and native CPU: the file as it is, all optimisations', () => {
    const bytes = bytesOf(EMBED);
    for (const ep of ['webgpu', 'cpu'] as const)
      expect(sessionInput(bytes, ep)).toEqual({
        model: bytes,
        options: { executionProviders: [ep], graphOptimizationLevel: 'all' },
      });
  });

  it('is what the runtime hands onnxruntime: the constant part first, then the graph with it computed ahead', async () => {
    const seen: unknown[] = [];
    const create = ((model: Uint8Array, options: ortWeb.InferenceSession.SessionOptions) => {
      // onnxruntime-web adds its own defaults to `extra`: what is seen is what the runtime gave.
      seen.push({ model, options: { ...options, extra: structuredClone(options.extra) } });
      return ortWeb.InferenceSession.create(model, options);
    }) as typeof ortWeb.InferenceSession.create;
    const ort = { InferenceSession: { create }, Tensor: ortWeb.Tensor, env: ortWeb.env } as unknown as OrtModule;
    const bytes = bytesOf(NLI);
    const session = await new OnnxRuntime({ ort }).createSession(bytes, 'wasm', 'tiny-nli');
    const whole = sessionInput(bytes, 'wasm');
    const graph = readModelGraph(whole.model);
    const plan = foldPlan(graph)!;
    const folded = await foldConstants(whole.model, async (model, outputs) => {
      const { model: g, options } = constantsInput(whole, model);
      const s = await ortWeb.InferenceSession.create(g, options);
      const out = await s.run({});
      await s.release();
      return outputs.map((name) => ({ name, type: out[name]!.type, dims: out[name]!.dims, data: out[name]!.data }));
    });
    expect(seen).toEqual([constantsInput(whole, constantModel(whole.model, graph, plan)), foldedInput(whole, folded)]);
    expect(constantsInput(whole, whole.model).options).toEqual({
      ...whole.options,
      graphOptimizationLevel: 'disabled',
    });
    await session.release();
  });
});

describe('splitWeights', () => {
  it('gives the same outputs as the whole graph, for an encoder and an NLI classifier', async () => {
    for (const file of [EMBED, NLI]) {
      const bytes = bytesOf(file);
      const whole = await run({ model: bytes, options: { executionProviders: ['wasm'] } });
      const split = await run(sessionInput(bytes, 'wasm'));
      expect(split).toEqual(whole);
      expect(splitWeights(bytes).movedBytes).toBeGreaterThan(bytes.length * 0.8);
    }
  });

  it('leaves a graph without large initializers as it is', () => {
    // A ModelProto holding only ir_version (field 1) and a graph (7) with one node and no initializer.
    const graph = Uint8Array.from([0x08, 0x08, 0x3a, 0x04, 0x0a, 0x02, 0x1a, 0x00]);
    expect(splitWeights(graph)).toEqual({ graph, movedBytes: 0 });
  });

  it('refuses bytes that are not an ONNX graph, naming where they break', () => {
    expect(() => splitWeights(new TextEncoder().encode('<html>not a model</html>'))).toThrow(/protobuf .* at byte 0/);
    expect(() => splitWeights(bytesOf(EMBED).subarray(0, 5000))).toThrow(/truncated or invalid protobuf field/);
  });
});
