import { describe, expect, it, vi } from 'vitest';

import { createEngineHost, type EngineWorker } from '../../lib/engine/host';
import { ENGINE_IDLE, type EngineActivity, mayStop } from '../../lib/engine/idle-stop';
import { tinyModelServices } from '../../lib/ml/node';
import { defaultSettings } from '../../lib/settings/schema';
import { DEFAULT_SOURCES } from '../../lib/sources/defaults';

/**
 * An idle engine worker gives its memory back (onnxruntime-web's WASM heap never shrinks): the
 * rule for when it may stop, the host that ends it only while no call waits, and the models'
 * signal that starts it all.
 */

const quiet: EngineActivity = {
  checksActive: 0,
  checksQueued: 0,
  startupWork: false,
  modelsQuiet: true,
  localLlmActive: false,
};

describe('when an idle engine may stop', () => {
  it('only when nothing at all runs in it', () => {
    expect(mayStop(quiet)).toBe(true);
    expect(mayStop({ ...quiet, checksActive: 1 })).toBe(false);
    expect(mayStop({ ...quiet, checksQueued: 2 })).toBe(false);
    expect(mayStop({ ...quiet, startupWork: true })).toBe(false);
    expect(mayStop({ ...quiet, modelsQuiet: false })).toBe(false);
    expect(mayStop({ ...quiet, localLlmActive: true })).toBe(false);
  });
});

/** A worker the test speaks for: it sees the host's requests and sends what the test says. */
function fakeWorkers() {
  const workers: { sent: { id: number; op: string }[]; terminated: boolean; say(m: unknown): void }[] = [];
  const start = (): EngineWorker => {
    const target = new EventTarget();
    const w = {
      sent: [] as { id: number; op: string }[],
      terminated: false,
      say: (m: unknown) => target.dispatchEvent(new MessageEvent('message', { data: m })),
    };
    workers.push(w);
    return {
      postMessage: (m: unknown) => w.sent.push(m as { id: number; op: string }),
      addEventListener: target.addEventListener.bind(target) as EngineWorker['addEventListener'],
      terminate: () => void (w.terminated = true),
    };
  };
  return { workers, start };
}

const config = { settings: defaultSettings(), secrets: {}, sources: [...DEFAULT_SOURCES], hostAccess: null };

describe('the host ends an idle worker', () => {
  it('ends it on its word while no call waits; the next request starts a fresh worker; other events pass on', async () => {
    const { workers, start } = fakeWorkers();
    const events: unknown[] = [];
    const host = createEngineHost((e) => events.push(e), start);
    const first = host.relay('kg.status', {}, config);
    workers[0]!.say({ kind: 'response', id: workers[0]!.sent[0]!.id, ok: true, data: { ready: true } });
    await expect(first).resolves.toEqual({ ready: true });

    workers[0]!.say({ kind: 'event', event: { kind: 'check.update', id: 'c1' } });
    workers[0]!.say({ kind: 'event', event: { kind: ENGINE_IDLE } });
    expect(workers[0]!.terminated).toBe(true);
    // The idle word is the host's own: only the check update reached the background.
    expect(events).toEqual([{ kind: 'check.update', id: 'c1' }]);

    const second = host.relay('kg.status', {}, config);
    expect(workers).toHaveLength(2);
    workers[1]!.say({ kind: 'response', id: workers[1]!.sent[0]!.id, ok: true, data: { ready: false } });
    await expect(second).resolves.toEqual({ ready: false });
  });

  it('keeps a worker that a call is waiting on, and ignores the word of a worker it already replaced', async () => {
    const { workers, start } = fakeWorkers();
    const host = createEngineHost(() => undefined, start);
    const waiting = host.relay('kg.status', {}, config);
    workers[0]!.say({ kind: 'event', event: { kind: ENGINE_IDLE } });
    expect(workers[0]!.terminated).toBe(false);
    workers[0]!.say({ kind: 'response', id: workers[0]!.sent[0]!.id, ok: true, data: 1 });
    await expect(waiting).resolves.toBe(1);

    host.terminate();
    void host.relay('kg.status', {}, config).catch(() => undefined);
    workers[0]!.say({ kind: 'event', event: { kind: ENGINE_IDLE } });
    // The stale worker's word does not end the new one, which has a call in flight anyway.
    expect(workers[1]!.terminated).toBe(false);
  });
});

describe('the host started ahead of its first request (the offscreen document starts its worker at once)', () => {
  it('starts one worker, which the first request then uses; after an idle stop it starts a fresh one', async () => {
    const { workers, start } = fakeWorkers();
    const host = createEngineHost(() => undefined, start);
    host.start();
    host.start();
    expect(workers).toHaveLength(1);
    expect(workers[0]!.sent).toEqual([]);
    const answer = host.relay('kg.status', {}, config);
    expect(workers).toHaveLength(1);
    workers[0]!.say({ kind: 'response', id: workers[0]!.sent[0]!.id, ok: true, data: 'up' });
    await expect(answer).resolves.toBe('up');

    workers[0]!.say({ kind: 'event', event: { kind: ENGINE_IDLE } });
    host.start();
    expect(workers).toHaveLength(2);
    expect(workers[1]!.terminated).toBe(false);
  });
});

describe("the models' signal", () => {
  it('fires after an idle release; once both models are released the manager is quiet', async () => {
    const models = await tinyModelServices();
    const released = vi.fn();
    models.onIdleRelease(released);
    models.manager.configure({ idleUnloadMinutes: 0.002 });
    await (await models.embedder())!.embed(['Vitamin C prevents colds.']);
    await (await models.nli())!.classify([{ premise: 'Vaccines are tested.', hypothesis: 'Vaccines work.' }]);
    expect(models.manager.quiet).toBe(false);
    await vi.waitFor(() => expect(released).toHaveBeenCalledTimes(2), { timeout: 5000, interval: 20 });
    expect(models.manager.quiet).toBe(true);
  }, 60_000);
});
