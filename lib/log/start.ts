import { type LogContext, parseEntry } from './entry';
import { forwardingSink, type LogEvent } from './forward';
import { configureLog } from './log';
import { storageSink } from './store';

/**
 * How each context's log reaches the one place Settings → Diagnostics reads (storage.local):
 * the background, side panel and content scripts write their own key; the engine worker and
 * Chrome's offscreen document have no storage API and send entries as engine events, which the
 * background stores under their context.
 */
export function startStoredLog(context: 'background' | 'content' | 'sidepanel'): void {
  configureLog({ context, sink: storageSink(chrome.storage.local, context) });
}

export function startForwardedLog(context: 'engine' | 'offscreen', send: (event: LogEvent) => Promise<unknown>): void {
  configureLog({ context, sink: forwardingSink(send) });
}

const forwarded = new Map<LogContext, ReturnType<typeof storageSink>>();

/** In the background: stores an entry another context sent; anything not an entry is dropped. */
export function storeForwardedEntry(value: unknown): void {
  const entry = parseEntry(value);
  if (!entry || (entry.context !== 'engine' && entry.context !== 'offscreen')) return;
  let sink = forwarded.get(entry.context);
  if (!sink) forwarded.set(entry.context, (sink = storageSink(chrome.storage.local, entry.context)));
  sink(entry);
}
