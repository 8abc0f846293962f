import { describe, expect, it } from 'vitest';

import { chooseOrtBuild } from '../../lib/ml/device-choice';
import { OnnxRuntime, type OrtBuild, type OrtModule } from '../../lib/ml/runtime';
import { parseSettings } from '../../lib/settings/schema';

/**
 * Which onnxruntime-web build the engine starts: the plain WASM build where WebGPU cannot be
 * chosen, JSEP where it can; chosen once, with its environment set before the first session.
 */

function fakeBuild(name: OrtBuild) {
  const env = { wasm: { numThreads: 0, wasmPaths: '' }, webgpu: {} as { adapter?: unknown }, logLevel: 'warning' };
  const created: string[] = [];
  const session = { inputNames: [], outputNames: [], run: async () => ({}), release: async () => undefined };
  const ort = {
    InferenceSession: {
      create: async (_m: Uint8Array, o: { executionProviders: string[] }) => {
        created.push(`${name}:${o.executionProviders[0]}`);
        return session;
      },
    },
    Tensor: class {},
    env,
  } as unknown as OrtModule;
  return { env, created, ort };
}

function runtimeWith(adapter: object | null) {
  const builds = { wasm: fakeBuild('wasm'), webgpu: fakeBuild('webgpu') };
  const loaded: OrtBuild[] = [];
  const rt = new OnnxRuntime({
    builds: {
      wasm: async () => (loaded.push('wasm'), builds.wasm.ort),
      webgpu: async () => (loaded.push('webgpu'), builds.webgpu.ort),
    },
    wasmPaths: 'chrome-extension://id/ort/',
    gpu: { requestAdapter: async () => adapter },
    hardwareConcurrency: 4,
    crossOriginIsolated: true,
  });
  return { rt, builds, loaded };
}

const bytes = new Uint8Array([8, 7]);
const GPU = { info: { vendor: 'nvidia', architecture: 'ampere', description: '', isFallbackAdapter: false } };

describe('chooseOrtBuild', () => {
  it('is JSEP for a WebGPU session or once WebGPU was chosen, else the plain WASM build', () => {
    expect(chooseOrtBuild('wasm', false)).toBe('wasm');
    expect(chooseOrtBuild('webgpu', false)).toBe('webgpu');
    expect(chooseOrtBuild('wasm', true)).toBe('webgpu');
  });
});

describe('a hostile settings file', () => {
  it('reaches the build choice only through the device picklist: any other value is refused by name', () => {
    expect(parseSettings({ models: { device: 'wasm' } }).models.device).toBe('wasm');
    for (const bad of ['../ort/evil.mjs', 'https://cdn.example/ort.mjs', 'WASM', 1, null])
      expect(() => parseSettings({ models: { device: bad } })).toThrow(/models\.device/);
  });
});

describe('OnnxRuntime with two builds', () => {
  it('starts only the plain WASM build on a machine without an adapter, its environment set first', async () => {
    const { rt, builds, loaded } = runtimeWith(null);
    expect((await rt.detect('auto')).device).toBe('wasm');
    await Promise.all([rt.createSession(bytes, 'wasm', 'a'), rt.createSession(bytes, 'wasm', 'b')]);
    expect(loaded).toEqual(['wasm']);
    expect(builds.wasm.created).toEqual(['wasm:wasm', 'wasm:wasm']);
    expect(builds.wasm.env.wasm).toEqual({ numThreads: 3, wasmPaths: 'chrome-extension://id/ort/' });
    expect(builds.wasm.env.logLevel).toBe('error');
  });

  it('starts JSEP when a hardware adapter was chosen, even for a WASM session first (the backends are measured side by side)', async () => {
    const { rt, builds, loaded } = runtimeWith(GPU);
    expect((await rt.detect('auto')).device).toBe('webgpu');
    await rt.createSession(bytes, 'wasm', 'a');
    await rt.createSession(bytes, 'webgpu', 'a');
    expect(loaded).toEqual(['webgpu']);
    expect(builds.webgpu.created).toEqual(['webgpu:wasm', 'webgpu:webgpu']);
    expect(builds.webgpu.env.webgpu.adapter).toBe(GPU);
  });

  it('refuses WebGPU after a WASM-only start with the way out, and keeps serving WASM', async () => {
    const { rt, builds, loaded } = runtimeWith(GPU);
    expect((await rt.detect('wasm')).device).toBe('wasm');
    await rt.createSession(bytes, 'wasm', 'a');
    expect((await rt.detect('auto')).device).toBe('webgpu');
    await expect(rt.createSession(bytes, 'webgpu', 'a')).rejects.toThrow(
      /started on WASM only, so WebGPU is used from its next start \(restart the browser/,
    );
    await rt.createSession(bytes, 'wasm', 'b');
    expect(loaded).toEqual(['wasm']);
    expect(builds.wasm.created).toEqual(['wasm:wasm', 'wasm:wasm']);
  });

  it('says which model a build that failed to load stopped, and loads it again for the next session', async () => {
    const plain = fakeBuild('wasm');
    let tries = 0;
    const rt = new OnnxRuntime({
      builds: {
        wasm: async () => {
          if (++tries === 1) throw new TypeError('Failed to fetch dynamically imported module');
          return plain.ort;
        },
        webgpu: async () => plain.ort,
      },
    });
    await expect(rt.createSession(bytes, 'wasm', 'minilm')).rejects.toThrow(
      /Model "minilm" could not be loaded on WASM: Failed to fetch dynamically imported module/,
    );
    await rt.createSession(bytes, 'wasm', 'minilm');
    expect([tries, plain.created]).toEqual([2, ['wasm:wasm']]);
  });

  it('applies a thread count set before the first session to the build it starts', async () => {
    const { rt, builds } = runtimeWith(null);
    rt.setThreads(2);
    await rt.createSession(bytes, 'wasm', 'a');
    expect(builds.wasm.env.wasm.numThreads).toBe(2);
  });
});
