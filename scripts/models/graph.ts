import { seededRandom } from '../../lib/decompose/random';
import type { AttrValue, GraphProto, NodeProto, TensorProto, ValueInfo } from './onnx-proto';

/** Builds an ONNX graph one operator at a time; every value gets a fresh name. */
export class GraphBuilder {
  private readonly nodes: NodeProto[] = [];
  private readonly initializers: TensorProto[] = [];
  private counter = 0;
  private readonly random: () => number;

  constructor(seed: number) {
    this.random = seededRandom(seed); // deterministic: generated models are byte-identical
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
    return { name, nodes: this.nodes, initializers: this.initializers, inputs, outputs };
  }
}
