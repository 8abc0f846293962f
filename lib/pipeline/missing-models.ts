import type { MissingModel } from '../core/types';
import type { ModelServices } from '../ml/types';

/**
 * The models of one check, noting each local model a stage asked for and did not get (not
 * installed): the check then says so and offers the download, instead of a silent Unverified.
 */
export function noticingMissing(models: ModelServices, missing: Set<MissingModel>): ModelServices {
  return {
    embedder: async () => {
      const m = await models.embedder();
      if (!m) missing.add('embed');
      return m;
    },
    nli: async () => {
      const m = await models.nli();
      if (!m) missing.add('nli');
      return m;
    },
  };
}
