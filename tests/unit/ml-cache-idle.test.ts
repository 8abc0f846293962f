import { afterEach, describe, expect, it, vi } from 'vitest';

import { IdleRelease } from '../../lib/ml/idle';
import { ModelCache } from '../../lib/ml/model-cache';
import { tinyModelServices } from '../../lib/ml/node';
import type { Embedder, NliModel, NliProbs } from '../../lib/ml/types';
import { Lru } from '../../lib/util/lru';

class CountingEmbedder implements Embedder {
  readonly dims = 2;
  readonly threshold = 0.7;
  readonly batches: string[][] = [];
  constructor(readonly modelId = 'count-embed') {}
  async embed(texts: readonly string[]): Promise<Float32Array[]> {
    this.batches.push([...texts]);
    return texts.map((t) => Float32Array.from([t.length, this.modelId.length]));
  }
}
class CountingNli implements NliModel {
  readonly batches: { premise: string; hypothesis: string }[][] = [];
  constructor(readonly modelId = 'count-nli') {}
  async classify(pairs: readonly { premise: string; hypothesis: string }[]): Promise<NliProbs[]> {
    this.batches.push([...pairs]);
    return pairs.map((p) => ({
      entailment: p.premise.length / 100,
      contradiction: p.hypothesis.length / 100,
      neutral: 0,
    }));
  }
}

describe('LRU', () => {
  it('forgets the least recently used entry first', () => {
    const lru = new Lru<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect([lru.get('a'), lru.get('b'), lru.get('c'), lru.size]).toEqual([1, undefined, 3, 2]);
    expect(() => new Lru(0)).toThrow('An LRU cache needs a capacity of at least 1, got 0.');
  });
});

describe('model results cache', () => {
  it('embeds only the texts it has not seen, once each, in one call, and answers in order', async () => {
    const cache = new ModelCache();
    const e = new CountingEmbedder();
    const first = await cache.embed(e, ['a', 'bb', 'a']);
    expect(e.batches).toEqual([['a', 'bb']]);
    expect(first.map((v) => v[0])).toEqual([1, 2, 1]);
    const second = await cache.embed(e, ['ccc', 'bb']);
    expect(e.batches).toEqual([['a', 'bb'], ['ccc']]);
    expect(second.map((v) => v[0])).toEqual([3, 2]);
    expect(cache.stats).toMatchObject({ embedHits: 2, embedMisses: 3 });
    // A caller that changes its copy does not change the cache.
    second[1]![0] = 99;
    expect((await cache.embed(e, ['bb']))[0]![0]).toBe(2);
  });

  it('keys every result by model id: another model computes its own', async () => {
    const cache = new ModelCache();
    const a = new CountingEmbedder('model-a');
    const b = new CountingEmbedder('model-bb');
    await cache.embed(a, ['text']);
    expect((await cache.embed(b, ['text']))[0]![1]).toBe(8);
    expect(b.batches).toEqual([['text']]);
    const n1 = new CountingNli('nli-1');
    const n2 = new CountingNli('nli-2');
    await cache.classify(n1, [{ premise: 'p', hypothesis: 'h' }]);
    await cache.classify(n2, [{ premise: 'p', hypothesis: 'h' }]);
    expect([n1.batches.length, n2.batches.length]).toEqual([1, 1]);
  });

  it('classifies each (premise, hypothesis) pair once; a swapped pair is another pair', async () => {
    const cache = new ModelCache();
    const nli = new CountingNli();
    const pairs = [
      { premise: 'stored', hypothesis: 'claim' },
      { premise: 'claim', hypothesis: 'stored' },
      { premise: 'stored', hypothesis: 'claim' },
    ];
    const probs = await cache.classify(nli, pairs);
    expect(nli.batches).toEqual([pairs.slice(0, 2)]);
    expect(probs[0]).toEqual(probs[2]);
    expect(probs[0]).not.toEqual(probs[1]);
    await cache.classify(nli, pairs.slice(1));
    expect(nli.batches).toHaveLength(1);
    expect(cache.stats).toMatchObject({ nliHits: 3, nliMisses: 2 });
  });

  it('is bounded: the oldest results are computed again', async () => {
    const cache = new ModelCache(2, 2);
    const e = new CountingEmbedder();
    await cache.embed(e, ['a', 'b', 'c']);
    await cache.embed(e, ['c', 'a']);
    expect(e.batches).toEqual([['a', 'b', 'c'], ['a']]);
  });
});

describe('idle release', () => {
  afterEach(() => vi.useRealTimers());

  it('releases after the idle time, never while a call runs, and counts from the end of the last call', async () => {
    vi.useFakeTimers();
    const release = vi.fn(async () => undefined);
    const idle = new IdleRelease(release, () => 1000, 'm');
    let finish!: () => void;
    const running = idle.use(() => new Promise<void>((r) => (finish = r)));
    await vi.advanceTimersByTimeAsync(5000);
    expect(release).not.toHaveBeenCalled();
    finish();
    await running;
    await vi.advanceTimersByTimeAsync(999);
    expect(release).not.toHaveBeenCalled();
    await idle.use(async () => undefined);
    await vi.advanceTimersByTimeAsync(999);
    expect(release).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(release).toHaveBeenCalledTimes(1);
    expect(idle.released).toBe(1);
  });

  it.each([0, -1, Number.POSITIVE_INFINITY, Number.NaN])('never releases with an idle time of %s', async (ms) => {
    vi.useFakeTimers();
    const release = vi.fn(async () => undefined);
    await new IdleRelease(release, () => ms, 'm').use(async () => undefined);
    await vi.advanceTimersByTimeAsync(10 ** 9);
    expect(release).not.toHaveBeenCalled();
  });
});

describe('local models: cache and idle unload over the tiny models', () => {
  it('unloads the models after the idle time and loads them again for the next call, with the same results', async () => {
    const models = await tinyModelServices();
    // 0.01 minutes: 600 ms (long enough that a loaded machine does not release between the two lines below).
    models.manager.configure({ idleUnloadMinutes: 0.01 });
    const embedder = (await models.embedder())!;
    const nli = (await models.nli())!;
    const before = await embedder.embed(['Vitamin C prevents colds.']);
    const probs = await nli.classify([{ premise: 'Vaccines are tested.', hypothesis: 'Vaccines are never tested.' }]);
    expect(models.isLoaded(embedder.modelId)).toBe(true);
    await vi.waitFor(() => expect(models.isLoaded(embedder.modelId) || models.isLoaded(nli.modelId)).toBe(false), {
      timeout: 10_000,
      interval: 20,
    });
    // Cached results need no model: nothing is loaded for them.
    expect(await embedder.embed(['Vitamin C prevents colds.'])).toEqual(before);
    expect(models.isLoaded(embedder.modelId)).toBe(false);
    // A new text loads the model again, through the same handle; the results are the model's.
    models.cache.clear();
    // Kept loaded from here on, so that the check below does not race the next release on a slow machine.
    models.manager.configure({ idleUnloadMinutes: 0 });
    const again = await embedder.embed(['Vitamin C prevents colds.']);
    expect(Array.from(again[0]!)).toEqual(Array.from(before[0]!));
    expect(models.isLoaded(embedder.modelId)).toBe(true);
    expect(await nli.classify([{ premise: 'Vaccines are tested.', hypothesis: 'Vaccines are never tested.' }])).toEqual(
      probs,
    );
  }, 60_000);

  it('hands a loaded model to each check without reading the disk, and a deleted one to none', async () => {
    const models = await tinyModelServices();
    const embedder = (await models.embedder())!;
    expect(models.isLoaded(embedder.modelId)).toBe(true);
    const read = vi.spyOn(models.manager.store, 'read');
    expect((await models.embedder())?.modelId).toBe(embedder.modelId);
    expect((await models.nli())?.modelId).toBe('tiny-nli');
    // The NLI model was not loaded yet: only its load reads the disk.
    const paths = read.mock.calls.map(([id, file]) => `${id}/${file}`);
    expect(paths.some((p) => p.startsWith('tiny-embed/'))).toBe(false);
    expect(paths).toContain('tiny-nli/claimlens-manifest.json');
    read.mockClear();
    expect(await models.nli()).not.toBeNull();
    expect(read).not.toHaveBeenCalled();
    // Deleting unloads it first: the next check reads the disk and finds no model.
    await models.manager.delete(embedder.modelId);
    expect(await models.embedder()).toBeNull();
    expect(read.mock.calls.map(([id, file]) => `${id}/${file}`)).toContain('tiny-embed/claimlens-manifest.json');
  }, 60_000);

  it('a call that arrives while the model is being unloaded gets a loaded model', async () => {
    const models = await tinyModelServices();
    models.manager.configure({ idleUnloadMinutes: 0 });
    const embedder = (await models.embedder())!;
    const [reference] = await embedder.embed(['first']);
    models.cache.clear();
    // The release starts (its session is freed asynchronously) and calls come in at once.
    const unloading = models.manager.unload(embedder.modelId);
    const during = Promise.all([embedder.embed(['first']), embedder.embed(['second'])]);
    await unloading;
    const [[v1], [v2]] = await during;
    expect(Array.from(v1!)).toEqual(Array.from(reference!));
    expect(v2).toHaveLength(embedder.dims);
    expect(models.isLoaded(embedder.modelId)).toBe(true);
  }, 60_000);
});
