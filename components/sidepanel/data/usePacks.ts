import { useLiveQuery } from 'dexie-react-hooks';

import { type PackRecord, readPacks } from '../../../lib/panel/packs';

/** The knowledge packs installed (and those removed, so the starter pack can be offered again). */
export function usePacks(): PackRecord[] | undefined {
  return useLiveQuery(readPacks, []);
}
