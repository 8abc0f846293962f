import type { Journal } from './journal';
import { blankRecord } from './record';
import type { EvalItem, EvalRecord, SystemName } from './types';

/**
 * Runs every claim through every system with bounded concurrency, writing each result to the
 * journal as it finishes, so an interrupted run resumes where it stopped. A claim whose run
 * throws is recorded as a technical error (unresolved), never retried in a loop. When several
 * claims in a row fail technically (the LLM endpoint died, the network is gone), the run stops
 * starting new claims: going on would only record failures.
 */
export interface LoopOptions {
  systems: readonly SystemName[];
  items: readonly EvalItem[];
  journal: Journal;
  concurrency: number;
  run(system: SystemName, item: EvalItem, signal: AbortSignal): Promise<EvalRecord>;
  onProgress?(done: number, total: number, record: EvalRecord): void;
  signal?: AbortSignal;
  /** Stop after this many technical failures in a row (default: never). */
  maxConsecutiveErrors?: number;
}

export interface LoopResult {
  ran: number;
  skipped: number;
  /** Set when the run stopped early on repeated technical failures: the last error. */
  stoppedOn?: string;
}

export async function runAll(o: LoopOptions): Promise<LoopResult> {
  const todo: [SystemName, EvalItem][] = [];
  let skipped = 0;
  for (const system of o.systems) {
    for (const item of o.items) {
      if (o.journal.has(system, item.id)) skipped++;
      else todo.push([system, item]);
    }
  }
  const total = todo.length;
  let done = 0;
  let next = 0;
  let errorsInARow = 0;
  let stoppedOn: string | undefined;
  const signal = o.signal ?? new AbortController().signal;
  const worker = async () => {
    while (next < todo.length && !signal.aborted && stoppedOn === undefined) {
      const [system, item] = todo[next++]!;
      const started = performance.now();
      let record: EvalRecord;
      try {
        record = await o.run(system, item, signal);
      } catch (e) {
        if (signal.aborted) return;
        record = {
          ...blankRecord(system, item),
          totalMs: performance.now() - started,
          error: e instanceof Error ? e.message : String(e),
        };
      }
      o.journal.add(record);
      done++;
      errorsInARow = record.error ? errorsInARow + 1 : 0;
      if (o.maxConsecutiveErrors && errorsInARow >= o.maxConsecutiveErrors) stoppedOn ??= record.error;
      o.onProgress?.(done, total, record);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(o.concurrency, todo.length || 1)) }, worker));
  return { ran: done, skipped, ...(stoppedOn !== undefined ? { stoppedOn } : {}) };
}
