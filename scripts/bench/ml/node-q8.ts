import { readFileSync } from 'node:fs';

import { installFolders, nodeModels } from '../../../lib/ml/node';
import type { NliProbs } from '../../../lib/ml/types';
import type { GeneratedModel } from '../../models/generate';
import { percentile } from '../harness';
import { memoryPathWithModels, p50 } from '../kg-memory-path';
import { type MemoryPathFigures, outsideModels } from '../kg-memory-path-core';
import { alternate, type Contender, processCpu, type Workload } from './workload';

/**
 * fp32 against q8 on onnxruntime-web's WASM in a process of its own (onnxruntime-web reads
 * its thread count once per process): rates in alternating rounds, how far q8's outputs are
 * from fp32's, and the memory path on the graphs asked for. Reads a job file, prints one JSON line.
 */
interface Job extends Workload {
  embed: GeneratedModel;
  nli: GeneratedModel;
  rounds: number;
  threads: number;
  /** Which graphs the memory path runs here ([] to skip it). */
  memoryPath: ('fp32' | 'q8')[];
}

const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Job;

async function open(dtype: 'fp32' | 'q8') {
  const models = await nodeModels({ threads: job.threads });
  await installFolders(models, [job.embed.dir, job.nli.dir], { wasmDtype: dtype });
  const embedder = (await models.embedder())!;
  const nli = (await models.nli())!;
  const [vectors, probs] = [await embedder.embed(job.texts), await nli.classify(job.pairs)];
  // Each round is inference: the engine's results cache would answer a repeated text from memory.
  const contender: Contender = {
    embed: () => (models.cache.clear(), embedder.embed(job.texts)),
    classify: () => (models.cache.clear(), nli.classify(job.pairs)),
    close: async () => {
      await models.manager.unload(job.embed.entry.id);
      await models.manager.unload(job.nli.entry.id);
    },
  };
  return { contender, vectors, probs, threads: (await models.manager.device()).threads };
}

const label = (p: NliProbs) =>
  (['entailment', 'contradiction', 'neutral'] as const).reduce((best, k) => (p[k] > p[best] ? k : best));
const fp32 = await open('fp32');
const q8 = await open('q8');
const rates = await alternate({ fp32: fp32.contender, q8: q8.contender }, job, job.rounds, processCpu);
const cosines = q8.vectors.map((v, i) => v.reduce((s, x, k) => s + x * fp32.vectors[i]![k]!, 0));
const gaps = q8.probs.flatMap((p, i) =>
  (['entailment', 'contradiction', 'neutral'] as const).map((k) => Math.abs(p[k] - fp32.probs[i]![k])),
);
const fidelity = {
  minCosine: Math.min(...cosines),
  maxProbGap: Math.max(...gaps),
  labelAgreement: q8.probs.filter((p, i) => label(p) === label(fp32.probs[i]!)).length / q8.probs.length,
};
await fp32.contender.close();
await q8.contender.close();
const memoryPath: Record<string, MemoryPathFigures> = {};
for (const dtype of job.memoryPath) {
  const r = await memoryPathWithModels(10_000, 30_000, 3, () => undefined, {
    models: { embed: job.embed, nli: job.nli },
    wasmDtype: dtype,
    threads: job.threads,
  });
  memoryPath[dtype] = {
    p50: p50(r.ms),
    p95: percentile(r.ms, 95),
    restP50: p50(outsideModels(r)),
    nliP50: p50(r.nliMs),
    embedP50: p50(r.embedMs),
  };
}
console.log(JSON.stringify({ threads: q8.threads, rates, fidelity, memoryPath }));
