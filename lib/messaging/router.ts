import * as v from 'valibot';

import type { ResultOf, Returns } from '../core/protocol';
import { type PortLike, REQUEST_PORT } from './port';
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
  /** Accepted over a request port (messaging/port.ts); other requests come as messages only. */
  port?: true;
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
  /** Answers the requests of a port opened by messaging/port.ts, checked as its messages are (its sender is the port's). */
  answerPort(port: PortLike & { name: string; sender?: chrome.runtime.MessageSender }): void;
  /** Answers the request ports pages open (runtime.onConnect) until the signal aborts. */
  listenPorts(signal?: AbortSignal): void;
}

const untargeted = (message: object) =>
  'target' in message ? null : (message as { type?: unknown; payload?: unknown });

/** The payload as its declaration's schema gives it, or a bad-message error naming where it is malformed. */
function checkedPayload<R extends RouteSpec>(route: R, type: string, payload: unknown): v.InferOutput<R['payload']> {
  const parsed = v.safeParse(route.payload, payload ?? {});
  if (parsed.success) return parsed.output;
  const issue = parsed.issues[0];
  const path = issue?.path?.map((p) => String(p.key)).join('.');
  throw new MessageError(
    'bad-message',
    `Malformed "${type}" message${path ? ` at ${path}` : ''}: ${issue?.message ?? 'invalid'}.`,
  );
}

/** A port's request: its id, and the message's envelope when the request has the shape port.ts sends. */
function portRequest(request: unknown, read: (message: object) => { type?: unknown; payload?: unknown } | null) {
  const { id, message } = (request && typeof request === 'object' ? request : {}) as {
    id?: unknown;
    message?: unknown;
  };
  const envelope = typeof id === 'number' && message && typeof message === 'object' ? read(message) : null;
  return { id, envelope };
}

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

  const isRoute = (type: unknown): type is keyof S & string => typeof type === 'string' && Object.hasOwn(spec, type);

  async function dispatch(
    type: unknown,
    payload: unknown,
    sender: chrome.runtime.MessageSender,
  ): Promise<Result<unknown>> {
    if (!isRoute(type)) throw new MessageError('unknown-type', `Unknown message type "${String(type)}".`);
    const data = await handle(type, payload, sender);
    return { ok: true, data: data ?? null };
  }

  /** One message of one declared type: the handler gets the payload its declaration's schema gives. */
  async function handle<K extends keyof S & string>(
    type: K,
    payload: unknown,
    sender: chrome.runtime.MessageSender,
  ): Promise<ResultOf<S[K]>> {
    const route: S[K] = spec[type];
    if (
      !route.from.some((policy) =>
        senderAllowed(policy, sender as SenderLike, options.extensionId, options.extensionOrigin),
      )
    ) {
      throw new MessageError('forbidden-sender', `"${type}" is not accepted from this sender.`);
    }
    return handlers[type](checkedPayload(route, type, payload), sender);
  }

  function answerPort(port: PortLike & { name: string; sender?: chrome.runtime.MessageSender }): void {
    if (port.name !== REQUEST_PORT) return;
    let open = true;
    port.onDisconnect.addListener(() => (open = false));
    port.onMessage.addListener((request) => {
      const { id, envelope } = portRequest(request, read);
      if (!envelope) return;
      const sender = port.sender ?? {};
      // Only what its declaration sends over a port comes over one: one way in per message.
      const overPort = isRoute(envelope.type) && spec[envelope.type]?.port === true;
      void (
        overPort
          ? dispatch(envelope.type, envelope.payload, sender)
          : Promise.reject(new MessageError('bad-message', `"${String(envelope.type)}" is not sent over a port.`))
      )
        .catch((e: unknown) => failure(e))
        .then((result) => {
          // A port closed meanwhile has no one to answer: its requester sends again over a new one.
          if (!open) return;
          try {
            port.postMessage({ id, result });
          } catch {
            // It closed this instant (Chrome throws for a disconnected port): the same as closed above.
            open = false;
          }
        });
    });
  }

  return Object.assign(listener, {
    listen(signal?: AbortSignal): void {
      chrome.runtime.onMessage.addListener(listener);
      signal?.addEventListener('abort', () => chrome.runtime.onMessage.removeListener(listener), { once: true });
    },
    answerPort,
    listenPorts(signal?: AbortSignal): void {
      chrome.runtime.onConnect.addListener(answerPort);
      signal?.addEventListener('abort', () => chrome.runtime.onConnect.removeListener(answerPort), { once: true });
    },
  });
}

/** The options of a router in this extension's own contexts. */
export function ownExtension(read?: RouterOptions['read']): RouterOptions {
  return { extensionId: chrome.runtime.id, extensionOrigin: chrome.runtime.getURL(''), ...(read ? { read } : {}) };
}
