import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { EngineClient } from '../../lib/background/engine-client';
import { wakeEngineOnStart } from '../../lib/background/engine-wake';
import { log } from '../../lib/log/log';

/**
 * The engine (and with it the starter pack's install) starts when the extension is installed
 * or the browser starts, not with the first check. Chrome's event registries are stood in for
 * by recorders of the listeners.
 */

type Listener = () => void;
const listeners: Record<string, Listener[]> = {};
const on = (name: string) => ({ addListener: (l: Listener) => (listeners[name] ??= []).push(l) });
const fire = (name: string) => listeners[name]?.forEach((l) => l());

beforeEach(() => {
  for (const k of Object.keys(listeners)) delete listeners[k];
  vi.stubGlobal('chrome', { runtime: { onInstalled: on('installed'), onStartup: on('startup') } });
});
afterEach(() => vi.unstubAllGlobals());

describe('wakeEngineOnStart', () => {
  it.each(['installed', 'startup'])('on %s, asks the engine for its status, which starts it', (event) => {
    const request = vi.fn(() => Promise.resolve({}));
    wakeEngineOnStart({ request } as unknown as EngineClient);
    expect(request).not.toHaveBeenCalled();
    fire(event);
    expect(request).toHaveBeenCalledWith('engine.status', {});
  });

  it('an engine that cannot start then is logged, not thrown (it starts with the first check)', async () => {
    const request = vi.fn(() => Promise.reject(new Error('offscreen document refused')));
    wakeEngineOnStart({ request } as unknown as EngineClient);
    expect(() => fire('installed')).not.toThrow();
    await new Promise((r) => setTimeout(r, 0));
    expect(request).toHaveBeenCalledTimes(1);
    expect(log.entries().at(-1)).toMatchObject({
      level: 'warn',
      area: 'engine-wake',
      message: expect.stringContaining('offscreen document refused'),
    });
  });
});
