import * as ortWeb from 'onnxruntime-web';

import { modelsEngine as m } from '../i18n/catalogue/models-engine';
import { tCount } from '../i18n/plural';
import { t } from '../i18n/t';
import { type AdapterReport, type Backend, chooseDevice, chooseThreads, type DevicePreference } from './device-choice';
import { ModelError } from './errors';
import type { Device } from './registry';
import { sessionInput } from './session-options';

/**
 * The one module that owns onnxruntime: which device runs a model (the device table), where
 * the wasm files are, one serial queue for every inference (a WASM or WebGPU session must not
 * run two calls at once, and one model at a time keeps memory predictable), and batching.
 * In the extension it is onnxruntime-web; under Node the same code runs onnxruntime-web's
 * WASM build, or onnxruntime-node when a tool asks for native speed.
 */

export type OrtModule = Pick<typeof ortWeb, 'InferenceSession' | 'Tensor' | 'env'>;
export type { AdapterReport, DevicePreference } from './device-choice';
export { chooseDevice } from './device-choice';

export interface DeviceReport {
  device: Device;
  requested: DevicePreference;
  backend: Backend;
  adapter: AdapterReport | null;
  threads: number;
  crossOriginIsolated: boolean;
  /** Why the device is not the one asked for, in words for Settings → Models. */
  note: string | null;
}

interface GpuLike {
  requestAdapter(options?: object): Promise<{ info?: Partial<AdapterReport>; isFallbackAdapter?: boolean } | null>;
}

export interface RuntimeOptions {
  ort?: OrtModule;
  backend?: DeviceReport['backend'];
  /** Folder URL of onnxruntime-web's .mjs/.wasm files (the extension ships them under /ort/). */
  wasmPaths?: string;
  gpu?: GpuLike | null;
  crossOriginIsolated?: boolean;
  hardwareConcurrency?: number;
}

export interface Session {
  readonly device: Device;
  /** How to split a call into runs on this session's execution provider. */
  readonly batching: BatchLimits;
  readonly inputNames: readonly string[];
  readonly outputNames: readonly string[];
  run(
    feeds: Record<string, BigInt64Array>,
    dims: number[],
  ): Promise<Record<string, { data: Float32Array; dims: number[] }>>;
  release(): Promise<void>;
}

export class OnnxRuntime {
  private readonly ort: OrtModule;
  readonly backend: DeviceReport['backend'];
  private readonly reports = new Map<DevicePreference, Promise<DeviceReport>>();
  private tail: Promise<unknown> = Promise.resolve();
  private threads: number;
  private threadNote: string | null;
  private readonly isolated: boolean;
  private readonly cores: number;
  /** onnxruntime-web reads its thread count once, when it starts its WASM module (the first session). */
  private started = false;

  constructor(private readonly options: RuntimeOptions = {}) {
    this.ort = options.ort ?? ortWeb;
    this.backend = options.backend ?? 'onnxruntime-web';
    this.isolated = options.crossOriginIsolated ?? false;
    this.cores = options.hardwareConcurrency ?? 1;
    ({ threads: this.threads, note: this.threadNote } = chooseThreads(0, this.cores, this.isolated));
    if (this.backend === 'onnxruntime-web') {
      const env = this.ort.env;
      if (options.wasmPaths) env.wasm.wasmPaths = options.wasmPaths;
      env.wasm.numThreads = this.threads;
      env.logLevel = 'error';
    }
  }

  /** onnxruntime's version: a measurement of the backends (backend-measure.ts) is redone when it changes. */
  get version(): string {
    const v = (this.ort.env as { versions?: { web?: string; common?: string } }).versions;
    return v?.web ?? v?.common ?? 'unknown';
  }

  /** Applies Settings → Models' thread count (0 = automatic); after the first session, at the next engine start. */
  setThreads(setting: number): void {
    const { threads, note } = chooseThreads(setting, this.cores, this.isolated);
    if (!this.started) {
      this.threads = threads;
      this.threadNote = note;
      if (this.backend === 'onnxruntime-web') this.ort.env.wasm.numThreads = threads;
    } else if (threads !== this.threads)
      this.threadNote = t(m.threadsLater, tCount(this.threads, m.threadsOne, m.threadsOther), threads);
    else this.threadNote = note;
  }

  /** Which device a preference resolves to here, with the adapter found (cached) and the threads. */
  async detect(preference: DevicePreference): Promise<DeviceReport> {
    let report = this.reports.get(preference);
    if (!report) {
      report = this.probe(preference);
      this.reports.set(preference, report);
    }
    const r = await report;
    const note = r.device === 'wasm' ? [r.note, this.threadNote].filter(Boolean).join(' ') || null : r.note;
    return { ...r, threads: this.threads, note };
  }

  private async probe(preference: DevicePreference): Promise<DeviceReport> {
    let adapter: AdapterReport | null = null;
    if (preference !== 'wasm' && this.backend === 'onnxruntime-web' && this.options.gpu) {
      try {
        const a = await this.options.gpu.requestAdapter();
        if (a) {
          adapter = {
            vendor: a.info?.vendor ?? '',
            architecture: a.info?.architecture ?? '',
            description: a.info?.description ?? '',
            isFallbackAdapter: Boolean(a.info?.isFallbackAdapter ?? a.isFallbackAdapter),
          };
          (this.ort.env as { webgpu: { adapter?: unknown } }).webgpu.adapter = a;
        }
      } catch {
        adapter = null;
      }
    }
    const { device, note } = chooseDevice(preference, adapter, this.backend);
    return {
      device,
      requested: preference,
      backend: this.backend,
      adapter: device === 'webgpu' ? adapter : null,
      threads: this.threads,
      crossOriginIsolated: this.isolated,
      note,
    };
  }

  async createSession(bytes: Uint8Array, device: Device, modelId: string): Promise<Session> {
    const ep = this.backend === 'onnxruntime-node' ? 'cpu' : device;
    return this.wrap(await this.open(bytes, ep, device, modelId), device, ep);
  }

  /**
   * Kept apart from `wrap`: closures made in one function share its scope, so a session's `run`
   * made beside the model's bytes would hold them (the size of the graph) for the session's life.
   */
  private async open(
    bytes: Uint8Array,
    ep: Device | 'cpu',
    device: Device,
    modelId: string,
  ): Promise<ortWeb.InferenceSession> {
    this.started = true;
    try {
      return await this.serial(() => {
        const { model, options } = sessionInput(bytes, ep);
        return this.ort.InferenceSession.create(model, options);
      });
    } catch (e) {
      throw new ModelError(
        'damaged',
        `Model "${modelId}" could not be loaded on ${device === 'webgpu' ? 'WebGPU' : 'WASM'}: ${shortOrtMessage(e)}.`,
      );
    }
  }

  private wrap(s: ortWeb.InferenceSession, device: Device, ep: Device | 'cpu'): Session {
    const Tensor = this.ort.Tensor;
    return {
      device,
      batching: BATCH_LIMITS[ep],
      inputNames: s.inputNames,
      outputNames: s.outputNames,
      run: async (feeds, dims) => {
        const tensors: Record<string, ortWeb.Tensor> = {};
        for (const [name, data] of Object.entries(feeds))
          if (s.inputNames.includes(name)) tensors[name] = new Tensor('int64', data, dims);
        const out = await this.serial(() => s.run(tensors));
        const result: Record<string, { data: Float32Array; dims: number[] }> = {};
        for (const [name, t] of Object.entries(out))
          result[name] = { data: toFloat32(t.data, t.type), dims: [...t.dims] };
        return result;
      },
      release: () => this.serial(() => s.release()),
    };
  }

  /** Every call into onnxruntime goes through here, one at a time. */
  serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = this.tail.then(fn, fn);
    // The caller gets the error from `next`; the queue only waits for it to settle.
    this.tail = Promise.allSettled([next]);
    return next;
  }
}

function shortOrtMessage(e: unknown): string {
  const m = e instanceof Error ? e.message : String(e);
  return m.replace(/\s+/g, ' ').slice(0, 300);
}

function toFloat32(data: unknown, type: string): Float32Array {
  if (data instanceof Float32Array) return data;
  if (type === 'float16' && data instanceof Uint16Array) return Float32Array.from(data, halfToFloat);
  return Float32Array.from(data as ArrayLike<number>);
}

function halfToFloat(h: number): number {
  const s = h & 0x8000 ? -1 : 1;
  const e = (h >> 10) & 0x1f;
  const f = h & 0x3ff;
  if (e === 0) return s * 2 ** -14 * (f / 1024);
  if (e === 31) return f ? NaN : s * Infinity;
  return s * 2 ** (e - 15) * (1 + f / 1024);
}

export interface BatchLimits {
  /** Rows per run at most. */
  maxBatch: number;
  /** Padded tokens per run at most (bounds the activations' memory). */
  maxTokens: number;
  /** The fixed cost of one run (dispatch, copies, readback), in tokens of compute. */
  runCost: number;
}

/**
 * Batching per execution provider. An encoder's time grows with the padded tokens it runs
 * (rows × longest row). On WASM a run costs only ~2 tokens more than its tokens and a token
 * costs the same in a run of 1 row or 32 (MiniLM-L6, DeBERTa-v3-xsmall; docs/decisions.md), so padding
 * is what to avoid. Native CPU kernels get much faster per token with more rows, and a GPU run
 * waits for dispatch and readback: there, runs are worth filling.
 */
export const BATCH_LIMITS: Record<Device | 'cpu', BatchLimits> = {
  wasm: { maxBatch: 32, maxTokens: 8192, runCost: 8 },
  cpu: { maxBatch: 32, maxTokens: 8192, runCost: 128 },
  webgpu: { maxBatch: 32, maxTokens: 8192, runCost: 512 },
};

/**
 * Splits items into runs: sorted by length (longest first), then cut where the padding saved
 * outweighs the cost of one more run (the cheapest plan: padded tokens + runCost per run).
 * Returns the runs as lists of item indices.
 */
export function planBatches(lengths: readonly number[], limits: BatchLimits): number[][] {
  const order = lengths.map((len, i) => ({ len: Math.max(1, len), i })).sort((a, b) => b.len - a.len || a.i - b.i);
  const n = order.length;
  // cost[i]: the cheapest plan for order[i..]; its first run ends at end[i].
  const cost = new Float64Array(n + 1);
  const end = new Int32Array(n + 1);
  for (let i = n - 1; i >= 0; i--) {
    const longest = order[i]!.len;
    const most = Math.max(1, Math.min(limits.maxBatch, Math.floor(limits.maxTokens / longest), n - i));
    cost[i] = Infinity;
    // Largest first: on a tie, fewer runs.
    for (let size = most; size >= 1; size--) {
      const c = size * longest + limits.runCost + cost[i + size]!;
      if (c < cost[i]!) {
        cost[i] = c;
        end[i] = i + size;
      }
    }
  }
  const plan: number[][] = [];
  for (let i = 0; i < n; i = end[i]!) plan.push(order.slice(i, end[i]).map((o) => o.i));
  return plan;
}

/** Runs `items` as `planBatches` splits them; results come back in the input order. */
export async function inBatches<T, R>(
  items: readonly T[],
  lengthOf: (item: T) => number,
  limits: BatchLimits,
  run: (batch: T[]) => Promise<R[]>,
  signal?: AbortSignal,
): Promise<R[]> {
  const out = new Array<R>(items.length);
  for (const indices of planBatches(items.map(lengthOf), limits)) {
    signal?.throwIfAborted();
    const results = await run(indices.map((i) => items[i]!));
    indices.forEach((i, k) => (out[i] = results[k]!));
  }
  return out;
}
