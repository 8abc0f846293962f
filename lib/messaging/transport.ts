import { resendableTypes } from '../core/protocol';
import { engineOps } from '../engine/protocol';
import { toBackground } from './to-background';

/**
 * When a context dies while it holds a request (the service worker is stopped, the offscreen
 * engine is closed), Chrome rejects the send with "…message channel closed…". Requests that
 * change nothing when done twice are then sent once more: the browser restarts the receiver.
 * Which ones is each declaration's `resend` flag (background requests, and engine requests,
 * which the side panel sends as engine.call and are resent by their op).
 */
export const RESENDABLE: ReadonlySet<string> = new Set([
  ...resendableTypes(toBackground),
  ...resendableTypes(engineOps),
]);

export const MAX_RESENDS = 2;

/**
 * Every receiver of ours answers; Chrome resolves a send with nothing when the receiver died
 * mid-dispatch and another context (the offscreen document, a side panel) let it pass.
 */
class NoAnswerError extends Error {
  constructor() {
    super('The message channel closed with no answer (the receiver stopped while handling it).');
    this.name = 'NoAnswerError';
  }
}

export function answerLost(error: unknown): boolean {
  if (error instanceof NoAnswerError) return true;
  const message = error instanceof Error ? error.message : String(error);
  return /message (channel|port) closed/i.test(message);
}

/** Sends, and sends again (at most MAX_RESENDS times) when a resendable request lost its answer. */
export async function sendWithResend<T>(type: string, send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      const answer = await send();
      if (answer === undefined) throw new NoAnswerError();
      return answer;
    } catch (e) {
      if (attempt >= MAX_RESENDS || !RESENDABLE.has(type) || !answerLost(e)) throw e;
    }
  }
}
