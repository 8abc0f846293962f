import { readFileSync } from 'node:fs';
import path from 'node:path';

import * as ortWeb from 'onnxruntime-web';
import { describe, expect, it } from 'vitest';

import { log } from '../../lib/log/log';
import { type EvaluateConstants, foldConstants, type FoldedGraph, foldPlan } from '../../lib/ml/constant-fold';
import { EXTERNAL_WEIGHTS } from '../../lib/ml/external-data';
import { TINY_MODELS_DIR } from '../../lib/ml/node';
import { readModelGraph } from '../../lib/ml/onnx-graph';
import { concat, lengthDelimited, utf8 } from '../../lib/ml/onnx-wire';
import { OnnxRuntime, type OrtModule } from '../../lib/ml/runtime';
import { constantsInput, foldedInput, type SessionInput, sessionInput } from '../../lib/ml/session-options';
import { encodeModel, type NodeProto, type TensorProto } from '../../scripts/models/onnx-proto';

/** The graph's constant part computed ahead of its session (docs/models.md, Memory). */

const NLI = readFileSync(path.join(TINY_MODELS_DIR, 'claimlens/tiny-nli/onnx/model.onnx'));
const bytesOf = (b: Buffer) => new Uint8Array(b.buffer, b.byteOffset, b.byteLength);

/** The constant part run as the runtime runs it: onnxruntime-web, WASM, no optimisation, the weights mounted. */
const evaluateWith =
  (input: SessionInput): EvaluateConstants =>
  async (graph, outputs) => {
    const { model, options } = constantsInput(input, graph);
    const s = await ortWeb.InferenceSession.create(model, options);
    const out = await s.run({});
    await s.release();
    return outputs.map((name) => ({ name, type: out[name]!.type, dims: out[name]!.dims, data: out[name]!.data }));
  };

/** The model as the runtime opens it on WASM: weights split out, constant part computed ahead. */
async function foldedModel(bytes: Uint8Array): Promise<{ input: SessionInput; folded: FoldedGraph }> {
  const whole = sessionInput(bytes, 'wasm');
  const folded = await foldConstants(whole.model, evaluateWith(whole));
  return { input: foldedInput(whole, folded), folded };
}

async function outputs(input: SessionInput, feeds: Record<string, ortWeb.Tensor>): Promise<Record<string, number[]>> {
  const s = await ortWeb.InferenceSession.create(input.model, input.options);
  const wanted = Object.fromEntries(Object.entries(feeds).filter(([k]) => s.inputNames.includes(k)));
  const out = await s.run(wanted);
  await s.release();
  return Object.fromEntries(Object.entries(out).map(([k, t]) => [k, Array.from(t.data as Float32Array)]));
}

const maxGap = (a: number[], b: number[]) => Math.max(...a.map((x, i) => Math.abs(x - b[i]!)));
const f32 = (name: string, dims: number[], values: number[]): TensorProto => ({
  name,
  dims,
  dataType: 1,
  raw: new Uint8Array(Float32Array.from(values).buffer),
});
const i8 = (name: string, dims: number[], values: number[]): TensorProto => ({
  name,
  dims,
  dataType: 3,
  raw: new Uint8Array(Int8Array.from(values).buffer),
});

/**
 * x·Transpose(W) + DequantizeLinear(Wq) − S, and c = bias·2 as a graph output; S is an
 * initializer that the graph also takes as an input, so a caller may override it.
 */
function handModel(extra: NodeProto[] = []): Uint8Array {
  return encodeModel({
    name: 'hand',
    nodes: [
      { op: 'Transpose', inputs: ['W'], outputs: ['Wt'], attrs: { perm: [1, 0] } },
      { op: 'MatMul', inputs: ['x', 'Wt'], outputs: ['xw'] },
      { op: 'DequantizeLinear', inputs: ['Wq', 'scale', 'zero'], outputs: ['wd'] },
      { op: 'Add', inputs: ['xw', 'wd'], outputs: ['y1'] },
      { op: 'Neg', inputs: ['S'], outputs: ['negS'] },
      { op: 'Add', inputs: ['y1', 'negS'], outputs: ['y'] },
      { op: 'Mul', inputs: ['bias', 'two'], outputs: ['c'] },
      ...extra,
    ],
    initializers: [
      f32('W', [3, 4], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]),
      i8('Wq', [3], [10, -20, 30]),
      f32('scale', [], [0.5]),
      i8('zero', [], [0]),
      f32('S', [3], [1, 1, 1]),
      f32('bias', [3], [0.25, 0.5, 0.75]),
      f32('two', [], [2]),
    ],
    inputs: [
      { name: 'x', elemType: 1, shape: [1, 4] },
      { name: 'S', elemType: 1, shape: [3] },
    ],
    outputs: [
      { name: 'y', elemType: 1, shape: [1, 3] },
      { name: 'c', elemType: 1, shape: [3] },
    ],
  });
}

const handFeeds = () => ({ x: new ortWeb.Tensor('float32', Float32Array.of(1, -1, 0.5, 2), [1, 4]) });

describe('foldPlan', () => {
  it("computes ahead what depends on weights alone, and leaves what onnxruntime's own folding leaves", () => {
    const plan = foldPlan(readModelGraph(handModel()))!;
    // Only the transpose: DequantizeLinear keeps int8 weights int8, S may be overridden by the
    // caller, and c is a graph output.
    expect(plan.nodes.map((n) => n.opType)).toEqual(['Transpose']);
    expect(plan.frontier).toEqual(['Wt']);
  });

  it('follows a chain of constant nodes and keeps only what the rest of the graph reads', () => {
    const plan = foldPlan(
      readModelGraph(
        handModel([
          { op: 'Transpose', inputs: ['Wt'], outputs: ['W2'], attrs: { perm: [1, 0] } },
          { op: 'Relu', inputs: ['W2'], outputs: ['W3'] },
          { op: 'MatMul', inputs: ['y', 'W3'], outputs: ['z'] },
        ]),
      ),
    )!;
    expect(plan.nodes.map((n) => n.opType)).toEqual(['Transpose', 'Transpose', 'Relu']);
    // W2 is read by Relu only, which is folded too: it is not kept.
    expect(plan.frontier).toEqual(['Wt', 'W3']);
  });

  it('folds nothing random, nothing but Constant nodes, and nothing in a graph with subgraphs', () => {
    const random = handModel([{ op: 'RandomNormalLike', inputs: ['W'], outputs: ['r'] }]);
    expect(foldPlan(readModelGraph(random))!.nodes.map((n) => n.opType)).toEqual(['Transpose']);
    const constantsOnly = encodeModel({
      name: 'constants',
      nodes: [
        { op: 'Constant', inputs: [], outputs: ['k'], attrs: { value: f32('k', [1], [3]) } },
        { op: 'Add', inputs: ['x', 'k'], outputs: ['y'] },
      ],
      initializers: [],
      inputs: [{ name: 'x', elemType: 1, shape: [1] }],
      outputs: [{ name: 'y', elemType: 1, shape: [1] }],
    });
    expect(foldPlan(readModelGraph(constantsOnly))).toBeNull();
    // ModelProto.graph: a foldable Transpose of an initializer, and an If whose then_branch is a
    // graph attribute (AttributeProto.g, field 6): its body may read any outer name.
    const node = (parts: Uint8Array[]) => lengthDelimited(1, concat(parts));
    const withIf = lengthDelimited(
      7,
      concat([
        node([lengthDelimited(1, utf8('W')), lengthDelimited(2, utf8('Wt')), lengthDelimited(4, utf8('Transpose'))]),
        node([
          lengthDelimited(1, utf8('cond')),
          lengthDelimited(2, utf8('out')),
          lengthDelimited(4, utf8('If')),
          lengthDelimited(5, concat([lengthDelimited(1, utf8('then_branch')), lengthDelimited(6, new Uint8Array())])),
        ]),
        lengthDelimited(5, concat([lengthDelimited(8, utf8('W')), lengthDelimited(9, new Uint8Array(16))])),
      ]),
    );
    const graph = readModelGraph(withIf);
    expect(graph.nodes.map((n) => [n.opType, n.subgraph])).toEqual([
      ['Transpose', false],
      ['If', true],
    ]);
    expect(foldPlan(graph)).toBeNull();
  });
});

describe('foldConstants', () => {
  it('gives the same outputs, with the folded nodes and the weights only they read gone', async () => {
    const bytes = handModel();
    const { input, folded } = await foldedModel(bytes);
    expect(folded.folded).toBe(1);
    const graph = readModelGraph(input.model);
    expect(graph.nodes.map((n) => n.opType)).toEqual(['MatMul', 'DequantizeLinear', 'Add', 'Neg', 'Add', 'Mul']);
    expect([...graph.initializers.keys()].sort()).toEqual(['S', 'Wq', 'Wt', 'bias', 'scale', 'two', 'zero']);
    // Wt is 48 bytes: it stays in the graph rather than in a file of its own.
    expect(folded.files).toEqual([]);
    const original = sessionInput(bytes, 'wasm');
    expect(await outputs(input, handFeeds())).toEqual(await outputs(original, handFeeds()));
    // x·Wᵀ = [1 − 2 + 1.5 + 8, 5 − 6 + 3.5 + 16, 9 − 10 + 5.5 + 24], + [5, −10, 15], − S.
    expect((await outputs(input, handFeeds())).y).toEqual([8.5 + 5 - 1, 18.5 - 10 - 1, 28.5 + 15 - 1]);
    expect((await outputs(input, handFeeds())).c).toEqual([0.5, 1, 1.5]);
  });

  it("matches onnxruntime's own folding on the tiny NLI model, and leaves nothing for it to fold", async () => {
    const bytes = bytesOf(NLI);
    const { input, folded } = await foldedModel(bytes);
    expect(folded.folded).toBe(22);
    expect(foldPlan(readModelGraph(input.model))).toBeNull();
    // No model-sized copy: the weights stay where they were read, the four results are files of their own.
    expect(input.model.length).toBeLessThan(bytes.length / 5);
    expect(input.options.externalData).toEqual([
      { path: EXTERNAL_WEIGHTS, data: bytes },
      ...[0, 1, 2, 3].map((i) => ({ path: `claimlens-folded-${i}.bin`, data: expect.any(Uint8Array) })),
    ]);
    for (const n of [3, 11]) {
      const feeds: Record<string, ortWeb.Tensor> = {
        input_ids: new ortWeb.Tensor(
          'int64',
          BigInt64Array.from({ length: 2 * n }, (_, i) => BigInt((i * 37 + 5) % 500)),
          [2, n],
        ),
        attention_mask: new ortWeb.Tensor(
          'int64',
          BigInt64Array.from({ length: 2 * n }, (_, i) => (i % n < n - 1 ? 1n : 0n)),
          [2, n],
        ),
      };
      const [a, b] = [await outputs(sessionInput(bytes, 'wasm'), feeds), await outputs(input, feeds)];
      expect(maxGap(a.logits!, b.logits!)).toBeLessThan(1e-5);
    }
  });

  it('refuses a constant part that comes back incomplete or as text', async () => {
    const bytes = handModel();
    await expect(foldConstants(bytes, async () => [])).rejects.toThrow(/did not return Wt/);
    await expect(
      foldConstants(bytes, async () => [{ name: 'Wt', type: 'string', dims: [1], data: ['<script>'] }]),
    ).rejects.toThrow(/cannot store "Wt" of type string/);
    expect(() => foldPlan(readModelGraph(utf8('<html>not a model</html>')))).toThrow(/protobuf/);
  });
});

describe('the runtime', () => {
  it('opens the graph as it is when its constant part cannot be run, and says so in the diagnostics log', async () => {
    const create = ((model: Uint8Array, options: ortWeb.InferenceSession.SessionOptions) =>
      options.graphOptimizationLevel === 'disabled'
        ? Promise.reject(new Error('no available backend found'))
        : ortWeb.InferenceSession.create(model, options)) as typeof ortWeb.InferenceSession.create;
    const ort = { InferenceSession: { create }, Tensor: ortWeb.Tensor, env: ortWeb.env } as unknown as OrtModule;
    const session = await new OnnxRuntime({ ort }).createSession(bytesOf(NLI), 'wasm', 'tiny-nli');
    const ids = BigInt64Array.from({ length: 5 }, (_, i) => BigInt(i + 3));
    const got = await session.run({ input_ids: ids, attention_mask: new BigInt64Array(5).fill(1n) }, [1, 5]);
    const want = await outputs(sessionInput(bytesOf(NLI), 'wasm'), {
      input_ids: new ortWeb.Tensor('int64', ids, [1, 5]),
      attention_mask: new ortWeb.Tensor('int64', new BigInt64Array(5).fill(1n), [1, 5]),
    });
    expect(Array.from(got.logits!.data)).toEqual(want.logits);
    expect(log.entries().at(-1)).toMatchObject({
      level: 'warn',
      area: 'models',
      message: expect.stringContaining('"tiny-nli" loads without its constant part computed ahead'),
    });
    await session.release();
  });
});
