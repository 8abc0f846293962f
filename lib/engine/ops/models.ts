import { logged } from '../../log/log';
import type { ModelManager } from '../../ml/manager';
import type { modelOps } from '../declare/models';
import type { EngineServices, OpHandlers } from '../services';

/** Engine requests of Settings → Models: status, download, cancel, delete, import, test, measure, and direct inference. */

function managerOf(s: EngineServices): ModelManager {
  const manager = (s.models as { manager?: ModelManager }).manager;
  if (!manager) throw new Error('This engine has no local model support.');
  return manager;
}

const noModel = (task: string) => new Error(`No ${task} model yet: open Settings → Models to download it.`);

export function modelOpHandlers(s: EngineServices): OpHandlers<typeof modelOps> {
  return {
    'models.status': () => managerOf(s).status(),
    'models.download': async (p) => {
      const manager = managerOf(s);
      manager.entry(p.modelId);
      // Runs on in the engine; progress and errors are read with models.status.
      manager
        .download(p.modelId, { restart: p.restart })
        .catch(logged('models', `The download of ${p.modelId} stopped`, 'error'));
      return { started: true };
    },
    'models.forCheck': async (p, config) => {
      const manager = managerOf(s);
      const ids = [manager.settings.embedModelId, manager.settings.nliModelId];
      // Started here, so a refusal (downloads off, an unknown model) answers this request.
      const downloads = ids.map((id) => manager.download(id));
      // Runs on in the engine (progress in models.status); the check's tab and panel follow its run.
      void Promise.all(downloads)
        .then(() => s.runner.retry(p.checkId, config))
        .catch(logged('models', `The local models for ${p.checkId} were not installed`, 'error'));
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
    'models.measure': (p) => managerOf(s).measure(p.modelId),
    'models.embed': async (p) => {
      const embedder = await s.models.embedder();
      if (!embedder) throw noModel('embedding');
      const vectors = await embedder.embed(p.texts);
      return {
        modelId: embedder.modelId,
        device: await managerOf(s).device(),
        vectors: vectors.map((x) => Array.from(x)),
      };
    },
    'models.classify': async (p) => {
      const nli = await s.models.nli();
      if (!nli) throw noModel('NLI');
      return { modelId: nli.modelId, device: await managerOf(s).device(), probs: await nli.classify(p.pairs) };
    },
  };
}
