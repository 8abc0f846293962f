import * as v from 'valibot';

import { defineRequest, returns } from '../../core/protocol';
import { CheckIdSchema } from '../../core/schemas';
import type { BackendMeasurement } from '../../ml/backend-record';
import type { ModelStatus, ModelTestResult } from '../../ml/manager';
import type { DeviceReport } from '../../ml/runtime';
import type { NliProbs } from '../../ml/types';
import { FROM_PANEL } from './senders';

/** Settings → Models: status, download, cancel, delete, import, test, measure, and direct inference. */
export interface ModelsStatus {
  device: DeviceReport;
  models: ModelStatus[];
  storage: { usage: number; quota: number } | null;
}

const ModelId = v.pipe(v.string(), v.regex(/^[\w.\-]{1,100}$/));
const ModelRef = v.object({ modelId: ModelId });
const Text = v.pipe(v.string(), v.maxLength(20_000));

export const modelOps = {
  'models.status': defineRequest({
    from: FROM_PANEL,
    resend: true,
    payload: v.object({}),
    result: returns<ModelsStatus>(),
  }),
  'models.download': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ modelId: ModelId, restart: v.optional(v.boolean(), false) }),
    result: returns<{ started: boolean }>(),
  }),
  /**
   * The one-click offer of a check that found the local models missing: the selected embedder
   * and NLI model are downloaded as Settings → Models downloads them, then the check runs again.
   */
  'models.forCheck': defineRequest({
    from: ['background'],
    resend: false,
    payload: v.object({ checkId: CheckIdSchema }),
    result: returns<{ started: boolean }>(),
  }),
  'models.cancel': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: ModelRef,
    result: returns<{ cancelled: boolean }>(),
  }),
  'models.delete': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: ModelRef,
    result: returns<{ deleted: true }>(),
  }),
  /** Files the side panel staged in OPFS (runtime messages cannot carry large files). */
  'models.import': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({
      modelId: ModelId,
      paths: v.pipe(v.array(v.pipe(v.string(), v.maxLength(300))), v.minLength(1), v.maxLength(12)),
    }),
    result: returns<{ imported: true }>(),
  }),
  'models.test': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: ModelRef,
    result: returns<ModelTestResult>(),
  }),
  /** "Measure again": WebGPU against WASM on this model, the faster kept (lib/ml/backend-measure.ts). */
  'models.measure': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: ModelRef,
    result: returns<BackendMeasurement>(),
  }),
  'models.embed': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ texts: v.pipe(v.array(Text), v.minLength(1), v.maxLength(64)) }),
    result: returns<{ modelId: string; device: DeviceReport; vectors: number[][] }>(),
  }),
  'models.classify': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({
      pairs: v.pipe(v.array(v.object({ premise: Text, hypothesis: Text })), v.minLength(1), v.maxLength(64)),
    }),
    result: returns<{ modelId: string; device: DeviceReport; probs: NliProbs[] }>(),
  }),
};
