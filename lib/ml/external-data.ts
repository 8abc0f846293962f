import {
  GRAPH_INITIALIZER,
  MODEL_GRAPH,
  TENSOR_DATA_LOCATION,
  TENSOR_EXTERNAL_DATA,
  TENSOR_RAW_DATA,
} from './onnx-graph';
import { concat, type Field, lengthDelimited, readFields, rewrite, utf8, varintField, WIRE_LEN } from './onnx-wire';

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
export const MIN_EXTERNAL_BYTES = 1024;

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
  const length = raw.end - raw.valueStart;
  return { bytes: concat([...kept, externalReference(EXTERNAL_WEIGHTS, raw.valueStart, length)]), moved: length };
}

/** TensorProto fields saying its data is `length` bytes at `offset` of the mounted file `path`. */
export function externalReference(path: string, offset: number, length: number): Uint8Array {
  const entry = (key: string, value: string) =>
    lengthDelimited(TENSOR_EXTERNAL_DATA, concat([lengthDelimited(1, utf8(key)), lengthDelimited(2, utf8(value))]));
  return concat([
    entry('location', path),
    entry('offset', String(offset)),
    entry('length', String(length)),
    varintField(TENSOR_DATA_LOCATION, 1),
  ]);
}
