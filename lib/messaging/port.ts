import { messageOf } from '../util/errors';
/**
 * Requests over one long-lived runtime port per page, for the messages declared `port: true`. A
 * request is `{ id, message }` and its answer `{ id, result }`; the router that reads the port
 * (router.ts) checks the port's sender and each message's shape as for any other message. When
 * the port closes (the service worker stopped), every request still waiting is rejected as a
 * lost answer, so `sendWithResend` sends it again over a new port, which wakes the worker.
 */

export const REQUEST_PORT = 'claimlens.requests';

/** What a port request rejects with when its port closed first: `answerLost` knows it. */
export const PORT_CLOSED = 'The message port closed before a response was received.';

export interface PortLike {
  postMessage(message: unknown): void;
  onMessage: { addListener(listener: (message: unknown) => void): void };
  onDisconnect: { addListener(listener: () => void): void };
}

interface Waiting {
  port: PortLike;
  resolve(result: unknown): void;
  reject(error: Error): void;
}

/**
 * Calls `listener` when the page comes back from the back/forward cache: Chrome closes an
 * extension's ports when a page enters it, and a request sent before then has lost its answer.
 */
function onPageRestored(listener: () => void): void {
  globalThis.addEventListener?.('pageshow', (e) => (e as PageTransitionEvent).persisted && listener());
}

/** A function that sends a message over the port (opened on first use, again after it closed) and resolves with its answer. */
export function portRequester(
  connect: () => PortLike = () => chrome.runtime.connect({ name: REQUEST_PORT }),
  restored: (listener: () => void) => void = onPageRestored,
): (message: object) => Promise<unknown> {
  let port: PortLike | null = null;
  let next = 0;
  const waiting = new Map<number, Waiting>();

  /** The port is gone: what waits on it is rejected as lost, so it is sent again over a new one. */
  const lost = (closed: PortLike, why: string | undefined) => {
    if (port === closed) port = null;
    for (const [id, w] of waiting)
      if (w.port === closed) {
        waiting.delete(id);
        w.reject(new Error(why ? `${PORT_CLOSED} (${why})` : PORT_CLOSED));
      }
  };
  restored(() => port && lost(port, 'the page came back from the back/forward cache'));

  const open = (): PortLike => {
    if (port) return port;
    const opened = connect();
    opened.onMessage.addListener((answer) => {
      if (!answer || typeof answer !== 'object') return;
      const { id, result } = answer as { id?: unknown; result?: unknown };
      const w = typeof id === 'number' ? waiting.get(id) : undefined;
      if (!w) return;
      waiting.delete(id as number);
      w.resolve(result);
    });
    // Reading lastError marks it handled; it says why (the worker stopped, or there was none to answer).
    opened.onDisconnect.addListener(() => lost(opened, globalThis.chrome?.runtime?.lastError?.message));
    port = opened;
    return opened;
  };

  return (message) =>
    new Promise((resolve, reject) => {
      const id = ++next;
      try {
        const to = open();
        waiting.set(id, { port: to, resolve, reject });
        to.postMessage({ id, message });
      } catch (e) {
        // A port closed under us ("disconnected port object"): the next request opens a new one.
        port = null;
        waiting.delete(id);
        reject(/disconnected port/i.test(messageOf(e)) ? new Error(PORT_CLOSED) : e);
      }
    });
}
