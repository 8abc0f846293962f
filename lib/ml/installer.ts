import { modelsDownload as md } from '../i18n/catalogue/models-download';
import { modelsEngine as m } from '../i18n/catalogue/models-engine';
import { t } from '../i18n/t';
import { messageOf } from '../util/errors';
import { isQuotaError } from '../util/quota';
import { type DownloadState, sha256Hex } from './catalog';
import { downloadFile } from './download';
import { formatBytes, ModelError } from './errors';
import { hubFileMeta } from './hub-api';
import { ModelLoader } from './loader';
import { filesFor, fileUrl, type ModelEntry, type ModelFile } from './registry';

/**
 * Installing models (transformers.js's hub): downloads with progress and resume, files the user
 * picked on disk, and deleting them.
 */

const STAGING = (id: string) => `~import-${id}`;

export abstract class ModelInstaller extends ModelLoader {
  /**
   * Starts downloading what the model needs on this device (resuming partial files unless
   * `restart`); resolves when done. Progress and errors show in `status()`.
   */
  download(id: string, options: { restart?: boolean } = {}): Promise<void> {
    const entry = this.entry(id);
    const running = this.jobs.get(id);
    if (running) return running.done;
    // Thrown, not rejected: the request that asked is refused with the reason.
    if (this.settings.downloads === 'off') throw new ModelError('downloads-off', t(m.downloadsOff));
    const controller = new AbortController();
    const state: DownloadState = { file: '', bytesDone: 0, bytesTotal: null };
    this.errors.delete(id);
    const done = this.runDownload(entry, state, controller.signal, options.restart ?? false).then(
      () => {
        this.jobs.delete(id);
      },
      (e: unknown) => {
        this.jobs.delete(id);
        this.errors.set(id, messageOf(e));
        throw e;
      },
    );
    this.jobs.set(id, { controller, state, done });
    return done;
  }

  /** Nothing loaded, loading or downloading: the engine may be stopped without losing work. */
  get quiet(): boolean {
    return this.loading.size === 0 && this.jobs.size === 0;
  }

  cancel(id: string): boolean {
    const job = this.jobs.get(id);
    job?.controller.abort();
    return Boolean(job);
  }

  private async runDownload(
    entry: ModelEntry,
    state: DownloadState,
    signal: AbortSignal,
    restart: boolean,
  ): Promise<void> {
    const base = this.baseUrl();
    const { device } = await this.device();
    const status = await this.statusOf(entry, device);
    const missing = await this.verifiable(
      entry,
      filesFor(entry, device).filter((f) => !status.files.find((s) => s.path === f.path)!.stored),
      base,
      signal,
    );
    const already = restart
      ? 0
      : missing.reduce((a, f) => a + (status.files.find((s) => s.path === f.path)?.partial ?? 0), 0);
    const need = missing.reduce((a, f) => a + (f.size ?? f.approxSize ?? 0), 0) - already;
    const estimate = await this.store.estimate();
    if (estimate && need > estimate.quota - estimate.usage)
      throw new ModelError(
        'quota',
        t(md.noSpace, entry.name, formatBytes(need), formatBytes(Math.max(0, estimate.quota - estimate.usage))),
      );
    state.bytesTotal = missing.reduce((a, f) => a + (f.size ?? f.approxSize ?? 0), 0);
    let finished = 0;
    const manifest = await this.manifest(entry.id);
    for (const file of missing) {
      state.file = file.path;
      const got = await downloadFile(
        this.store,
        {
          url: fileUrl(entry, file, base),
          modelId: entry.id,
          path: file.path,
          size: file.size,
          sha256: file.sha256,
          gitOid: file.gitOid,
          restart,
        },
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

  /**
   * Every file is checked against a known hash: the registry's pin, or else what the Hub's API
   * lists for it, read before the first byte is downloaded.
   */
  private async verifiable(
    entry: ModelEntry,
    files: ModelFile[],
    base: string,
    signal: AbortSignal,
  ): Promise<(ModelFile & { gitOid?: string })[]> {
    const unpinned = files.filter((f) => !f.sha256);
    if (!unpinned.length) return files;
    const meta = await hubFileMeta(
      base,
      entry,
      unpinned.map((f) => f.path),
      signal,
      this.fetchFn,
    );
    return files.map((f) => {
      const m = meta.get(f.path);
      if (f.sha256 || !m) return f;
      if (f.size !== undefined && f.size !== m.size)
        throw new ModelError(
          'hash-mismatch',
          `${f.path} of "${entry.name}" is ${m.size} bytes on ${new URL(base).host} but ${f.size} in the registry: nothing was downloaded. The repository changed; update the model's claimlens-model.json or its revision.`,
        );
      return { ...f, size: m.size, ...(m.sha256 ? { sha256: m.sha256 } : { gitOid: m.gitOid }) };
    });
  }

  async delete(id: string): Promise<void> {
    this.cancel(id);
    // The cancelled download ends with an abort: deleting only waits for it to stop.
    await Promise.allSettled([this.jobs.get(id)?.done]);
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
    const byName = (f: ModelFile) =>
      files.find((x) => x.path === f.path) ?? files.find((x) => x.path.split('/').pop() === f.path.split('/').pop());
    const needed = filesFor(entry, device);
    const missing = needed.filter((f) => !byName(f));
    if (missing.length)
      throw new ModelError(
        'not-installed',
        `Importing "${entry.name}" needs ${missing.map((f) => f.path).join(', ')} as well. Pick all of its files at once.`,
      );
    const manifest = await this.manifest(entry.id);
    await this.unload(id);
    for (const f of entry.files) {
      const given = byName(f);
      if (!given) continue;
      const digest = await sha256Hex(given.bytes);
      if (f.sha256 && digest !== f.sha256)
        throw new ModelError(
          'hash-mismatch',
          `${given.path} is not the file "${entry.name}" expects for ${f.path} (SHA-256 differs): nothing was imported. Pick the files of this exact model version.`,
        );
      if (f.size && given.bytes.length !== f.size)
        throw new ModelError(
          'hash-mismatch',
          `${given.path} has ${given.bytes.length} bytes, but "${entry.name}" expects ${f.size} for ${f.path}: nothing was imported.`,
        );
      try {
        await this.store.write(entry.id, f.path, given.bytes);
      } catch (e) {
        if (isQuotaError(e)) throw new ModelError('quota', t(md.importFull, entry.name));
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
      const files = await Promise.all(
        paths.map(async (path) => ({ path, bytes: await this.store.read(staging, path) })),
      );
      await this.importFiles(id, files);
    } finally {
      await this.store.removeModel(staging);
    }
  }
}
