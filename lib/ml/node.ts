import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { type ManagerConfig, ModelManager } from './manager';
import { type ModelEntry, parseModelEntry } from './registry';
import { OnnxRuntime, type OrtModule } from './runtime';
import { LocalModels } from './services';
import { fsStore } from './store-fs';

/**
 * The engine's models under Node, for evaluation, benchmarks and integration tests: the same
 * manager, tokenizer, batching and pooling as in the extension, on onnxruntime-web's WASM
 * build (the default, the numbers users get) or onnxruntime-node (native, for speed).
 */

export const TINY_MODELS_DIR = path.resolve(import.meta.dirname, '../../tests/fixtures/models');

export interface NodeModelsOptions {
  /** Folder of the model store; a fresh temporary folder if omitted. */
  storeDir?: string;
  backend?: 'onnxruntime-web' | 'onnxruntime-node';
  config?: Partial<ManagerConfig>;
  quotaBytes?: number;
  fetch?: typeof fetch;
}

export async function nodeModels(options: NodeModelsOptions = {}): Promise<LocalModels> {
  const dir = options.storeDir ?? mkdtempSync(path.join(os.tmpdir(), 'claimlens-models-'));
  const backend = options.backend ?? 'onnxruntime-web';
  const ort = backend === 'onnxruntime-node' ? ((await import('onnxruntime-node')) as unknown as OrtModule) : undefined;
  const runtime = new OnnxRuntime({ ort, backend, hardwareConcurrency: os.cpus().length });
  const manager = new ModelManager(fsStore(dir, { quotaBytes: options.quotaBytes }), runtime, options.fetch);
  manager.configure({ device: 'wasm', ...options.config });
  return new LocalModels(manager);
}

/** A model folder in the Hub's layout with its `claimlens-model.json` (as the generator writes). */
export function readModelFolder(dir: string): { entry: ModelEntry; files: { path: string; bytes: Uint8Array }[] } {
  const entry = parseModelEntry(JSON.parse(readFileSync(path.join(dir, 'claimlens-model.json'), 'utf8')));
  const files: { path: string; bytes: Uint8Array }[] = [];
  const walk = (sub: string) => {
    for (const name of readdirSync(path.join(dir, sub))) {
      const rel = sub ? `${sub}/${name}` : name;
      if (statSync(path.join(dir, rel)).isDirectory()) walk(rel);
      else if (name !== 'claimlens-model.json')
        files.push({ path: rel, bytes: new Uint8Array(readFileSync(path.join(dir, rel))) });
    }
  };
  walk('');
  return { entry, files };
}

/** Installs model folders (imported as a user would import files) and selects them. */
export async function installFolders(models: LocalModels, dirs: readonly string[]): Promise<ModelEntry[]> {
  const read = dirs.map(readModelFolder);
  const custom = [
    ...models.manager.settings.custom.filter((c) => !read.some((r) => r.entry.id === c.id)),
    ...read.map((r) => r.entry),
  ];
  models.manager.configure({ custom });
  for (const r of read) await models.manager.importFiles(r.entry.id, r.files);
  const embed = read.find((r) => r.entry.task === 'embed');
  const nli = read.find((r) => r.entry.task === 'nli');
  models.manager.configure({
    ...(embed ? { embedModelId: embed.entry.id } : {}),
    ...(nli ? { nliModelId: nli.entry.id } : {}),
  });
  return read.map((r) => r.entry);
}

/**
 * Real ModelServices over the committed tiny models (tests/fixtures/models): tiny-embed
 * (32 dimensions, mean pooling) and tiny-nli (3 labels). Their outputs are meaningless; the
 * loading, tokenizing, batching and pooling are the real ones. For other areas' tests.
 */
export async function tinyModelServices(options: Omit<NodeModelsOptions, 'config'> = {}): Promise<LocalModels> {
  const models = await nodeModels(options);
  await installFolders(models, [
    path.join(TINY_MODELS_DIR, 'claimlens/tiny-embed'),
    path.join(TINY_MODELS_DIR, 'claimlens/tiny-nli'),
  ]);
  return models;
}
