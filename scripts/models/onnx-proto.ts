/**
 * A minimal writer for the ONNX protobuf format (onnx.proto3): just the messages a graph of
 * standard operators with float/int64 initializers needs. Hand-written so that generating the
 * test and benchmark models needs neither Python nor a protobuf dependency.
 */

export type AttrValue = number | number[] | string | { float: number } | { floats: number[] } | TensorProto;

export interface TensorProto {
  name: string;
  dims: number[];
  /** 1 = FLOAT, 3 = INT8, 7 = INT64, 10 = FLOAT16 */
  dataType: 1 | 3 | 7 | 10;
  raw: Uint8Array;
}

export interface NodeProto {
  op: string;
  inputs: string[];
  outputs: string[];
  name?: string;
  attrs?: Record<string, AttrValue>;
}

export interface ValueInfo {
  name: string;
  elemType: 1 | 7 | 10;
  /** number = fixed size, string = symbolic dimension */
  shape: (number | string)[];
}

export interface GraphProto {
  name: string;
  nodes: NodeProto[];
  initializers: TensorProto[];
  inputs: ValueInfo[];
  outputs: ValueInfo[];
}

class Writer {
  private readonly parts: Uint8Array[] = [];
  length = 0;

  private push(bytes: Uint8Array): void {
    this.parts.push(bytes);
    this.length += bytes.length;
  }

  private varint(n: number | bigint): void {
    let v = BigInt.asUintN(64, BigInt(n));
    const out: number[] = [];
    do {
      let byte = Number(v & 0x7fn);
      v >>= 7n;
      if (v) byte |= 0x80;
      out.push(byte);
    } while (v);
    this.push(Uint8Array.from(out));
  }

  private tag(field: number, wire: number): void {
    this.varint((field << 3) | wire);
  }

  int(field: number, n: number): this {
    this.tag(field, 0);
    this.varint(n);
    return this;
  }

  float(field: number, f: number): this {
    this.tag(field, 5);
    const b = new Uint8Array(4);
    new DataView(b.buffer).setFloat32(0, f, true);
    this.push(b);
    return this;
  }

  bytes(field: number, bytes: Uint8Array): this {
    this.tag(field, 2);
    this.varint(bytes.length);
    this.push(bytes);
    return this;
  }

  string(field: number, s: string): this {
    return this.bytes(field, new TextEncoder().encode(s));
  }

  message(field: number, m: Writer): this {
    this.tag(field, 2);
    this.varint(m.length);
    for (const p of m.parts) this.push(p);
    return this;
  }

  finish(): Uint8Array {
    const out = new Uint8Array(this.length);
    let at = 0;
    for (const p of this.parts) {
      out.set(p, at);
      at += p.length;
    }
    return out;
  }
}

function tensor(t: TensorProto): Writer {
  const w = new Writer();
  for (const d of t.dims) w.int(1, d);
  return w.int(2, t.dataType).string(8, t.name).bytes(9, t.raw);
}

function attribute(name: string, value: AttrValue): Writer {
  const w = new Writer().string(1, name);
  // AttributeType: FLOAT 1, INT 2, STRING 3, TENSOR 4, FLOATS 6, INTS 7
  if (typeof value === 'number') return w.int(3, value).int(20, 2);
  if (typeof value === 'string') return w.string(4, value).int(20, 3);
  if (Array.isArray(value)) {
    for (const n of value) w.int(8, n);
    return w.int(20, 7);
  }
  if ('float' in value) return w.float(2, value.float).int(20, 1);
  if ('floats' in value) {
    for (const f of value.floats) w.float(7, f);
    return w.int(20, 6);
  }
  return w.message(5, tensor(value)).int(20, 4);
}

function node(n: NodeProto, index: number): Writer {
  const w = new Writer();
  for (const i of n.inputs) w.string(1, i);
  for (const o of n.outputs) w.string(2, o);
  w.string(3, n.name ?? `${n.op}_${index}`).string(4, n.op);
  for (const [k, v] of Object.entries(n.attrs ?? {})) w.message(5, attribute(k, v));
  return w;
}

function valueInfo(v: ValueInfo): Writer {
  const shape = new Writer();
  for (const d of v.shape) shape.message(1, typeof d === 'number' ? new Writer().int(1, d) : new Writer().string(2, d));
  const tensorType = new Writer().int(1, v.elemType).message(2, shape);
  return new Writer().string(1, v.name).message(2, new Writer().message(1, tensorType));
}

/** Serialises a model (IR version 8, default-domain opset 17). */
export function encodeModel(graph: GraphProto, producer = 'claimlens-model-generator'): Uint8Array {
  const g = new Writer();
  graph.nodes.forEach((n, i) => g.message(1, node(n, i)));
  g.string(2, graph.name);
  for (const t of graph.initializers) g.message(5, tensor(t));
  for (const i of graph.inputs) g.message(11, valueInfo(i));
  for (const o of graph.outputs) g.message(12, valueInfo(o));
  return new Writer()
    .int(1, 8)
    .string(2, producer)
    .message(7, g)
    .message(8, new Writer().string(1, '').int(2, 17))
    .finish();
}
