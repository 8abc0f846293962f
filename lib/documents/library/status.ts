import type { Embedder } from '../../ml/types';
import type { DocumentLibrary } from './library';
import { runningDocumentTasks } from './tasks';
import type { DocumentsStatus } from './types';

/** What the Documents tab shows at the top: counts by state, and how far the chunk vectors are. */
export async function documentsStatus(
  lib: DocumentLibrary,
  enabled: boolean,
  embedder: Embedder | null,
): Promise<DocumentsStatus> {
  const docs = await lib.db.documents.toArray();
  const ready = docs.filter((d) => d.state === 'ready');
  const chunks = ready.reduce((n, d) => n + d.chunkCount, 0);
  const embedded = embedder
    ? ready.filter((d) => d.embedModel === embedder.modelId).reduce((n, d) => n + d.chunkCount, 0)
    : 0;
  return {
    enabled,
    documents: docs.length,
    ready: ready.length,
    indexing: docs.filter((d) => d.state === 'indexing').length,
    failed: docs.filter((d) => d.state === 'failed').length,
    disabled: ready.filter((d) => !d.enabled).length,
    chunks,
    vectors: embedder ? { modelId: embedder.modelId, chunks: embedded, missing: chunks - embedded } : null,
    embedding: lib.embedding,
    running: runningDocumentTasks(),
  };
}
