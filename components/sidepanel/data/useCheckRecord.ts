import { useLiveQuery } from 'dexie-react-hooks';

import { type CheckRecord, checkRecord } from '../../../lib/panel/check';

/** The check of this id (the newest without one), live; undefined while it is read, null when there is none. */
export function useCheckRecord(checkId: string | null): CheckRecord | null | undefined {
  return useLiveQuery(() => checkRecord(checkId), [checkId]);
}
