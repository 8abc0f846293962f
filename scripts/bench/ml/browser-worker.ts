/// <reference lib="webworker" />
import { ModelManager } from '../../../lib/ml/manager';
import { webOrtBuilds } from '../../../lib/ml/ort-builds';
import type { ModelEntry } from '../../../lib/ml/registry';
import { OnnxRuntime } from '../../../lib/ml/runtime';
import { LocalModels } from '../../../lib/ml/services';
import { opfsStore } from '../../../lib/ml/store-opfs';
import { messageOf } from '../../../lib/util/errors';

/** A fresh engine in a worker, as the extension starts one: models from OPFS, first embedding. */
self.onmessage = async (m: MessageEvent<ModelEntry[]>) => {
  try {
    const runtime = new OnnxRuntime({
      builds: webOrtBuilds,
      wasmPaths: `${self.location.origin}/ort/`,
      crossOriginIsolated: self.crossOriginIsolated,
      hardwareConcurrency: navigator.hardwareConcurrency,
    });
    const models = new LocalModels(new ModelManager(opfsStore(), runtime));
    models.manager.configure({ device: 'wasm', custom: m.data, embedModelId: m.data[0]!.id });
    await (await models.embedder())!.embed(['First claim of the day.']);
    self.postMessage({ ok: true });
  } catch (e) {
    self.postMessage({ ok: false, error: messageOf(e) });
  }
};
