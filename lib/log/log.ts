import type { LogArea } from './areas';
import { type LogContext, type LogEntry, type LogLevel, makeEntry } from './entry';
import { Ring } from './ring';

/** Where a context's entries go besides its own ring (storage, or the context that stores them). */
export type LogSink = (entry: LogEntry) => void;

let context: LogContext = 'other';
let sink: LogSink | null = null;
const ring = new Ring();

/** Each entrypoint names its context and where its entries go, once, before anything logs. */
export function configureLog(options: { context: LogContext; sink?: LogSink }): void {
  context = options.context;
  sink = options.sink ?? null;
}

function write(level: LogLevel, area: LogArea, message: string, error?: unknown): void {
  const entry = makeEntry(level, context, area, message, error);
  ring.push(entry);
  sink?.(entry);
}

/**
 * The diagnostics log: `log.error('knowledge', 'The starter pack could not be installed', e)`.
 * Messages name what failed and, where there is one, the fix; never page text or secrets
 * (secrets that slip in are redacted; a content script's messages are cut short).
 */
export const log = {
  error: (area: LogArea, message: string, error?: unknown) => write('error', area, message, error),
  warn: (area: LogArea, message: string, error?: unknown) => write('warn', area, message, error),
  info: (area: LogArea, message: string, error?: unknown) => write('info', area, message, error),
  /** This context's entries, oldest first. */
  entries: (): LogEntry[] => ring.entries(),
};

/** A rejection handler that logs: `promise.catch(logged('relay', 'The tab could not be told'))`. */
export function logged(area: LogArea, message: string, level: LogLevel = 'warn'): (error: unknown) => undefined {
  return (error) => {
    write(level, area, message, error);
    return undefined;
  };
}
