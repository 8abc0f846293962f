import type { DocumentChunking, DocumentId, DocumentOrigin, DocumentRecord, TaskRecord } from '../../db/records';

/**
 * What the document library's service and its engine ops (lib/engine/declare/documents.ts)
 * answer. Types only: the side panel, the batch runner and the CLI read them without the engine.
 */

export type { DocumentChunking, DocumentId, DocumentOrigin, DocumentRecord };

/** A document added, or found already there (the same file twice is added once). */
export interface AddDocumentResult {
  document: DocumentRecord;
  /** False when the same bytes were already in the library: nothing was added. */
  added: boolean;
  /** The task row that followed the work (its progress and end). */
  taskId: TaskRecord['id'];
}

export interface RemoveDocumentResult {
  removed: boolean;
  /** Memory rows (claims, facts, …) that rested on this document alone and went with it. */
  withdrawn: number;
}

export interface DocumentsStatus {
  /** Settings → Documents → on. */
  enabled: boolean;
  documents: number;
  ready: number;
  indexing: number;
  failed: number;
  /** Ready documents switched off. */
  disabled: number;
  chunks: number;
  /** The installed embedding model, and how many chunks have its vectors; null without a model. */
  vectors: { modelId: string; chunks: number; missing: number } | null;
  /** Chunks are being (re-)embedded for the current model. */
  embedding: boolean;
  /** The document tasks still running in this engine. */
  running: TaskRecord['id'][];
}
