import 'fake-indexeddb/auto';

import type { FeedPost } from '../../lib/core/feeds';
import { ClaimLensDB } from '../../lib/db/database';
import type { VectorRow } from '../../lib/db/records';
import { knowledgeOf } from '../../lib/kg/graph/knowledge';
import { type ClaimId, GraphWriter } from '../../lib/kg/graph/store';
import { installFolders, nodeModels } from '../../lib/ml/node';
import { feedContext, matchFeedPosts } from '../../lib/pipeline/feed-match';
import { defaultEngineConfig } from '../../lib/settings/run-config';
import { KNOWN_CLAIMS, KNOWN_EVERY } from './feeds-page';
import { percentile } from './harness';
import { normalised, vectorSource } from './kg-random';
import { generateBenchModels } from './ml/generate';

/**
 * The engine's side of flagging with models (issue 14), in Node on onnxruntime-web's WASM with
 * what ships there: random-weight all-MiniLM-L6-v2 and nli-deberta-v3-xsmall of the real shapes,
 * their q8 graphs. Memory holds 2,000 claims; the feed's known claims have a stored claim near
 * their own embedding, so their posts go through NLI and the decision layer as a real match would.
 * The same posts as the Chromium run (1 in 25 known); the results cache is emptied before each
 * request, so every sentence is embedded and looked up.
 */

const STORED = 2000;

export interface FeedModelsRun {
  /** Posts a second, in requests of 20. */
  perSecond: number;
  /** One request as the page sends it while scrolling (3 posts, 1 known): milliseconds, p50 and p90. */
  smallMs: { p50: number; p90: number };
  /** The same small request without models (word for word only). */
  smallNoModelsMs: { p50: number; p90: number };
  /** A request of the known post alone, with models: what a real model spends on the 3-post request (unrelated posts stop before NLI). */
  knownAloneMs: { p50: number; p90: number };
  /** Cosine similarity of an unknown post's sentence to a known claim under these random weights. */
  unknownToKnownS: number;
}

function post(n: number): FeedPost {
  return {
    key: n.toString(16).padStart(8, '0'),
    text:
      n % KNOWN_EVERY === 0
        ? `Seen today (${n}). ${KNOWN_CLAIMS[(n / KNOWN_EVERY) % 2]}`
        : `Post number ${n}: another day, another thread about sleep, coffee and running shoes.`,
  };
}

async function timed(fn: () => Promise<unknown>): Promise<number> {
  const t = performance.now();
  await fn();
  return performance.now() - t;
}

const spread = (ms: number[]) => ({ p50: percentile(ms, 50), p90: percentile(ms, 90) });

export async function feedsWithModels(log: (m: string) => void): Promise<FeedModelsRun> {
  log('Generating random-weight MiniLM-L6 and DeBERTa-v3-xsmall (fp32 and q8)…');
  const generated = generateBenchModels({ q8: true });
  const bare = await nodeModels({ backend: 'onnxruntime-web' });
  const models = await nodeModels({ backend: 'onnxruntime-web' });
  const db = new ClaimLensDB(`feeds-bench-${process.pid}`);
  try {
    await installFolders(models, [generated.embed.dir, generated.nli.dir], { wasmDtype: 'q8' });
    const embedder = (await models.embedder())!;
    const known = await embedder.embed(KNOWN_CLAIMS);
    const [unknown] = await embedder.embed([post(1).text]);
    const unknownToKnownS = unknown!.reduce((sum, x, k) => sum + x * known[0]![k]!, 0);
    const w = new GraphWriter('pack:feeds-bench');
    const ids: ClaimId[] = [];
    for (let i = 0; i < STORED; i++) {
      // Stored in other words than the posts say them: only the models can match them (no word-for-word shortcut).
      const text =
        i < KNOWN_CLAIMS.length
          ? `Reportedly, ${KNOWN_CLAIMS[i]!.toLowerCase()}`
          : `Stored claim ${i.toString(36)} about a treatment and its outcome.`;
      ids.push(w.addClaim({ text, status: i % 2 ? 'TRUE' : 'FALSE' }));
    }
    await knowledgeOf(db).write(w);
    const random = vectorSource(5, embedder.dims);
    const rows: VectorRow[] = ids.map((nodeId, i) => {
      const jitter = random();
      const vector = i < known.length ? normalised(known[i]!.map((x, k) => x + jitter[k]! * 0.05)) : random();
      return { nodeId, modelId: embedder.modelId, index: 'macro', vector };
    });
    await db.vectors.bulkPut(rows);

    const config = defaultEngineConfig();
    const floor = config.settings.feeds;
    const run = (posts: FeedPost[], withModels = true) => {
      (withModels ? models : bare).cache.clear();
      const ctx = feedContext({ db, models: withModels ? models : bare }, config, new AbortController().signal);
      return matchFeedPosts(posts, ctx, floor);
    };
    await run([post(0), post(1)]);
    await run([post(0), post(1)], false);

    log('Engine with models: 10 requests of 20 posts, then 20 small requests of 3 with and without models…');
    let posts = 0;
    let ms = 0;
    for (let b = 0; b < 10; b++) {
      const batch = Array.from({ length: 20 }, (_, i) => post(1000 + b * 20 + i));
      ms += await timed(() => run(batch));
      posts += batch.length;
    }
    const small = (withModels: boolean, size = 3) =>
      Array.from({ length: 20 }, (_, r) => Array.from({ length: size }, (_, i) => post(r * KNOWN_EVERY + i))).reduce(
        async (acc, batch) => [...(await acc), await timed(() => run(batch, withModels))],
        Promise.resolve([] as number[]),
      );
    return {
      perSecond: (posts / ms) * 1000,
      smallMs: spread(await small(true)),
      smallNoModelsMs: spread(await small(false)),
      knownAloneMs: spread(await small(true, 1)),
      unknownToKnownS,
    };
  } finally {
    db.close();
    await db.delete();
    generated.cleanup();
  }
}
