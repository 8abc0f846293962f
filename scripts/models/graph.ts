import { seededRandom } from '../../lib/decompose/random';
import type { AttrValue, GraphProto, NodeProto, TensorProto, ValueInfo } from './onnx-proto';

export type Precision = 'fp32' | 'q8';

/**
 * Builds an ONNX graph one operator at a time; every value gets a fresh name. With precision
 * `q8` the weights are drawn exactly as for fp32 and then stored as onnxruntime's
 * `quantize_dynamic` stores them in the Hub's `model_quantized.onnx` exports (transformers.js's
 * quantize script: int8 weights, per tensor, symmetric, when the graph has no Conv): a MatMul by
 * a weight becomes DynamicQuantizeLinear → MatMulInteger → Cast → Mul by the two scales, and a
 * Gather from an embedding table gathers int8 rows and dequantizes them.
 */
export class GraphBuilder {
  private readonly nodes: NodeProto[] = [];
  private readonly initializers: TensorProto[] = [];
  private readonly weights = new Map<string, Float32Array>();
  private readonly quantized = new Map<string, { q: string; scale: string; zero: string }>();
  private counter = 0;
  private readonly random: () => number;

  constructor(
    seed: number,
    readonly precision: Precision = 'fp32',
  ) {
    this.random = seededRandom(seed); // deterministic: generated models are byte-identical
  }

  /** x · W for a weight W made by `weight` (int8 with a dynamically quantized x under q8). */
  matmul(x: string, w: string): string {
    const q = this.quantize(w);
    if (!q) return this.op('MatMul', [x, w]);
    const outs = Array.from({ length: 3 }, () => `dynamicquantizelinear_${this.counter++}`);
    this.nodes.push({ op: 'DynamicQuantizeLinear', inputs: [x], outputs: outs });
    const [xq, xScale, xZero] = outs as [string, string, string];
    const product = this.op('Cast', [this.op('MatMulInteger', [xq, q.q, xZero, q.zero])], { to: 1 });
    return this.op('Mul', [product, this.op('Mul', [xScale, q.scale])]);
  }

  /** Rows of an embedding table made by `weight` (int8 rows, dequantized, under q8). */
  gather(table: string, indices: string): string {
    const q = this.quantize(table);
    if (!q) return this.op('Gather', [table, indices]);
    return this.op('DequantizeLinear', [this.op('Gather', [q.q, indices]), q.scale, q.zero]);
  }

  /** The int8 copy of a weight (made once; a weight used twice shares it), or null under fp32. */
  private quantize(name: string): { q: string; scale: string; zero: string } | null {
    const values = this.weights.get(name);
    if (this.precision === 'fp32' || !values) return null;
    let q = this.quantized.get(name);
    if (!q) {
      const dims = this.initializers.find((t) => t.name === name)!.dims;
      let absMax = 0;
      for (const x of values) absMax = Math.max(absMax, Math.abs(x));
      const scale = absMax / 127 || 1;
      const ints = Int8Array.from(values, (x) => Math.max(-127, Math.min(127, Math.round(x / scale))));
      this.initializers.push({ name: `${name}_quantized`, dims, dataType: 3, raw: new Uint8Array(ints.buffer) });
      this.initializers.push({ name: `${name}_zero_point`, dims: [], dataType: 3, raw: new Uint8Array(1) });
      q = {
        q: `${name}_quantized`,
        scale: this.floats(`${name}_scale`, [], Float32Array.of(scale)),
        zero: `${name}_zero_point`,
      };
      this.quantized.set(name, q);
    }
    return q;
  }

  op(op: string, inputs: string[], attrs?: Record<string, AttrValue>, outputs = 1): string {
    const outs = Array.from({ length: outputs }, () => `${op.toLowerCase()}_${this.counter++}`);
    this.nodes.push({ op, inputs, outputs: outs, attrs });
    return outs[0]!;
  }

  /** A named op output (graph outputs need stable names). */
  named(name: string, op: string, inputs: string[], attrs?: Record<string, AttrValue>): string {
    this.nodes.push({ op, inputs, outputs: [name], attrs });
    return name;
  }

  floats(name: string, dims: number[], values: Float32Array): string {
    this.initializers.push({
      name,
      dims,
      dataType: 1,
      raw: new Uint8Array(values.buffer, values.byteOffset, values.byteLength),
    });
    return name;
  }

  /** Random normal weights (std), as an initialised but untrained model has. */
  weight(name: string, dims: number[], std = 0.02): string {
    const n = dims.reduce((a, b) => a * b, 1);
    const v = new Float32Array(n);
    for (let i = 0; i < n; i += 2) {
      // Box–Muller
      const u = Math.max(this.random(), 1e-12);
      const r = Math.sqrt(-2 * Math.log(u)) * std;
      const t = 2 * Math.PI * this.random();
      v[i] = r * Math.cos(t);
      if (i + 1 < n) v[i + 1] = r * Math.sin(t);
    }
    this.weights.set(name, v);
    return this.floats(name, dims, v);
  }

  fill(name: string, dims: number[], value: number): string {
    return this.floats(name, dims, new Float32Array(dims.reduce((a, b) => a * b, 1)).fill(value));
  }

  ints(name: string, dims: number[], values: ArrayLike<number>): string {
    const v = BigInt64Array.from(Array.from(values, (x) => BigInt(x)));
    this.initializers.push({ name, dims, dataType: 7, raw: new Uint8Array(v.buffer) });
    return name;
  }

  scalar(value: number): string {
    return this.floats(`const_${this.counter++}`, [], Float32Array.of(value));
  }

  intConst(values: number[]): string {
    return this.ints(`const_${this.counter++}`, [values.length], values);
  }

  build(name: string, inputs: ValueInfo[], outputs: ValueInfo[]): GraphProto {
    // A weight that only its int8 copy uses is left out, as quantize_dynamic leaves it out.
    const used = new Set(this.nodes.flatMap((n) => n.inputs));
    const initializers = this.initializers.filter((t) => used.has(t.name));
    return { name, nodes: this.nodes, initializers, inputs, outputs };
  }
}
