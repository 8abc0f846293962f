import type { PayloadOf } from '../core/protocol';
import { messageOf } from '../util/errors';
import { portRequester } from './port';
import { unwrap } from './result';
import {
  type BackgroundMessageType,
  type BackgroundPayload,
  type BackgroundResults,
  toBackground,
} from './to-background';
import type { ContentMessageType, ContentResults, ToContent } from './to-content';
import { answerLost, sendWithResend } from './transport';

/** This context's request port to the background, opened on the first request declared `port: true`. */
let overPort: ((message: object) => Promise<unknown>) | null = null;

/** Typed request to the background; throws a MessageError with the handler's message on failure. */
export async function sendToBackground<K extends BackgroundMessageType>(
  type: K,
  payload: BackgroundPayload<K>,
): Promise<BackgroundResults[K]> {
  let response: unknown;
  try {
    // An engine call is as safe to resend as the engine request it carries.
    const kind = type === 'engine.call' ? (payload as { op: string }).op : type;
    const declared: { port?: true } = toBackground[type];
    const send = declared.port
      ? () => (overPort ??= portRequester())({ type, payload })
      : () => chrome.runtime.sendMessage({ type, payload });
    response = await sendWithResend(kind, send);
  } catch (e) {
    // Happens when the extension was updated or reloaded under an open page.
    const message = messageOf(e);
    if (/context invalidated|Receiving end does not exist/i.test(message)) {
      throw new Error('ClaimLens was updated or restarted: reload this page to keep checking.');
    }
    if (answerLost(e)) throw new Error('ClaimLens restarted while answering. Try again.');
    throw e;
  }
  return unwrap<BackgroundResults[K]>(response, `ClaimLens (${type})`);
}

/** Typed message from the background to the content script of a tab: to one frame, or to each frame when none is named. */
export async function sendToContent<K extends ContentMessageType>(
  tabId: number,
  type: K,
  payload: PayloadOf<ToContent[K]>,
  options: { frameId?: number } = {},
): Promise<ContentResults[K]> {
  const response: unknown = await chrome.tabs.sendMessage(tabId, { type, payload }, options);
  return unwrap<ContentResults[K]>(response, `The page's ClaimLens script (${type})`);
}
