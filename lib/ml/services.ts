import type { ModelManager } from './manager';
import { OnnxEmbedder, OnnxNli } from './models';
import type { Embedder, ModelServices, NliModel } from './types';

/**
 * The real ModelServices: the selected models of Settings → Models, loaded on first use.
 * A model that is not downloaded is `null` (the stage says so); one that is downloaded but
 * broken throws a ModelError naming the fix, after removing the broken files.
 */
export class LocalModels implements ModelServices {
  constructor(readonly manager: ModelManager) {}

  async embedder(): Promise<Embedder | null> {
    const m = await this.manager.selected('embed');
    return m instanceof OnnxEmbedder ? m : null;
  }

  async nli(): Promise<NliModel | null> {
    const m = await this.manager.selected('nli');
    return m instanceof OnnxNli ? m : null;
  }
}
