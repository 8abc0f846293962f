import { modelsDownload as md } from '../i18n/catalogue/models-download';
import { t } from '../i18n/t';
import { logged } from '../log/log';
import { messageOf } from '../util/errors';
import { measurementKey } from './backend-choice';
import { type BackendMeasurement, forgetMeasurement, readMeasurement, saveMeasurement } from './backend-record';
import { type Loaded, ModelCatalog, sha256Hex } from './catalog';
import { formatBytes, ModelError } from './errors';
import { OnnxEmbedder, OnnxNli } from './models';
import { filesFor, type ModelEntry, type ModelFile } from './registry';
import type { DeviceReport, Session } from './runtime';
import { type MeasureOptions, openSession } from './session-open';
import { TextTokenizer } from './tokenize';

/**
 * Loading models from disk (as transformers.js's models sit between its hub and its backend):
 * verified against the manifest, cached as promises that forget failures so a failed load is
 * retried on the next request, checked with a sample call, and the Settings page's self-test.
 */

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

export abstract class ModelLoader extends ModelCatalog {
  /** Models whose next load measures both backends whatever the device setting ("Measure again"). */
  private readonly measureNext = new Set<string>();
  /** Aborts a model's measuring when it is unloaded meanwhile. */
  private readonly measuring = new Map<string, AbortController>();

  /** The loaded model (cached; a failed load is forgotten, so the next call tries again). */
  async load(id: string): Promise<Loaded> {
    const entry = this.entry(id);
    const report = await this.device();
    const key = `${id}@${report.device}`;
    let p = this.loading.get(key);
    if (!p) {
      const current: Promise<Loaded> = this.loadFresh(entry, report).then(
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

  private async loadFresh(entry: ModelEntry, report: DeviceReport): Promise<Loaded> {
    const device = report.device;
    const manifest = await this.manifest(entry.id);
    const needed = filesFor(entry, device);
    const absent = needed.filter((f) => !manifest.files[f.path]);
    if (absent.length)
      throw new ModelError(
        'not-installed',
        t(md.notDownloaded, entry.name, device === 'webgpu' ? t(md.forWebgpu) : ''),
      );
    const read = async (f: ModelFile) => {
      let bytes: Uint8Array;
      try {
        bytes = await this.store.read(entry.id, f.path);
      } catch {
        return this.broken(entry, f, t(md.missing));
      }
      const want = manifest.files[f.path]!;
      if (bytes.length !== want.size)
        return this.broken(entry, f, t(md.truncated, formatBytes(bytes.length), formatBytes(want.size)));
      if ((await sha256Hex(bytes)) !== want.sha256) return this.broken(entry, f, t(md.corrupted));
      return bytes;
    };
    const json = async (f: ModelFile | undefined) => {
      if (!f) return {};
      const bytes = await read(f);
      try {
        return JSON.parse(new TextDecoder().decode(bytes)) as unknown;
      } catch {
        return this.broken(entry, f, t(md.notJson));
      }
    };
    const graph = needed.find((f) => f.role === 'model')!;
    const tokenizerJson = await json(needed.find((f) => f.role === 'tokenizer'));
    const tokenizerConfig = await json(needed.find((f) => f.role === 'tokenizer_config'));
    const config = await json(needed.find((f) => f.role === 'config'));
    const tokenizer = new TextTokenizer(tokenizerJson, tokenizerConfig, entry.maxTokens, entry.id);
    const bytes = await read(graph);
    const makeModel = (session: Session): Loaded =>
      entry.task === 'embed'
        ? new OnnxEmbedder(entry, session, tokenizer)
        : new OnnxNli(entry, session, tokenizer, config);
    // A model whose outputs do not fit its registry entry is caught here, not in a check.
    const check = async (model: Loaded) => {
      if (model instanceof OnnxEmbedder) await model.embed(['ClaimLens model check']);
      else await model.classify([{ premise: 'ClaimLens model check.', hypothesis: 'A model check.' }]);
    };
    let session;
    this.fallbacks.delete(entry.id);
    const measure = await this.measureOptions(entry, report, manifest.files[graph.path]!.sha256, (s) =>
      check(makeModel(s)),
    );
    try {
      const opened = await openSession(this.runtime, bytes, device, entry, measure).finally(() => {
        // A newer load (after an unload) may have its own measuring by now.
        if (measure && this.measuring.get(entry.id)?.signal === measure.signal) this.measuring.delete(entry.id);
      });
      session = opened.session;
      if (opened.fallback) this.fallbacks.set(entry.id, opened.fallback);
      if (opened.measured) this.remember(entry.id, opened.measured, measure?.remembered ?? null);
    } catch (e) {
      if (e instanceof ModelError && e.code === 'shape-mismatch') return this.mismatch(entry, e);
      if (measure?.signal?.aborted)
        throw new ModelError(
          'cancelled',
          `Measuring "${entry.name}" stopped: it was unloaded. It is measured on its next use.`,
        );
      // Only a graph WASM itself cannot open is treated as damaged; a WebGPU failure keeps the file.
      if (e instanceof ModelError && e.code === 'load-failed') throw e;
      return this.broken(entry, graph, t(md.unloadable, messageOf(e)));
    }
    const model = makeModel(session);
    try {
      await check(model);
    } catch (e) {
      await session
        .release()
        .catch(logged('models', `The session of ${entry.id} that failed its check could not be released`));
      if (e instanceof ModelError && e.code === 'shape-mismatch') return this.mismatch(entry, e);
      throw e;
    }
    return model;
  }

  /**
   * Measuring both backends applies on WebGPU when the device is `auto` (it chose WebGPU: a
   * hardware adapter) or when "Measure again" asked for it; a remembered result is reused while
   * its key (graph, adapter, onnxruntime version) holds.
   */
  private async measureOptions(
    entry: ModelEntry,
    report: DeviceReport,
    graphSha256: string,
    probe: (s: Session) => Promise<void>,
  ): Promise<MeasureOptions | undefined> {
    const asked = this.measureNext.delete(entry.id);
    if (report.device !== 'webgpu' || (this.config.device !== 'auto' && !asked)) return undefined;
    const controller = new AbortController();
    this.measuring.set(entry.id, controller);
    return {
      probe,
      preference: this.config.device,
      key: measurementKey(graphSha256, report.adapter, this.runtime.version),
      remembered: asked ? null : await readMeasurement(this.store, entry.id),
      signal: controller.signal,
    };
  }

  private remember(id: string, m: BackendMeasurement, remembered: BackendMeasurement | null): void {
    this.measurements.set(id, m);
    // A backend that failed is tried again on the next load (a lost GPU device may come back): only comparisons are kept.
    if (m !== remembered && m.webgpuMs !== null && m.wasmMs !== null)
      void saveMeasurement(this.store, id, m).catch(
        logged('models', `The measured backend of ${id} could not be saved: it is measured again next time`),
      );
  }

  /** "Measure again": forgets the remembered result and loads the model again, measuring both backends. */
  async measure(id: string): Promise<BackendMeasurement> {
    this.entry(id);
    const report = await this.device();
    if (report.device !== 'webgpu')
      throw new ModelError(
        'load-failed',
        `Nothing to measure: models run on WASM here (${report.note ?? 'WASM chosen in Settings → Models'}).`,
      );
    await forgetMeasurement(this.store, id);
    this.measurements.delete(id);
    await this.unload(id);
    this.measureNext.add(id);
    await this.load(id);
    const m = this.measurements.get(id);
    if (!m) throw new ModelError('load-failed', `"${id}" was loaded without being measured: press Measure again.`);
    return m;
  }

  /** A model whose outputs do not fit its entry: its files are removed (they belong to another model). */
  private async mismatch(entry: ModelEntry, e: ModelError): Promise<never> {
    await this.store.removeModel(entry.id);
    throw new ModelError('shape-mismatch', `${e.message} Its files were removed.`);
  }

  /** Removes a damaged file (and its manifest record) and says how to get it back. */
  private async broken(entry: ModelEntry, file: ModelFile, what: string): Promise<never> {
    await this.unload(entry.id);
    await this.store.remove(entry.id, file.path);
    const manifest = await this.manifest(entry.id);
    delete manifest.files[file.path];
    await this.saveManifest(entry.id, manifest);
    const message = t(md.broken, file.path, entry.name, what);
    this.errors.set(entry.id, message);
    throw new ModelError('damaged', message);
  }

  async unload(id: string): Promise<void> {
    this.fallbacks.delete(id);
    this.measuring.get(id)?.abort();
    for (const key of [...this.loading.keys()].filter((k) => k.startsWith(`${id}@`))) {
      const p = this.loading.get(key)!;
      this.loading.delete(key);
      this.loaded.delete(key);
      // Not awaited: the load may be the caller (a damaged file found while loading).
      void p
        .then((m) => m.release())
        .catch(logged('models', `${id} could not be unloaded (its load failed, or releasing it did)`, 'info'));
    }
  }

  protected async unloadAll(): Promise<void> {
    await Promise.all(this.entries().map((e) => this.unload(e.id)));
  }

  /** The selected model of a task if its files are on disk, else null. */
  async selected(task: ModelEntry['task']): Promise<Loaded | null> {
    const id = task === 'embed' ? this.config.embedModelId : this.config.nliModelId;
    const entry = this.entries().find((m) => m.id === id && m.task === task);
    if (!entry) return null;
    const { device } = await this.device();
    // Every check asks for both models: a loaded one was checked against its manifest when it
    // loaded, and deleting or importing its files unloads it first, so the disk is read only
    // when it is not loaded (two OPFS reads were 6–8 ms of the memory path in Chromium).
    const loaded = this.loaded.get(`${id}@${device}`);
    if (loaded) return loaded;
    const manifest = await this.manifest(entry.id);
    if (!filesFor(entry, device).every((f) => manifest.files[f.path])) return null;
    return this.load(id);
  }

  /** "Test this model": load it, run a sample, report device and timings. */
  async test(id: string): Promise<ModelTestResult> {
    const started = performance.now();
    const model = await this.load(id);
    const loadMs = performance.now() - started;
    const chosen = await this.device();
    // The device it really ran on: WASM after a failed WebGPU session, or when measuring kept WASM.
    const note = this.fallbacks.get(id) ?? this.measurements.get(id)?.reason;
    const device: DeviceReport =
      this.runsOn(id, chosen.device) !== chosen.device
        ? { ...chosen, device: 'wasm', adapter: null, note: note ?? null }
        : chosen;
    const t0 = performance.now();
    let sample: number[];
    if (model instanceof OnnxEmbedder) {
      const [a, b] = await model.embed(['Vitamin C prevents the common cold.', 'Taking vitamin C stops colds.']);
      let dot = 0;
      for (let i = 0; i < a!.length; i++) dot += a![i]! * b![i]!;
      sample = [dot];
    } else {
      const [p] = await model.classify([
        {
          premise: 'Vaccines are tested in clinical trials before approval.',
          hypothesis: 'Vaccines are never tested.',
        },
      ]);
      sample = [p!.entailment, p!.contradiction, p!.neutral];
    }
    return {
      modelId: id,
      task: model.entry.task,
      device,
      loadMs,
      latencyMs: performance.now() - t0,
      dims: model instanceof OnnxEmbedder ? model.dims : undefined,
      sample,
    };
  }
}
