import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { TINY_MODELS_DIR } from '../../lib/ml/node';
import { OnnxRuntime, type OrtModule } from '../../lib/ml/runtime';
import { managerConfig } from '../../lib/settings/model-config';
import { parseSettings } from '../../lib/settings/schema';

/** models.threads: validated in settings, applied before onnxruntime starts, deferred after. */

function runtime(cores: number, isolated: boolean) {
  const env = { wasm: { numThreads: 0 }, webgpu: {}, logLevel: 'warning' };
  const session = { inputNames: [], outputNames: [], run: async () => ({}), release: async () => undefined };
  const ort = { InferenceSession: { create: async () => session }, Tensor: class {}, env } as unknown as OrtModule;
  return { env, rt: new OnnxRuntime({ ort, hardwareConcurrency: cores, crossOriginIsolated: isolated }) };
}

describe('models.threads', () => {
  it('is an integer from 0 (automatic) to 16, 0 by default, and reaches the manager', () => {
    expect(parseSettings({}).models.threads).toBe(0);
    expect(managerConfig(parseSettings({ models: { threads: 3 } }).models).threads).toBe(3);
    for (const bad of [-1, 17, 2.5, '4'])
      expect(() => parseSettings({ models: { threads: bad } })).toThrow(/models\.threads/);
  });

  it('starts onnxruntime-web with min(4, cores − 1) threads when isolated, 1 when not', async () => {
    const a = runtime(8, true);
    expect(a.env.wasm.numThreads).toBe(4);
    expect((await a.rt.detect('wasm')).threads).toBe(4);
    const b = runtime(8, false);
    expect(b.env.wasm.numThreads).toBe(1);
    expect((await b.rt.detect('wasm')).note).toBeNull();
    b.rt.setThreads(4);
    expect((await b.rt.detect('wasm')).note).toMatch(/cross-origin isolated/);
  });

  it('applies a new count before the first session, and only at the next start after it', async () => {
    const { env, rt } = runtime(8, true);
    rt.setThreads(2);
    expect(env.wasm.numThreads).toBe(2);
    // A real graph: the WASM path splits its weights out before onnxruntime sees it.
    const graph = readFileSync(path.join(TINY_MODELS_DIR, 'claimlens/tiny-embed/onnx/model.onnx'));
    await rt.createSession(graph, 'wasm', 'm');
    rt.setThreads(6);
    expect(env.wasm.numThreads).toBe(2);
    const report = await rt.detect('wasm');
    expect(report.threads).toBe(2);
    expect(report.note).toMatch(/^Running on 2 threads: the new count \(6\) applies when the engine restarts/);
    rt.setThreads(2);
    expect((await rt.detect('wasm')).note).toBeNull();
  });
});
