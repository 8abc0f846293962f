import type { Device } from './registry';

/**
 * How inference is cut into runs, per execution provider (runtime.ts runs them): a pure plan
 * from the inputs' token lengths, so it is tested without a model.
 */

export interface BatchLimits {
  /** Rows per run at most. */
  maxBatch: number;
  /** Padded tokens per run at most (bounds the activations' memory). */
  maxTokens: number;
  /** The fixed cost of one run (dispatch, copies, readback), in tokens of compute. */
  runCost: number;
}

/**
 * Batching per execution provider. An encoder's time grows with the padded tokens it runs
 * (rows × longest row). On WASM a run costs only ~2 tokens more than its tokens and a token
 * costs the same in a run of 1 row or 32 (MiniLM-L6, DeBERTa-v3-xsmall; docs/decisions.md), so padding
 * is what to avoid. Native CPU kernels get much faster per token with more rows, and a GPU run
 * waits for dispatch and readback: there, runs are worth filling.
 */
export const BATCH_LIMITS: Record<Device | 'cpu', BatchLimits> = {
  wasm: { maxBatch: 32, maxTokens: 8192, runCost: 8 },
  cpu: { maxBatch: 32, maxTokens: 8192, runCost: 128 },
  webgpu: { maxBatch: 32, maxTokens: 8192, runCost: 512 },
};

/**
 * Splits items into runs: sorted by length (longest first), then cut where the padding saved
 * outweighs the cost of one more run (the cheapest plan: padded tokens + runCost per run).
 * Returns the runs as lists of item indices.
 */
export function planBatches(lengths: readonly number[], limits: BatchLimits): number[][] {
  const order = lengths.map((len, i) => ({ len: Math.max(1, len), i })).sort((a, b) => b.len - a.len || a.i - b.i);
  const n = order.length;
  // cost[i]: the cheapest plan for order[i..]; its first run ends at end[i].
  const cost = new Float64Array(n + 1);
  const end = new Int32Array(n + 1);
  for (let i = n - 1; i >= 0; i--) {
    const longest = order[i]!.len;
    const most = Math.max(1, Math.min(limits.maxBatch, Math.floor(limits.maxTokens / longest), n - i));
    cost[i] = Infinity;
    // Largest first: on a tie, fewer runs.
    for (let size = most; size >= 1; size--) {
      const c = size * longest + limits.runCost + cost[i + size]!;
      if (c < cost[i]!) {
        cost[i] = c;
        end[i] = i + size;
      }
    }
  }
  const plan: number[][] = [];
  for (let i = 0; i < n; i = end[i]!) plan.push(order.slice(i, end[i]).map((o) => o.i));
  return plan;
}

/** Runs `items` as `planBatches` splits them; results come back in the input order. */
export async function inBatches<T, R>(
  items: readonly T[],
  lengthOf: (item: T) => number,
  limits: BatchLimits,
  run: (batch: T[]) => Promise<R[]>,
  signal?: AbortSignal,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  for (const indices of planBatches(items.map(lengthOf), limits)) {
    signal?.throwIfAborted();
    const results = await run(indices.map((i) => items[i]!));
    indices.forEach((i, k) => (out[i] = results[k]!));
  }
  return out;
}
