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
  readTensorHead,
  valueInfoName,
} from './onnx-graph';
import { concat, lengthDelimited, readFields, utf8, varint, varintField, WIRE_LEN } from './onnx-wire';

/**
 * The part of a graph that depends on its weights alone, computed once before the session opens.
 *
 * onnxruntime folds such parts itself while it optimises a graph, but every folded intermediate
 * stays in its heap as an initializer until the pass ends: for DeBERTa's relative-position
 * projections (each layer's query and key weights times the shared position embeddings), about
 * 200 MiB on a 70 MiB q8 graph, and a WASM heap never gives back its peak. Run here as a graph
 * of its own, with nothing else in it, each intermediate is freed after its last use; the
 * results go into the model as initializers, and onnxruntime then finds nothing to fold. The
 * rules follow onnxruntime's ConstantFolding: deterministic operators of the default domain,
 * no subgraphs, no graph outputs, and DequantizeLinear kept, so quantized weights stay int8.
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
  const constant = new Set(
    [...graph.initializers].filter(([name, i]) => !i.external && !graph.inputs.has(name)).map(([name]) => name),
  );
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
  const initializers = [...graph.initializers].filter(([name]) => reads.has(name)).map(([, i]) => i.field);
  return withGraph(bytes, graph, [
    ...plan.nodes.map((n) => bytes.subarray(n.field.start, n.field.end)),
    lengthDelimited(GRAPH_NAME, utf8('constants')),
    ...initializers.map((f) => bytes.subarray(f.start, f.end)),
    ...plan.frontier.map((name) => lengthDelimited(GRAPH_OUTPUT, lengthDelimited(1, utf8(name)))),
  ]);
}

/** The model with the plan's nodes replaced by their results, and initializers nothing reads any more dropped. */
function spliceFolded(
  bytes: Uint8Array,
  graph: ModelGraph,
  plan: FoldPlan,
  tensors: readonly FoldedTensor[],
): Uint8Array {
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
        (f.no === GRAPH_INITIALIZER && !read.has(readTensorHead(bytes, f).name)) ||
        (f.no === GRAPH_VALUE_INFO && produced.has(valueInfoName(bytes, f))));
    if (!dropped) kept.push(bytes.subarray(f.start, f.end));
  }
  return withGraph(bytes, graph, [...kept, ...tensors.flatMap((t) => tensorField(t))]);
}

/**
 * The model with its constant part computed ahead by `evaluate`, and how many nodes that took
 * out; the bytes as they are when there is nothing to fold. Invalid protobuf throws, as does a
 * failed or incomplete evaluation (the caller may then open the graph as it is).
 */
export async function foldConstants(
  bytes: Uint8Array,
  evaluate: EvaluateConstants,
): Promise<{ bytes: Uint8Array; folded: number }> {
  const graph = readModelGraph(bytes);
  const plan = foldPlan(graph);
  if (!plan) return { bytes, folded: 0 };
  const tensors = await evaluate(constantModel(bytes, graph, plan), plan.frontier);
  const missing = plan.frontier.filter((name) => !tensors.some((t) => t.name === name));
  if (missing.length) throw new Error(`the constant part did not return ${missing.join(', ')}`);
  return { bytes: spliceFolded(bytes, graph, plan, tensors), folded: plan.nodes.length };
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

/** A graph's initializer field for a folded tensor, as parts (its data is not copied until the model is). */
function tensorField(t: FoldedTensor): Uint8Array[] {
  const type = DATA_TYPES[t.type];
  if (type === undefined || !ArrayBuffer.isView(t.data))
    throw new Error(`cannot store "${t.name}" of type ${t.type} as an initializer`);
  const raw = new Uint8Array(t.data.buffer, t.data.byteOffset, t.data.byteLength);
  const head = concat([
    ...t.dims.map((d) => varintField(1, d)),
    varintField(2, type),
    lengthDelimited(8, utf8(t.name)),
    tag(9, raw.length),
  ]);
  return [tag(GRAPH_INITIALIZER, head.length + raw.length), head, raw];
}

/** A length-delimited field's tag and length, its payload to follow. */
const tag = (no: number, length: number) => concat([varint(no * 8 + WIRE_LEN), varint(length)]);

/**
 * The ModelProto with its graph's payload replaced by `parts`, in one copy: a model is tens of
 * megabytes, and each copy of it costs a quarter of a second on a slow machine.
 */
function withGraph(bytes: Uint8Array, graph: ModelGraph, parts: readonly Uint8Array[]): Uint8Array {
  const length = parts.reduce((n, p) => n + p.length, 0);
  return concat([
    bytes.subarray(0, graph.field.start),
    tag(MODEL_GRAPH, length),
    ...parts,
    bytes.subarray(graph.field.end),
  ]);
}
