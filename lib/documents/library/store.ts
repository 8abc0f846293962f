import Dexie from 'dexie';

import type { ClaimLensDB } from '../../db/database';
import type {
  DocumentChunkRow,
  DocumentId,
  DocumentPageRow,
  DocumentRecord,
  DocumentVectorRow,
} from '../../db/records';
import { isQuotaError } from '../../util/quota';

/**
 * The library's rows. A document is written whole in one transaction — its record, pages,
 * chunks and vectors — or not at all: a failed write (a full disk) leaves nothing half there.
 */

const DOCUMENT_TABLES = ['documents', 'documentPages', 'documentChunks', 'documentVectors'] as const;

/** Storage ran out: the message names the size and the fix (issue 30, "a quota error rolls the partial document back and says so"). */
class StorageFullError extends Error {
  override readonly name = 'StorageFullError';
  readonly code = 'quota';
  constructor(bytesNeeded: number, options?: { cause?: unknown }) {
    super(
      `Not enough storage for this document (${(bytesNeeded / (1024 * 1024)).toFixed(1)} MB needed); free space or remove documents.`,
      options,
    );
  }
}

export interface DocumentRows {
  record: DocumentRecord;
  pages: DocumentPageRow[];
  chunks: DocumentChunkRow[];
  vectors: DocumentVectorRow[];
}

/** About what the rows take on disk: UTF-16 text and the vectors' floats. */
function estimateBytes(rows: Omit<DocumentRows, 'record'>): number {
  const text = rows.pages.reduce((n, p) => n + p.text.length, 0) + rows.chunks.reduce((n, c) => n + c.text.length, 0);
  return 2 * text + rows.vectors.reduce((n, v) => n + v.vector.byteLength, 0);
}

/** Writes a document whole, in place of what it had; a quota error becomes a StorageFullError (the transaction rolled back). */
export async function writeDocument(db: ClaimLensDB, rows: DocumentRows): Promise<void> {
  try {
    await db.transaction('rw', [...DOCUMENT_TABLES], async () => {
      await deleteRowsInTransaction(db, rows.record.id, { keepRecord: true });
      await db.documentPages.bulkAdd(rows.pages);
      await db.documentChunks.bulkAdd(rows.chunks);
      if (rows.vectors.length) await db.documentVectors.bulkAdd(rows.vectors);
      await db.documents.put(rows.record);
    });
  } catch (e) {
    if (isQuotaError(e)) throw new StorageFullError(estimateBytes(rows), { cause: e });
    throw e;
  }
}

/** Deletes a document and everything of it, in one transaction. */
export function deleteDocumentRows(db: ClaimLensDB, docId: DocumentId): Promise<boolean> {
  return Dexie.ignoreTransaction(() =>
    db.transaction('rw', [...DOCUMENT_TABLES], () => deleteRowsInTransaction(db, docId, { keepRecord: false })),
  );
}

async function deleteRowsInTransaction(
  db: ClaimLensDB,
  docId: DocumentId,
  { keepRecord }: { keepRecord: boolean },
): Promise<boolean> {
  const had = (await db.documents.get(docId)) !== undefined;
  await db.documentPages.where('docId').equals(docId).delete();
  await db.documentChunks.where('docId').equals(docId).delete();
  await db.documentVectors.where('docId').equals(docId).delete();
  if (!keepRecord) await db.documents.delete(docId);
  return had;
}

/** A document's pages, in order. */
export async function pagesOf(db: ClaimLensDB, docId: DocumentId): Promise<string[]> {
  const rows = await db.documentPages.where('[docId+page]').between([docId, 0], [docId, Infinity]).toArray();
  return rows.map((r) => r.text);
}
