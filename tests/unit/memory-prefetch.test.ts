import { describe, expect, it } from 'vitest';

import { knowledgeOf } from '../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../lib/kg/graph/store';
import type { MemoryTrace } from '../../lib/kg/memory/trace';
import { ModelCache } from '../../lib/ml/model-cache';
import type { ModelServices, NliProbs } from '../../lib/ml/types';
import { memoryStage } from '../../lib/pipeline/stages/memory/memory';
import { prefetchMemory } from '../../lib/pipeline/stages/memory/prefetch';
import { memoryStageContext } from '../../scripts/bench/kg-context';
import { freshDatabases } from './support/kg-db';
import { DIMS, FixedEmbedder, ScriptedNli } from './support/kg-fixtures';

const freshDb = freshDatabases('memory-prefetch');

const axis = (i: number, S = 1, j = i + 20) => {
  const v = new Float32Array(DIMS);
  v[i] = S;
  if (S < 1) v[j] = Math.sqrt(1 - S * S);
  return v;
};
const STORED = [
  'Garlic does not cure COVID-19.',
  'Vitamin C does not prevent colds.',
  'Masks reduce the spread of flu.',
];
const CLAIMS = [
  'Garlic cannot cure COVID-19.',
  'Vitamin C will not prevent a cold.',
  'Masks cut the spread of flu.',
  'Zinc cures everything.',
];

/** ModelServices as the engine gives them: the models behind the results cache. */
function cached(embedder: FixedEmbedder, nli: ScriptedNli): { services: ModelServices; cache: ModelCache } {
  const cache = new ModelCache();
  return {
    cache,
    services: {
      embedder: async () => ({
        modelId: embedder.modelId,
        dims: embedder.dims,
        threshold: embedder.threshold,
        embed: (t, s) => cache.embed(embedder, t, s),
      }),
      nli: async () => ({ modelId: nli.modelId, classify: (p, s) => cache.classify(nli, p, s) }),
    },
  };
}

describe('the claims of a decomposed selection, prefetched in one batch', () => {
  it('embeds every claim in one call and classifies the pairs memory will need in one call; the checks then call no model', async () => {
    const db = freshDb();
    const fixed = new Map<string, Float32Array>([
      ...STORED.map((t, i) => [t, axis(10 + i)] as const),
      ...CLAIMS.slice(0, 3).map((t, i) => [t, axis(10 + i, 0.95)] as const),
      // Over the (calibrated) threshold of 0.6, too far for any NLI result to let memory answer.
      [CLAIMS[3]!, axis(12, 0.65)],
    ]);
    const embedder = new FixedEmbedder(fixed);
    const entail: NliProbs = { entailment: 0.9, contradiction: 0.05, neutral: 0.05 };
    const nli = new ScriptedNli(() => entail);
    const w = new GraphWriter('pack:test');
    STORED.forEach((text) => w.addClaim({ text, status: 'TRUE' }));
    await knowledgeOf(db).write(w, { embedder });
    embedder.calls = 0;
    embedder.texts = [];
    const { services, cache } = cached(embedder, nli);
    const ctx = memoryStageContext(db, services);
    ctx.config.settings.memory.similarity = { 'test-embed': { macro: 0.6, micro: 0.6 } };

    expect(await prefetchMemory(CLAIMS, ctx)).toEqual({ embedded: 4, pairs: 3 });
    expect(embedder.calls).toBe(1);
    expect(embedder.texts).toEqual(CLAIMS);
    expect(nli.seen).toEqual(CLAIMS.slice(0, 3).map((hypothesis, i) => ({ premise: STORED[i], hypothesis })));

    const traces: MemoryTrace[] = [];
    for (const claim of CLAIMS) {
      const r = await memoryStage(claim, ctx);
      traces.push((r.outcome?.traces.memory ?? r.traces!.memory) as MemoryTrace);
    }
    expect(embedder.calls).toBe(1);
    expect(nli.seen).toHaveLength(3);
    expect(traces.map((t) => t.outcome)).toEqual(['answered', 'answered', 'answered', 'passed']);
    expect(traces[3]).toMatchObject({ nliSkipped: true, guard: { name: 'low-confidence' } });
    expect(traces[3]!.nli).toBeUndefined();
    expect(cache.stats.nliMisses).toBe(3);
  });

  it('does nothing for a single claim (the memory stage makes its own one call)', async () => {
    const db = freshDb();
    const embedder = new FixedEmbedder();
    const { services } = cached(embedder, new ScriptedNli(() => ({ entailment: 1, contradiction: 0, neutral: 0 })));
    expect(await prefetchMemory(['One claim.'], memoryStageContext(db, services))).toEqual({ embedded: 0, pairs: 0 });
    expect(embedder.calls).toBe(0);
  });
});
