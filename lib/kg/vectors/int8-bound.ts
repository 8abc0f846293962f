/**
 * Quantising a vector to int8 (symmetric, one scale per vector), how far an int8 score can lie
 * from the exact one, and which candidates the int8 index's exact re-rank must read
 * (int8-matrix.ts). With v̂ = s_v·q_v the quantised row, x̂ = s_x·q_x the
 * quantised query, e_v = v − v̂ and e_x = x − x̂:
 *
 *   v·x − v̂·x̂ = e_v·x + v̂·e_x,  so  |v·x − v̂·x̂| ≤ ‖e_v‖‖x‖ + ‖v̂‖‖e_x‖  (Cauchy–Schwarz).
 *
 * A row whose best possible score is below the k-th best worst possible score cannot be in the
 * exact top k, so its stored vector need not be read.
 */

/** The query's side of the bound: its length and its quantisation error's length. */
export interface QueryError {
  norm: number;
  residual: number;
}

/** One candidate row: its approximate (int8) score and how far the exact score can be from it. */
export interface Candidate {
  row: number;
  approx: number;
  bound: number;
}

/** Float32 rounding of the scales and of the kernel's products, far above what it can reach. */
const SLACK = 1e-5;

/** The most an approximate score can differ from the exact one, for a row with this error and length. */
export function scoreBound(rowResidual: number, rowNorm: number, query: QueryError): number {
  return rowResidual * query.norm + rowNorm * query.residual + SLACK;
}

/**
 * The candidates (best approximate score first, every row of the index or its best ones)
 * whose exact scores must be read so that the exact top k is among them. `outsideBest` is the
 * highest exact score a row that is not a candidate can have (-Infinity when every row is one).
 * `proven` is false when such a row could still make the top k: then every candidate is read,
 * and the top k is the exact one only if it is among them.
 */
export function mustRead(
  candidates: readonly Candidate[],
  k: number,
  outsideBest: number,
): { read: Candidate[]; proven: boolean } {
  if (candidates.length <= k) return { read: [...candidates], proven: outsideBest === -Infinity };
  const floor = kthLargest(
    candidates.map((c) => c.approx - c.bound),
    k,
  );
  if (outsideBest >= floor) return { read: [...candidates], proven: false };
  return { read: candidates.filter((c) => c.approx + c.bound >= floor), proven: true };
}

function kthLargest(values: number[], k: number): number {
  return values.sort((a, b) => b - a)[k - 1]!;
}

/** Quantises `v` into `out` (its first `v.length` values, in ±`levels`); the scale that multiplies it back. */
export function quantise(v: ArrayLike<number>, out: Int8Array | Int16Array, levels = 127): number {
  let max = 0;
  for (let i = 0; i < v.length; i++) max = Math.max(max, Math.abs(v[i]!));
  const scale = max / levels || 1;
  for (let i = 0; i < v.length; i++) out[i] = Math.round(v[i]! / scale);
  return scale;
}

/**
 * The query is held as i16: quantised as finely as the kernel's i32 sums allow (127 × levels ×
 * stride below 2³¹), its share of the score's error is about 250 times smaller than in int8.
 */
export const queryLevels = (stride: number): number => Math.min(32_767, Math.floor((2 ** 31 - 1) / (127 * stride)));

/** The lengths of `scale` times the quantised `q` (v̂) and of its difference with `v` (e_v). */
export function quantisationError(
  v: ArrayLike<number>,
  q: ArrayLike<number>,
  scale: number,
): { residual: number; norm: number } {
  let residual = 0;
  let norm = 0;
  for (let i = 0; i < v.length; i++) {
    const approx = scale * q[i]!;
    residual += (v[i]! - approx) ** 2;
    norm += approx * approx;
  }
  return { residual: Math.sqrt(residual), norm: Math.sqrt(norm) };
}

/**
 * The error bound of a row known only as int8 (a snapshot saved without its errors): rounding
 * moves each of its `dims` values by at most half a step.
 */
export const worstResidual = (scale: number, dims: number): number => (scale / 2) * Math.sqrt(dims);
