import * as v from 'valibot';

import { bool, int, pick } from './fields';

/**
 * The reader's document library (issue 30): checked between memory and the web. Chunks of 500
 * characters with 150 overlap by default (Fact Checking Solution, seed 002), or 512 tokens with
 * 100 overlap (Atomic fact-checking, seed 003). A change of chunking applies to documents added
 * or re-indexed afterwards.
 */
const DOCUMENT_CHUNKINGS = ['chars-500-150', 'tokens-512-100'] as const;

export const DocumentSettingsSchema = v.object({
  /** The whole library on or off: off, no check searches it (the documents stay). */
  enabled: bool(true),
  /** Files over this many megabytes are refused, with both sizes. */
  maxFileMb: int(1, 500, 50),
  chunking: pick(DOCUMENT_CHUNKINGS, 'chars-500-150'),
  /** Claims of a list checked at the same time. */
  batchConcurrency: int(1, 8, 2),
  /** Navigations to PDFs open in ClaimLens's viewer (lib/core/pdf-redirect.ts); needs site access. */
  openPdfs: bool(false),
});

export type DocumentSettings = v.InferOutput<typeof DocumentSettingsSchema>;
