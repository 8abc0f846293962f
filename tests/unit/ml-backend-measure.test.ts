import { mkdtemp, readFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import * as ortWeb from 'onnxruntime-web';
import { describe, expect, it } from 'vitest';

import { log } from '../../lib/log/log';
import { measureBackends } from '../../lib/ml/backend-measure';
import { ModelError } from '../../lib/ml/errors';
import { ModelManager } from '../../lib/ml/manager';
import { installFolders, TINY_MODELS_DIR } from '../../lib/ml/node';
import { BUILTIN_MODELS } from '../../lib/ml/registry';
import { type AdapterReport, OnnxRuntime, type OrtModule, type Session } from '../../lib/ml/runtime';
import { LocalModels } from '../../lib/ml/services';
import { storeName } from '../../lib/ml/store';
import { fsStore } from '../../lib/ml/store-fs';

/**
 * Measuring both backends on first use (lib/ml/backend-measure.ts): first the module alone over
 * sessions on a fake clock, then the real WASM runtime behind a session factory whose WebGPU
 * (or WASM) sessions are slow or fail — there is no GPU here, so "WebGPU" is the WASM provider
 * with a delay added to each run. The delays are far apart (100 ms against about 1 ms), so
 * the decisions do not depend on this machine's speed.
 */

const HARDWARE: AdapterReport = { vendor: 'nvidia', architecture: 'ampere', description: '', isFallbackAdapter: false };
const entry = BUILTIN_MODELS[0]!;

describe('measureBackends over fake sessions', () => {
  /** Sessions whose probe advances a fake clock by `cost[device]` ms. */
  function fakes(cost: { webgpu: number; wasm: number }, failOpen: string[] = []) {
    let clock = 0;
    const released: string[] = [];
    const probes: string[] = [];
    const runtime = {
      createSession: async (_b: Uint8Array, device: 'webgpu' | 'wasm') => {
        if (failOpen.includes(device)) throw new Error(`${device} cannot open it`);
        return { device, release: async () => void released.push(device) } as unknown as Session;
      },
    };
    const probe = async (s: Session) => {
      probes.push(s.device);
      clock += cost[s.device];
    };
    return { runtime, probe, released, probes, now: () => clock };
  }

  it('keeps the faster session, releases the other, and runs each within its half of the budget', async () => {
    const f = fakes({ webgpu: 300, wasm: 40 });
    const m = await measureBackends(f.runtime, new Uint8Array(), entry, {
      probe: f.probe,
      preference: 'auto',
      budgetMs: 1000,
      now: f.now,
    });
    expect(m.device).toBe('wasm');
    expect(m.session.device).toBe('wasm');
    expect(f.released).toEqual(['webgpu']);
    // Each backend's half (500 ms) counts its warm-up: WebGPU's warm-up ends at 300 ms, one timed
    // run at 600 ms, past it; WASM's warm-up and 5 timed runs take 240 ms.
    expect(m.webgpu).toEqual({ ms: 300, runs: 1 });
    expect(m.wasm).toEqual({ ms: 40, runs: 5 });
    expect(f.probes).toEqual(['webgpu', 'webgpu', ...Array<string>(6).fill('wasm')]);
    expect(m.reason).toBe('WASM chosen: WebGPU 300 ms vs WASM 40 ms per run.');
  });

  it('runs one timed run at least when the budget is spent by the warm-up', async () => {
    const f = fakes({ webgpu: 5000, wasm: 5000 });
    const m = await measureBackends(f.runtime, new Uint8Array(), entry, {
      probe: f.probe,
      preference: 'auto',
      budgetMs: 100,
      now: f.now,
    });
    expect([m.webgpu, m.wasm]).toEqual([
      { ms: 5000, runs: 1 },
      { ms: 5000, runs: 1 },
    ]);
  });

  it('picks the other backend when one cannot open, and says why', async () => {
    const f = fakes({ webgpu: 10, wasm: 40 }, ['webgpu']);
    const m = await measureBackends(f.runtime, new Uint8Array(), entry, {
      probe: f.probe,
      preference: 'auto',
      now: f.now,
    });
    expect(m.device).toBe('wasm');
    expect(m.reason).toBe(
      'WASM chosen: WebGPU failed while being measured (webgpu cannot open it); WASM 40 ms per run.',
    );
    // Settings → Diagnostics shows the diagnostics log: the failure and the choice are in it.
    const logged = log
      .entries()
      .filter((e) => e.area === 'models')
      .map((e) => [e.level, e.message]);
    expect(logged).toContainEqual([
      'warn',
      `"${entry.name}" failed on WebGPU while being measured: webgpu cannot open it`,
    ]);
    expect(logged).toContainEqual(['info', `"${entry.name}": ${m.reason}`]);
  });

  it('names both errors when neither backend opens', async () => {
    const f = fakes({ webgpu: 10, wasm: 40 }, ['webgpu', 'wasm']);
    const e = await measureBackends(f.runtime, new Uint8Array(), entry, { probe: f.probe, preference: 'auto' }).catch(
      (x: unknown) => x,
    );
    expect(e).toBeInstanceOf(ModelError);
    expect((e as ModelError).message).toMatch(
      /could not be loaded on WebGPU \(webgpu cannot open it\) nor on WASM \(wasm cannot open it\)\. Its files are kept/,
    );
  });

  it('stops when aborted and releases what it opened', async () => {
    const f = fakes({ webgpu: 10, wasm: 40 });
    const controller = new AbortController();
    const probe = async (s: Session) => {
      await f.probe(s);
      if (s.device === 'wasm') controller.abort();
    };
    const e = await measureBackends(f.runtime, new Uint8Array(), entry, {
      probe,
      preference: 'auto',
      signal: controller.signal,
      now: f.now,
    }).catch((x: unknown) => x);
    expect((e as Error).name).toBe('AbortError');
    expect(f.released.sort()).toEqual(['wasm', 'webgpu']);
  });

  it('lets a model whose outputs do not fit its entry fail as such, not as a backend failure', async () => {
    const f = fakes({ webgpu: 10, wasm: 40 });
    const probe = async () => {
      throw new ModelError('shape-mismatch', 'Model gives 16-dimensional vectors.');
    };
    const e = await measureBackends(f.runtime, new Uint8Array(), entry, { probe, preference: 'auto' }).catch(
      (x: unknown) => x,
    );
    expect((e as ModelError).code).toBe('shape-mismatch');
    expect(f.released).toEqual(['webgpu']);
  });
});

interface Factory {
  /** ms added to every run of a session on this execution provider. */
  slow?: Partial<Record<'webgpu' | 'wasm', number>>;
  /** Providers whose runs throw (the session opens). */
  failRun?: string[];
  onRun?: (ep: string) => void;
}

async function setup(dir: string, adapter: AdapterReport, factory: Factory, custom?: ModelManager['settings']) {
  const asked: string[] = [];
  const create = (async (bytes: Uint8Array, options: ortWeb.InferenceSession.SessionOptions) => {
    const ep = String(options.executionProviders?.[0]) as 'webgpu' | 'wasm';
    asked.push(ep);
    const s = await ortWeb.InferenceSession.create(bytes, { ...options, executionProviders: ['wasm'] });
    const delay = factory.slow?.[ep] ?? 0;
    const fails = factory.failRun?.includes(ep);
    const run = async (feeds: ortWeb.InferenceSession.FeedsType) => {
      factory.onRun?.(ep);
      if (fails) throw new Error(`${ep}: device lost`);
      if (delay) await new Promise((r) => setTimeout(r, delay));
      return s.run(feeds);
    };
    return Object.assign(Object.create(s) as ortWeb.InferenceSession, { run, release: () => s.release() });
  }) as typeof ortWeb.InferenceSession.create;
  const ort = {
    InferenceSession: { create },
    Tensor: ortWeb.Tensor,
    env: { wasm: ortWeb.env.wasm, webgpu: {}, logLevel: 'error', versions: { common: '1.0.0', web: '1.0.0' } },
  } as unknown as OrtModule;
  const runtime = new OnnxRuntime({
    ort,
    gpu: { requestAdapter: async () => ({ info: adapter }) },
    hardwareConcurrency: 2,
  });
  const models = new LocalModels(new ModelManager(fsStore(dir), runtime));
  if (custom) models.manager.configure(custom);
  else await installFolders(models, [path.join(TINY_MODELS_DIR, 'claimlens/tiny-embed')]);
  models.manager.configure({ device: 'auto' });
  asked.length = 0;
  return { models, asked };
}

const row = async (models: LocalModels) => (await models.manager.status()).models.find((m) => m.id === 'tiny-embed')!;
const embedOnce = async (models: LocalModels) => (await models.embedder())!.embed(['Zinc shortens colds.']);

describe('the first use of a model on auto with a hardware adapter', () => {
  it('keeps WASM when WebGPU is slower, remembers it, and the next engine does not measure again', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'claimlens-measure-'));
    const a = await setup(dir, HARDWARE, { slow: { webgpu: 100 } });
    await embedOnce(a.models);
    expect(a.asked).toEqual(['webgpu', 'wasm']);
    const m = await row(a.models);
    expect(m).toMatchObject({ device: 'webgpu', runsOn: 'wasm', deviceNote: null, loaded: true });
    expect(m.measurement).toMatchObject({ device: 'wasm' });
    expect(m.measurement!.reason).toMatch(/^WASM chosen: WebGPU \d+ ms vs WASM \d+(\.\d)? ms per run/);
    expect(m.measurement!.webgpuMs).toBeGreaterThanOrEqual(100);
    const saved = JSON.parse(
      await readFile(path.join(dir, 'tiny-embed', storeName('claimlens-backend.json')), 'utf8'),
    ) as { key: string };
    expect(saved.key).toMatch(/\|nvidia\/ampere\/\|onnxruntime 1\.0\.0$/);

    const b = await setup(dir, HARDWARE, {}, a.models.manager.settings);
    await embedOnce(b.models);
    expect(b.asked).toEqual(['wasm']);
    expect((await row(b.models)).measurement).toEqual(m.measurement);
  }, 30_000);

  it('is not applied under "WebGPU if available", and comes back from disk on auto', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'claimlens-measure-'));
    const s = await setup(dir, HARDWARE, { slow: { webgpu: 100 } });
    await embedOnce(s.models);
    const measured = (await row(s.models)).measurement;
    expect(measured?.device).toBe('wasm');
    s.models.manager.configure({ device: 'webgpu' });
    s.asked.length = 0;
    await embedOnce(s.models);
    expect(s.asked).toEqual(['webgpu']);
    expect(await row(s.models)).toMatchObject({ runsOn: 'webgpu', measurement: null });
    s.models.manager.configure({ device: 'auto' });
    s.asked.length = 0;
    await embedOnce(s.models);
    expect(s.asked).toEqual(['wasm']);
    expect(await row(s.models)).toMatchObject({ runsOn: 'wasm', measurement: measured });
  }, 30_000);

  it('keeps WebGPU when WASM is slower', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'claimlens-measure-'));
    const s = await setup(dir, HARDWARE, { slow: { wasm: 100 } });
    await embedOnce(s.models);
    const m = await row(s.models);
    expect(m.runsOn).toBe('webgpu');
    expect(m.measurement!.reason).toMatch(/^WebGPU chosen: \d+(\.\d)? ms vs WASM \d+ ms per run\.$/);
  }, 30_000);

  it('measures again on another adapter', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'claimlens-measure-'));
    const a = await setup(dir, HARDWARE, { slow: { webgpu: 100 } });
    await embedOnce(a.models);
    const b = await setup(dir, { ...HARDWARE, architecture: 'ada' }, {}, a.models.manager.settings);
    await embedOnce(b.models);
    expect(b.asked).toEqual(['webgpu', 'wasm']);
  }, 30_000);

  it('picks WASM when WebGPU fails while running, says so, and does not remember the failure', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'claimlens-measure-'));
    const a = await setup(dir, HARDWARE, { failRun: ['webgpu'] });
    const [v] = await embedOnce(a.models);
    expect(v).toHaveLength(32);
    const m = await row(a.models);
    expect(m.runsOn).toBe('wasm');
    expect(m.measurement!.reason).toMatch(/^WASM chosen: WebGPU failed while being measured \(webgpu: device lost\)/);
    expect(m.deviceNote).toMatch(/^WebGPU could not load it, so it runs on WASM \(CPU\); its files are kept/);
    const b = await setup(dir, HARDWARE, {}, a.models.manager.settings);
    await embedOnce(b.models);
    expect(b.asked).toEqual(['webgpu', 'wasm']);
  }, 30_000);

  it('"Measure again" measures both backends once more and reports the new result', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'claimlens-measure-'));
    const s = await setup(dir, HARDWARE, { slow: { webgpu: 100 } });
    await embedOnce(s.models);
    const first = (await row(s.models)).measurement!;
    s.asked.length = 0;
    const again = await s.models.manager.measure('tiny-embed');
    expect(s.asked).toEqual(['webgpu', 'wasm']);
    expect(again.device).toBe('wasm');
    expect(again.measuredAt).toBeGreaterThanOrEqual(first.measuredAt);
    expect((await row(s.models)).measurement).toEqual(again);
  }, 30_000);

  it('stops measuring when the model is unloaded meanwhile, and keeps its files', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'claimlens-measure-'));
    const factory: Factory = {};
    const s = await setup(dir, HARDWARE, factory);
    factory.onRun = (ep) => {
      if (ep === 'wasm') void s.models.manager.unload('tiny-embed');
    };
    const e = await embedOnce(s.models).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ModelError);
    expect((e as ModelError).code).toBe('cancelled');
    expect((e as ModelError).message).toMatch(
      /^Measuring "tiny-embed \(generated, random weights\)" stopped: it was unloaded/,
    );
    factory.onRun = undefined;
    const m = await row(s.models);
    expect(m).toMatchObject({ state: 'installed', loaded: false, measurement: null });
    expect(await embedOnce(s.models)).toHaveLength(1);
  }, 30_000);

  it('has nothing to measure without a hardware adapter, and says why', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'claimlens-measure-'));
    const s = await setup(
      dir,
      { ...HARDWARE, vendor: 'google', architecture: 'swiftshader', isFallbackAdapter: true },
      {},
    );
    await embedOnce(s.models);
    expect(s.asked).toEqual(['wasm']);
    expect((await row(s.models)).measurement).toBeNull();
    await expect(s.models.manager.measure('tiny-embed')).rejects.toThrow(
      /^Nothing to measure: models run on WASM here \(The only WebGPU adapter here is a software one/,
    );
  }, 30_000);
});
