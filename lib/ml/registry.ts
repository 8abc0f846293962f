import * as v from 'valibot';

/**
 * The model registry: what each model is, where its files are and how to use its outputs.
 * Built-in entries point at ONNX exports on the Hugging Face Hub; a team can add its own
 * (a `claimlens-model.json` file: the same schema) for a mirror or for files imported from disk.
 */

const DTYPES = ['fp32', 'fp16', 'q8'] as const;
/** Where an embedder's memory threshold comes from: a paper, an estimate, a calibration run, or nowhere yet. */
const THRESHOLD_STATUSES = ['from-paper', 'estimated', 'calibrated', 'needs-calibration'] as const;
export type Dtype = (typeof DTYPES)[number];
export type Device = 'webgpu' | 'wasm';

const Sha256 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'must be a hex SHA-256'));
const RelPath = v.pipe(v.string(), v.maxLength(300), v.regex(/^(?!\/)(?!.*\.\.)[\w.\-/]+$/, 'must be a relative path'));

const ModelFileSchema = v.object({
  path: RelPath,
  role: v.picklist(['model', 'tokenizer', 'tokenizer_config', 'config']),
  /** For role "model": the precision of this graph. */
  dtype: v.optional(v.picklist(DTYPES)),
  /** Exact size in bytes when known; otherwise the Hub's reported size is used. */
  size: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  /** Approximate size for display before the first download. */
  approxSize: v.optional(v.pipe(v.number(), v.minValue(1))),
  /** Expected SHA-256; when absent, the size and hash come from the Hub's API at install (hub-api.ts). */
  sha256: v.optional(Sha256),
});

export const ModelEntrySchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[\w.\-]{1,100}$/, 'letters, digits, ".", "-" and "_" only')),
  name: v.pipe(v.string(), v.maxLength(200)),
  task: v.picklist(['embed', 'nli']),
  description: v.optional(v.pipe(v.string(), v.maxLength(1000)), ''),
  /** Repository on the Hub (or the same path on a mirror). */
  repo: v.pipe(v.string(), v.regex(/^[\w.\-]+\/[\w.\-]+$/, 'must be "owner/name"')),
  revision: v.optional(v.pipe(v.string(), v.regex(/^[\w.\-]{1,100}$/)), 'main'),
  files: v.pipe(v.array(ModelFileSchema), v.minLength(3), v.maxLength(12)),
  /** Graph precision per device: fp32/fp16 on WebGPU, any on WASM (q8 only there). */
  dtypes: v.object({ webgpu: v.picklist(['fp32', 'fp16']), wasm: v.picklist(DTYPES) }),
  maxTokens: v.pipe(v.number(), v.integer(), v.minValue(8), v.maxValue(8192)),
  /** Embedders: output size, pooling, normalisation and the cosine threshold for memory. */
  dims: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(8192))),
  pooling: v.optional(v.picklist(['mean', 'cls'])),
  normalize: v.optional(v.boolean(), true),
  threshold: v.optional(v.pipe(v.number(), v.minValue(0), v.maxValue(1))),
  /** Output names: last_hidden_state (embed) or logits (nli) unless the export differs. */
  output: v.optional(v.pipe(v.string(), v.maxLength(100))),
  /** Shown in Settings → Models: the model's licence (SPDX id), where its expected quality comes from, and where `threshold` comes from. */
  licence: v.optional(v.pipe(v.string(), v.maxLength(100))),
  quality: v.optional(v.pipe(v.string(), v.maxLength(500))),
  thresholdStatus: v.optional(v.picklist(THRESHOLD_STATUSES)),
  thresholdNote: v.optional(v.pipe(v.string(), v.maxLength(500))),
  /** Languages the model was trained to read: `multilingual`, or ISO 639-1 codes; absent means English only. */
  languages: v.optional(v.union([v.literal('multilingual'), v.pipe(v.array(v.pipe(v.string(), v.regex(/^[a-z]{2}$/))), v.minLength(1), v.maxLength(200))])),
});

export type ModelFile = v.InferOutput<typeof ModelFileSchema>;
export type ModelEntry = v.InferOutput<typeof ModelEntrySchema>;

const hubFiles = (approx: Record<Dtype, number>, names: Record<Dtype, string>, tokenizerSize = 0.7e6): ModelFile[] => [
  ...DTYPES.map((d) => ({ path: `onnx/${names[d]}`, role: 'model' as const, dtype: d, approxSize: approx[d] })),
  { path: 'tokenizer.json', role: 'tokenizer', approxSize: tokenizerSize },
  { path: 'tokenizer_config.json', role: 'tokenizer_config', approxSize: 1e3 },
  { path: 'config.json', role: 'config', approxSize: 1e3 },
];
const ONNX_NAMES: Record<Dtype, string> = { fp32: 'model.onnx', fp16: 'model_fp16.onnx', q8: 'model_quantized.onnx' };

export const BUILTIN_MODELS: readonly ModelEntry[] = [
  {
    id: 'all-MiniLM-L6-v2',
    name: 'MiniLM-L6 (fast)',
    task: 'embed',
    description: 'sentence-transformers/all-MiniLM-L6-v2: 384 dimensions, 6 layers. Fast on any device.',
    repo: 'Xenova/all-MiniLM-L6-v2',
    revision: 'main',
    // Pinned: sizes and SHA-256s of the Hub's files (the ONNX ones from their Git LFS pointers).
    files: [
      { path: 'onnx/model.onnx', role: 'model', dtype: 'fp32', size: 90_387_606, sha256: '759c3cd2b7fe7e93933ad23c4c9181b7396442a2ed746ec7c1d46192c469c46e' },
      { path: 'onnx/model_fp16.onnx', role: 'model', dtype: 'fp16', size: 45_297_825, sha256: '2cdb5e58291813b6d6e248ed69010100246821a367fa17b1b81ae9483744533d' },
      { path: 'onnx/model_quantized.onnx', role: 'model', dtype: 'q8', size: 22_972_370, sha256: 'afdb6f1a0e45b715d0bb9b11772f032c399babd23bfc31fed1c170afc848bdb1' },
      { path: 'tokenizer.json', role: 'tokenizer', size: 711_661, sha256: 'da0e79933b9ed51798a3ae27893d3c5fa4a201126cef75586296df9b4d2c62a0' },
      { path: 'tokenizer_config.json', role: 'tokenizer_config', size: 366, sha256: '9261e7d79b44c8195c1cada2b453e55b00aeb81e907a6664974b4d7776172ab3' },
      { path: 'config.json', role: 'config', size: 650, sha256: '7135149f7cffa1a573466c6e4d8423ed73b62fd2332c575bf738a0d033f70df7' },
    ],
    dtypes: { webgpu: 'fp32', wasm: 'q8' },
    maxTokens: 256,
    dims: 384,
    pooling: 'mean',
    normalize: true,
    threshold: 0.7,
    licence: 'Apache-2.0',
    quality: 'MTEB average 56.3 (MTEB leaderboard, Muennighoff et al.); the sentence-transformers default for speed.',
    thresholdStatus: 'estimated',
    // MiniLM's paraphrase cosines run lower than mpnet's (its scores for the same paraphrase
    // pairs are ~0.05 lower on STS-style data), so its bar sits below the paper's 0.75.
    thresholdNote: 'Set below the paper’s 0.75 (which was for MPNet) because MiniLM scores the same paraphrases about 0.05 lower; calibrate it on your data with npm run eval -- --calibrate.',
  },
  {
    id: 'all-mpnet-base-v2',
    name: 'MPNet-base (accurate, the paper’s model)',
    task: 'embed',
    description: 'sentence-transformers/all-mpnet-base-v2: 768 dimensions, 12 layers. Best quality, ~5× slower than MiniLM.',
    repo: 'Xenova/all-mpnet-base-v2',
    revision: 'main',
    files: hubFiles({ fp32: 438e6, fp16: 219e6, q8: 110e6 }, ONNX_NAMES),
    dtypes: { webgpu: 'fp32', wasm: 'q8' },
    maxTokens: 384,
    dims: 768,
    pooling: 'mean',
    normalize: true,
    threshold: 0.75,
    licence: 'Apache-2.0',
    quality: 'MTEB average 57.8 (MTEB leaderboard); the embedder the ClaimLens design paper used.',
    thresholdStatus: 'from-paper',
    thresholdNote: 'The design paper’s similarity bar for this model.',
  },
  {
    id: 'bge-small-en-v1.5',
    name: 'BGE-small-en v1.5 (better retrieval, same size)',
    task: 'embed',
    description: 'BAAI/bge-small-en-v1.5: 384 dimensions, 12 layers, CLS pooling. Stronger retrieval than MiniLM at about twice its cost.',
    repo: 'Xenova/bge-small-en-v1.5',
    revision: 'main',
    files: hubFiles({ fp32: 133e6, fp16: 67e6, q8: 34e6 }, ONNX_NAMES),
    dtypes: { webgpu: 'fp32', wasm: 'q8' },
    maxTokens: 512,
    dims: 384,
    pooling: 'cls',
    normalize: true,
    // BGE's cosines sit high (unrelated sentences often score above 0.5; BAAI's FAQ suggests
    // bars of 0.8–0.9 for near-duplicates), so MiniLM's 0.70 would let unrelated claims through.
    threshold: 0.85,
    licence: 'MIT',
    quality: 'MTEB average 62.2, retrieval 51.7 (BAAI model card, C-Pack paper); MiniLM-L6: 56.3 / 41.9 (MTEB leaderboard).',
    thresholdStatus: 'needs-calibration',
    thresholdNote: 'Its cosine scale differs from MiniLM’s: 0.85 is a starting point from BAAI’s guidance, not tuned on claims. Calibrate it with npm run eval -- --calibrate before relying on memory verdicts.',
  },
  {
    id: 'nli-deberta-v3-xsmall',
    name: 'DeBERTa-v3-xsmall NLI',
    task: 'nli',
    description: 'cross-encoder/nli-deberta-v3-xsmall: premise/hypothesis → entailment, contradiction, neutral.',
    repo: 'Xenova/nli-deberta-v3-xsmall',
    revision: 'main',
    files: hubFiles({ fp32: 283e6, fp16: 142e6, q8: 87e6 }, ONNX_NAMES),
    dtypes: { webgpu: 'fp32', wasm: 'q8' },
    maxTokens: 512,
    normalize: true,
    licence: 'Apache-2.0',
    quality: 'AllNLI dev accuracy 89.8% (the cross-encoder model card’s evaluation results).',
  },
  {
    id: 'nli-deberta-v3-small',
    name: 'DeBERTa-v3-small NLI (larger)',
    task: 'nli',
    description: 'cross-encoder/nli-deberta-v3-small: hidden size 768 (xsmall: 384), 6 layers. About twice the compute of xsmall.',
    repo: 'Xenova/nli-deberta-v3-small',
    revision: 'main',
    files: hubFiles({ fp32: 568e6, fp16: 284e6, q8: 165e6 }, ONNX_NAMES),
    dtypes: { webgpu: 'fp32', wasm: 'q8' },
    maxTokens: 512,
    normalize: true,
    licence: 'Apache-2.0',
    quality: 'AllNLI dev accuracy 90.0% (the cross-encoder model card’s evaluation results): about the same as xsmall on that set; its larger hidden size is the bet for harder, longer premises.',
  },
  {
    id: 'paraphrase-multilingual-MiniLM-L12-v2',
    name: 'Multilingual MiniLM-L12 (50+ languages)',
    task: 'embed',
    description:
      'sentence-transformers/paraphrase-multilingual-MiniLM-L12-v2: 384 dimensions, 12 layers, trained on parallel data in 50+ languages, so a claim and a stored claim in different languages can match. Apache-2.0.',
    repo: 'Xenova/paraphrase-multilingual-MiniLM-L12-v2',
    revision: 'main',
    files: hubFiles({ fp32: 470e6, fp16: 235e6, q8: 118e6 }, ONNX_NAMES, 9.1e6),
    dtypes: { webgpu: 'fp32', wasm: 'q8' },
    maxTokens: 128,
    dims: 384,
    pooling: 'mean',
    normalize: true,
    threshold: 0.75,
    thresholdStatus: 'needs-calibration',
    thresholdNote: 'The paper’s bar for MiniLM-L6; this model’s cosine scale is not calibrated on health claims yet: run npm run eval -- --calibrate.',
    languages: 'multilingual',
    licence: 'Apache-2.0',
    quality: 'Sentence-embedding average 64.25 over 14 tasks (the sentence-transformers pretrained-models table); not measured on health claims here.',
  },
  {
    id: 'mdeberta-v3-base-xnli',
    name: 'mDeBERTa-v3-base XNLI (multilingual NLI)',
    task: 'nli',
    description:
      'MoritzLaurer/mDeBERTa-v3-base-xnli-multilingual-nli-2mil7: NLI cross-encoder fine-tuned on XNLI and multilingual MNLI, 100 languages (27 in its NLI training). Larger and slower than DeBERTa-v3-xsmall. MIT.',
    repo: 'Xenova/mDeBERTa-v3-base-xnli-multilingual-nli-2mil7',
    revision: 'main',
    files: hubFiles({ fp32: 1.12e9, fp16: 559e6, q8: 339e6 }, ONNX_NAMES, 16.3e6),
    dtypes: { webgpu: 'fp32', wasm: 'q8' },
    maxTokens: 512,
    normalize: true,
    languages: 'multilingual',
    licence: 'MIT',
    quality: 'XNLI test accuracy per language (the model card’s evaluation table); not measured on health claims here.',
  },
];

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
    if (!e.files.some((f) => f.role === role)) throw new RegistryError(`Model description "${e.id}": no "${role}" file listed.`);
  for (const device of ['webgpu', 'wasm'] as const)
    if (!modelFile(e, device)) throw new RegistryError(`Model description "${e.id}": no ${e.dtypes[device]} model file for ${device}.`);
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
