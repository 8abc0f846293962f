/**
 * An ONNX graph split into its structure and its weights, for onnxruntime-web's WASM heap.
 *
 * A graph given whole is copied into the heap, parsed (a second copy of every weight), and
 * turned into tensors (a third) before the first copy is freed: the heap grows to that peak and
 * never shrinks. Given as a small graph whose large initializers point into an external file,
 * each weight is copied once, straight from JavaScript into its tensor. The external file is
 * the model's own bytes: each moved initializer points at the offset where its raw data already
 * lies, so nothing is copied to make it.
 *
 * Works on the protobuf wire format (onnx.proto3): ModelProto.graph (7) → GraphProto.initializer
 * (5) → TensorProto.raw_data (9), replaced by external_data (13) and data_location (14) = EXTERNAL.
 */

/** The name the moved weights are mounted under (a relative path, as onnxruntime requires). */
export const EXTERNAL_WEIGHTS = 'claimlens-weights.bin';

/** Initializers smaller than this stay in the graph (their copies cost nothing worth a lookup). */
const MIN_EXTERNAL_BYTES = 1024;

const MODEL_GRAPH = 7;
const GRAPH_INITIALIZER = 5;
const TENSOR_RAW_DATA = 9;
const TENSOR_EXTERNAL_DATA = 13;
const TENSOR_DATA_LOCATION = 14;
const WIRE_VARINT = 0;
const WIRE_I64 = 1;
const WIRE_LEN = 2;
const WIRE_I32 = 5;

interface Field {
  no: number;
  wire: number;
  /** The whole field, tag included. */
  start: number;
  end: number;
  /** A length-delimited field's payload. */
  valueStart: number;
}

export interface SplitGraph {
  /** The graph with its large initializers moved out. */
  graph: Uint8Array;
  /** How many bytes of weights now live outside it (0: the graph is unchanged). */
  movedBytes: number;
}

/**
 * `bytes` with every top-level initializer of at least 1 KiB that holds raw data moved out to
 * `EXTERNAL_WEIGHTS`, which must then be mounted as `bytes` itself. A graph that is not valid
 * protobuf throws (the caller reports the model as damaged).
 */
export function splitWeights(bytes: Uint8Array): SplitGraph {
  let moved = 0;
  const graph = rewrite(bytes, 0, bytes.length, (f) => {
    if (f.no !== MODEL_GRAPH || f.wire !== WIRE_LEN) return null;
    return lengthDelimited(
      MODEL_GRAPH,
      rewrite(bytes, f.valueStart, f.end, (g) => {
        if (g.no !== GRAPH_INITIALIZER || g.wire !== WIRE_LEN) return null;
        const tensor = externalTensor(bytes, g);
        if (!tensor) return null;
        moved += tensor.moved;
        return lengthDelimited(GRAPH_INITIALIZER, tensor.bytes);
      }),
    );
  });
  return moved ? { graph, movedBytes: moved } : { graph: bytes, movedBytes: 0 };
}

/** A TensorProto whose raw data is pointed at where it lies in `bytes`; null when it stays. */
function externalTensor(bytes: Uint8Array, tensor: Field): { bytes: Uint8Array; moved: number } | null {
  const fields = [...readFields(bytes, tensor.valueStart, tensor.end)];
  const raw = fields.find((f) => f.no === TENSOR_RAW_DATA && f.wire === WIRE_LEN);
  if (!raw || raw.end - raw.valueStart < MIN_EXTERNAL_BYTES) return null;
  if (fields.some((f) => f.no === TENSOR_DATA_LOCATION || f.no === TENSOR_EXTERNAL_DATA)) return null;
  const kept = fields.filter((f) => f !== raw).map((f) => bytes.subarray(f.start, f.end));
  const entry = (key: string, value: string) =>
    lengthDelimited(TENSOR_EXTERNAL_DATA, concat([lengthDelimited(1, utf8(key)), lengthDelimited(2, utf8(value))]));
  const length = raw.end - raw.valueStart;
  return {
    bytes: concat([
      ...kept,
      entry('location', EXTERNAL_WEIGHTS),
      entry('offset', String(raw.valueStart)),
      entry('length', String(length)),
      varintField(TENSOR_DATA_LOCATION, 1),
    ]),
    moved: length,
  };
}

/** The message in bytes[start, end) with the fields `replace` answers replaced, the others kept as they are. */
function rewrite(bytes: Uint8Array, start: number, end: number, replace: (f: Field) => Uint8Array | null): Uint8Array {
  const parts: Uint8Array[] = [];
  for (const f of readFields(bytes, start, end)) parts.push(replace(f) ?? bytes.subarray(f.start, f.end));
  return concat(parts);
}

function* readFields(bytes: Uint8Array, start: number, end: number): Generator<Field> {
  let at = start;
  while (at < end) {
    const fieldStart = at;
    const [tag, afterTag] = readVarint(bytes, at);
    const no = Math.floor(tag / 8);
    const wire = tag % 8;
    let valueStart = afterTag;
    if (wire === WIRE_VARINT) at = readVarint(bytes, afterTag)[1];
    else if (wire === WIRE_I64) at = afterTag + 8;
    else if (wire === WIRE_I32) at = afterTag + 4;
    else if (wire === WIRE_LEN) {
      const [len, afterLen] = readVarint(bytes, afterTag);
      valueStart = afterLen;
      at = afterLen + len;
    } else throw new Error(`unsupported protobuf wire type ${wire} at byte ${fieldStart}`);
    if (at > end || no === 0) throw new Error(`truncated or invalid protobuf field at byte ${fieldStart}`);
    yield { no, wire, start: fieldStart, end: at, valueStart };
  }
}

function readVarint(bytes: Uint8Array, at: number): [number, number] {
  let value = 0;
  let scale = 1;
  for (let i = at; i < bytes.length && i < at + 10; i++) {
    const b = bytes[i]!;
    value += (b & 0x7f) * scale;
    scale *= 128;
    if (b < 0x80) return [value, i + 1];
  }
  throw new Error(`invalid protobuf varint at byte ${at}`);
}

function varint(value: number): Uint8Array {
  const out: number[] = [];
  let v = value;
  while (v >= 0x80) {
    out.push((v % 128) | 0x80);
    v = Math.floor(v / 128);
  }
  out.push(v);
  return Uint8Array.from(out);
}

const varintField = (no: number, value: number) => concat([varint(no * 8 + WIRE_VARINT), varint(value)]);
const lengthDelimited = (no: number, payload: Uint8Array) =>
  concat([varint(no * 8 + WIRE_LEN), varint(payload.length), payload]);
const utf8 = (s: string) => new TextEncoder().encode(s);

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}
