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

export interface Workload {
  texts: string[];
  pairs: { premise: string; hypothesis: string }[];
}

/** A library under test, loaded and warmed up (first runs set kernels and buffers up). */
export interface Contender {
  embed(): Promise<unknown>;
  classify(): Promise<unknown>;
  close(): Promise<void>;
}

export interface Rates {
  embedPerSec: number;
  pairsPerSec: number;
}

/**
 * Rounds alternate between the contenders (A B C A B C …) so that a load change on a shared
 * machine hits all of them alike; each rate is from the median round.
 */
export async function alternate(contenders: Record<string, Contender>, w: Workload, rounds: number): Promise<Record<string, Rates>> {
  const times: Record<string, { embed: number[]; nli: number[] }> = {};
  for (const name of Object.keys(contenders)) times[name] = { embed: [], nli: [] };
  for (let r = 0; r < rounds; r++)
    for (const [name, c] of Object.entries(contenders)) {
      let t = performance.now();
      await c.embed();
      times[name]!.embed.push(performance.now() - t);
      t = performance.now();
      await c.classify();
      times[name]!.nli.push(performance.now() - t);
    }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  return Object.fromEntries(
    Object.entries(times).map(([name, t]) => [name, { embedPerSec: (w.texts.length * 1000) / median(t.embed), pairsPerSec: (w.pairs.length * 1000) / median(t.nli) }]),
  );
}
