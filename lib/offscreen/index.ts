import { failure } from '../messaging/result';
import { senderAllowed } from '../messaging/senders';
import { createEngineHost } from '../engine/host';
import { logged } from '../log/log';
import { startForwardedLog } from '../log/start';

/**
 * Chrome's offscreen document: a relay between runtime messaging (the only extension API
 * it has) and the engine worker. Requests come from the background only; events go back to it.
 */
export function startOffscreenEngine(): void {
  const toBackground = (event: unknown) => chrome.runtime.sendMessage({ type: 'engine.event', payload: { event } });
  startForwardedLog('offscreen', toBackground);
  const host = createEngineHost((event) => {
    toBackground(event).catch(logged('offscreen', 'An engine event could not reach the background (it was restarting); the side panel shows the check when it next asks'));
  });
  chrome.runtime.onMessage.addListener((message: unknown, sender, sendResponse) => {
    const msg = message as { target?: string; op?: string; payload?: unknown; config?: unknown } | null;
    if (msg?.target !== 'engine') return false;
    if (!senderAllowed('background', sender, chrome.runtime.id, chrome.runtime.getURL(''))) {
      sendResponse(failure(new Error('Engine requests are accepted from the background only.')));
      return false;
    }
    host.request(String(msg.op), msg.payload, msg.config).then(
      (data) => sendResponse({ ok: true, data }),
      (e: unknown) => sendResponse(failure(e)),
    );
    return true;
  });
}
