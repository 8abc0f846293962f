import { useLiveQuery } from 'dexie-react-hooks';

import { getDb } from '../../lib/db/database';
import type { DocumentPageRow, DocumentRecord } from '../../lib/db/records';

/** A document of the library with its stored page texts, in page order; null once it is known to be gone. */
export function useDocumentText(id: string): { doc: DocumentRecord; pages: DocumentPageRow[] } | null | undefined {
  return useLiveQuery(async () => {
    const db = getDb();
    const doc = await db.documents.get(id as DocumentRecord['id']);
    if (!doc) return null;
    const pages = await db.documentPages.where('docId').equals(doc.id).sortBy('page');
    return { doc, pages };
  }, [id]);
}
