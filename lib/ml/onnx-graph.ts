import { type Field, fieldText, readFields, WIRE_LEN } from './onnx-wire';

/**
 * An ONNX model's graph structure read off the wire format (onnx.proto3): each node's inputs,
 * outputs, operator and byte range, the initializers by name, the graph's inputs and outputs.
 * Nothing is decoded beyond names, so reading a 100 MB model costs its field walk only.
 */

export const MODEL_GRAPH = 7;
export const GRAPH_NODE = 1;
export const GRAPH_NAME = 2;
export const GRAPH_INITIALIZER = 5;
const GRAPH_INPUT = 11;
export const GRAPH_OUTPUT = 12;
export const GRAPH_VALUE_INFO = 13;
const NODE_INPUT = 1;
const NODE_OUTPUT = 2;
const NODE_OP_TYPE = 4;
const NODE_ATTRIBUTE = 5;
const NODE_DOMAIN = 7;
const ATTRIBUTE_GRAPH = 6;
const ATTRIBUTE_GRAPHS = 11;
const TENSOR_NAME = 8;
export const TENSOR_RAW_DATA = 9;
export const TENSOR_EXTERNAL_DATA = 13;
export const TENSOR_DATA_LOCATION = 14;
const VALUE_INFO_NAME = 1;

export interface GraphNode {
  field: Field;
  opType: string;
  domain: string;
  inputs: string[];
  outputs: string[];
  /** Holds a graph attribute (If, Loop, Scan): its body may read any outer name. */
  subgraph: boolean;
}

export interface ModelGraph {
  /** ModelProto.graph. */
  field: Field;
  nodes: GraphNode[];
  /** Each initializer's TensorProto by name (its data inline or in a mounted file). */
  initializers: Map<string, Field>;
  inputs: Set<string>;
  outputs: Set<string>;
}

/** The graph of a serialized ModelProto; invalid protobuf or a model without a graph throws. */
export function readModelGraph(bytes: Uint8Array): ModelGraph {
  const field = [...readFields(bytes, 0, bytes.length)].find((f) => f.no === MODEL_GRAPH && f.wire === WIRE_LEN);
  if (!field) throw new Error('the model has no graph');
  const graph: ModelGraph = { field, nodes: [], initializers: new Map(), inputs: new Set(), outputs: new Set() };
  for (const f of readFields(bytes, field.valueStart, field.end)) {
    if (f.wire !== WIRE_LEN) continue;
    if (f.no === GRAPH_NODE) graph.nodes.push(readNode(bytes, f));
    else if (f.no === GRAPH_INITIALIZER) {
      graph.initializers.set(tensorName(bytes, f), f);
    } else if (f.no === GRAPH_INPUT) graph.inputs.add(valueInfoName(bytes, f));
    else if (f.no === GRAPH_OUTPUT) graph.outputs.add(valueInfoName(bytes, f));
  }
  return graph;
}

function readNode(bytes: Uint8Array, field: Field): GraphNode {
  const node: GraphNode = { field, opType: '', domain: '', inputs: [], outputs: [], subgraph: false };
  for (const f of readFields(bytes, field.valueStart, field.end)) {
    if (f.wire !== WIRE_LEN) continue;
    if (f.no === NODE_INPUT) node.inputs.push(fieldText(bytes, f));
    else if (f.no === NODE_OUTPUT) node.outputs.push(fieldText(bytes, f));
    else if (f.no === NODE_OP_TYPE) node.opType = fieldText(bytes, f);
    else if (f.no === NODE_DOMAIN) node.domain = fieldText(bytes, f);
    else if (f.no === NODE_ATTRIBUTE) node.subgraph ||= holdsGraph(bytes, f);
  }
  return node;
}

const holdsGraph = (bytes: Uint8Array, attribute: Field): boolean =>
  [...readFields(bytes, attribute.valueStart, attribute.end)].some(
    (f) => f.no === ATTRIBUTE_GRAPH || f.no === ATTRIBUTE_GRAPHS,
  );

/** A TensorProto's name, without touching its data. */
export function tensorName(bytes: Uint8Array, tensor: Field): string {
  for (const f of readFields(bytes, tensor.valueStart, tensor.end))
    if (f.no === TENSOR_NAME && f.wire === WIRE_LEN) return fieldText(bytes, f);
  return '';
}

export function valueInfoName(bytes: Uint8Array, info: Field): string {
  for (const f of readFields(bytes, info.valueStart, info.end))
    if (f.no === VALUE_INFO_NAME && f.wire === WIRE_LEN) return fieldText(bytes, f);
  return '';
}
