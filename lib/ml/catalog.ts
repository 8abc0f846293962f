import type { BackendMeasurement } from './backend-record';
import { ModelError } from './errors';
import type { CallStats, OnnxEmbedder, OnnxNli } from './models';
import {
  allModels,
  type Device,
  filesFor,
  HUB_BASE,
  type ModelEntry,
  type ModelFile,
  parseMirrorUrl,
} from './registry';
import type { DevicePreference, DeviceReport, OnnxRuntime } from './runtime';
import type { ModelStore } from './store';

/**
 * What the model manager knows (manager.ts): which models exist (registry + the team's own),
 * the settings, what is on disk (each model's manifest) and the status the Settings page shows.
 * The state the installer and the loader share lives here.
 */

export interface ManagerConfig {
  custom: ModelEntry[];
  source: 'hub' | 'mirror';
  mirrorUrl: string;
  device: DevicePreference;
  /** WASM threads; 0 = automatic (every core but one, at most 4). */
  threads: number;
  embedModelId: string;
  nliModelId: string;
  /** Loaded models are released after this many minutes unused (0: never); services.ts. */
  idleUnloadMinutes?: number;
  /** `off`: downloads are refused (Settings → Models, often locked by an organisation); imports still work. */
  downloads?: 'allowed' | 'off';
}

interface Manifest {
  files: Record<string, { size: number; sha256: string }>;
  source: string;
  updatedAt: number;
}

export interface FileStatus {
  path: string;
  role: ModelFile['role'];
  dtype?: ModelFile['dtype'];
  /** Exact size when known (stored or in the registry), else the registry's approximate size. */
  size: number | null;
  approximate: boolean;
  stored: boolean;
  partial: number;
}

export interface DownloadState {
  file: string;
  bytesDone: number;
  bytesTotal: number | null;
}

export interface ModelStatus {
  id: string;
  name: string;
  task: ModelEntry['task'];
  description: string;
  custom: boolean;
  selected: boolean;
  device: Device;
  /** Where the loaded model runs: `device`, or WASM after a failed WebGPU session (then `deviceNote` says why). */
  runsOn: Device;
  deviceNote: string | null;
  /** Device `auto` on a hardware adapter: both backends measured on first use, the faster kept (or the last "Measure again"). */
  measurement: BackendMeasurement | null;
  dtype: ModelFile['dtype'];
  state: 'not-installed' | 'partial' | 'downloading' | 'installed';
  files: FileStatus[];
  bytesOnDisk: number;
  /** What is left to download for this device (approximate if sizes are not known yet). */
  bytesToDownload: number;
  download: DownloadState | null;
  error: string | null;
  loaded: boolean;
  stats: CallStats | null;
  source: string | null;
  /** What the registry says about the model, for Settings → Models. */
  about: ModelAbout;
}

export interface ModelAbout {
  licence: string | null;
  quality: string | null;
  /** Every graph the entry lists, smallest first: exact size when known, else approximate. */
  sizes: { dtype: NonNullable<ModelFile['dtype']>; bytes: number; approximate: boolean }[];
  threshold: number | null;
  thresholdStatus: ModelEntry['thresholdStatus'] | null;
  thresholdNote: string | null;
}

export function aboutModel(e: ModelEntry): ModelAbout {
  const sizes = e.files
    .filter((f) => f.role === 'model' && f.dtype && (f.size ?? f.approxSize))
    .map((f) => ({ dtype: f.dtype!, bytes: f.size ?? f.approxSize!, approximate: f.size === undefined }))
    .sort((a, b) => a.bytes - b.bytes);
  return {
    licence: e.licence ?? null,
    quality: e.quality ?? null,
    sizes,
    threshold: e.threshold ?? null,
    thresholdStatus: e.thresholdStatus ?? null,
    thresholdNote: e.thresholdNote ?? null,
  };
}

export type Loaded = OnnxEmbedder | OnnxNli;
const MANIFEST = 'claimlens-manifest.json';

export abstract class ModelCatalog {
  protected config: ManagerConfig = {
    custom: [],
    source: 'hub',
    mirrorUrl: '',
    device: 'auto',
    threads: 0,
    embedModelId: 'all-MiniLM-L6-v2',
    nliModelId: 'nli-deberta-v3-xsmall',
  };
  protected readonly loading = new Map<string, Promise<Loaded>>();
  protected readonly loaded = new Map<string, Loaded>();
  protected readonly jobs = new Map<
    string,
    { controller: AbortController; state: DownloadState; done: Promise<void> }
  >();
  protected readonly errors = new Map<string, string>();
  /** Models that run on WASM because their WebGPU session failed, with the reason (session-open.ts). */
  protected readonly fallbacks = new Map<string, string>();
  /** The measurement that chose each loaded model's backend (backend-measure.ts). */
  protected readonly measurements = new Map<string, BackendMeasurement>();

  constructor(
    readonly store: ModelStore,
    readonly runtime: OnnxRuntime,
    protected readonly fetchFn: typeof fetch = (...a) => fetch(...a),
  ) {}

  configure(next: Partial<ManagerConfig>): void {
    const before = this.config;
    this.config = { ...before, ...next };
    this.runtime.setThreads(this.config.threads);
    if (before.device !== this.config.device) {
      // A measurement chose for `auto`; on `auto` again the next load reads it back from disk.
      this.measurements.clear();
      void this.unloadAll();
    }
  }

  get settings(): Readonly<ManagerConfig> {
    return this.config;
  }

  /** Whether the model is loaded (on any device) right now. */
  isLoaded(id: string): boolean {
    return [...this.loaded.keys()].some((k) => k.startsWith(`${id}@`));
  }

  entries(): ModelEntry[] {
    return allModels(this.config.custom);
  }

  entry(id: string): ModelEntry {
    const e = this.entries().find((m) => m.id === id);
    if (!e)
      throw new ModelError(
        'unknown-model',
        `There is no model "${id}" in the registry. Choose one in Settings → Models, or import its claimlens-model.json.`,
      );
    return e;
  }

  device(): Promise<DeviceReport> {
    return this.runtime.detect(this.config.device);
  }

  protected baseUrl(): string {
    return this.config.source === 'mirror' ? parseMirrorUrl(this.config.mirrorUrl) : HUB_BASE;
  }

  protected async manifest(id: string): Promise<Manifest> {
    try {
      return JSON.parse(new TextDecoder().decode(await this.store.read(id, MANIFEST))) as Manifest;
    } catch {
      return { files: {}, source: '', updatedAt: 0 };
    }
  }

  protected async saveManifest(id: string, m: Manifest): Promise<void> {
    await this.store.write(id, MANIFEST, new TextEncoder().encode(JSON.stringify(m)));
  }

  async status(): Promise<{
    device: DeviceReport;
    models: ModelStatus[];
    storage: { usage: number; quota: number } | null;
  }> {
    const device = await this.device();
    const models = await Promise.all(this.entries().map((e) => this.statusOf(e, device.device)));
    return { device, models, storage: await this.store.estimate() };
  }

  protected async statusOf(entry: ModelEntry, device: Device): Promise<ModelStatus> {
    // Taken before reading the manifest: a download that ends while this reads must show as
    // still downloading, not as the partial state of the manifest read before its last file.
    const job = this.jobs.get(entry.id);
    const manifest = await this.manifest(entry.id);
    const needed = filesFor(entry, device);
    const files: FileStatus[] = await Promise.all(
      needed.map(async (f) => {
        const stored =
          manifest.files[f.path] && (await this.store.fileSize(entry.id, f.path)) === manifest.files[f.path]!.size;
        const exact = manifest.files[f.path]?.size ?? f.size;
        return {
          path: f.path,
          role: f.role,
          dtype: f.dtype,
          size: exact ?? f.approxSize ?? null,
          approximate: exact === undefined,
          stored: Boolean(stored),
          partial: stored ? 0 : await this.store.partSize(entry.id, f.path),
        };
      }),
    );
    const onDisk = (await this.store.list()).find((m) => m.modelId === entry.id)?.bytes ?? 0;
    const installed = files.every((f) => f.stored);
    const loadedModel = this.loaded.get(`${entry.id}@${device}`);
    return {
      id: entry.id,
      name: entry.name,
      task: entry.task,
      description: entry.description,
      custom: this.config.custom.some((c) => c.id === entry.id),
      selected: entry.id === (entry.task === 'embed' ? this.config.embedModelId : this.config.nliModelId),
      device,
      runsOn: this.runsOn(entry.id, device),
      deviceNote: this.fallbacks.get(entry.id) ?? null,
      measurement: device === 'webgpu' ? (this.measurements.get(entry.id) ?? null) : null,
      dtype: needed.find((f) => f.role === 'model')?.dtype,
      state: job
        ? 'downloading'
        : installed
          ? 'installed'
          : files.some((f) => f.stored || f.partial > 0)
            ? 'partial'
            : 'not-installed',
      files,
      bytesOnDisk: onDisk,
      bytesToDownload: files.filter((f) => !f.stored).reduce((a, f) => a + Math.max(0, (f.size ?? 0) - f.partial), 0),
      download: job ? { ...job.state } : null,
      error: this.errors.get(entry.id) ?? null,
      loaded: Boolean(loadedModel),
      stats: loadedModel ? { ...loadedModel.stats } : null,
      source: manifest.source || null,
      about: aboutModel(entry),
    };
  }

  /** Where a model runs on `device`: WASM after a failed WebGPU session, or the backend its measurement kept. */
  protected runsOn(id: string, device: Device): Device {
    if (device === 'wasm' || this.fallbacks.has(id)) return 'wasm';
    // "WebGPU if available" stays on WebGPU whatever a measurement found.
    return this.config.device === 'auto' ? (this.measurements.get(id)?.device ?? device) : device;
  }

  protected abstract unloadAll(): Promise<void>;
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as unknown as ArrayBuffer);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
