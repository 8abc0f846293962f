import { createEngineHost } from '../engine/host';
import { setContextLocale } from '../i18n/t';
import { logged } from '../log/log';
import { startForwardedLog } from '../log/start';
import { sendToBackground } from '../messaging/client';
import { createRouter, ownExtension } from '../messaging/router';
import { readEngineRequest, toOffscreen } from '../messaging/to-offscreen';
import { configLocale } from '../settings/run-config';

/**
 * Chrome's offscreen document: a relay between runtime messaging (the only extension API
 * it has) and the engine worker. Requests come from the background only; events go back to it.
 */
export function startOffscreenEngine(): void {
  const toBackground = (event: unknown) => sendToBackground('engine.event', { event });
  startForwardedLog('offscreen', toBackground);
  const host = createEngineHost((event) => {
    toBackground(event).catch(
      logged(
        'offscreen',
        'An engine event could not reach the background (it was restarting); the side panel shows the check when it next asks',
      ),
    );
  });
  createRouter(
    toOffscreen,
    {
      'engine.request': (p) => {
        // The translator's lines are written here (the worker has no Translator): in the reader's language.
        setContextLocale(configLocale(p.config));
        return host.relay(p.op, p.payload, p.config);
      },
    },
    ownExtension(readEngineRequest),
  ).listen();
  // This document exists to run the engine: its worker loads while the background still reads the settings.
  host.start();
}
