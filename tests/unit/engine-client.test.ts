import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createEngineClient } from '../../lib/background/engine-client';
import { forgetPolicy } from '../../lib/settings/managed';
import { MemoryArea, syncArea } from '../support/memory-storage';

/**
 * The offscreen engine document, created on demand: hasDocument() is true from the moment a
 * creation starts, but the page listens only once it has loaded. Two requests that arrive
 * together (the start-up wake and the side panel's first call, both waiting on the same slow
 * first read of storage.managed) must both reach a listening engine.
 */

let listening: boolean;
let creations: number;

beforeEach(() => {
  forgetPolicy();
  listening = false;
  creations = 0;
  let exists = false;
  vi.stubGlobal('chrome', {
    storage: {
      local: new MemoryArea(),
      sync: syncArea(),
      onChanged: { addListener: () => undefined, removeListener: () => undefined },
    },
    permissions: { getAll: async () => ({ origins: [] }) },
    i18n: { getMessage: (name: string) => (name === '@@ui_locale' ? 'en' : '') },
    runtime: {
      sendMessage: async () => {
        if (!listening) throw new Error('Could not establish connection. Receiving end does not exist.');
        return { ok: true, data: { ready: true } };
      },
    },
    offscreen: {
      Reason: { WORKERS: 'WORKERS' },
      hasDocument: async () => exists,
      createDocument: async () => {
        creations++;
        exists = true;
        await new Promise((r) => setTimeout(r, 300));
        listening = true;
      },
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('the offscreen engine client', () => {
  it('requests that come together while the document is being created all wait for it', async () => {
    const engine = createEngineClient(() => undefined);
    const first = engine.request('engine.status', {});
    // The next ones come while the first one's document is loading.
    await vi.waitFor(() => expect(creations).toBe(1));
    const answers = await Promise.all([
      first,
      engine.forward('models.status', {}),
      engine.request('engine.status', {}),
    ]);
    expect(answers).toEqual([{ ready: true }, { ready: true }, { ready: true }]);
    expect(creations).toBe(1);
  });
});

describe('what the engine client waits on before the engine first answers (engine.start)', () => {
  it('the settings while the policy read hangs, with the document already being created; then the engine; then ready', async () => {
    let releasePolicy: (policy: object) => void = () => undefined;
    const policy = new Promise<object>((resolve) => (releasePolicy = resolve));
    // Chrome's first storage.managed read after a browser start takes seconds.
    Object.assign((globalThis as unknown as { chrome: { storage: object } }).chrome.storage, {
      managed: { get: () => policy },
    });
    const engine = createEngineClient(() => undefined);
    expect(engine.phase()).toBe('settings');
    const answer = engine.request('engine.status', {});
    await vi.waitFor(() => expect(creations).toBe(1));
    expect(engine.phase()).toBe('settings');

    releasePolicy({});
    await vi.waitFor(() => expect(engine.phase()).toBe('starting'));
    expect(listening).toBe(false);
    await expect(answer).resolves.toEqual({ ready: true });
    expect(engine.phase()).toBe('ready');
  });
});
