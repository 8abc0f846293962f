import { describe, expect, it } from 'vitest';
import { describeDevice, describeSize } from '../../lib/ml/describe';
import type { ModelStatus } from '../../lib/ml/manager';
import { BUILTIN_MODELS, fileUrl, filesFor, findModel, modelFile, parseMirrorUrl, parseModelEntry } from '../../lib/ml/registry';
import { BATCH_LIMITS, chooseDevice, inBatches, planBatches, type DeviceReport } from '../../lib/ml/runtime';
import { readModelFolder, TINY_MODELS_DIR } from '../../lib/ml/node';

const minilm = findModel('all-MiniLM-L6-v2')!;

describe('model registry', () => {
  it('has the three defaults with their thresholds and per-device precision', () => {
    expect(BUILTIN_MODELS.map((m) => [m.id, m.task])).toEqual([
      ['all-MiniLM-L6-v2', 'embed'],
      ['all-mpnet-base-v2', 'embed'],
      ['nli-deberta-v3-xsmall', 'nli'],
      ['paraphrase-multilingual-MiniLM-L12-v2', 'embed'],
      ['mdeberta-v3-base-xnli', 'nli'],
    ]);
    expect(findModel('all-mpnet-base-v2')).toMatchObject({ dims: 768, pooling: 'mean', threshold: 0.75, maxTokens: 384 });
    expect(minilm).toMatchObject({ dims: 384, threshold: 0.7, maxTokens: 256 });
    for (const m of BUILTIN_MODELS) {
      expect(['fp32', 'fp16']).toContain(m.dtypes.webgpu);
      expect(() => parseModelEntry(m)).not.toThrow();
    }
  });

  it('offers a multilingual embedding + NLI pair with licences and sizes; the others read English only', () => {
    const size = (id: string) => modelFile(findModel(id)!, 'wasm')!.approxSize;
    expect(findModel('paraphrase-multilingual-MiniLM-L12-v2')).toMatchObject({ languages: 'multilingual', license: 'Apache-2.0', dims: 384, pooling: 'mean', repo: 'Xenova/paraphrase-multilingual-MiniLM-L12-v2' });
    expect(findModel('mdeberta-v3-base-xnli')).toMatchObject({ languages: 'multilingual', license: 'MIT', task: 'nli', repo: 'Xenova/mDeBERTa-v3-base-xnli-multilingual-nli-2mil7' });
    expect([size('paraphrase-multilingual-MiniLM-L12-v2'), size('mdeberta-v3-base-xnli')]).toEqual([118e6, 339e6]);
    expect(minilm.languages).toBeUndefined();
    expect(() => parseModelEntry({ ...minilm, languages: ['english'] })).toThrow(/languages/);
  });

  it('builds Hub and mirror URLs in the Hub’s resolve layout', () => {
    const q8 = modelFile(minilm, 'wasm')!;
    expect(fileUrl(minilm, q8)).toBe('https://huggingface.co/Xenova/all-MiniLM-L6-v2/resolve/main/onnx/model_quantized.onnx');
    expect(fileUrl(minilm, modelFile(minilm, 'webgpu')!, 'https://models.example.org/hf/')).toBe('https://models.example.org/hf/Xenova/all-MiniLM-L6-v2/resolve/main/onnx/model.onnx');
    expect(filesFor(minilm, 'wasm').map((f) => f.path)).toEqual(['onnx/model_quantized.onnx', 'tokenizer.json', 'tokenizer_config.json', 'config.json']);
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
    expect(() => parseModelEntry({ ...entry, files: entry.files.map((f) => ({ ...f, path: '../../etc/passwd' })) })).toThrow(/relative path/);
    expect(() => parseModelEntry({ ...entry, dtypes: { webgpu: 'fp16', wasm: 'fp32' } })).toThrow(/no fp16 model file for webgpu/);
  });
});

describe('device table', () => {
  it('uses WebGPU when an adapter exists, else WASM and says why', () => {
    expect(chooseDevice('auto', true, 'onnxruntime-web')).toEqual({ device: 'webgpu', note: null });
    expect(chooseDevice('auto', false, 'onnxruntime-web')).toEqual({ device: 'wasm', note: 'No WebGPU adapter on this device: using WASM (CPU).' });
    expect(chooseDevice('webgpu', false, 'onnxruntime-web').device).toBe('wasm');
    expect(chooseDevice('wasm', true, 'onnxruntime-web')).toEqual({ device: 'wasm', note: null });
    expect(chooseDevice('webgpu', true, 'onnxruntime-node').note).toMatch(/not available in Node/);
  });

  it('describes the device, the adapter and whether it is a fallback adapter', () => {
    const base: DeviceReport = { device: 'webgpu', requested: 'auto', backend: 'onnxruntime-web', adapter: { vendor: 'google', architecture: 'swiftshader', description: '', isFallbackAdapter: true }, threads: 1, crossOriginIsolated: true, note: null };
    expect(describeDevice(base)).toBe('WebGPU — google swiftshader (fallback adapter: software, slow)');
    expect(describeDevice({ ...base, device: 'wasm', adapter: null, threads: 4 })).toBe('WASM (CPU), 4 threads');
    expect(describeDevice({ ...base, device: 'wasm', adapter: null, crossOriginIsolated: false })).toBe('WASM (CPU), 1 thread (not cross-origin isolated)');
  });

  it('shows approximate sizes before a download and exact ones after', () => {
    const status = { state: 'not-installed', bytesOnDisk: 0, bytesToDownload: 23_702_000, files: [{ stored: false, approximate: true }] } as unknown as ModelStatus;
    expect(describeSize(status)).toBe('≈ 23 MB to download');
    expect(describeSize({ ...status, state: 'installed', bytesOnDisk: 460_000 })).toBe('449 KB on disk');
  });
});

describe('batching', () => {
  it('returns results in input order, each run within the row and token limits', async () => {
    const seen: number[][] = [];
    const items = [5, 100, 7, 90, 6, 95];
    const out = await inBatches(items, (x) => x, { maxBatch: 2, maxTokens: 1000, runCost: 50 }, async (batch) => {
      seen.push(batch);
      return batch.map((x) => x * 10);
    });
    expect(out).toEqual(items.map((x) => x * 10));
    // Longest first; a short text is never padded to a long one's length.
    expect(seen).toEqual([[100, 95], [90], [7, 6], [5]]);
    const byTokens: number[][] = [];
    await inBatches([100, 100, 100], (x) => x, { maxBatch: 32, maxTokens: 250, runCost: 1000 }, async (b) => (byTokens.push(b), b));
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
    const padded = (plan: number[][]) => plan.reduce((sum, run) => sum + run.length * Math.max(...run.map((i) => lengths[i]!)), 0);
    expect(planBatches(lengths, BATCH_LIMITS.webgpu)).toHaveLength(1);
    const wasm = planBatches(lengths, BATCH_LIMITS.wasm);
    expect(wasm.length).toBeGreaterThan(1);
    expect(padded(wasm)).toBeLessThan(0.8 * 32 * 31);
  });
});
