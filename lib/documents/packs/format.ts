import * as v from 'valibot';

import { text } from '../../kg/packs/format';
import { SignatureSchema } from '../../sources/shared/format';

/**
 * The document pack manifest, version 1 (docs/documents.md, Team libraries): a signed list of
 * documents, each by URL on the manifest's own origin with its SHA-256. Documents are fetched
 * by URL rather than carried inline: PDFs are binary, and a manifest fetched on every refresh
 * stays small while a document is downloaded again only when its hash changes. Types and the
 * schema only; verify.ts reads a file with them.
 */

export const DOCUMENT_PACK_FORMAT = 'claimlens-document-pack';
const DOCUMENT_PACK_FORMAT_VERSION = 1;
/** A manifest lists documents, it does not hold them: anything bigger is refused unread. */
export const MAX_MANIFEST_BYTES = 1_000_000;
const MAX_PACK_DOCUMENTS = 200;

const DocumentEntrySchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[A-Za-z0-9][\w.-]{0,99}$/, 'must be 1–100 letters, digits, ".", "_" or "-"')),
  /** File name shown in the library (its extension tells the reader the kind, as a file's does). */
  name: text(200),
  title: v.optional(text(500)),
  /** Absolute, or relative to the manifest; either way on the manifest's origin. */
  url: v.pipe(v.string(), v.minLength(1, 'must not be empty'), v.maxLength(2048)),
  sha256: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/, 'must be 64 lower-case hex digits (the SHA-256 of the file)')),
});

export const DocumentPackSchema = v.object({
  format: v.literal(DOCUMENT_PACK_FORMAT, `must be "${DOCUMENT_PACK_FORMAT}"`),
  version: v.literal(DOCUMENT_PACK_FORMAT_VERSION, `must be ${DOCUMENT_PACK_FORMAT_VERSION}`),
  pack: v.object({
    id: v.pipe(
      v.string(),
      v.regex(/^[a-z0-9][a-z0-9._-]{0,63}$/, 'must be 1–64 lower-case letters, digits, ".", "_" or "-"'),
    ),
    name: text(200),
    version: text(50),
    createdAt: v.pipe(v.string(), v.isoTimestamp('must be an ISO 8601 date-time, e.g. 2026-11-01T00:00:00Z')),
    publisher: v.optional(text(200)),
  }),
  documents: v.pipe(
    v.array(DocumentEntrySchema),
    v.minLength(1, 'must list at least one document'),
    v.maxLength(MAX_PACK_DOCUMENTS, `must list at most ${MAX_PACK_DOCUMENTS} documents`),
  ),
  signature: v.optional(SignatureSchema),
});

export type DocumentPack = v.InferOutput<typeof DocumentPackSchema>;
export type DocumentPackInput = v.InferInput<typeof DocumentPackSchema>;
export type PackDocument = DocumentPack['documents'][number];

/** A document of a verified manifest, its URL resolved on the manifest's origin. */
export interface ResolvedDocument extends PackDocument {
  url: string;
}
