/**
 * Pure tensor post-processing: pooling token vectors into one sentence vector, normalising,
 * and softmax. Written over flat arrays so that they run the same on any backend.
 */

/** Mean of the token vectors where mask = 1, for each row of a [batch, seq, dims] tensor. */
export function meanPool(
  hidden: Float32Array,
  mask: ArrayLike<bigint | number>,
  batch: number,
  seq: number,
  dims: number,
): Float32Array[] {
  const out: Float32Array[] = [];
  for (let b = 0; b < batch; b++) {
    const v = new Float32Array(dims);
    let count = 0;
    for (let t = 0; t < seq; t++) {
      if (Number(mask[b * seq + t]) === 0) continue;
      count++;
      const base = (b * seq + t) * dims;
      for (let d = 0; d < dims; d++) v[d]! += hidden[base + d]!;
    }
    // sentence-transformers clamps the count at 1e-9; a row always has at least its special tokens.
    const inv = 1 / Math.max(count, 1e-9);
    for (let d = 0; d < dims; d++) v[d]! *= inv;
    out.push(v);
  }
  return out;
}

/** The first token's vector ([CLS]) of each row. */
export function clsPool(hidden: Float32Array, batch: number, seq: number, dims: number): Float32Array[] {
  return Array.from({ length: batch }, (_, b) => hidden.slice(b * seq * dims, b * seq * dims + dims));
}

/** Scales to unit L2 length in place (a zero vector stays zero). */
export function normalize(v: Float32Array): Float32Array {
  let sum = 0;
  for (const x of v) sum += x * x;
  const norm = Math.sqrt(sum);
  if (norm > 0) for (let i = 0; i < v.length; i++) v[i]! /= norm;
  return v;
}

export function softmax(logits: ArrayLike<number>): number[] {
  const max = Math.max(...Array.from(logits));
  const exps = Array.from(logits, (x) => Math.exp(x - max));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}
