import { existsSync, readdirSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { formatBytes } from '../ml/errors';
import { installFolders, nodeModels } from '../ml/node';
import { type ModelServices, NO_MODELS } from '../ml/types';
import { managerConfig } from '../settings/model-config';
import type { Settings } from '../settings/schema';
import { messageOf } from '../util/errors';

/**
 * The models of an evaluation run, through the engine's Node backend (the extension's model
 * manager, tokenizer, batching and pooling): model folders from disk (`--models DIR`, e.g. the
 * tiny test models), or the models chosen in Settings → Models downloaded from the Hugging Face
 * Hub (`--models hub`) or a mirror (`--models https://…`) into a cache reused across runs.
 */

export class ModelSetupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ModelSetupError';
  }
}

export interface EvalModels {
  services: ModelServices;
  /** What the report names: the loaded models, or null for none. */
  embed: string | null;
  nli: string | null;
}

export interface ModelOptions {
  backend: 'onnxruntime-web' | 'onnxruntime-node';
  log(line: string): void;
  /** Where downloaded models are kept (defaultModelCache). */
  cacheDir: string;
}

/** CLAIMLENS_MODEL_CACHE, else ~/.cache/claimlens/models: downloads are reused across runs. */
export function defaultModelCache(env: Record<string, string | undefined>): string {
  return (
    env.CLAIMLENS_MODEL_CACHE ??
    path.join(env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'claimlens', 'models')
  );
}

export async function evalModels(spec: string | undefined, settings: Settings, o: ModelOptions): Promise<EvalModels> {
  if (!spec) return { services: NO_MODELS, embed: null, nli: null };
  const remote = spec === 'hub' || /^https?:\/\//i.test(spec);
  const models = await nodeModels({
    backend: o.backend,
    storeDir: o.cacheDir,
    ...(remote
      ? {
          config: {
            ...managerConfig(settings.models),
            source: spec === 'hub' ? 'hub' : 'mirror',
            mirrorUrl: spec === 'hub' ? '' : spec,
            device: 'wasm',
          },
        }
      : {}),
  });
  if (remote) {
    for (const id of [settings.models.embedModelId, settings.models.nliModelId])
      await download(models.manager, id, o.log);
  } else {
    const folders = modelFolders(spec);
    if (!folders.length)
      throw new ModelSetupError(
        `No model folder under ${spec}: each model folder needs its claimlens-model.json (as scripts/models/generate.ts writes it).`,
      );
    await installFolders(models, folders);
  }
  let embedder;
  let nli;
  try {
    [embedder, nli] = await Promise.all([models.embedder(), models.nli()]);
  } catch (e) {
    throw new ModelSetupError(`The models could not be loaded: ${messageOf(e)}`);
  }
  if (!embedder) throw new ModelSetupError(`No embedding model in ${spec}: memory and web evidence need one.`);
  if (!nli) o.log(`No NLI model in ${spec}: memory can only answer claims stored word for word.`);
  // Loaded and run once, so the first claim's latency is not the models' start-up.
  await Promise.all([embedder.embed(['warm-up']), nli?.classify([{ premise: 'warm-up', hypothesis: 'warm-up' }])]);
  return { services: models, embed: embedder.modelId, nli: nli?.modelId ?? null };
}

/** Folders holding a claimlens-model.json: the folder itself, or any below it (three levels). */
export function modelFolders(dir: string, depth = 3): string[] {
  if (!existsSync(dir) || !statSync(dir).isDirectory())
    throw new ModelSetupError(`--models ${dir}: no such folder. Give a folder of models, hub, or a mirror URL.`);
  if (existsSync(path.join(dir, 'claimlens-model.json'))) return [dir];
  if (depth === 0) return [];
  return readdirSync(dir)
    .sort()
    .map((name) => path.join(dir, name))
    .filter((p) => statSync(p).isDirectory())
    .flatMap((p) => modelFolders(p, depth - 1));
}

async function download(
  manager: Awaited<ReturnType<typeof nodeModels>>['manager'],
  id: string,
  log: (line: string) => void,
): Promise<void> {
  const status = async () => (await manager.status()).models.find((m) => m.id === id);
  const before = await status();
  if (!before)
    throw new ModelSetupError(
      `There is no model "${id}" in the registry: choose one in the settings file (models.embedModelId / models.nliModelId).`,
    );
  if (before.state === 'installed') return;
  log(`Downloading ${id} (${formatBytes(before.bytesToDownload)})…`);
  const timer = setInterval(() => {
    void status().then(
      (s) =>
        s?.download &&
        log(
          `  ${id}: ${formatBytes(s.download.bytesDone)} of ${s.download.bytesTotal === null ? '?' : formatBytes(s.download.bytesTotal)}`,
        ),
    );
  }, 5000);
  try {
    await manager.download(id);
  } catch (e) {
    throw new ModelSetupError(`Downloading ${id} failed: ${messageOf(e)}`);
  } finally {
    clearInterval(timer);
  }
  log(`Downloaded ${id}.`);
}
