import * as ortWeb from 'onnxruntime-web';

import { modelsEngine as m } from '../i18n/catalogue/models-engine';
import { tCount } from '../i18n/plural';
import { t } from '../i18n/t';
import { log } from '../log/log';
import { BATCH_LIMITS, type BatchLimits } from './batching';
import { type EvaluateConstants, foldConstants, type FoldedTensor } from './constant-fold';
import {
  type AdapterReport,
  type Backend,
  chooseDevice,
  chooseOrtBuild,
  chooseThreads,
  type DevicePreference,
  type OrtBuild,
} from './device-choice';
import { ModelError } from './errors';
import type { Device } from './registry';
import { constantsInput, foldedInput, type SessionInput, sessionInput } from './session-options';

/**
 * The one module that owns onnxruntime: which device runs a model (the device table), which
 * build of onnxruntime-web starts and where its wasm files are, one serial queue for every
 * inference (a WASM or WebGPU session must not run two calls at once, and one model at a time
 * keeps memory predictable), and each session's batching limits (batching.ts plans the runs).
 * In the extension it is onnxruntime-web; under Node the same code runs onnxruntime-web's
 * WASM build, or onnxruntime-node when a tool asks for native speed.
 */

export type OrtModule = Pick<typeof ortWeb, 'InferenceSession' | 'Tensor' | 'env'>;
export type { AdapterReport, DevicePreference, OrtBuild } from './device-choice';
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
  /** One onnxruntime module for every session (Node, tests). */
  ort?: OrtModule;
  /** Or the builds to choose from when the first session opens (the extension: ort-builds.ts). */
  builds?: Record<OrtBuild, () => Promise<OrtModule>>;
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
  /** The module sessions open with: given, or the build chosen when the first session opens. */
  private ort: OrtModule | null;
  private build: OrtBuild | null = null;
  private loading: Promise<OrtModule> | null = null;
  /** Whether a device report chose WebGPU: then the first session starts the build that has it. */
  private webgpuChosen = false;
  private adapter: unknown = null;
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
    this.backend = options.backend ?? 'onnxruntime-web';
    this.isolated = options.crossOriginIsolated ?? false;
    this.cores = options.hardwareConcurrency ?? 1;
    ({ threads: this.threads, note: this.threadNote } = chooseThreads(0, this.cores, this.isolated));
    this.ort = options.builds ? null : (options.ort ?? ortWeb);
    if (this.ort) this.configure(this.ort);
  }

  /** Sets a module's environment before its first session: where its files are, threads, the adapter. */
  private configure(ort: OrtModule): void {
    if (this.backend !== 'onnxruntime-web') return;
    const env = ort.env;
    if (this.options.wasmPaths) env.wasm.wasmPaths = this.options.wasmPaths;
    env.wasm.numThreads = this.threads;
    env.logLevel = 'error';
    if (this.adapter) (env as { webgpu: { adapter?: unknown } }).webgpu.adapter = this.adapter;
  }

  /** The module for a session on `device`: the one given, or the build chosen now, once. */
  private module(device: Device): Promise<OrtModule> {
    if (this.ort) return Promise.resolve(this.ort);
    this.loading ??= (async () => {
      const build = chooseOrtBuild(device, this.webgpuChosen);
      const ort = await this.options.builds![build]();
      this.configure(ort);
      this.build = build;
      this.ort = ort;
      return ort;
    })();
    // A build that failed to load (a damaged install) is tried again by the next session.
    this.loading.catch(() => (this.loading = null));
    return this.loading;
  }

  /** onnxruntime's version (every build ships in one package): a measurement of the backends (backend-measure.ts) is redone when it changes. */
  get version(): string {
    const v = ((this.ort ?? ortWeb).env as { versions?: { web?: string; common?: string } }).versions;
    return v?.web ?? v?.common ?? 'unknown';
  }

  /** Applies Settings → Models' thread count (0 = automatic); after the first session, at the next engine start. */
  setThreads(setting: number): void {
    const { threads, note } = chooseThreads(setting, this.cores, this.isolated);
    if (!this.started) {
      this.threads = threads;
      this.threadNote = note;
      if (this.backend === 'onnxruntime-web' && this.ort) this.ort.env.wasm.numThreads = threads;
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
          this.adapter = a;
          if (this.ort) (this.ort.env as { webgpu: { adapter?: unknown } }).webgpu.adapter = a;
        }
      } catch {
        adapter = null;
      }
    }
    const { device, note } = chooseDevice(preference, adapter, this.backend);
    if (device === 'webgpu') this.webgpuChosen = true;
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
      const ort = await this.module(device);
      if (ep === 'webgpu' && this.build === 'wasm') throw new Error(t(m.webgpuNextStart));
      return await this.serial(async () => {
        const input = sessionInput(bytes, ep);
        const { model, options } = ep === 'wasm' ? await foldAhead(ort, input, modelId) : input;
        return ort.InferenceSession.create(model, options);
      });
    } catch (e) {
      throw new ModelError(
        'damaged',
        `Model "${modelId}" could not be loaded on ${device === 'webgpu' ? 'WebGPU' : 'WASM'}: ${shortOrtMessage(e)}.`,
      );
    }
  }

  private wrap(s: ortWeb.InferenceSession, device: Device, ep: Device | 'cpu'): Session {
    const Tensor = this.ort!.Tensor;
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

/**
 * The graph with its constant part computed ahead (constant-fold.ts), which keeps onnxruntime's
 * own folding from raising the WASM heap's peak. Folding is only a saving: where it fails the
 * graph opens as it is, and the diagnostics log says why.
 */
async function foldAhead(ort: OrtModule, input: SessionInput, modelId: string): Promise<SessionInput> {
  try {
    const evaluate: EvaluateConstants = (graph) => runConstants(ort, constantsInput(input, graph));
    return foldedInput(input, await foldConstants(input.model, evaluate));
  } catch (e) {
    log.warn('models', `"${modelId}" loads without its constant part computed ahead`, e);
    return input;
  }
}

/** Every output of a graph without inputs (foldConstants checks that each one it asked for came back). */
async function runConstants(ort: OrtModule, input: SessionInput): Promise<FoldedTensor[]> {
  const session = await ort.InferenceSession.create(input.model, input.options);
  try {
    const out = await session.run({});
    return Object.entries(out).map(([name, t]) => ({ name, type: t.type, dims: t.dims, data: t.data }));
  } finally {
    await session.release();
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
