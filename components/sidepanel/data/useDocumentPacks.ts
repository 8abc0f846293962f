import { useLiveQuery } from 'dexie-react-hooks';

import { type DocumentPackRecord, readDocumentPacks } from '../../../lib/panel/documents';

/** The signed document packs subscribed to, by address. */
export function useDocumentPacks(): DocumentPackRecord[] | undefined {
  return useLiveQuery(readDocumentPacks, []);
}
