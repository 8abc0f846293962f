import { backgroundHandlers } from '../../../lib/background/handlers';
import { createRouter } from '../../../lib/messaging/router';
import { toBackground } from '../../../lib/messaging/to-background';

/** The extension id and origin the background routers of the unit tests run under. */
export const EXTENSION_ID = 'abcdefghijklmnopabcdefghijklmnop';
export const EXTENSION_ORIGIN = `chrome-extension://${EXTENSION_ID}/`;

export interface Answer {
  ok: boolean;
  data?: unknown;
  error?: { code: string; message: string };
}

/**
 * The background's real router and handlers over an engine that answers `answer` and records
 * each request; `call` sends one runtime message from `sender` and resolves with the answer.
 */
export function backgroundRouter(answer: (op: string, payload: unknown) => unknown) {
  const engineCalls: { op: string; payload: unknown }[] = [];
  const send = async (op: string, payload: unknown) => (engineCalls.push({ op, payload }), answer(op, payload));
  const router = createRouter(toBackground, backgroundHandlers({ request: send, forward: send } as never), {
    extensionId: EXTENSION_ID,
    extensionOrigin: EXTENSION_ORIGIN,
  });
  const call = (type: string, payload: unknown, sender: object) =>
    new Promise<Answer>((resolve) =>
      router({ type, payload }, sender as chrome.runtime.MessageSender, resolve as never),
    );
  return { engineCalls, call };
}
