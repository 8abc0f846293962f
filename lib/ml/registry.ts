import * as v from 'valibot';

import { BUILTIN_MODELS } from './builtin-models';
import { type Device, type ModelEntry, ModelEntrySchema, type ModelFile } from './model-entry';

/**
 * The model registry: what each model is, where its files are and how to use its outputs.
 * Built-in entries (builtin-models.ts) point at ONNX exports on the Hugging Face Hub; a team can
 * add its own (a `claimlens-model.json` file: the schema in model-entry.ts) for a mirror or for
 * files imported from disk.
 */

export { BUILTIN_MODELS } from './builtin-models';
export * from './model-entry';

class RegistryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RegistryError';
  }
}

/** Validates a `claimlens-model.json`; the message names the first bad field. */
export function parseModelEntry(input: unknown): ModelEntry {
  const r = v.safeParse(ModelEntrySchema, input);
  if (!r.success) {
    const issue = r.issues[0];
    const path = issue?.path?.map((p) => String(p.key)).join('.') || '(root)';
    throw new RegistryError(`Model description: "${path}" ${issue?.message ?? 'is invalid'}.`);
  }
  const e = r.output;
  if (e.task === 'embed' && (!e.dims || !e.pooling || e.threshold === undefined))
    throw new RegistryError(`Model description "${e.id}": an embedding model needs "dims", "pooling" and "threshold".`);
  for (const role of ['tokenizer', 'config'] as const)
    if (!e.files.some((f) => f.role === role))
      throw new RegistryError(`Model description "${e.id}": no "${role}" file listed.`);
  for (const device of ['webgpu', 'wasm'] as const)
    if (!modelFile(e, device))
      throw new RegistryError(`Model description "${e.id}": no ${e.dtypes[device]} model file for ${device}.`);
  return e;
}

/** All models a user can choose: the built-ins, then the team's own (same id: theirs wins). */
export function allModels(custom: readonly ModelEntry[] = []): ModelEntry[] {
  const ids = new Set(custom.map((m) => m.id));
  return [...BUILTIN_MODELS.filter((m) => !ids.has(m.id)), ...custom];
}

export function findModel(id: string, custom: readonly ModelEntry[] = []): ModelEntry | undefined {
  return allModels(custom).find((m) => m.id === id);
}

/** The graph file a device uses. */
export function modelFile(entry: ModelEntry, device: Device): ModelFile | undefined {
  return entry.files.find((f) => f.role === 'model' && f.dtype === entry.dtypes[device]);
}

/** Files needed to run the model on a device: its graph plus tokenizer and config files. */
export function filesFor(entry: ModelEntry, device: Device): ModelFile[] {
  const graph = modelFile(entry, device);
  return entry.files.filter((f) => f.role !== 'model' || f === graph);
}

export const HUB_BASE = 'https://huggingface.co';

/**
 * Where a file is downloaded from: `<base>/<repo>/resolve/<revision>/<path>`, the Hub's own
 * layout, which mirrors copy (so a mirror base URL simply replaces the Hub's origin).
 */
export function fileUrl(entry: ModelEntry, file: ModelFile, base: string = HUB_BASE): string {
  const root = base.replace(/\/+$/, '');
  const path = file.path.split('/').map(encodeURIComponent).join('/');
  return `${root}/${entry.repo}/resolve/${encodeURIComponent(entry.revision)}/${path}`;
}

/** Validates a mirror base URL typed by the user; the message says what is wrong. */
export function parseMirrorUrl(input: string): string {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    throw new RegistryError(`"${input}" is not a URL: type the mirror's base address, e.g. https://models.example.org`);
  }
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost' || url.hostname === '[::1]';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local))
    throw new RegistryError('The mirror must use https:// (plain http is allowed only for localhost).');
  if (url.search || url.hash) throw new RegistryError('The mirror URL must not have a query or a fragment.');
  return url.href.replace(/\/+$/, '');
}
