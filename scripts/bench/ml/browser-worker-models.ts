/// <reference lib="webworker" />
import type { OrtBuild } from '../../../lib/ml/device-choice';
import { ModelManager } from '../../../lib/ml/manager';
import { webOrtBuilds } from '../../../lib/ml/ort-builds';
import type { ModelEntry } from '../../../lib/ml/registry';
import { OnnxRuntime } from '../../../lib/ml/runtime';
import { LocalModels } from '../../../lib/ml/services';
import { opfsStore } from '../../../lib/ml/store-opfs';

/**
 * The engine's models in a bench worker as the engine holds them: from OPFS, on WASM, the pair
 * given, on the onnxruntime-web build the engine chooses (or on `build`, for the comparison).
 */
export function workerModels(entries: ModelEntry[], threads?: number, build?: OrtBuild): LocalModels {
  const runtime = new OnnxRuntime({
    builds: build ? { wasm: webOrtBuilds[build], webgpu: webOrtBuilds[build] } : webOrtBuilds,
    wasmPaths: `${self.location.origin}/ort/`,
    crossOriginIsolated: self.crossOriginIsolated,
    hardwareConcurrency: navigator.hardwareConcurrency,
  });
  const models = new LocalModels(new ModelManager(opfsStore(), runtime));
  models.manager.configure({
    device: 'wasm',
    ...(threads === undefined ? {} : { threads }),
    custom: entries,
    embedModelId: entries[0]!.id,
    nliModelId: entries[1]!.id,
  });
  return models;
}

/** One check's inference: an embedding and an NLI pair. */
export async function firstInference(models: LocalModels): Promise<void> {
  await (await models.embedder())!.embed(['First claim of the day.']);
  await (await models.nli())!.classify([{ premise: 'Vaccines are tested.', hypothesis: 'Vaccines are never tested.' }]);
}
