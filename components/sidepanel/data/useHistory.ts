import { useLiveQuery } from 'dexie-react-hooks';

import { allChecks, type CheckRecord } from '../../../lib/panel/history';

/** Every check, live while checks run; undefined while it is read. */
export function useHistory(): CheckRecord[] | undefined {
  return useLiveQuery(allChecks, []);
}
