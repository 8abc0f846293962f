import { downloadFile } from './download';
import { ModelError, formatBytes } from './errors';
import { OnnxEmbedder, OnnxNli, type CallStats } from './models';
import { allModels, fileUrl, filesFor, HUB_BASE, parseMirrorUrl, type Device, type ModelEntry, type ModelFile } from './registry';
import type { DevicePreference, DeviceReport, OnnxRuntime } from './runtime';
import { isQuotaError } from '../util/quota';
import type { ModelStore } from './store';
import { TextTokenizer } from './tokenize';

/**
 * The model manager: which models exist (registry + the team's own), which are on disk, and
 * downloading, importing, verifying, loading, testing and deleting them. Loaded models are
 * cached as promises that forget failures, so a failed load is retried on the next request.
 */

export interface ManagerConfig {
  custom: ModelEntry[];
  source: 'hub' | 'mirror';
  mirrorUrl: string;
  device: DevicePreference;
  embedModelId: string;
  nliModelId: string;
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
}

export interface ModelTestResult {
  modelId: string;
  task: ModelEntry['task'];
  device: DeviceReport;
  loadMs: number;
  latencyMs: number;
  /** Embedders: dimensions and the cosine of two related sentences; NLI: the probabilities of a sample pair. */
  dims?: number;
  sample: number[];
}

type Loaded = OnnxEmbedder | OnnxNli;
const MANIFEST = 'claimlens-manifest.json';
const STAGING = (id: string) => `~import-${id}`;

export class ModelManager {
  private config: ManagerConfig = { custom: [], source: 'hub', mirrorUrl: '', device: 'auto', embedModelId: 'all-MiniLM-L6-v2', nliModelId: 'nli-deberta-v3-xsmall' };
  private readonly loading = new Map<string, Promise<Loaded>>();
  private readonly loaded = new Map<string, Loaded>();
  private readonly jobs = new Map<string, { controller: AbortController; state: DownloadState; done: Promise<void> }>();
  private readonly errors = new Map<string, string>();

  constructor(
    readonly store: ModelStore,
    readonly runtime: OnnxRuntime,
    private readonly fetchFn: typeof fetch = (...a) => fetch(...a),
  ) {}

  configure(next: Partial<ManagerConfig>): void {
    const before = this.config;
    this.config = { ...before, ...next };
    if (before.device !== this.config.device) void this.unloadAll();
  }

  get settings(): Readonly<ManagerConfig> {
    return this.config;
  }

  entries(): ModelEntry[] {
    return allModels(this.config.custom);
  }

  entry(id: string): ModelEntry {
    const e = this.entries().find((m) => m.id === id);
    if (!e) throw new ModelError('unknown-model', `There is no model "${id}" in the registry. Choose one in Settings → Models, or import its claimlens-model.json.`);
    return e;
  }

  device(): Promise<DeviceReport> {
    return this.runtime.detect(this.config.device);
  }

  private baseUrl(): string {
    return this.config.source === 'mirror' ? parseMirrorUrl(this.config.mirrorUrl) : HUB_BASE;
  }

  private async manifest(id: string): Promise<Manifest> {
    try {
      return JSON.parse(new TextDecoder().decode(await this.store.read(id, MANIFEST))) as Manifest;
    } catch {
      return { files: {}, source: '', updatedAt: 0 };
    }
  }

  private async saveManifest(id: string, m: Manifest): Promise<void> {
    await this.store.write(id, MANIFEST, new TextEncoder().encode(JSON.stringify(m)));
  }

  async status(): Promise<{ device: DeviceReport; models: ModelStatus[]; storage: { usage: number; quota: number } | null }> {
    const device = await this.device();
    const models = await Promise.all(this.entries().map((e) => this.statusOf(e, device.device)));
    return { device, models, storage: await this.store.estimate() };
  }

  private async statusOf(entry: ModelEntry, device: Device): Promise<ModelStatus> {
    // Taken before reading the manifest: a download that ends while this reads must show as
    // still downloading, not as the partial state of the manifest read before its last file.
    const job = this.jobs.get(entry.id);
    const manifest = await this.manifest(entry.id);
    const needed = filesFor(entry, device);
    const files: FileStatus[] = await Promise.all(
      needed.map(async (f) => {
        const stored = manifest.files[f.path] && (await this.store.fileSize(entry.id, f.path)) === manifest.files[f.path]!.size;
        const exact = manifest.files[f.path]?.size ?? f.size;
        return { path: f.path, role: f.role, dtype: f.dtype, size: exact ?? f.approxSize ?? null, approximate: exact === undefined, stored: Boolean(stored), partial: stored ? 0 : await this.store.partSize(entry.id, f.path) };
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
      dtype: needed.find((f) => f.role === 'model')?.dtype,
      state: job ? 'downloading' : installed ? 'installed' : files.some((f) => f.stored || f.partial > 0) ? 'partial' : 'not-installed',
      files,
      bytesOnDisk: onDisk,
      bytesToDownload: files.filter((f) => !f.stored).reduce((a, f) => a + Math.max(0, (f.size ?? 0) - f.partial), 0),
      download: job ? { ...job.state } : null,
      error: this.errors.get(entry.id) ?? null,
      loaded: Boolean(loadedModel),
      stats: loadedModel ? { ...loadedModel.stats } : null,
      source: manifest.source || null,
    };
  }

  /**
   * Starts downloading what the model needs on this device (resuming partial files unless
   * `restart`); resolves when done. Progress and errors show in `status()`.
   */
  download(id: string, options: { restart?: boolean } = {}): Promise<void> {
    const entry = this.entry(id);
    const running = this.jobs.get(id);
    if (running) return running.done;
    const controller = new AbortController();
    const state: DownloadState = { file: '', bytesDone: 0, bytesTotal: null };
    this.errors.delete(id);
    const done = this.runDownload(entry, state, controller.signal, options.restart ?? false).then(
      () => {
        this.jobs.delete(id);
      },
      (e: unknown) => {
        this.jobs.delete(id);
        this.errors.set(id, (e as Error).message);
        throw e;
      },
    );
    this.jobs.set(id, { controller, state, done });
    return done;
  }

  cancel(id: string): boolean {
    const job = this.jobs.get(id);
    job?.controller.abort();
    return Boolean(job);
  }

  private async runDownload(entry: ModelEntry, state: DownloadState, signal: AbortSignal, restart: boolean): Promise<void> {
    const base = this.baseUrl();
    const { device } = await this.device();
    const status = await this.statusOf(entry, device);
    const missing = filesFor(entry, device).filter((f) => !status.files.find((s) => s.path === f.path)!.stored);
    const already = restart ? 0 : missing.reduce((a, f) => a + (status.files.find((s) => s.path === f.path)?.partial ?? 0), 0);
    const need = missing.reduce((a, f) => a + (f.size ?? f.approxSize ?? 0), 0) - already;
    const estimate = await this.store.estimate();
    if (estimate && need > estimate.quota - estimate.usage)
      throw new ModelError(
        'quota',
        `Not enough storage for "${entry.name}": it needs ${formatBytes(need)} and ${formatBytes(Math.max(0, estimate.quota - estimate.usage))} is free. Free up disk space or delete another model in Settings → Models.`,
      );
    state.bytesTotal = missing.reduce((a, f) => a + (f.size ?? f.approxSize ?? 0), 0);
    let finished = 0;
    const manifest = await this.manifest(entry.id);
    for (const file of missing) {
      state.file = file.path;
      const got = await downloadFile(
        this.store,
        { url: fileUrl(entry, file, base), modelId: entry.id, path: file.path, size: file.size, sha256: file.sha256, restart },
        (p) => {
          state.bytesDone = finished + p.done;
        },
        signal,
        this.fetchFn,
      );
      finished += got.size;
      manifest.files[file.path] = got;
      manifest.source = base;
      manifest.updatedAt = Date.now();
      await this.saveManifest(entry.id, manifest);
    }
    state.bytesDone = finished;
  }

  async delete(id: string): Promise<void> {
    this.cancel(id);
    await this.jobs.get(id)?.done.catch(() => undefined);
    await this.unload(id);
    await this.store.removeModel(id);
    this.errors.delete(id);
  }

  /**
   * Installs files the user picked on disk. Each is checked against the registry's hash when
   * it has one; all files the model needs on this device must be there.
   */
  async importFiles(id: string, files: readonly { path: string; bytes: Uint8Array }[]): Promise<void> {
    const entry = this.entry(id);
    const { device } = await this.device();
    const byName = (f: ModelFile) => files.find((x) => x.path === f.path) ?? files.find((x) => x.path.split('/').pop() === f.path.split('/').pop());
    const needed = filesFor(entry, device);
    const missing = needed.filter((f) => !byName(f));
    if (missing.length) throw new ModelError('not-installed', `Importing "${entry.name}" needs ${missing.map((f) => f.path).join(', ')} as well. Pick all of its files at once.`);
    const manifest = await this.manifest(entry.id);
    await this.unload(id);
    for (const f of entry.files) {
      const given = byName(f);
      if (!given) continue;
      const digest = await sha256Hex(given.bytes);
      if (f.sha256 && digest !== f.sha256) throw new ModelError('hash-mismatch', `${given.path} is not the file "${entry.name}" expects for ${f.path} (SHA-256 differs): nothing was imported. Pick the files of this exact model version.`);
      if (f.size && given.bytes.length !== f.size) throw new ModelError('hash-mismatch', `${given.path} has ${given.bytes.length} bytes, but "${entry.name}" expects ${f.size} for ${f.path}: nothing was imported.`);
      try {
        await this.store.write(entry.id, f.path, given.bytes);
      } catch (e) {
        if (isQuotaError(e)) throw new ModelError('quota', `The browser's storage is full: "${entry.name}" could not be imported. Free up disk space or delete another model in Settings → Models.`);
        throw e;
      }
      manifest.files[f.path] = { size: given.bytes.length, sha256: digest };
    }
    manifest.source = 'import';
    manifest.updatedAt = Date.now();
    await this.saveManifest(entry.id, manifest);
    this.errors.delete(id);
  }

  /** Imports files an extension page staged in OPFS (messages cannot carry large files). */
  async importStaged(id: string, paths: readonly string[]): Promise<void> {
    const staging = STAGING(id);
    try {
      const files = await Promise.all(paths.map(async (path) => ({ path, bytes: await this.store.read(staging, path) })));
      await this.importFiles(id, files);
    } finally {
      await this.store.removeModel(staging);
    }
  }

  /** The loaded model (cached; a failed load is forgotten, so the next call tries again). */
  async load(id: string): Promise<Loaded> {
    const entry = this.entry(id);
    const report = await this.device();
    const key = `${id}@${report.device}`;
    let p = this.loading.get(key);
    if (!p) {
      const current: Promise<Loaded> = this.loadFresh(entry, report.device).then(
        (m) => {
          if (this.loading.get(key) === current) this.loaded.set(key, m);
          return m;
        },
        (e: unknown) => {
          if (this.loading.get(key) === current) this.loading.delete(key);
          throw e;
        },
      );
      this.loading.set(key, current);
      p = current;
    }
    return p;
  }

  private async loadFresh(entry: ModelEntry, device: Device): Promise<Loaded> {
    const manifest = await this.manifest(entry.id);
    const needed = filesFor(entry, device);
    const absent = needed.filter((f) => !manifest.files[f.path]);
    if (absent.length)
      throw new ModelError('not-installed', `"${entry.name}" is not downloaded${device === 'webgpu' ? ' for WebGPU' : ''}: open Settings → Models and download it.`);
    const read = async (f: ModelFile) => {
      let bytes: Uint8Array;
      try {
        bytes = await this.store.read(entry.id, f.path);
      } catch {
        return this.broken(entry, f, 'is missing from storage');
      }
      const want = manifest.files[f.path]!;
      if (bytes.length !== want.size) return this.broken(entry, f, `is truncated (${formatBytes(bytes.length)} of ${formatBytes(want.size)})`);
      if ((await sha256Hex(bytes)) !== want.sha256) return this.broken(entry, f, 'is corrupted (its SHA-256 changed since it was verified)');
      return bytes;
    };
    const json = async (f: ModelFile | undefined) => {
      if (!f) return {};
      const bytes = await read(f);
      try {
        return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
      } catch {
        return this.broken(entry, f, 'is not valid JSON');
      }
    };
    const graph = needed.find((f) => f.role === 'model')!;
    const tokenizerJson = await json(needed.find((f) => f.role === 'tokenizer'));
    const tokenizerConfig = await json(needed.find((f) => f.role === 'tokenizer_config'));
    const config = await json(needed.find((f) => f.role === 'config'));
    const tokenizer = new TextTokenizer(tokenizerJson, tokenizerConfig, entry.maxTokens, entry.id);
    const bytes = await read(graph);
    let session;
    try {
      session = await this.runtime.createSession(bytes, device, entry.id);
    } catch (e) {
      return this.broken(entry, graph, `could not be loaded (${(e as Error).message})`);
    }
    const model = entry.task === 'embed' ? new OnnxEmbedder(entry, session, tokenizer) : new OnnxNli(entry, session, tokenizer, config);
    try {
      // A model whose outputs do not fit its registry entry is caught here, not in a check.
      if (model instanceof OnnxEmbedder) await model.embed(['ClaimLens model check']);
      else await model.classify([{ premise: 'ClaimLens model check.', hypothesis: 'A model check.' }]);
    } catch (e) {
      await session.release().catch(() => undefined);
      if (e instanceof ModelError && e.code === 'shape-mismatch') {
        await this.store.removeModel(entry.id);
        throw new ModelError('shape-mismatch', `${e.message} Its files were removed.`);
      }
      throw e;
    }
    return model;
  }

  /** Removes a damaged file (and its manifest record) and says how to get it back. */
  private async broken(entry: ModelEntry, file: ModelFile, what: string): Promise<never> {
    await this.unload(entry.id);
    await this.store.remove(entry.id, file.path);
    const manifest = await this.manifest(entry.id);
    delete manifest.files[file.path];
    await this.saveManifest(entry.id, manifest);
    const message = `${file.path} of "${entry.name}" ${what} and was removed. Download it again in Settings → Models (or import the file again).`;
    this.errors.set(entry.id, message);
    throw new ModelError('damaged', message);
  }

  async unload(id: string): Promise<void> {
    for (const key of [...this.loading.keys()].filter((k) => k.startsWith(`${id}@`))) {
      const p = this.loading.get(key)!;
      this.loading.delete(key);
      this.loaded.delete(key);
      // Not awaited: the load may be the caller (a damaged file found while loading).
      void p.then((m) => m.release()).catch(() => undefined);
    }
  }

  private async unloadAll(): Promise<void> {
    await Promise.all(this.entries().map((e) => this.unload(e.id)));
  }

  /** The selected model of a task if its files are on disk, else null. */
  async selected(task: ModelEntry['task']): Promise<Loaded | null> {
    const id = task === 'embed' ? this.config.embedModelId : this.config.nliModelId;
    const entry = this.entries().find((m) => m.id === id && m.task === task);
    if (!entry) return null;
    const { device } = await this.device();
    const manifest = await this.manifest(entry.id);
    if (!filesFor(entry, device).every((f) => manifest.files[f.path])) return null;
    return this.load(id);
  }

  /** "Test this model": load it, run a sample, report device and timings. */
  async test(id: string): Promise<ModelTestResult> {
    const started = performance.now();
    const model = await this.load(id);
    const loadMs = performance.now() - started;
    const device = await this.device();
    const t0 = performance.now();
    let sample: number[];
    if (model instanceof OnnxEmbedder) {
      const [a, b] = await model.embed(['Vitamin C prevents the common cold.', 'Taking vitamin C stops colds.']);
      let dot = 0;
      for (let i = 0; i < a!.length; i++) dot += a![i]! * b![i]!;
      sample = [dot];
    } else {
      const [p] = await model.classify([{ premise: 'Vaccines are tested in clinical trials before approval.', hypothesis: 'Vaccines are never tested.' }]);
      sample = [p!.entailment, p!.contradiction, p!.neutral];
    }
    return { modelId: id, task: model.entry.task, device, loadMs, latencyMs: performance.now() - t0, dims: model instanceof OnnxEmbedder ? model.dims : undefined, sample };
  }
}

export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes as unknown as ArrayBuffer);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}
