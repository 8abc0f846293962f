import { useLiveQuery } from 'dexie-react-hooks';

import { type DisputeRecord, readReaderCorrections } from '../../../lib/panel/knowledge';

/** The reader's corrections of verdicts, newest first. */
export function useReaderCorrections(): DisputeRecord[] | undefined {
  return useLiveQuery(readReaderCorrections, []);
}
