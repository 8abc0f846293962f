import { getDb } from '../db/database';
import type { DocumentPageRow, DocumentRecord } from '../db/records';

/** The document view's read model: one document of the library with its stored page texts. */

export type { DocumentPageRow, DocumentRecord };

export interface DocumentText {
  doc: DocumentRecord;
  pages: DocumentPageRow[];
}

/** The document with its pages in page order; null when it is not in the library. */
export async function documentText(id: string): Promise<DocumentText | null> {
  const db = getDb();
  const doc = await db.documents.get(id as DocumentRecord['id']);
  if (!doc) return null;
  const pages = await db.documentPages.where('docId').equals(doc.id).sortBy('page');
  return { doc, pages };
}
