import * as v from 'valibot';

/** The schema of a model registry entry (a built-in one or a team's `claimlens-model.json`). */

export const DTYPES = ['fp32', 'fp16', 'q8'] as const;
/** Where an embedder's memory threshold comes from: a paper, an estimate, a calibration run, or nowhere yet. */
export const THRESHOLD_STATUSES = ['from-paper', 'estimated', 'calibrated', 'needs-calibration'] as const;
export type Dtype = (typeof DTYPES)[number];
export type Device = 'webgpu' | 'wasm';

const Sha256 = v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'must be a hex SHA-256'));
const RelPath = v.pipe(v.string(), v.maxLength(300), v.regex(/^(?!\/)(?!.*\.\.)[\w.\-/]+$/, 'must be a relative path'));

export const ModelFileSchema = v.object({
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
  languages: v.optional(
    v.union([
      v.literal('multilingual'),
      v.pipe(v.array(v.pipe(v.string(), v.regex(/^[a-z]{2}$/))), v.minLength(1), v.maxLength(200)),
    ]),
  ),
});

export type ModelFile = v.InferOutput<typeof ModelFileSchema>;
export type ModelEntry = v.InferOutput<typeof ModelEntrySchema>;
