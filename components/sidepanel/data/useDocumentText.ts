import { useLiveQuery } from 'dexie-react-hooks';

import { type DocumentText, documentText } from '../../../lib/panel/documents-view';

/** A document of the library with its page texts, live; undefined while it is read, null once it is known to be gone. */
export function useDocumentText(id: string): DocumentText | null | undefined {
  return useLiveQuery(() => documentText(id), [id]);
}
