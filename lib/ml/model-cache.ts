import { Lru } from '../util/lru';
import type { Embedder, NliModel, NliProbs } from './types';

/**
 * Results of the local models kept for the life of the engine: embeddings per text and NLI
 * probabilities per (premise, hypothesis) pair, each keyed by model id too, so a changed model
 * never answers from another's results. Bounded (least recently used first out): 4,096
 * embeddings of 384 floats are 6 MiB. A re-check, a claim met again on another page and the
 * claims of a decomposed selection prefetched in one batch (memory-prefetch.ts) cost no inference.
 */

const EMBED_CACHE_ENTRIES = 4096;
const NLI_CACHE_ENTRIES = 8192;

/** Misses: items computed (a text asked twice in one call is computed once); hits: the rest. */
export interface CacheStats {
  embedHits: number;
  embedMisses: number;
  nliHits: number;
  nliMisses: number;
}

const SEP = '\u0000';

export class ModelCache {
  private readonly vectors: Lru<string, Float32Array>;
  private readonly probs: Lru<string, NliProbs>;
  readonly stats: CacheStats = { embedHits: 0, embedMisses: 0, nliHits: 0, nliMisses: 0 };

  constructor(embedEntries = EMBED_CACHE_ENTRIES, nliEntries = NLI_CACHE_ENTRIES) {
    this.vectors = new Lru(embedEntries);
    this.probs = new Lru(nliEntries);
  }

  /** Texts already embedded come from the cache (copies); the rest go to the model in one call. */
  async embed(model: Embedder, texts: readonly string[], signal?: AbortSignal): Promise<Float32Array[]> {
    const keys = texts.map((t) => `${model.modelId}${SEP}${t}`);
    const out = keys.map((k) => this.vectors.get(k)?.slice());
    const missing = [...new Set(keys.filter((_, i) => !out[i]))];
    this.stats.embedHits += texts.length - missing.length;
    this.stats.embedMisses += missing.length;
    if (missing.length) {
      const fresh = await model.embed(
        missing.map((k) => k.slice(model.modelId.length + 1)),
        signal,
      );
      missing.forEach((k, i) => this.vectors.set(k, fresh[i]!.slice()));
      const byKey = new Map(missing.map((k, i) => [k, fresh[i]!]));
      keys.forEach((k, i) => (out[i] ??= byKey.get(k)!.slice()));
    }
    return out as Float32Array[];
  }

  /** Pairs already classified come from the cache; the rest go to the model in one call. */
  async classify(
    model: NliModel,
    pairs: readonly { premise: string; hypothesis: string }[],
    signal?: AbortSignal,
  ): Promise<NliProbs[]> {
    const keys = pairs.map((p) => `${model.modelId}${SEP}${p.premise}${SEP}${p.hypothesis}`);
    const out = keys.map((k) => this.probs.get(k));
    const missing = [...new Map(keys.flatMap((k, i) => (out[i] ? [] : [[k, pairs[i]!] as const]))).entries()];
    this.stats.nliHits += pairs.length - missing.length;
    this.stats.nliMisses += missing.length;
    if (missing.length) {
      const fresh = await model.classify(
        missing.map(([, p]) => p),
        signal,
      );
      const byKey = new Map(missing.map(([k], i) => [k, fresh[i]!]));
      byKey.forEach((p, k) => this.probs.set(k, p));
      keys.forEach((k, i) => (out[i] ??= { ...byKey.get(k)! }));
    }
    return out.map((p) => ({ ...p! }));
  }

  clear(): void {
    this.vectors.clear();
    this.probs.clear();
  }
}
