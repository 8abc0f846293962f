import { ModelManager } from '../../../lib/ml/manager';
import type { OnnxEmbedder, OnnxNli } from '../../../lib/ml/models';
import { webOrtBuilds } from '../../../lib/ml/ort-builds';
import type { ModelEntry } from '../../../lib/ml/registry';
import { OnnxRuntime } from '../../../lib/ml/runtime';
import { opfsStore } from '../../../lib/ml/store-opfs';
import type { Contender, Workload } from './workload';

/** The engine's own ModelManager in a benchmark page: [embedder, NLI] entries imported from the server, loaded, warmed up. */

async function files(entry: ModelEntry) {
  return Promise.all(
    entry.files.map(async (f) => ({
      path: f.path,
      bytes: new Uint8Array(await (await fetch(`/models/${entry.repo}/${f.path}`)).arrayBuffer()),
    })),
  );
}

/** The engine as a contender, with the WASM threads its runtime started with. */
export async function engineContender(entries: ModelEntry[], job: Workload): Promise<Contender & { threads: number }> {
  const runtime = new OnnxRuntime({
    builds: webOrtBuilds,
    wasmPaths: `${location.origin}/ort/`,
    crossOriginIsolated,
    hardwareConcurrency: navigator.hardwareConcurrency,
  });
  const manager = new ModelManager(opfsStore(), runtime);
  const [embed, nliEntry] = entries as [ModelEntry, ModelEntry];
  manager.configure({ device: 'wasm', custom: entries, embedModelId: embed.id, nliModelId: nliEntry.id });
  for (const e of entries) await manager.importFiles(e.id, await files(e));
  const embedder = (await manager.load(embed.id)) as OnnxEmbedder;
  const nli = (await manager.load(nliEntry.id)) as OnnxNli;
  await embedder.embed(job.texts.slice(0, 2));
  await nli.classify(job.pairs.slice(0, 2));
  return {
    threads: (await manager.device()).threads,
    embed: () => embedder.embed(job.texts),
    classify: () => nli.classify(job.pairs),
    close: async () => {
      await manager.unload(embed.id);
      await manager.unload(nliEntry.id);
    },
  };
}
