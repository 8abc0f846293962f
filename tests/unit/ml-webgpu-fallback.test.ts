import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import * as ortWeb from 'onnxruntime-web';
import { beforeEach, describe, expect, it } from 'vitest';

import { ModelError } from '../../lib/ml/errors';
import { ModelManager } from '../../lib/ml/manager';
import { installFolders, TINY_MODELS_DIR } from '../../lib/ml/node';
import { type AdapterReport, OnnxRuntime, type OrtModule } from '../../lib/ml/runtime';
import { LocalModels } from '../../lib/ml/services';
import { fsStore } from '../../lib/ml/store-fs';

/**
 * WebGPU that helps or steps aside: the real WASM runtime behind a session factory whose WebGPU
 * sessions fail (as an unsupported operator or a lost device makes them fail in a browser).
 */

const HARDWARE: AdapterReport = { vendor: 'nvidia', architecture: 'ampere', description: '', isFallbackAdapter: false };
const SWIFTSHADER: AdapterReport = {
  vendor: 'google',
  architecture: 'swiftshader',
  description: 'SwiftShader Device (Subzero)',
  isFallbackAdapter: true,
};

interface Setup {
  models: LocalModels;
  asked: string[];
}

async function setup(adapter: AdapterReport, failing: readonly string[]): Promise<Setup> {
  const asked: string[] = [];
  const create = ((bytes: Uint8Array, options: ortWeb.InferenceSession.SessionOptions) => {
    const ep = String(options.executionProviders?.[0]);
    asked.push(ep);
    if (failing.includes(ep)) return Promise.reject(new Error(`${ep}: no kernel for MatMulInteger`));
    return ortWeb.InferenceSession.create(bytes, { ...options, executionProviders: ['wasm'] });
  }) as typeof ortWeb.InferenceSession.create;
  const ort = {
    InferenceSession: { create },
    Tensor: ortWeb.Tensor,
    env: { wasm: ortWeb.env.wasm, webgpu: {}, logLevel: 'error' },
  } as unknown as OrtModule;
  const runtime = new OnnxRuntime({
    ort,
    gpu: { requestAdapter: async () => ({ info: adapter }) },
    hardwareConcurrency: 2,
  });
  const dir = await mkdtemp(path.join(os.tmpdir(), 'claimlens-webgpu-'));
  const models = new LocalModels(new ModelManager(fsStore(dir), runtime));
  await installFolders(models, [
    path.join(TINY_MODELS_DIR, 'claimlens/tiny-embed'),
    path.join(TINY_MODELS_DIR, 'claimlens/tiny-nli'),
  ]);
  models.manager.configure({ device: 'auto' });
  asked.length = 0;
  return { models, asked };
}

const row = async (s: Setup, id: string) => (await s.models.manager.status()).models.find((m) => m.id === id)!;

describe('a WebGPU session that fails', () => {
  let s: Setup;
  beforeEach(async () => {
    s = await setup(HARDWARE, ['webgpu']);
  }, 30_000);

  it('falls back to WASM, keeps the file, and says so on the model’s row', async () => {
    expect((await s.models.manager.device()).device).toBe('webgpu');
    const [v] = await (await s.models.embedder())!.embed(['Vitamin C prevents colds.']);
    expect(v).toHaveLength(32);
    expect(s.asked).toEqual(['webgpu', 'wasm']);
    const m = await row(s, 'tiny-embed');
    expect(m).toMatchObject({ state: 'installed', loaded: true, device: 'webgpu', runsOn: 'wasm', error: null });
    expect(m.deviceNote).toMatch(
      /^WebGPU could not load it, so it runs on WASM \(CPU\); its files are kept\. .*no kernel for MatMulInteger/,
    );
    expect(m.files.every((f) => f.stored)).toBe(true);
  }, 30_000);

  it('serves the NLI model the same way, and tries WebGPU again after an unload', async () => {
    const [p] = await (await s.models.nli())!.classify([
      { premise: 'Water boils at 100 °C at sea level.', hypothesis: 'Water boils.' },
    ]);
    expect(p!.entailment + p!.contradiction + p!.neutral).toBeCloseTo(1, 5);
    expect((await row(s, 'tiny-nli')).runsOn).toBe('wasm');
    await s.models.manager.unload('tiny-nli');
    expect((await row(s, 'tiny-nli')).deviceNote).toBeNull();
    await s.models.nli();
    expect(s.asked.filter((ep) => ep === 'webgpu')).toHaveLength(2);
  }, 30_000);
});

describe('a model neither WebGPU nor WASM can open', () => {
  it('fails with a message naming both, and its verified files stay', async () => {
    const s = await setup(HARDWARE, ['webgpu', 'wasm']);
    const failure = await s.models.embedder().then(
      () => null,
      (e: unknown) => e,
    );
    expect(failure).toBeInstanceOf(ModelError);
    expect((failure as ModelError).code).toBe('load-failed');
    expect((failure as ModelError).message).toMatch(
      /could not be loaded on WebGPU \(.*\) nor on WASM \(.*\)\. Its files are kept: choose another model in Settings → Models/,
    );
    expect((await row(s, 'tiny-embed')).files.every((f) => f.stored)).toBe(true);
  }, 30_000);
});

describe('auto on a software adapter', () => {
  it('runs on WASM without trying WebGPU, and the device note says why', async () => {
    const s = await setup(SWIFTSHADER, []);
    const report = await s.models.manager.device();
    expect(report).toMatchObject({ device: 'wasm', requested: 'auto', adapter: null });
    expect(report.note).toMatch(/software one \(google swiftshader\), slower than WASM: using WASM \(CPU\)/);
    await (await s.models.embedder())!.embed(['Zinc shortens colds.']);
    expect(s.asked).toEqual(['wasm']);
  }, 30_000);

  it('still uses the software adapter when WebGPU is asked for, with a warning', async () => {
    const s = await setup(SWIFTSHADER, []);
    s.models.manager.configure({ device: 'webgpu' });
    const report = await s.models.manager.device();
    expect(report.device).toBe('webgpu');
    expect(report.note).toMatch(/WASM \(CPU\) is usually faster/);
  }, 30_000);
});

describe('Test this model after a fallback', () => {
  it('reports WASM, the device it really ran on, and why', async () => {
    const s = await setup(HARDWARE, ['webgpu']);
    const result = await s.models.manager.test('tiny-embed');
    expect(result.device).toMatchObject({
      device: 'wasm',
      requested: 'auto',
      note: expect.stringMatching(/^WebGPU could not load it/),
    });
  }, 30_000);
});
