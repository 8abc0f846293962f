import { seededRandom } from '../../lib/decompose/random';

/** Seeded random unit vectors for the knowledge-graph benches (the same numbers every run). */

export function randomUnitVector(random: () => number, dims: number, out = new Float32Array(dims)): Float32Array {
  let norm = 0;
  for (let i = 0; i < dims; i++) norm += (out[i] = random() - 0.5) ** 2;
  norm = Math.sqrt(norm);
  for (let i = 0; i < dims; i++) out[i]! /= norm;
  return out;
}

export function vectorSource(seed: number, dims: number): () => Float32Array {
  const random = seededRandom(seed);
  return () => randomUnitVector(random, dims);
}

export function normalised(v: Float32Array): Float32Array {
  const n = Math.hypot(...v);
  return v.map((x) => x / n);
}
