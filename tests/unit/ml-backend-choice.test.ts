import { describe, expect, it } from 'vitest';

import { decideBackend, measurementKey, median, type Trial } from '../../lib/ml/backend-choice';

/** Which backend measuring keeps (lib/ml/backend-choice.ts), as a table of timings. */

const ran = (ms: number): Trial => ({ ms, runs: 5 });
const failed = (error: string): Trial => ({ error });

describe('keeping the faster backend', () => {
  it.each([
    ['WebGPU clearly faster', ran(12), ran(40), 'auto', 'webgpu', 'WebGPU chosen: 12 ms vs WASM 40 ms per run.'],
    ['WASM faster', ran(55), ran(40), 'auto', 'wasm', 'WASM chosen: WebGPU 55 ms vs WASM 40 ms per run.'],
    [
      'WebGPU faster by less than 10 %',
      ran(38),
      ran(40),
      'auto',
      'wasm',
      'WASM chosen: WebGPU 38 ms vs WASM 40 ms per run (WebGPU not faster by 10 % or more).',
    ],
    ['WebGPU exactly 10 % faster', ran(36), ran(40), 'auto', 'webgpu', 'WebGPU chosen: 36 ms vs WASM 40 ms per run.'],
    [
      'small figures keep a decimal',
      ran(2.25),
      ran(8.5),
      'auto',
      'webgpu',
      'WebGPU chosen: 2.3 ms vs WASM 8.5 ms per run.',
    ],
    [
      'WebGPU failed',
      failed('no kernel for MatMulInteger'),
      ran(40),
      'auto',
      'wasm',
      'WASM chosen: WebGPU failed while being measured (no kernel for MatMulInteger); WASM 40 ms per run.',
    ],
    [
      'WASM failed',
      ran(12),
      failed('out of memory'),
      'auto',
      'webgpu',
      'WebGPU chosen: 12 ms per run; WASM failed while being measured (out of memory).',
    ],
    [
      'WebGPU asked for, WASM faster',
      ran(90),
      ran(40),
      'webgpu',
      'webgpu',
      'WebGPU (as chosen): 90 ms vs WASM 40 ms per run. WASM is faster here: choose “Best available” to let ClaimLens use it.',
    ],
    [
      'WebGPU asked for and faster',
      ran(10),
      ran(40),
      'webgpu',
      'webgpu',
      'WebGPU (as chosen): 10 ms vs WASM 40 ms per run.',
    ],
    [
      'WebGPU asked for but failed',
      failed('device lost'),
      ran(40),
      'webgpu',
      'wasm',
      'WASM chosen: WebGPU failed while being measured (device lost); WASM 40 ms per run.',
    ],
  ] as const)('%s', (_, webgpu, wasm, preference, device, reason) => {
    expect(decideBackend(webgpu, wasm, preference)).toEqual({ device, reason });
  });

  it('gives nothing when neither backend ran', () => {
    expect(decideBackend(failed('a'), failed('b'))).toBeNull();
  });
});

describe('what a remembered measurement is valid for', () => {
  const gpu = { vendor: 'nvidia', architecture: 'ampere', description: 'RTX 3060', isFallbackAdapter: false };
  it('changes with the graph, the adapter and the onnxruntime version', () => {
    const key = measurementKey('abc', gpu, '1.22.0');
    expect(key).toBe('abc|nvidia/ampere/RTX 3060|onnxruntime 1.22.0');
    expect(measurementKey('abd', gpu, '1.22.0')).not.toBe(key);
    expect(measurementKey('abc', { ...gpu, architecture: 'ada' }, '1.22.0')).not.toBe(key);
    expect(measurementKey('abc', gpu, '1.23.0')).not.toBe(key);
    expect(measurementKey('abc', null, '1.22.0')).toBe('abc|no adapter|onnxruntime 1.22.0');
  });
});

describe('median', () => {
  it('is not moved by one slow run', () => {
    expect(median([10, 11, 300, 12, 10])).toBe(11);
    expect(median([4, 2])).toBe(3);
    expect(median([7])).toBe(7);
  });
});
