/// <reference lib="webworker" />
import type { ModelEntry } from '../../../lib/ml/registry';
import type { LocalModels } from '../../../lib/ml/services';
import { messageOf } from '../../../lib/util/errors';
import { firstInference, workerModels } from './browser-worker-models';

/**
 * An engine worker for the idle-unload figures: both models from OPFS, one check's inference
 * (an embedding and an NLI pair), then the release the idle timer does. Steps come as messages;
 * each answer carries how long the step took.
 */
let models: LocalModels | null = null;
let entries: ModelEntry[] = [];

async function check(): Promise<void> {
  models!.cache.clear();
  await firstInference(models!);
}

self.onmessage = async (m: MessageEvent<{ step: 'load' | 'release' | 'check' | 'info'; entries?: ModelEntry[] }>) => {
  const t0 = performance.now();
  try {
    if (m.data.step === 'info') {
      const { threads } = await models!.manager.device();
      self.postMessage({ ok: true, isolated: self.crossOriginIsolated, threads });
      return;
    }
    if (m.data.step === 'load') {
      entries = m.data.entries!;
      models = workerModels(entries);
      await check();
    } else if (m.data.step === 'release') {
      for (const e of entries) await models!.manager.unload(e.id);
    } else await check();
    self.postMessage({ ok: true, ms: performance.now() - t0 });
  } catch (e) {
    self.postMessage({ ok: false, error: messageOf(e) });
  }
};
