import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { BATCH_LIMITS, inBatches, planBatches } from '../../lib/ml/batching';
import { aboutModel } from '../../lib/ml/catalog';
import { describeDevice, describeFacts, describeSize, describeThreshold } from '../../lib/ml/describe';
import type { ModelStatus } from '../../lib/ml/manager';
import { readModelFolder, TINY_MODELS_DIR } from '../../lib/ml/node';
import {
  BUILTIN_MODELS,
  filesFor,
  fileUrl,
  findModel,
  modelFile,
  parseMirrorUrl,
  parseModelEntry,
} from '../../lib/ml/registry';
import { chooseDevice, type DeviceReport } from '../../lib/ml/runtime';

const minilm = findModel('all-MiniLM-L6-v2')!;
const HUB_FIXTURES = path.join(TINY_MODELS_DIR, '../hub');

describe('model registry', () => {
  it('has the defaults and the options, with their thresholds, per-device precision and provenance', () => {
    expect(BUILTIN_MODELS.map((m) => [m.id, m.task, m.licence])).toEqual([
      ['all-MiniLM-L6-v2', 'embed', 'Apache-2.0'],
      ['all-mpnet-base-v2', 'embed', 'Apache-2.0'],
      ['bge-small-en-v1.5', 'embed', 'MIT'],
      ['nli-deberta-v3-xsmall', 'nli', 'Apache-2.0'],
      ['nli-deberta-v3-small', 'nli', 'Apache-2.0'],
      ['paraphrase-multilingual-MiniLM-L12-v2', 'embed', 'Apache-2.0'],
      ['mdeberta-v3-base-xnli', 'nli', 'MIT'],
    ]);
    expect(findModel('all-mpnet-base-v2')).toMatchObject({
      dims: 768,
      pooling: 'mean',
      threshold: 0.75,
      maxTokens: 384,
      thresholdStatus: 'from-paper',
    });
    expect(minilm).toMatchObject({ dims: 384, threshold: 0.7, maxTokens: 256, thresholdStatus: 'estimated' });
    // BGE's cosine scale differs: its bar is marked as not calibrated, and says how to calibrate it.
    expect(findModel('bge-small-en-v1.5')).toMatchObject({
      repo: 'Xenova/bge-small-en-v1.5',
      dims: 384,
      pooling: 'cls',
      maxTokens: 512,
      thresholdStatus: 'needs-calibration',
      thresholdNote: expect.stringMatching(/--calibrate/),
    });
    for (const m of BUILTIN_MODELS) {
      expect(['fp32', 'fp16']).toContain(m.dtypes.webgpu);
      expect(() => parseModelEntry(m)).not.toThrow();
      expect(m.quality, m.id).toMatch(/\(.+\)/);
      if (m.task === 'embed') expect(m.thresholdNote, m.id).toBeTruthy();
      // A size for every precision, so Settings can show them before anything is downloaded.
      expect(
        m.files.filter((f) => f.role === 'model').map((f) => [f.dtype, (f.size ?? f.approxSize ?? 0) > 1e6]),
      ).toEqual([
        ['fp32', true],
        ['fp16', true],
        ['q8', true],
      ]);
    }
  });

  it('pins every file of the default embedder to the Hub’s sizes and SHA-256s (the real files, from the shared data)', () => {
    const pinned = Object.fromEntries(minilm.files.map((f) => [f.path, [f.size, f.sha256]]));
    expect(pinned['onnx/model_quantized.onnx']).toEqual([
      22_972_370,
      'afdb6f1a0e45b715d0bb9b11772f032c399babd23bfc31fed1c170afc848bdb1',
    ]);
    expect(pinned['onnx/model.onnx']).toEqual([
      90_387_606,
      '759c3cd2b7fe7e93933ad23c4c9181b7396442a2ed746ec7c1d46192c469c46e',
    ]);
    for (const name of ['tokenizer.json', 'tokenizer_config.json', 'config.json']) {
      const bytes = readFileSync(path.join(HUB_FIXTURES, 'Xenova/all-MiniLM-L6-v2', name));
      expect(pinned[name], name).toEqual([bytes.length, createHash('sha256').update(bytes).digest('hex')]);
    }
    // The other Hub entries pin nothing: their sizes and hashes come from the Hub's API at install.
    for (const m of BUILTIN_MODELS.filter((x) => x !== minilm))
      expect(
        m.files.some((f) => f.sha256),
        m.id,
      ).toBe(false);
  });

  it('offers a multilingual embedding + NLI pair with licences and sizes; the others read English only', () => {
    const size = (id: string) => modelFile(findModel(id)!, 'wasm')!.approxSize;
    expect(findModel('paraphrase-multilingual-MiniLM-L12-v2')).toMatchObject({
      languages: 'multilingual',
      licence: 'Apache-2.0',
      dims: 384,
      pooling: 'mean',
      repo: 'Xenova/paraphrase-multilingual-MiniLM-L12-v2',
    });
    expect(findModel('mdeberta-v3-base-xnli')).toMatchObject({
      languages: 'multilingual',
      licence: 'MIT',
      task: 'nli',
      repo: 'Xenova/mDeBERTa-v3-base-xnli-multilingual-nli-2mil7',
    });
    expect([size('paraphrase-multilingual-MiniLM-L12-v2'), size('mdeberta-v3-base-xnli')]).toEqual([118e6, 339e6]);
    expect(minilm.languages).toBeUndefined();
    expect(() => parseModelEntry({ ...minilm, languages: ['english'] })).toThrow(/languages/);
  });

  it('builds Hub and mirror URLs in the Hub’s resolve layout', () => {
    const q8 = modelFile(minilm, 'wasm')!;
    expect(fileUrl(minilm, q8)).toBe(
      'https://huggingface.co/Xenova/all-MiniLM-L6-v2/resolve/main/onnx/model_quantized.onnx',
    );
    expect(fileUrl(minilm, modelFile(minilm, 'webgpu')!, 'https://models.example.org/hf/')).toBe(
      'https://models.example.org/hf/Xenova/all-MiniLM-L6-v2/resolve/main/onnx/model.onnx',
    );
    expect(filesFor(minilm, 'wasm').map((f) => f.path)).toEqual([
      'onnx/model_quantized.onnx',
      'tokenizer.json',
      'tokenizer_config.json',
      'config.json',
    ]);
  });

  it('accepts https mirrors (and http on localhost only), with a message naming the problem', () => {
    expect(parseMirrorUrl(' https://models.example.org/hf/ ')).toBe('https://models.example.org/hf');
    expect(parseMirrorUrl('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(() => parseMirrorUrl('http://models.example.org')).toThrow(/must use https/);
    expect(() => parseMirrorUrl('models.example.org')).toThrow(/not a URL/);
    expect(() => parseMirrorUrl('https://m.example.org/?token=1')).toThrow(/query/);
  });

  it('validates a team’s claimlens-model.json and says which field is wrong', () => {
    const { entry } = readModelFolder(`${TINY_MODELS_DIR}/claimlens/tiny-embed`);
    expect(parseModelEntry(entry).id).toBe('tiny-embed');
    expect(() => parseModelEntry({ ...entry, repo: 'no-slash' })).toThrow(/"repo" must be "owner\/name"/);
    expect(() => parseModelEntry({ ...entry, dims: undefined })).toThrow(/needs "dims", "pooling" and "threshold"/);
    expect(() =>
      parseModelEntry({ ...entry, files: entry.files.map((f) => ({ ...f, path: '../../etc/passwd' })) }),
    ).toThrow(/relative path/);
    expect(() => parseModelEntry({ ...entry, dtypes: { webgpu: 'fp16', wasm: 'fp32' } })).toThrow(
      /no fp16 model file for webgpu/,
    );
  });
});

describe('device table', () => {
  it('uses WebGPU when a hardware adapter exists, else WASM and says why (the full table: ml-device-choice.test.ts)', () => {
    const gpu = { vendor: 'nvidia', architecture: 'ampere', description: '', isFallbackAdapter: false };
    expect(chooseDevice('auto', gpu, 'onnxruntime-web')).toEqual({ device: 'webgpu', note: null });
    expect(chooseDevice('auto', null, 'onnxruntime-web')).toEqual({
      device: 'wasm',
      note: 'No WebGPU adapter on this device: using WASM (CPU).',
    });
    expect(chooseDevice('wasm', gpu, 'onnxruntime-web')).toEqual({ device: 'wasm', note: null });
  });

  it('describes the device, the adapter and whether it is a fallback adapter', () => {
    const base: DeviceReport = {
      device: 'webgpu',
      requested: 'auto',
      backend: 'onnxruntime-web',
      adapter: { vendor: 'google', architecture: 'swiftshader', description: '', isFallbackAdapter: true },
      threads: 1,
      crossOriginIsolated: true,
      note: null,
    };
    expect(describeDevice(base)).toBe('WebGPU — google swiftshader (fallback adapter: software, slow)');
    expect(describeDevice({ ...base, device: 'wasm', adapter: null, threads: 4 })).toBe('WASM (CPU), 4 threads');
    expect(describeDevice({ ...base, device: 'wasm', adapter: null, crossOriginIsolated: false })).toBe(
      'WASM (CPU), 1 thread (not cross-origin isolated)',
    );
  });

  it('shows approximate sizes before a download and exact ones after', () => {
    const status = {
      state: 'not-installed',
      bytesOnDisk: 0,
      bytesToDownload: 23_702_000,
      files: [{ stored: false, approximate: true }],
    } as unknown as ModelStatus;
    expect(describeSize(status)).toBe('≈ 23 MB to download');
    expect(describeSize({ ...status, state: 'installed', bytesOnDisk: 460_000 })).toBe('449 KB on disk');
  });

  it('shows each entry’s licence, size per precision, and where its memory threshold comes from', () => {
    const shown = (id: string) => {
      const e = findModel(id)!;
      const m = { task: e.task, about: aboutModel(e) } as unknown as ModelStatus;
      return [describeFacts(m), describeThreshold(m)];
    };
    expect(shown('all-MiniLM-L6-v2')).toEqual([
      'Licence Apache-2.0 · q8 22 MB · fp16 43 MB · fp32 86 MB',
      expect.stringMatching(/^Memory threshold 0\.70 \(an estimate\): Set below the paper’s 0\.75/),
    ]);
    expect(shown('bge-small-en-v1.5')).toEqual([
      'Licence MIT · q8 ≈ 32 MB · fp16 ≈ 64 MB · fp32 ≈ 127 MB',
      expect.stringMatching(/^Memory threshold 0\.85 \(needs calibration\): Its cosine scale differs/),
    ]);
    expect(shown('all-mpnet-base-v2')[1]).toBe(
      'Memory threshold 0.75 (from the design paper): The design paper’s similarity bar for this model.',
    );
    expect(shown('nli-deberta-v3-small')).toEqual([
      'Licence Apache-2.0 · q8 ≈ 157 MB · fp16 ≈ 271 MB · fp32 ≈ 542 MB',
      null,
    ]);
  });
});

describe('batching', () => {
  it('returns results in input order, each run within the row and token limits', async () => {
    const seen: number[][] = [];
    const items = [5, 100, 7, 90, 6, 95];
    const out = await inBatches(
      items,
      (x) => x,
      { maxBatch: 2, maxTokens: 1000, runCost: 50 },
      async (batch) => {
        seen.push(batch);
        return batch.map((x) => x * 10);
      },
    );
    expect(out).toEqual(items.map((x) => x * 10));
    // Longest first; a short text is never padded to a long one's length.
    expect(seen).toEqual([[100, 95], [90], [7, 6], [5]]);
    const byTokens: number[][] = [];
    await inBatches(
      [100, 100, 100],
      (x) => x,
      { maxBatch: 32, maxTokens: 250, runCost: 1000 },
      async (b) => (byTokens.push(b), b),
    );
    expect(byTokens.map((b) => b.length)).toEqual([2, 1]);
  });

  it('cuts a run where the padding saved outweighs the cost of one more run', () => {
    const lengths = [30, 30, 30, 30, 10, 10, 10, 10];
    const at = (runCost: number) => planBatches(lengths, { maxBatch: 32, maxTokens: 8192, runCost });
    // Together: 8 × 30 = 240 padded tokens; apart: 4 × 30 + 4 × 10 = 160, i.e. 80 saved.
    expect(at(79)).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6, 7],
    ]);
    expect(at(81)).toEqual([[0, 1, 2, 3, 4, 5, 6, 7]]);
    expect(at(0).flat().sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(planBatches([], BATCH_LIMITS.wasm)).toEqual([]);
  });

  it('keeps the same texts in one run on a GPU and splits them on WASM', () => {
    // 32 texts of 15–31 tokens, as the benchmark's.
    const lengths = Array.from({ length: 32 }, (_, i) => 15 + (i % 17));
    const padded = (plan: number[][]) =>
      plan.reduce((sum, run) => sum + run.length * Math.max(...run.map((i) => lengths[i]!)), 0);
    expect(planBatches(lengths, BATCH_LIMITS.webgpu)).toHaveLength(1);
    const wasm = planBatches(lengths, BATCH_LIMITS.wasm);
    expect(wasm.length).toBeGreaterThan(1);
    expect(padded(wasm)).toBeLessThan(0.8 * 32 * 31);
  });
});
