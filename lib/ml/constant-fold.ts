import { externalReference, MIN_EXTERNAL_BYTES } from './external-data';
import {
  GRAPH_INITIALIZER,
  GRAPH_NAME,
  GRAPH_NODE,
  GRAPH_OUTPUT,
  GRAPH_VALUE_INFO,
  type GraphNode,
  MODEL_GRAPH,
  type ModelGraph,
  readModelGraph,
  tensorName,
  valueInfoName,
} from './onnx-graph';
import { concat, lengthDelimited, readFields, utf8, varintField, WIRE_LEN } from './onnx-wire';

/**
 * The part of a graph that depends on its weights alone, computed once before the session opens.
 *
 * onnxruntime folds such parts itself while it optimises a graph, but every folded intermediate
 * stays in its heap as an initializer until the pass ends: for DeBERTa's relative-position
 * projections (each layer's query and key weights times the shared position embeddings), about
 * 200 MiB on a 70 MiB q8 graph, and a WASM heap never gives back its peak. Run here as a graph
 * of its own, with nothing else in it, each intermediate is freed after its last use; the
 * results go into the model as initializers, and onnxruntime then finds nothing to fold. The
 * graph may point at weights in mounted files (external-data.ts): the constant part is run with
 * the same files, and its large results are mounted as files of their own, so no model-sized
 * copy is made. The rules follow onnxruntime's ConstantFolding: deterministic operators of the
 * default domain, no subgraphs, no graph outputs, no initializer a caller may override, and
 * DequantizeLinear kept, so quantized weights stay int8.
 */

/** What a run of the constant part returns for one of its outputs (an onnxruntime tensor's fields). */
export interface FoldedTensor {
  name: string;
  type: string;
  dims: readonly number[];
  data: ArrayBufferView | readonly string[];
}

/** Runs a graph without inputs and returns the named outputs. */
export type EvaluateConstants = (model: Uint8Array, outputs: readonly string[]) => Promise<FoldedTensor[]>;

export interface FoldPlan {
  /** The nodes computed ahead, in graph order. */
  nodes: GraphNode[];
  /** Their outputs that the rest of the graph reads: these become initializers. */
  frontier: string[];
}

const NONDETERMINISTIC = new Set([
  'RandomUniform',
  'RandomNormal',
  'RandomUniformLike',
  'RandomNormalLike',
  'Multinomial',
  'Bernoulli',
]);
/** Folding it would turn an int8 weight into a float copy four times its size. */
const KEPT = new Set(['DequantizeLinear']);

/** The nodes to compute ahead, or null when there is nothing worth it (only Constant nodes, or none). */
export function foldPlan(graph: ModelGraph): FoldPlan | null {
  // A body may read any outer name, which node inputs do not show.
  if (graph.nodes.some((n) => n.subgraph)) return null;
  // An initializer the graph also takes as an input may be overridden by the caller.
  const constant = new Set([...graph.initializers.keys()].filter((name) => !graph.inputs.has(name)));
  const nodes: GraphNode[] = [];
  for (const node of graph.nodes) {
    if (!foldable(node, graph, constant)) continue;
    nodes.push(node);
    for (const o of node.outputs) if (o) constant.add(o);
  }
  if (!nodes.some((n) => n.opType !== 'Constant')) return null;
  const folded = new Set(nodes);
  const read = new Set([...graph.nodes.filter((n) => !folded.has(n)).flatMap((n) => n.inputs), ...graph.outputs]);
  return { nodes, frontier: nodes.flatMap((n) => n.outputs).filter((o) => o && read.has(o)) };
}

function foldable(node: GraphNode, graph: ModelGraph, constant: ReadonlySet<string>): boolean {
  return (
    (node.domain === '' || node.domain === 'ai.onnx') &&
    !NONDETERMINISTIC.has(node.opType) &&
    !KEPT.has(node.opType) &&
    node.outputs.every((o) => !graph.outputs.has(o)) &&
    node.inputs.every((i) => i === '' || constant.has(i))
  );
}

/** A model whose graph is the plan's nodes, the initializers they read, and the frontier as outputs. */
export function constantModel(bytes: Uint8Array, graph: ModelGraph, plan: FoldPlan): Uint8Array {
  const reads = new Set(plan.nodes.flatMap((n) => n.inputs));
  const initializers = [...graph.initializers].filter(([name]) => reads.has(name)).map(([, f]) => f);
  const body = concat([
    ...plan.nodes.map((n) => bytes.subarray(n.field.start, n.field.end)),
    lengthDelimited(GRAPH_NAME, utf8('constants')),
    ...initializers.map((f) => bytes.subarray(f.start, f.end)),
    ...plan.frontier.map((name) => lengthDelimited(GRAPH_OUTPUT, lengthDelimited(1, utf8(name)))),
  ]);
  return withGraph(bytes, graph, body);
}

/** A folded graph and the files its large results are to be mounted as. */
export interface FoldedGraph {
  graph: Uint8Array;
  files: { path: string; data: Uint8Array }[];
  /** How many nodes were computed ahead. */
  folded: number;
}

/** The file a large folded result is mounted as. */
const foldedPath = (i: number) => `claimlens-folded-${i}.bin`;

/** The model with the plan's nodes replaced by their results, and initializers nothing reads any more dropped. */
function spliceFolded(
  bytes: Uint8Array,
  graph: ModelGraph,
  plan: FoldPlan,
  tensors: readonly FoldedTensor[],
): Omit<FoldedGraph, 'folded'> {
  const folded = new Set(plan.nodes.map((n) => n.field.start));
  const produced = new Set(plan.nodes.flatMap((n) => n.outputs));
  const read = new Set([
    ...graph.nodes.filter((n) => !folded.has(n.field.start)).flatMap((n) => n.inputs),
    ...graph.outputs,
    ...graph.inputs,
  ]);
  const kept: Uint8Array[] = [];
  for (const f of readFields(bytes, graph.field.valueStart, graph.field.end)) {
    const dropped =
      f.wire === WIRE_LEN &&
      ((f.no === GRAPH_NODE && folded.has(f.start)) ||
        (f.no === GRAPH_INITIALIZER && !read.has(tensorName(bytes, f))) ||
        (f.no === GRAPH_VALUE_INFO && produced.has(valueInfoName(bytes, f))));
    if (!dropped) kept.push(bytes.subarray(f.start, f.end));
  }
  const files: FoldedGraph['files'] = [];
  const initializers = tensors.map((t) => {
    const data = tensorBytes(t);
    if (data.byteLength < MIN_EXTERNAL_BYTES)
      return lengthDelimited(GRAPH_INITIALIZER, tensorHead(t, lengthDelimited(9, data)));
    const path = foldedPath(files.length);
    files.push({ path, data });
    return lengthDelimited(GRAPH_INITIALIZER, tensorHead(t, externalReference(path, 0, data.byteLength)));
  });
  return { graph: withGraph(bytes, graph, concat([...kept, ...initializers])), files };
}

/**
 * The graph with its constant part computed ahead by `evaluate`, and the files its large
 * results are to be mounted as; the graph as it is when there is nothing to fold. Invalid
 * protobuf throws, as does a failed or incomplete evaluation (the caller may then open the
 * graph as it is).
 */
export async function foldConstants(bytes: Uint8Array, evaluate: EvaluateConstants): Promise<FoldedGraph> {
  const graph = readModelGraph(bytes);
  const plan = foldPlan(graph);
  if (!plan) return { graph: bytes, files: [], folded: 0 };
  const tensors = await evaluate(constantModel(bytes, graph, plan), plan.frontier);
  const missing = plan.frontier.filter((name) => !tensors.some((t) => t.name === name));
  if (missing.length) throw new Error(`the constant part did not return ${missing.join(', ')}`);
  return { ...spliceFolded(bytes, graph, plan, tensors), folded: plan.nodes.length };
}

/** ONNX TensorProto.DataType by onnxruntime's tensor type name. */
const DATA_TYPES: Record<string, number> = {
  float32: 1,
  uint8: 2,
  int8: 3,
  uint16: 4,
  int16: 5,
  int32: 6,
  int64: 7,
  bool: 9,
  float16: 10,
  float64: 11,
  uint32: 12,
  uint64: 13,
};

function tensorBytes(t: FoldedTensor): Uint8Array {
  if (DATA_TYPES[t.type] === undefined || !ArrayBuffer.isView(t.data))
    throw new Error(`cannot store "${t.name}" of type ${t.type} as an initializer`);
  return new Uint8Array(t.data.buffer, t.data.byteOffset, t.data.byteLength);
}

/** A TensorProto for a folded tensor, its data given as `data` (raw data or an external reference). */
const tensorHead = (t: FoldedTensor, data: Uint8Array): Uint8Array =>
  concat([
    ...t.dims.map((d) => varintField(1, d)),
    varintField(2, DATA_TYPES[t.type]!),
    lengthDelimited(8, utf8(t.name)),
    data,
  ]);

/** The ModelProto with its graph's payload replaced. */
function withGraph(bytes: Uint8Array, graph: ModelGraph, body: Uint8Array): Uint8Array {
  return concat([
    bytes.subarray(0, graph.field.start),
    lengthDelimited(MODEL_GRAPH, body),
    bytes.subarray(graph.field.end),
  ]);
}
