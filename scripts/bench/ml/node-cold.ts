import { readFileSync } from 'node:fs';

import { nodeModels } from '../../../lib/ml/node';

/**
 * Cold start in a fresh Node process: engine created → first embedding, over models already
 * in the store; then memory with both models loaded. Prints one JSON line.
 */
const t0 = performance.now();
const [storeDir, entriesFile] = process.argv.slice(2) as [string, string];
const entries = JSON.parse(readFileSync(entriesFile, 'utf8'));
const rss0 = process.memoryUsage().rss;
const models = await nodeModels({
  storeDir,
  config: { custom: entries, embedModelId: entries[0].id, nliModelId: entries[1].id },
});
await (await models.embedder())!.embed(['First claim of the day.']);
const coldMs = performance.now() - t0;
const rssEmbed = process.memoryUsage().rss;
await (await models.nli())!.classify([{ premise: 'a', hypothesis: 'b' }]);
const rssBoth = process.memoryUsage().rss;
console.log(JSON.stringify({ coldMs, embedMiB: (rssEmbed - rss0) / 2 ** 20, bothMiB: (rssBoth - rss0) / 2 ** 20 }));
