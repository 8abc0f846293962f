import { seededRandom } from '../../../lib/decompose/random';

/** `n` random unit vectors of `dims` dimensions, the same for the same seed. */
export function unitVectors(n: number, dims: number, seed: number): Float32Array[] {
  const random = seededRandom(seed);
  return Array.from({ length: n }, () => {
    const v = Float32Array.from({ length: dims }, () => random() - 0.5);
    const norm = Math.hypot(...v);
    return v.map((x) => x / norm);
  });
}

/**
 * Near-duplicates: clusters of 50 unit vectors, each its centre plus `step` times a random unit
 * vector, where quantisation error matters most.
 */
export function clustered(n: number, dims: number, seed: number, step = 0.08): Float32Array[] {
  const centres = unitVectors(Math.ceil(n / 50), dims, seed);
  const noise = unitVectors(n, dims, seed + 1);
  return noise.map((e, i) => {
    const v = centres[Math.floor(i / 50)]!.map((x, j) => x + step * e[j]!);
    const norm = Math.hypot(...v);
    return v.map((x) => x / norm);
  });
}

export function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0;
  for (let j = 0; j < b.length; j++) s += a[j]! * b[j]!;
  return s;
}
