import { readFileSync } from 'node:fs';

import type { GeneratedModel } from '../../models/generate';
import { engineNode, transformersNode, transformersOnWasm } from './node-run';
import { alternate, processCpu, type Workload } from './workload';

/**
 * Node WASM, like for like: the engine on onnxruntime-web and transformers.js on its own
 * onnxruntime-web, the same thread count, alternating rounds. A process of its own, because
 * transformers.js picks its ONNX runtime once per process. Reads a job file, prints one JSON line.
 */
interface Job extends Workload {
  root: string;
  embed: GeneratedModel;
  nli: GeneratedModel;
  rounds: number;
}

const job = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Job;
const engine = await engineNode(job.embed, job.nli, job, 'onnxruntime-web');
const ortEnv = await transformersOnWasm(engine.threads);
const contenders = { engine, transformers: await transformersNode(job.root, job.embed, job.nli, job, 'wasm') };
const rates = await alternate(contenders, job, job.rounds, processCpu);
await Promise.all(Object.values(contenders).map((c) => c.close()));
console.log(JSON.stringify({ rates, threads: ortEnv.wasm.numThreads }));
