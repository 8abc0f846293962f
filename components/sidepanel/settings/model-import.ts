import { type ModelEntry, parseModelEntry } from '../../../lib/ml/registry';
import { opfsStore } from '../../../lib/ml/store-opfs';

/**
 * Files picked for import. A `claimlens-model.json` among them describes a model of the team's
 * own; otherwise the files are for the model chosen in the list. The files are staged in OPFS
 * (shared with the engine worker), because runtime messages cannot carry large files.
 */
export interface ImportPlan {
  entry: ModelEntry | null;
  files: File[];
}

const DESCRIPTOR = 'claimlens-model.json';

export async function planImport(picked: readonly File[]): Promise<ImportPlan> {
  const descriptor = picked.find((f) => f.name === DESCRIPTOR);
  const entry = descriptor ? parseModelEntry(JSON.parse(await descriptor.text()) as unknown) : null;
  return { entry, files: picked.filter((f) => f !== descriptor) };
}

/** The path a picked file stands for: its place in a picked folder, else its name. */
function importPath(f: File): string {
  const rel = (f as File & { webkitRelativePath?: string }).webkitRelativePath;
  return rel ? rel.split('/').slice(1).join('/') : f.name;
}

export async function stageFiles(modelId: string, files: readonly File[]): Promise<string[]> {
  const store = opfsStore();
  const paths: string[] = [];
  for (const f of files) {
    const path = importPath(f);
    await store.write(`~import-${modelId}`, path, new Uint8Array(await f.arrayBuffer()));
    paths.push(path);
  }
  return paths;
}
