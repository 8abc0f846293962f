import { GraphBuilder } from './graph';
import { encodeModel, type ValueInfo } from './onnx-proto';

/**
 * Transformer encoders written as ONNX graphs of standard operators (opset 17), with random
 * weights: a BERT encoder (MiniLM, the tiny test embedder) and a DeBERTa-v2/v3 encoder with
 * disentangled relative attention and a sequence-classification head (the default NLI model,
 * the tiny test classifier). Weights are meaningless; shapes, operators and cost are real.
 */

export interface BertShape {
  vocab: number;
  hidden: number;
  layers: number;
  heads: number;
  intermediate: number;
  maxPositions: number;
  typeVocab: number;
  eps: number;
}

export interface DebertaShape {
  vocab: number;
  hidden: number;
  layers: number;
  heads: number;
  intermediate: number;
  maxPositions: number;
  /** position_buckets: relative positions are log-bucketed into 2 × buckets embeddings. */
  buckets: number;
  eps: number;
  labels: number;
}

const batchSeq = (name: string): ValueInfo => ({ name, elemType: 7, shape: ['batch_size', 'sequence_length'] });

function gelu(g: GraphBuilder, x: string): string {
  const erf = g.op('Erf', [g.op('Mul', [x, g.scalar(Math.SQRT1_2)])]);
  return g.op('Mul', [g.op('Mul', [x, g.scalar(0.5)]), g.op('Add', [erf, g.scalar(1)])]);
}

function linear(g: GraphBuilder, x: string, prefix: string, inDim: number, outDim: number): string {
  return g.op('Add', [
    g.op('MatMul', [x, g.weight(`${prefix}.weight`, [inDim, outDim])]),
    g.fill(`${prefix}.bias`, [outDim], 0),
  ]);
}

function layerNorm(g: GraphBuilder, x: string, prefix: string, dim: number, eps: number): string {
  return g.op('LayerNormalization', [x, g.fill(`${prefix}.weight`, [dim], 1), g.fill(`${prefix}.bias`, [dim], 0)], {
    axis: -1,
    epsilon: { float: eps },
  });
}

/** [b, s, h] → [b, heads, s, dh] */
function splitHeads(g: GraphBuilder, x: string, heads: number, dh: number): string {
  return g.op('Transpose', [g.op('Reshape', [x, g.intConst([0, 0, heads, dh])])], { perm: [0, 2, 1, 3] });
}

function mergeHeads(g: GraphBuilder, x: string, hidden: number): string {
  return g.op('Reshape', [g.op('Transpose', [x], { perm: [0, 2, 1, 3] }), g.intConst([0, 0, hidden])]);
}

/** attention_mask [b, s] → additive mask [b, 1, 1, s]: 0 where attended, −10000 on padding. */
function additiveMask(g: GraphBuilder): string {
  const m = g.op('Cast', ['attention_mask'], { to: 1 });
  const inv = g.op('Mul', [g.op('Sub', [g.scalar(1), m]), g.scalar(-10000)]);
  return g.op('Unsqueeze', [inv, g.intConst([1, 2])]);
}

function feedForward(g: GraphBuilder, x: string, p: string, hidden: number, intermediate: number, eps: number): string {
  const up = gelu(g, linear(g, x, `${p}.intermediate.dense`, hidden, intermediate));
  return layerNorm(
    g,
    g.op('Add', [linear(g, up, `${p}.output.dense`, intermediate, hidden), x]),
    `${p}.output.LayerNorm`,
    hidden,
    eps,
  );
}

/** BERT: word + position + token-type embeddings, post-LN encoder; output last_hidden_state. */
export function bertEncoder(shape: BertShape, seed: number): Uint8Array {
  const g = new GraphBuilder(seed);
  const { hidden, heads, eps } = shape;
  const dh = hidden / heads;
  const seqLen = g.op('Gather', [g.op('Shape', ['input_ids']), g.intConst([1])], { axis: 0 });
  const positions = g.op('Range', [
    g.ints('zero', [], [0]),
    g.op('Squeeze', [seqLen, g.intConst([0])]),
    g.ints('one', [], [1]),
  ]);
  const words = g.op('Gather', [g.weight('embeddings.word_embeddings.weight', [shape.vocab, hidden]), 'input_ids']);
  const pos = g.op('Gather', [
    g.weight('embeddings.position_embeddings.weight', [shape.maxPositions, hidden]),
    positions,
  ]);
  const types = g.op('Gather', [
    g.weight('embeddings.token_type_embeddings.weight', [shape.typeVocab, hidden]),
    'token_type_ids',
  ]);
  let x = layerNorm(g, g.op('Add', [g.op('Add', [words, pos]), types]), 'embeddings.LayerNorm', hidden, eps);
  const mask = additiveMask(g);
  for (let l = 0; l < shape.layers; l++) {
    const p = `encoder.layer.${l}`;
    const q = splitHeads(g, linear(g, x, `${p}.attention.self.query`, hidden, hidden), heads, dh);
    const k = g.op(
      'Transpose',
      [g.op('Reshape', [linear(g, x, `${p}.attention.self.key`, hidden, hidden), g.intConst([0, 0, heads, dh])])],
      { perm: [0, 2, 3, 1] },
    );
    const v = splitHeads(g, linear(g, x, `${p}.attention.self.value`, hidden, hidden), heads, dh);
    const scores = g.op('Add', [g.op('Mul', [g.op('MatMul', [q, k]), g.scalar(1 / Math.sqrt(dh))]), mask]);
    const ctx = mergeHeads(g, g.op('MatMul', [g.op('Softmax', [scores], { axis: -1 }), v]), hidden);
    const attn = layerNorm(
      g,
      g.op('Add', [linear(g, ctx, `${p}.attention.output.dense`, hidden, hidden), x]),
      `${p}.attention.output.LayerNorm`,
      hidden,
      eps,
    );
    x = feedForward(g, attn, p, hidden, shape.intermediate, eps);
  }
  g.named('last_hidden_state', 'Identity', [x]);
  const graph = g.build(
    'bert',
    [batchSeq('input_ids'), batchSeq('attention_mask'), batchSeq('token_type_ids')],
    [{ name: 'last_hidden_state', elemType: 1, shape: ['batch_size', 'sequence_length', hidden] }],
  );
  return encodeModel(graph);
}

/** DeBERTa-v2's log-bucketed relative positions (make_log_bucket_position), for i − j. */
export function debertaRelativePositions(size: number, buckets: number, maxPosition: number): number[] {
  const mid = buckets / 2;
  const out: number[] = [];
  for (let i = 0; i < size; i++)
    for (let j = 0; j < size; j++) {
      const rel = i - j;
      const abs = rel < mid && rel > -mid ? mid - 1 : Math.abs(rel);
      const logPos = Math.ceil((Math.log(abs / mid) / Math.log((maxPosition - 1) / mid)) * (mid - 1)) + mid;
      out.push(abs <= mid ? rel : logPos * Math.sign(rel));
    }
  return out;
}

/**
 * DeBERTa-v2/v3 for sequence classification: word embeddings (no absolute positions, no token
 * types), disentangled attention with shared content/position projections (c2p + p2c, scale
 * √(3·dh)), ContextPooler (first token → dense → GELU) and a linear classifier → logits.
 */
export function debertaClassifier(shape: DebertaShape, seed: number): Uint8Array {
  const g = new GraphBuilder(seed);
  const { hidden, heads, eps, buckets } = shape;
  const dh = hidden / heads;
  const span = buckets;
  const scale = 1 / Math.sqrt(dh * 3);
  const maskF = g.op('Unsqueeze', [g.op('Cast', ['attention_mask'], { to: 1 }), g.intConst([2])]);
  const words = g.op('Gather', [
    g.weight('deberta.embeddings.word_embeddings.weight', [shape.vocab, hidden]),
    'input_ids',
  ]);
  let x = g.op('Mul', [layerNorm(g, words, 'deberta.embeddings.LayerNorm', hidden, eps), maskF]);
  const mask = additiveMask(g);

  // Relative positions for this length: a slice of the precomputed [max, max] table, mapped to
  // c2p and p2c indexes into the 2·span relative embeddings.
  const seqLen = g.op('Gather', [g.op('Shape', ['input_ids']), g.intConst([1])], { axis: 0 });
  const relTable = g.ints(
    'deberta.rel_pos',
    [shape.maxPositions, shape.maxPositions],
    debertaRelativePositions(shape.maxPositions, buckets, shape.maxPositions),
  );
  const zeros = g.intConst([0, 0]);
  const rel = g.op('Slice', [relTable, zeros, g.op('Concat', [seqLen, seqLen], { axis: 0 }), g.intConst([0, 1])]);
  const lo = g.ints('clip_lo', [], [0]);
  const hi = g.ints('clip_hi', [], [2 * span - 1]);
  const spanC = g.ints('span', [], [span]);
  const c2pIdx = g.op('Clip', [g.op('Add', [rel, spanC]), lo, hi]);
  const p2cIdx = g.op('Clip', [g.op('Sub', [spanC, rel]), lo, hi]);
  const batch = g.op('Gather', [g.op('Shape', ['input_ids']), g.intConst([0])], { axis: 0 });
  const expandTo = g.op('Concat', [batch, g.intConst([heads]), seqLen, seqLen], { axis: 0 });
  const c2pIndex = g.op('Expand', [c2pIdx, expandTo]);
  const p2cIndex = g.op('Expand', [p2cIdx, expandTo]);
  const relEmb = g.op('Unsqueeze', [
    layerNorm(
      g,
      g.weight('deberta.encoder.rel_embeddings.weight', [2 * span, hidden]),
      'deberta.encoder.LayerNorm',
      hidden,
      eps,
    ),
    g.intConst([0]),
  ]);

  for (let l = 0; l < shape.layers; l++) {
    const p = `deberta.encoder.layer.${l}`;
    const a = `${p}.attention.self`;
    const qW = g.weight(`${a}.query_proj.weight`, [hidden, hidden]);
    const qB = g.fill(`${a}.query_proj.bias`, [hidden], 0);
    const kW = g.weight(`${a}.key_proj.weight`, [hidden, hidden]);
    const kB = g.fill(`${a}.key_proj.bias`, [hidden], 0);
    const proj = (input: string, w: string, b: string) =>
      splitHeads(g, g.op('Add', [g.op('MatMul', [input, w]), b]), heads, dh);
    const q = proj(x, qW, qB);
    const k = proj(x, kW, kB);
    const v = splitHeads(g, linear(g, x, `${a}.value_proj`, hidden, hidden), heads, dh);
    const posQ = proj(relEmb, qW, qB); // [1, heads, 2span, dh]
    const posK = proj(relEmb, kW, kB);
    const kT = g.op('Transpose', [k], { perm: [0, 1, 3, 2] });
    const content = g.op('MatMul', [q, kT]);
    const c2p = g.op(
      'GatherElements',
      [g.op('MatMul', [q, g.op('Transpose', [posK], { perm: [0, 1, 3, 2] })]), c2pIndex],
      { axis: -1 },
    );
    const p2cRaw = g.op(
      'GatherElements',
      [g.op('MatMul', [k, g.op('Transpose', [posQ], { perm: [0, 1, 3, 2] })]), p2cIndex],
      { axis: -1 },
    );
    const p2c = g.op('Transpose', [p2cRaw], { perm: [0, 1, 3, 2] });
    const scores = g.op('Add', [g.op('Mul', [g.op('Add', [g.op('Add', [content, c2p]), p2c]), g.scalar(scale)]), mask]);
    const ctx = mergeHeads(g, g.op('MatMul', [g.op('Softmax', [scores], { axis: -1 }), v]), hidden);
    const attn = layerNorm(
      g,
      g.op('Add', [linear(g, ctx, `${p}.attention.output.dense`, hidden, hidden), x]),
      `${p}.attention.output.LayerNorm`,
      hidden,
      eps,
    );
    x = feedForward(g, attn, p, hidden, shape.intermediate, eps);
  }
  const first = g.op('Gather', [x, g.ints('first', [], [0])], { axis: 1 });
  const pooled = gelu(g, linear(g, first, 'pooler.dense', hidden, hidden));
  const logits = g.op('Add', [
    g.op('MatMul', [pooled, g.weight('classifier.weight', [hidden, shape.labels], 3)]),
    g.fill('classifier.bias', [shape.labels], 0),
  ]);
  g.named('logits', 'Identity', [logits]);
  const graph = g.build(
    'deberta-v2',
    [batchSeq('input_ids'), batchSeq('attention_mask')],
    [{ name: 'logits', elemType: 1, shape: ['batch_size', shape.labels] }],
  );
  return encodeModel(graph);
}
