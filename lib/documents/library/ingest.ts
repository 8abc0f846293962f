import type { ClaimLensDB } from '../../db/database';
import type { DocumentChunkRow, DocumentId, DocumentOrigin, DocumentRecord, DocumentVectorRow } from '../../db/records';
import type { Embedder } from '../../ml/types';
import type { DocumentSettings } from '../../settings/sections/documents';
import { CHUNKING_DEFAULT, CHUNKING_TOKENS, chunkPages } from '../chunk';
import { extractDocument } from '../extract';
import { sha256Hex } from '../hash';
import type { ChunkingOptions, ExtractedDocument } from '../types';
import { chunkIdOf, documentIdOf } from './ids';
import { deleteDocumentRows, writeDocument } from './store';

/**
 * Adding one document: hash → (already there: done) → read → chunk → embed → one transaction.
 * Nothing but the `indexing` record is written before that transaction, so a cancel, a failure
 * or a full disk leaves nothing behind (the record is deleted again), and an engine that stops
 * in between leaves only that record, which the next start rolls back (library.ts recover).
 */

export type IngestPhase = 'reading' | 'chunking' | 'embedding';

export interface IngestInput {
  bytes: Uint8Array;
  /** File name (or the URL's last segment). */
  name: string;
  /** MIME type, when known. */
  type?: string;
  origin: DocumentOrigin;
}

export interface IngestOptions {
  embedder: Embedder | null;
  settings: DocumentSettings;
  signal?: AbortSignal;
  onProgress?: (phase: IngestPhase, done: number, total: number) => void;
  /** Called once the document's id is known (before any slow work): the caller may cancel by it. */
  onId?: (id: DocumentId) => void;
  /** Another task of this engine is adding this document now. */
  busy?: (id: DocumentId) => boolean;
}

export interface IngestResult {
  record: DocumentRecord;
  added: boolean;
  chunks: DocumentChunkRow[];
  vectors: DocumentVectorRow[];
}

/** Chunks embedded per call: progress moves often enough, and a cancel is seen between batches. */
const EMBED_BATCH = 32;

const chunkingOptions = (c: DocumentSettings['chunking']): ChunkingOptions =>
  c === 'tokens-512-100' ? CHUNKING_TOKENS : CHUNKING_DEFAULT;

export async function ingest(db: ClaimLensDB, input: IngestInput, options: IngestOptions): Promise<IngestResult> {
  const { signal, settings } = options;
  const sha256 = await sha256Hex(input.bytes);
  const id = documentIdOf(sha256);
  options.onId?.(id);
  const existing = await db.documents.get(id);
  if (existing?.state === 'ready') return { record: existing, added: false, chunks: [], vectors: [] };
  if (existing?.state === 'indexing' && options.busy?.(id))
    throw new Error(`“${existing.name}” is being added already: wait for it, or cancel it and add it again.`);
  const record: DocumentRecord = {
    id,
    name: input.name,
    title: input.name,
    kind: 'text',
    pages: 0,
    size: input.bytes.length,
    sha256,
    origin: input.origin,
    addedAt: Date.now(),
    enabled: true,
    state: 'indexing',
    chunking: settings.chunking,
    chunkCount: 0,
    embedModel: null,
  };
  await db.documents.put(record);
  try {
    signal?.throwIfAborted();
    const doc = await extractDocument(input.bytes, {
      name: input.name,
      ...(input.type ? { mime: input.type } : {}),
      maxBytes: settings.maxFileMb * 1024 * 1024,
      onPage: (done, total) => options.onProgress?.('reading', done, total),
      ...(signal ? { signal } : {}),
    });
    return { ...(await indexDocument(db, record, doc, options)), added: true };
  } catch (e) {
    await deleteDocumentRows(db, id);
    throw e;
  }
}

/** Chunks, embeds and stores an extracted document (a new one, or one re-indexed from its stored pages). */
export async function indexDocument(
  db: ClaimLensDB,
  base: DocumentRecord,
  doc: ExtractedDocument,
  options: IngestOptions,
): Promise<Omit<IngestResult, 'added'>> {
  const { signal, embedder, settings } = options;
  signal?.throwIfAborted();
  options.onProgress?.('chunking', 0, 1);
  const cut = chunkPages(doc.pages, chunkingOptions(settings.chunking));
  options.onProgress?.('chunking', 1, 1);
  const chunks: DocumentChunkRow[] = cut.map((c) => ({ docId: base.id, ...c }));
  const vectors = embedder ? await embedChunks(embedder, base.id, chunks, options) : [];
  signal?.throwIfAborted();
  const record: DocumentRecord = {
    ...base,
    title: doc.title?.trim() || base.name,
    kind: doc.kind,
    pages: doc.pages.length,
    state: 'ready',
    chunking: settings.chunking,
    chunkCount: chunks.length,
    embedModel: embedder?.modelId ?? null,
  };
  delete record.error;
  const pages = doc.pages.map((text, i) => ({ docId: base.id, page: i + 1, text }));
  await writeDocument(db, { record, pages, chunks, vectors });
  return { record, chunks, vectors };
}

/** The chunks' vectors, in batches with progress; checked for a cancel between batches. */
export async function embedChunks(
  embedder: Embedder,
  docId: DocumentId,
  chunks: readonly Pick<DocumentChunkRow, 'index' | 'text'>[],
  options: Pick<IngestOptions, 'signal' | 'onProgress'>,
): Promise<DocumentVectorRow[]> {
  const out: DocumentVectorRow[] = [];
  options.onProgress?.('embedding', 0, chunks.length);
  for (let at = 0; at < chunks.length; at += EMBED_BATCH) {
    options.signal?.throwIfAborted();
    const batch = chunks.slice(at, at + EMBED_BATCH);
    const embedded = await embedder.embed(
      batch.map((c) => c.text),
      options.signal,
    );
    batch.forEach((c, i) =>
      out.push({ modelId: embedder.modelId, chunkId: chunkIdOf(docId, c.index), docId, vector: embedded[i]! }),
    );
    options.onProgress?.('embedding', Math.min(at + EMBED_BATCH, chunks.length), chunks.length);
  }
  return out;
}
