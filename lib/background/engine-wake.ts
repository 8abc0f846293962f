import { logged } from '../log/log';
import type { EngineClient } from './engine-client';

/**
 * The engine's start-up work (the starter pack's install on first run, vectors for the installed
 * embedder) begins when the extension is installed or the browser starts, not with the reader's
 * first check: any request starts the engine (in Chrome, its offscreen document), and the
 * status request is the cheapest one.
 */
export function wakeEngineOnStart(engine: EngineClient): void {
  const wake = () =>
    void engine
      .request('engine.status', {})
      .catch(logged('engine-wake', 'The engine could not be started early; it starts with the first check instead'));
  chrome.runtime.onInstalled.addListener(wake);
  chrome.runtime.onStartup.addListener(wake);
}
