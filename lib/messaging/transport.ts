/**
 * When a context dies while it holds a request (the service worker is stopped, the offscreen
 * engine is closed), Chrome rejects the send with "…message channel closed…". Requests that
 * change nothing when done twice are then sent once more: the browser restarts the receiver.
 * `check.start` is among them because it carries a request id (see CheckRunner.start).
 */

export const RESENDABLE: ReadonlySet<string> = new Set([
  'check.start',
  'check.status',
  'check.cancel',
  'check.delete',
  'check.deleteAll',
  'page.checks',
  'engine.status',
  // Read-only engine requests from the side panel (sent as engine.call, resent by their op).
  'models.status',
  'llm.local.status',
  'kg.status',
]);

export const MAX_RESENDS = 2;

/**
 * Every receiver of ours answers; Chrome resolves a send with nothing when the receiver died
 * mid-dispatch and another context (the offscreen document, a side panel) let it pass.
 */
export class NoAnswerError extends Error {
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
