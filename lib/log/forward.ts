import type { LogEntry } from './entry';
import type { LogSink } from './log';
import { RING_SIZE } from './ring';

/** What a message to the context that stores the log looks like: an engine event. */
export interface LogEvent {
  kind: 'log';
  entry: LogEntry;
}

const logEvent = (entry: LogEntry): LogEvent => ({ kind: 'log', entry });

export function isLogEvent(event: unknown): event is { kind: 'log'; entry: unknown } {
  return typeof event === 'object' && event !== null && (event as { kind?: unknown }).kind === 'log';
}

/**
 * For contexts without storage (the engine worker, Chrome's offscreen document): entries are
 * sent to the context that stores them. Entries whose sending failed (the background was
 * restarting) are kept and go with the next one.
 */
export function forwardingSink(send: (event: LogEvent) => Promise<unknown>): LogSink {
  let undelivered: LogEntry[] = [];
  return (entry) => {
    const batch = [...undelivered, entry];
    undelivered = [];
    for (const e of batch) {
      send(logEvent(e)).catch(() => {
        undelivered = [...undelivered, e].slice(-RING_SIZE);
      });
    }
  };
}
