import type { Embedder, ModelServices, NliModel } from '../../lib/ml/types';

/**
 * The models a stage is given, with the time spent inside their calls counted: a check's time
 * less its model time is what the graph, the index and the decision cost (the memory path's
 * breakdown). The stages await each model call before their next step, so no other work of the
 * check is counted as a model's.
 */
export interface TimedModels {
  services: ModelServices;
  /** Model time since the last call, in ms. */
  take(): number;
}

export function timedModels(models: ModelServices): TimedModels {
  let spent = 0;
  const timed = async <T>(work: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    try {
      return await work();
    } finally {
      spent += performance.now() - t;
    }
  };
  const embedder = async (): Promise<Embedder | null> => {
    const e = await models.embedder();
    return (
      e && {
        modelId: e.modelId,
        dims: e.dims,
        threshold: e.threshold,
        embed: (texts, signal) => timed(() => e.embed(texts, signal)),
      }
    );
  };
  const nli = async (): Promise<NliModel | null> => {
    const n = await models.nli();
    return n && { modelId: n.modelId, classify: (pairs, signal) => timed(() => n.classify(pairs, signal)) };
  };
  return {
    services: { embedder, nli },
    take: () => {
      const ms = spent;
      spent = 0;
      return ms;
    },
  };
}
