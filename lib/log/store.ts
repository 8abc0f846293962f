import { LOG_CONTEXTS, type LogContext, type LogEntry, parseEntry } from './entry';
import type { LogSink } from './log';
import { newestFirst, RING_SIZE } from './ring';

/** The part of chrome.storage.local the log needs (a fake in tests). */
export interface LogStorage {
  get(keys: string | string[] | null): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  remove(keys: string | string[]): Promise<void>;
}

/**
 * One capped storage.local key per context, so contexts never overwrite each other's entries
 * (storage.local has no append; two writers of one key would lose lines). Writes are batched:
 * a burst of errors costs one write a second, not one each.
 */
export const logKey = (context: LogContext) => `diagnostics.${context}`;
const ALL_KEYS = LOG_CONTEXTS.map(logKey);
const FLUSH_DELAY_MS = 1000;

function storedEntries(value: unknown): LogEntry[] {
  return Array.isArray(value) ? value.map(parseEntry).filter((e): e is LogEntry => e !== null) : [];
}

/** A sink that appends to the context's key, batched; `flush` writes what is pending now. */
export function storageSink(
  area: LogStorage,
  context: LogContext,
  delayMs = FLUSH_DELAY_MS,
): LogSink & { flush(): Promise<void> } {
  const key = logKey(context);
  let pending: LogEntry[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let chain = Promise.resolve();

  const write = async (batch: LogEntry[]) => {
    const stored = storedEntries((await area.get(key))[key]);
    await area.set({ [key]: [...stored, ...batch].slice(-RING_SIZE) });
  };
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const batch = pending;
    pending = [];
    if (batch.length === 0) return chain;
    // A failed write cannot be logged (it would fail the same way): its entries go back to the
    // front of the queue and travel with the next batch.
    chain = chain
      .then(() => write(batch))
      .catch(() => {
        pending = [...batch, ...pending].slice(-RING_SIZE);
      });
    return chain;
  };
  const sink = (entry: LogEntry) => {
    pending.push(entry);
    timer ??= setTimeout(() => void flush(), delayMs);
  };
  return Object.assign(sink, { flush });
}

/** Every context's entries, newest first. */
export async function readDiagnostics(area: LogStorage): Promise<LogEntry[]> {
  const stored = await area.get(ALL_KEYS);
  return newestFirst(ALL_KEYS.map((k) => storedEntries(stored[k])));
}

export async function clearDiagnostics(area: LogStorage): Promise<void> {
  await area.remove(ALL_KEYS);
}

export const isLogKey = (key: string) => ALL_KEYS.includes(key);
