import * as v from 'valibot';
import type { ModelManager, ModelStatus, ModelTestResult } from '../../ml/manager';
import type { DeviceReport } from '../../ml/runtime';
import type { NliProbs } from '../../ml/types';
import type { EngineServices, OpHandlers } from '../services';
import { logged } from '../../log/log';

/** Engine requests of Settings → Models: status, download, cancel, delete, import, test, and direct inference. */

const ModelId = v.pipe(v.string(), v.regex(/^[\w.\-]{1,100}$/));
const Text = v.pipe(v.string(), v.maxLength(20_000));

export const modelOps = {
  'models.status': v.object({}),
  'models.download': v.object({ modelId: ModelId, restart: v.optional(v.boolean(), false) }),
  'models.cancel': v.object({ modelId: ModelId }),
  'models.delete': v.object({ modelId: ModelId }),
  /** Files the side panel staged in OPFS (runtime messages cannot carry large files). */
  'models.import': v.object({ modelId: ModelId, paths: v.pipe(v.array(v.pipe(v.string(), v.maxLength(300))), v.minLength(1), v.maxLength(12)) }),
  'models.test': v.object({ modelId: ModelId }),
  'models.embed': v.object({ texts: v.pipe(v.array(Text), v.minLength(1), v.maxLength(64)) }),
  'models.classify': v.object({ pairs: v.pipe(v.array(v.object({ premise: Text, hypothesis: Text })), v.minLength(1), v.maxLength(64)) }),
} as const;

export interface ModelsStatus {
  device: DeviceReport;
  models: ModelStatus[];
  storage: { usage: number; quota: number } | null;
}

export interface ModelOpResults {
  'models.status': ModelsStatus;
  'models.download': { started: boolean };
  'models.cancel': { cancelled: boolean };
  'models.delete': { deleted: true };
  'models.import': { imported: true };
  'models.test': ModelTestResult;
  'models.embed': { modelId: string; device: DeviceReport; vectors: number[][] };
  'models.classify': { modelId: string; device: DeviceReport; probs: NliProbs[] };
}

function managerOf(s: EngineServices): ModelManager {
  const manager = (s.models as { manager?: ModelManager }).manager;
  if (!manager) throw new Error('This engine has no local model support.');
  return manager;
}

const noModel = (task: string) => new Error(`No ${task} model yet: open Settings → Models to download it.`);

export function modelOpHandlers(s: EngineServices): OpHandlers<typeof modelOps, ModelOpResults> {
  return {
    'models.status': () => managerOf(s).status(),
    'models.download': async (p) => {
      const manager = managerOf(s);
      manager.entry(p.modelId);
      // Runs on in the engine; progress and errors are read with models.status.
      manager.download(p.modelId, { restart: p.restart }).catch(logged('models', `The download of ${p.modelId} stopped`, 'error'));
      return { started: true };
    },
    'models.cancel': async (p) => ({ cancelled: managerOf(s).cancel(p.modelId) }),
    'models.delete': async (p) => {
      await managerOf(s).delete(p.modelId);
      return { deleted: true };
    },
    'models.import': async (p) => {
      await managerOf(s).importStaged(p.modelId, p.paths);
      return { imported: true };
    },
    'models.test': (p) => managerOf(s).test(p.modelId),
    'models.embed': async (p) => {
      const embedder = await s.models.embedder();
      if (!embedder) throw noModel('embedding');
      const vectors = await embedder.embed(p.texts);
      return { modelId: embedder.modelId, device: await managerOf(s).device(), vectors: vectors.map((x) => Array.from(x)) };
    },
    'models.classify': async (p) => {
      const nli = await s.models.nli();
      if (!nli) throw noModel('NLI');
      return { modelId: nli.modelId, device: await managerOf(s).device(), probs: await nli.classify(p.pairs) };
    },
  };
}
