/**
 * Topic-specific TextRank (TrumorGPT §3.3): a PageRank over the sentence graph whose teleport
 * vector is the topic relevance u and whose edges are reweighted by it.
 *   R(vᵢ) = Σₖ βₖ tᵢₖ / Σⱼ Σₖ βₖ tⱼₖ,  βₖ = α for health topics, 1 otherwise
 *   w′ⱼᵢ = (R(vᵢ) + R(vⱼ)) / 2 · wⱼᵢ
 *   pᵢⱼ = w′ⱼᵢ / Σₖ w′ⱼₖ                      (P column-stochastic, eq. 2)
 *   TST⁽ᵗ⁺¹⁾ = d·P·TST⁽ᵗ⁾ + (1 − d)·u        (eq. 1/4, since Σ TST = 1)
 * Matrices are dense, row-major Float64Array of n·n: selections have at most a few hundred
 * sentences.
 */

export interface TstOptions {
  damping: number;
  /** Stop once ‖TST⁽ᵗ⁺¹⁾ − TST⁽ᵗ⁾‖₁ falls below this. */
  tolerance: number;
  maxIterations: number;
}

export const TST_DEFAULTS: TstOptions = { damping: 0.85, tolerance: 1e-6, maxIterations: 500 };

export interface TstResult {
  scores: Float64Array;
  iterations: number;
  converged: boolean;
  /** ℓ1 change at each iteration, to see the convergence rate (Theorem 2). */
  deltas: number[];
}

/** Topic relevance R(vᵢ) of each sentence from its topic distribution; sums to 1. */
export function topicRelevance(
  thetas: readonly ArrayLike<number>[],
  healthTopics: readonly boolean[],
  alpha: number,
): Float64Array {
  const n = thetas.length;
  const raw = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const t = thetas[i]!;
    let r = 0;
    for (let k = 0; k < healthTopics.length; k++) r += (healthTopics[k] ? alpha : 1) * t[k]!;
    raw[i] = r;
  }
  const total = raw.reduce((a, b) => a + b, 0);
  return total > 0 ? raw.map((r) => r / total) : raw.fill(n ? 1 / n : 0);
}

/** Adjusted edge weights w′ⱼᵢ = (R(vᵢ) + R(vⱼ)) / 2 · wⱼᵢ. */
export function adjustWeights(weights: Float64Array, relevance: ArrayLike<number>): Float64Array {
  const n = relevance.length;
  const out = new Float64Array(n * n);
  for (let j = 0; j < n; j++) {
    for (let i = 0; i < n; i++) out[j * n + i] = ((relevance[i]! + relevance[j]!) / 2) * weights[j * n + i]!;
  }
  return out;
}

/**
 * The column-stochastic transition matrix P (pᵢⱼ at P[i·n + j]) from weights w (wⱼᵢ at w[j·n + i]).
 * A sentence with no outgoing weight (similar to nothing) jumps by the teleport vector, so every
 * column still sums to 1.
 */
export function transitionMatrix(weights: Float64Array, teleport: ArrayLike<number>): Float64Array {
  const n = teleport.length;
  const P = new Float64Array(n * n);
  for (let j = 0; j < n; j++) {
    let out = 0;
    for (let k = 0; k < n; k++) out += weights[j * n + k]!;
    for (let i = 0; i < n; i++) P[i * n + j] = out > 0 ? weights[j * n + i]! / out : teleport[i]!;
  }
  return P;
}

/** Power iteration of eq. (4) from the uniform start TST⁽⁰⁾ = 1/n. */
export function topicSpecificTextRank(
  P: Float64Array,
  teleport: ArrayLike<number>,
  options: TstOptions = TST_DEFAULTS,
): TstResult {
  const n = teleport.length;
  const { damping: d, tolerance, maxIterations } = options;
  let x = new Float64Array(n).fill(n ? 1 / n : 0);
  let next = new Float64Array(n);
  const deltas: number[] = [];
  for (let t = 1; t <= maxIterations; t++) {
    for (let i = 0; i < n; i++) {
      let s = 0;
      const row = i * n;
      for (let j = 0; j < n; j++) s += P[row + j]! * x[j]!;
      next[i] = d * s + (1 - d) * teleport[i]!;
    }
    let delta = 0;
    for (let i = 0; i < n; i++) delta += Math.abs(next[i]! - x[i]!);
    deltas.push(delta);
    [x, next] = [next, x];
    if (delta < tolerance) return { scores: x, iterations: t, converged: true, deltas };
  }
  return { scores: x, iterations: maxIterations, converged: false, deltas };
}

/** Cosine similarity graph of sentence vectors: wⱼᵢ = cos(vⱼ, vᵢ), no self-loops, negatives cut to 0. */
export function similarityGraph(vectors: readonly ArrayLike<number>[]): Float64Array {
  const n = vectors.length;
  const norms = vectors.map((v) => Math.sqrt(dot(v, v)));
  const W = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const c = norms[i]! && norms[j]! ? dot(vectors[i]!, vectors[j]!) / (norms[i]! * norms[j]!) : 0;
      W[i * n + j] = W[j * n + i] = Math.max(0, c);
    }
  }
  return W;
}

export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

/**
 * Topic-enhanced sentence vector (§3.2.1): [η·ẽ; (1 − η)·t̃] with ẽ and t̃ the embedding and
 * the topic distribution, each scaled to unit length.
 */
export function topicEnhancedVector(
  embedding: ArrayLike<number>,
  topics: ArrayLike<number>,
  eta: number,
): Float64Array {
  const e = Math.sqrt(dot(embedding, embedding)) || 1;
  const t = Math.sqrt(dot(topics, topics)) || 1;
  const v = new Float64Array(embedding.length + topics.length);
  for (let i = 0; i < embedding.length; i++) v[i] = (eta * embedding[i]!) / e;
  for (let k = 0; k < topics.length; k++) v[embedding.length + k] = ((1 - eta) * topics[k]!) / t;
  return v;
}
