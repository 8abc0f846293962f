import * as v from 'valibot';

import type { ResultOf, Returns } from '../core/protocol';
import { failure, MessageError, type Result } from './result';
import { senderAllowed, type SenderLike, type SenderPolicy } from './senders';

/**
 * A runtime.onMessage listener over a table of declared messages (core/protocol.ts) and their
 * handlers; the background, the offscreen document and the content script each run one. Each
 * message is checked for its sender and its shape before a handler sees it, and every message
 * this router reads gets an answer, also on error. A message it does not read (by default: one
 * addressed to another context with `target`) is left alone for that context's router.
 */

export interface RouteSpec {
  from: readonly SenderPolicy[];
  payload: v.GenericSchema;
  result?: Returns<unknown>;
}

export type Handlers<S extends Record<string, RouteSpec>> = {
  [K in keyof S]: (
    payload: v.InferOutput<S[K]['payload']>,
    sender: chrome.runtime.MessageSender,
  ) => Promise<ResultOf<S[K]>> | ResultOf<S[K]>;
};

export interface RouterOptions {
  extensionId: string;
  extensionOrigin: string;
  /** Reads the type and payload of a message meant for this router; null leaves it alone. */
  read?: (message: object) => { type: unknown; payload: unknown } | null;
}

export interface Router {
  (message: unknown, sender: chrome.runtime.MessageSender, sendResponse: (r: Result<unknown>) => void): boolean;
  /** Listens to runtime messages until the signal aborts. */
  listen(signal?: AbortSignal): void;
}

const untargeted = (message: object) =>
  'target' in message ? null : (message as { type?: unknown; payload?: unknown });

export function createRouter<S extends Record<string, RouteSpec>>(
  spec: S,
  handlers: Handlers<S>,
  options: RouterOptions,
): Router {
  const read = options.read ?? untargeted;

  function listener(
    message: unknown,
    sender: chrome.runtime.MessageSender,
    sendResponse: (r: Result<unknown>) => void,
  ): boolean {
    const envelope = message && typeof message === 'object' ? read(message) : null;
    if (!envelope) return false;
    void dispatch(envelope.type, envelope.payload, sender).then(sendResponse, (e: unknown) => sendResponse(failure(e)));
    return true;
  }

  async function dispatch(
    type: unknown,
    payload: unknown,
    sender: chrome.runtime.MessageSender,
  ): Promise<Result<unknown>> {
    if (typeof type !== 'string' || !Object.hasOwn(spec, type))
      throw new MessageError('unknown-type', `Unknown message type "${String(type)}".`);
    const route = spec[type]!;
    if (
      !route.from.some((policy) =>
        senderAllowed(policy, sender as SenderLike, options.extensionId, options.extensionOrigin),
      )
    ) {
      throw new MessageError('forbidden-sender', `"${type}" is not accepted from this sender.`);
    }
    const parsed = v.safeParse(route.payload, payload ?? {});
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const path = issue?.path?.map((p) => String(p.key)).join('.');
      throw new MessageError(
        'bad-message',
        `Malformed "${type}" message${path ? ` at ${path}` : ''}: ${issue?.message ?? 'invalid'}.`,
      );
    }
    const data = await handlers[type as keyof S](parsed.output as never, sender);
    return { ok: true, data: data ?? null };
  }

  return Object.assign(listener, {
    listen(signal?: AbortSignal): void {
      chrome.runtime.onMessage.addListener(listener);
      signal?.addEventListener('abort', () => chrome.runtime.onMessage.removeListener(listener), { once: true });
    },
  });
}

/** The options of a router in this extension's own contexts. */
export function ownExtension(read?: RouterOptions['read']): RouterOptions {
  return { extensionId: chrome.runtime.id, extensionOrigin: chrome.runtime.getURL(''), ...(read ? { read } : {}) };
}
