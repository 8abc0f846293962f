import { unwrap } from './result';
import type { BackgroundMessageType, BackgroundPayload, BackgroundResults } from './to-background';

/** Typed request to the background; throws a MessageError with the handler's message on failure. */
export async function sendToBackground<K extends BackgroundMessageType>(type: K, payload: BackgroundPayload<K>): Promise<BackgroundResults[K]> {
  let response: unknown;
  try {
    response = await chrome.runtime.sendMessage({ type, payload });
  } catch (e) {
    // Happens when the extension was updated or reloaded under an open page.
    const message = (e as Error).message ?? '';
    if (/context invalidated|Receiving end does not exist/i.test(message)) {
      throw new Error('ClaimLens was updated or restarted: reload this page to keep checking.');
    }
    throw e;
  }
  return unwrap<BackgroundResults[K]>(response, `ClaimLens (${type})`);
}
