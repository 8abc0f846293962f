import * as v from 'valibot';
import type { Result } from '../messaging/result';
import { senderAllowed } from '../messaging/senders';
import { toContent, type ContentMessageType, type ContentPayload } from '../messaging/to-content';

/**
 * The content side's message router. Each feature registers the messages it handles; one
 * runtime.onMessage listener accepts them from the background only (never another tab), checks
 * the payload against `toContent`, answers at once, and is removed when the signal ends.
 * Messages no feature handles are left to the browser (no answer), as before.
 */

export type ContentHandler<K extends ContentMessageType> = (payload: ContentPayload<K>) => unknown;

export interface ContentRouter {
  on<K extends ContentMessageType>(type: K, handler: ContentHandler<K>): void;
}

export function createContentRouter(signal: AbortSignal): ContentRouter {
  const handlers = new Map<string, (payload: unknown) => unknown>();

  function listener(message: unknown, sender: chrome.runtime.MessageSender, sendResponse: (r: Result<unknown>) => void): boolean {
    if (!senderAllowed('background', sender, chrome.runtime.id, '')) return false;
    const { type, payload } = (message ?? {}) as { type?: unknown; payload?: unknown };
    const handler = typeof type === 'string' ? handlers.get(type) : undefined;
    if (!handler) return false;
    const parsed = v.safeParse(toContent[type as ContentMessageType], payload ?? {});
    // A malformed payload is answered too (with nothing done), so the background never waits.
    sendResponse({ ok: true, data: parsed.success ? (handler(parsed.output) ?? null) : null });
    return false;
  }

  chrome.runtime.onMessage.addListener(listener);
  signal.addEventListener('abort', () => chrome.runtime.onMessage.removeListener(listener), { once: true });

  return {
    on(type, handler) {
      if (handlers.has(type)) throw new Error(`Two content features handle "${type}": give the message to one of them.`);
      handlers.set(type, handler as (payload: unknown) => unknown);
    },
  };
}
