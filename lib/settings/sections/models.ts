import * as v from 'valibot';

import { ModelEntrySchema } from '../../ml/registry';
import { int, pick, str } from './fields';

/** Local models (issue: local inference engine). Ids refer to the model registry (lib/ml/registry.ts). */
export const ModelSettingsSchema = v.object({
  embedModelId: str('all-MiniLM-L6-v2', 200),
  nliModelId: str('nli-deberta-v3-xsmall', 200),
  /** Where model files come from: the Hugging Face Hub or a mirror base URL. */
  source: pick(['hub', 'mirror'], 'hub'),
  mirrorUrl: str(''),
  /** `off`: no model is downloaded (an organisation locks it so); models come only from imported files. */
  downloads: pick(['allowed', 'off'], 'allowed'),
  device: pick(['auto', 'webgpu', 'wasm'], 'auto'),
  /** WASM threads: 0 = automatic (min(4, cores − 1)); used only where the engine is cross-origin isolated. */
  threads: int(0, 16, 0),
  /** Minutes a loaded model may stay unused before it is released (0: never); it loads again on the next check. */
  idleUnloadMinutes: int(0, 1440, 10),
  /** The team's own models (claimlens-model.json entries), next to the built-in ones. */
  custom: v.optional(v.pipe(v.array(ModelEntrySchema), v.maxLength(20)), []),
});

export type ModelSettings = v.InferOutput<typeof ModelSettingsSchema>;
