import { describe, expect, it } from 'vitest';

import {
  type AdapterReport,
  chooseDevice,
  chooseThreads,
  defaultThreads,
  isSoftwareAdapter,
} from '../../lib/ml/device-choice';

/** The device and thread rules (lib/ml/device-choice.ts), as tables. */

describe('device table', () => {
  const gpu: AdapterReport = { vendor: 'nvidia', architecture: 'ampere', description: '', isFallbackAdapter: false };
  const swiftshader: AdapterReport = {
    vendor: 'google',
    architecture: 'swiftshader',
    description: '',
    isFallbackAdapter: false,
  };
  const fallback: AdapterReport = { vendor: '', architecture: '', description: '', isFallbackAdapter: true };
  const llvmpipe: AdapterReport = {
    vendor: 'mesa',
    architecture: '',
    description: 'llvmpipe (LLVM 15.0.6, 256 bits)',
    isFallbackAdapter: false,
  };
  it.each([
    ['auto', gpu, 'onnxruntime-web', 'webgpu', null],
    ['auto', null, 'onnxruntime-web', 'wasm', /^No WebGPU adapter on this device: using WASM/],
    ['webgpu', null, 'onnxruntime-web', 'wasm', /^No WebGPU adapter/],
    ['wasm', gpu, 'onnxruntime-web', 'wasm', null],
    ['webgpu', gpu, 'onnxruntime-node', 'wasm', /not available in Node/],
    // auto steps aside from a software adapter; asking for WebGPU still gets it, with a warning.
    [
      'auto',
      swiftshader,
      'onnxruntime-web',
      'wasm',
      /software one \(google swiftshader\), slower than WASM: using WASM/,
    ],
    ['auto', fallback, 'onnxruntime-web', 'wasm', /software one/],
    ['auto', llvmpipe, 'onnxruntime-web', 'wasm', /software one \(mesa\)/],
    ['webgpu', swiftshader, 'onnxruntime-web', 'webgpu', /software one .*WASM \(CPU\) is usually faster/],
    ['webgpu', gpu, 'onnxruntime-web', 'webgpu', null],
  ] as const)('%s with adapter %o on %s → %s', (preference, adapter, backend, device, note) => {
    const got = chooseDevice(preference, adapter, backend);
    expect(got.device).toBe(device);
    if (note === null) expect(got.note).toBeNull();
    else expect(got.note).toMatch(note);
  });

  it('tells software adapters from hardware ones', () => {
    expect([gpu, swiftshader, fallback, llvmpipe].map(isSoftwareAdapter)).toEqual([false, true, true, true]);
    expect(
      isSoftwareAdapter({
        vendor: 'microsoft',
        architecture: '',
        description: 'Microsoft Basic Render Driver',
        isFallbackAdapter: false,
      }),
    ).toBe(true);
    expect(
      isSoftwareAdapter({
        vendor: 'apple',
        architecture: 'metal-3',
        description: 'Apple M2',
        isFallbackAdapter: false,
      }),
    ).toBe(false);
  });

  it.each([
    // setting, cores, isolated → threads, note
    [0, 2, true, 1, null],
    [0, 4, true, 3, null],
    [0, 16, true, 4, null],
    [0, 1, true, 1, null],
    [2, 8, true, 2, null],
    [8, 4, true, 4, /8 threads asked for, but this device has 4 cores: using 4/],
    [0, 8, false, 1, null],
    [4, 8, false, 1, /need a cross-origin isolated engine/],
    [1, 8, false, 1, null],
  ] as const)('threads: setting %d on %d cores (isolated %s) → %d', (setting, cores, isolated, threads, note) => {
    const got = chooseThreads(setting, cores, isolated);
    expect(got.threads).toBe(threads);
    if (note === null) expect(got.note).toBeNull();
    else expect(got.note).toMatch(note);
    expect(defaultThreads(cores)).toBe(Math.max(1, Math.min(4, cores - 1)));
  });
});
