import type { ClaimLensDB } from '../../db/database';
import type { DocumentVectorRow } from '../../db/records';
import type { Embedder } from '../../ml/types';
import { embedChunks } from './ingest';

/**
 * Chunk vectors for a model installed or changed since the documents were added (as memory's
 * ensureVectors does for the graph): each ready document whose vectors are another model's is
 * embedded again, its new vectors written and the old model's dropped in one transaction.
 * Until then the document is still found by BM25.
 */
export async function ensureChunkVectors(
  db: ClaimLensDB,
  embedder: Embedder,
  options: { signal?: AbortSignal; onDocument?: (rows: DocumentVectorRow[]) => Promise<void> } = {},
): Promise<number> {
  const stale = (await db.documents.where('state').equals('ready').toArray()).filter(
    (d) => d.embedModel !== embedder.modelId && d.chunkCount > 0,
  );
  let embedded = 0;
  for (const doc of stale) {
    options.signal?.throwIfAborted();
    const chunks = await db.documentChunks.where('docId').equals(doc.id).toArray();
    const rows = await embedChunks(embedder, doc.id, chunks, options.signal ? { signal: options.signal } : {});
    const written = await db.transaction('rw', db.documents, db.documentVectors, async () => {
      // Removed or re-indexed meanwhile: its rows are not ours to write.
      const now = await db.documents.get(doc.id);
      if (now?.state !== 'ready' || now.chunkCount !== chunks.length) return false;
      await db.documentVectors.where('docId').equals(doc.id).delete();
      await db.documentVectors.bulkAdd(rows);
      await db.documents.update(doc.id, { embedModel: embedder.modelId });
      return true;
    });
    if (!written) continue;
    embedded += rows.length;
    await options.onDocument?.(rows);
  }
  return embedded;
}
