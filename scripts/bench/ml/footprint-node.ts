import { readFileSync } from 'node:fs';

import * as ort from 'onnxruntime-web';

import { VectorMatrix } from '../../../lib/kg/vectors/vector-matrix';
import { nodeModels } from '../../../lib/ml/node';
import type { ModelEntry } from '../../../lib/ml/registry';
import { INDEX_STAGE } from './footprint';
import { type Footprint, footprint } from './footprint-probe';

/**
 * The engine's memory in a fresh Node process, stage by stage, over q8 models already in the
 * store: each model loaded, a first check, then the vector index of 10k claims + 30k facts
 * as fp32 matrices (the engine holds them int8 from INT8_MIN_ROWS rows). With `unfolded`, the
 * graphs' constant parts are not computed ahead (lib/ml/constant-fold.ts): running one is
 * refused as onnxruntime would refuse it, so the runtime opens the graph as it is and
 * onnxruntime folds it itself, as before that step, for the ratio. Prints one JSON line.
 */
const [storeDir, entriesFile, setting] = process.argv.slice(2) as [string, string, string?];
if (setting === 'unfolded') {
  const create = ort.InferenceSession.create.bind(ort.InferenceSession) as (
    model: Uint8Array,
    options: ort.InferenceSession.SessionOptions,
  ) => Promise<ort.InferenceSession>;
  (ort.InferenceSession as { create: unknown }).create = (
    model: Uint8Array,
    options: ort.InferenceSession.SessionOptions,
  ) =>
    options.graphOptimizationLevel === 'disabled'
      ? Promise.reject(new Error('the unfolded baseline'))
      : create(model, options);
}
const entries = JSON.parse(readFileSync(entriesFile, 'utf8')) as ModelEntry[];
const stages: Footprint[] = [await footprint('start')];
const models = await nodeModels({
  storeDir,
  config: { custom: entries, embedModelId: entries[0]!.id, nliModelId: entries[1]!.id },
});
const embedder = (await models.embedder())!;
stages.push(await footprint('embedder loaded'));
const nli = (await models.nli())!;
stages.push(await footprint('NLI loaded'));
const [claim] = await embedder.embed(['Vitamin C shortens the common cold.']);
await nli.classify([{ premise: 'Vitamin C does not shorten colds.', hypothesis: 'Vitamin C shortens colds.' }]);
stages.push(await footprint('first check'));
// The memory stage's two indexes (claims, facts) as the graph loads them: one row per node.
const index = { macro: new VectorMatrix(claim!.length), micro: new VectorMatrix(claim!.length) };
for (let i = 0; i < 40_000; i++)
  (i < 10_000 ? index.macro : index.micro).upsert(
    `n${i}`,
    claim!.map((x, k) => x * Math.cos(i + k)),
  );
stages.push(await footprint(`index ${INDEX_STAGE}`));
console.log(JSON.stringify({ stages, rows: index.macro.size + index.micro.size }));
