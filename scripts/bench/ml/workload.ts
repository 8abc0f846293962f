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
  /** The same work per second of CPU time, which other load on a shared machine barely moves. */
  embedPerCpuSec: number;
  pairsPerCpuSec: number;
}

/** Milliseconds of CPU time used so far by whatever runs the contenders (all its threads). */
export type CpuClock = () => number | Promise<number>;

/** This process's CPU time. */
export const processCpu: CpuClock = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/**
 * Rounds alternate between the contenders (A B C A B C …) so that a load change on a shared
 * machine hits all of them alike; each rate is from the median round, by wall clock and by CPU time.
 */
export async function alternate(
  contenders: Record<string, Contender>,
  w: Workload,
  rounds: number,
  cpu: CpuClock,
): Promise<Record<string, Rates>> {
  const times: Record<string, Record<'embed' | 'nli' | 'embedCpu' | 'nliCpu', number[]>> = {};
  for (const name of Object.keys(contenders)) times[name] = { embed: [], nli: [], embedCpu: [], nliCpu: [] };
  const timed = async (fn: () => Promise<unknown>, wall: number[], cpuMs: number[]) => {
    const [t, c] = [performance.now(), await cpu()];
    await fn();
    cpuMs.push((await cpu()) - c);
    wall.push(performance.now() - t);
  };
  for (let r = 0; r < rounds; r++)
    for (const [name, c] of Object.entries(contenders)) {
      const t = times[name]!;
      await timed(() => c.embed(), t.embed, t.embedCpu);
      await timed(() => c.classify(), t.nli, t.nliCpu);
    }
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  const rate = (items: number, ms: number[]) => (items * 1000) / median(ms);
  return Object.fromEntries(
    Object.entries(times).map(([name, t]) => [
      name,
      {
        embedPerSec: rate(w.texts.length, t.embed),
        pairsPerSec: rate(w.pairs.length, t.nli),
        embedPerCpuSec: rate(w.texts.length, t.embedCpu),
        pairsPerCpuSec: rate(w.pairs.length, t.nliCpu),
      },
    ]),
  );
}

/**
 * A throughput row by wall clock (what a reader waits) against a baseline, with the ratio by CPU
 * time in the note (which other load on a shared machine barely moves).
 */
export function rateRow(
  name: string,
  task: 'embed' | 'nli',
  a: Rates,
  b: Rates,
  note: string,
): { name: string; value: number; unit: string; baseline: number; ratio: number; note: string } {
  const [wall, cpu] =
    task === 'embed' ? (['embedPerSec', 'embedPerCpuSec'] as const) : (['pairsPerSec', 'pairsPerCpuSec'] as const);
  return {
    name,
    value: a[wall],
    unit: task === 'embed' ? 'texts/s' : 'pairs/s',
    baseline: b[wall],
    ratio: a[wall] / b[wall],
    note: `${note}; by CPU time ${(a[cpu] / b[cpu]).toFixed(2)}×`,
  };
}
