import { seededRandom } from '../../../lib/decompose/random';
import { WORDS } from '../../models/tokenizer';

/** Deterministic claim-like sentences (12–28 words) and premise/hypothesis pairs. */
export function sentences(n: number, seed = 7): string[] {
  const rnd = seededRandom(seed);
  return Array.from({ length: n }, () => {
    const len = 12 + Math.floor(rnd() * 17);
    const words = Array.from({ length: len }, () => WORDS[Math.floor(rnd() * WORDS.length)]!);
    return `${words[0]![0]!.toUpperCase()}${words.join(' ').slice(1)}.`;
  });
}

export function pairs(n: number, seed = 11): { premise: string; hypothesis: string }[] {
  const a = sentences(n, seed);
  const b = sentences(n, seed + 1);
  return a.map((premise, i) => ({ premise, hypothesis: b[i]! }));
}

/** Row-wise softmax of [rows, width] logits (what a caller of transformers.js's model does for NLI). */
export function rowSoftmax(logits: { data: ArrayLike<number>; dims: readonly number[] }): number[][] {
  const width = logits.dims[logits.dims.length - 1]!;
  const rows: number[][] = [];
  for (let r = 0; r * width < logits.data.length; r++) {
    const row = Array.from({ length: width }, (_, k) => logits.data[r * width + k]!);
    const max = Math.max(...row);
    const exps = row.map((x) => Math.exp(x - max));
    const sum = exps.reduce((a, b) => a + b, 0);
    rows.push(exps.map((e) => e / sum));
  }
  return rows;
}
