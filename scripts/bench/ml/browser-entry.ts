import type { ModelEntry } from '../../../lib/ml/registry';
import { engineContender } from './browser-engine';
import { type Contender, rowSoftmax, type Workload } from './workload';

/** The page side of the Chromium benchmark: the engine and transformers.js on the same files. */

interface Job extends Workload {
  entries: ModelEntry[];
}

async function transformers(job: Job): Promise<Contender> {
  const { pipeline, env, AutoTokenizer, AutoModelForSequenceClassification } =
    await import('@huggingface/transformers');
  // Its own onnxruntime-web build, served from here instead of its default CDN.
  env.backends.onnx.wasm!.wasmPaths = `${location.origin}/tjs-ort/`;
  env.localModelPath = '/models/'; // a path, not a URL: transformers.js only probes local paths
  env.allowLocalModels = true;
  env.allowRemoteModels = false;
  env.useBrowserCache = false;
  const [e, n] = job.entries as [ModelEntry, ModelEntry];
  const extract = await pipeline('feature-extraction', e.repo, { dtype: 'fp32', device: 'wasm' });
  const tokenizer = await AutoTokenizer.from_pretrained(n.repo);
  const model = await AutoModelForSequenceClassification.from_pretrained(n.repo, { dtype: 'fp32', device: 'wasm' });
  const classify = async (list = job.pairs) => {
    const inputs = tokenizer(
      list.map((p) => p.premise),
      { text_pair: list.map((p) => p.hypothesis), padding: true, truncation: true },
    );
    return rowSoftmax(((await model(inputs)) as { logits: { data: Float32Array; dims: number[] } }).logits);
  };
  await extract(job.texts.slice(0, 2), { pooling: 'mean', normalize: true });
  await classify(job.pairs.slice(0, 2));
  return {
    embed: () => extract(job.texts, { pooling: 'mean', normalize: true }),
    classify: () => classify(),
    close: async () => {
      await extract.dispose();
      await model.dispose();
    },
  };
}

let contenders: Record<string, Contender> = {};

/** Both libraries loaded side by side; Node drives the rounds (and reads the CPU time). */
async function load(job: Job): Promise<{ threads: Record<'engine' | 'transformers', number> }> {
  const engine = await engineContender(job.entries, job);
  contenders = { engine, transformers: await transformers(job) };
  const { env } = await import('@huggingface/transformers');
  return { threads: { engine: engine.threads, transformers: env.backends.onnx.wasm?.numThreads ?? 1 } };
}

function call(name: string, what: 'embed' | 'classify'): Promise<unknown> {
  return contenders[name]![what]().then(() => undefined);
}

async function unload(): Promise<void> {
  await Promise.all(Object.values(contenders).map((c) => c.close()));
  contenders = {};
}

/** Worker start → first embedding, over the model already in OPFS. */
function coldStart(entries: ModelEntry[]): Promise<number> {
  const t0 = performance.now();
  const worker = new Worker('/bench-worker.js', { type: 'module' });
  return new Promise((resolve, reject) => {
    worker.onmessage = (m: MessageEvent<{ ok: boolean; error?: string }>) => {
      worker.terminate();
      if (m.data.ok) resolve(performance.now() - t0);
      else reject(new Error(m.data.error));
    };
    worker.postMessage(entries);
  });
}

Object.assign(globalThis, { bench: { load, call, unload, coldStart } });
