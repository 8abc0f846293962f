import { IdleRelease } from './idle';
import type { ModelManager } from './manager';
import { ModelCache } from './model-cache';
import { OnnxEmbedder, OnnxNli } from './models';
import type { Embedder, ModelServices, NliModel } from './types';

/**
 * The real ModelServices: the selected models of Settings → Models, loaded on first use.
 * A model that is not downloaded is `null` (the stage says so); one that is downloaded but
 * broken throws a ModelError naming the fix, after removing the broken files.
 *
 * What the pipeline gets is a handle, not the loaded model: each call goes through the results
 * cache (model-cache.ts) and then to the model as loaded at that moment, so a model released
 * for being idle (idle.ts) is loaded again by the next call that needs it.
 */
export class LocalModels implements ModelServices {
  readonly cache = new ModelCache();
  private readonly idle = new Map<string, IdleRelease>();
  private readonly released: (() => void)[] = [];

  /** Called after a model was released for being idle (the engine worker may then stop itself, engine/idle-stop.ts). */
  onIdleRelease(listener: () => void): void {
    this.released.push(listener);
  }

  constructor(readonly manager: ModelManager) {}

  private idleOf(id: string): IdleRelease {
    let idle = this.idle.get(id);
    if (!idle) {
      idle = new IdleRelease(
        async () => {
          await this.manager.unload(id);
          this.released.forEach((l) => l());
        },
        () => (this.manager.settings.idleUnloadMinutes ?? 0) * 60_000,
        id,
      );
      this.idle.set(id, idle);
    }
    return idle;
  }

  /** Runs fn on the loaded model `id` (loading it if it was released), holding it meanwhile. */
  private withModel<M, R>(
    id: string,
    kind: abstract new (...args: never[]) => M,
    fn: (m: M) => Promise<R>,
  ): Promise<R> {
    return this.idleOf(id).use(async () => {
      const m = await this.manager.load(id);
      if (!(m instanceof kind))
        throw new Error(`Model "${id}" is no longer a model of this task: choose another in Settings → Models.`);
      return fn(m);
    });
  }

  async embedder(): Promise<Embedder | null> {
    const m = await this.idleOf(this.manager.settings.embedModelId).use(() => this.manager.selected('embed'));
    if (!(m instanceof OnnxEmbedder)) return null;
    const id = m.modelId;
    const model: Embedder = {
      modelId: id,
      dims: m.dims,
      threshold: m.threshold,
      embed: (texts, signal) => this.withModel(id, OnnxEmbedder, (e) => e.embed(texts, signal)),
    };
    return { ...model, embed: (texts, signal) => this.cache.embed(model, texts, signal) };
  }

  async nli(): Promise<NliModel | null> {
    const m = await this.idleOf(this.manager.settings.nliModelId).use(() => this.manager.selected('nli'));
    if (!(m instanceof OnnxNli)) return null;
    const id = m.modelId;
    const model: NliModel = {
      modelId: id,
      classify: (pairs, signal) => this.withModel(id, OnnxNli, (n) => n.classify(pairs, signal)),
    };
    return { ...model, classify: (pairs, signal) => this.cache.classify(model, pairs, signal) };
  }

  /** Whether a model is loaded now (not released for being idle), for status and tests. */
  isLoaded(id: string): boolean {
    return this.manager.isLoaded(id);
  }
}
