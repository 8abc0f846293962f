import { useLiveQuery } from 'dexie-react-hooks';

import { runningStage } from '../../../lib/panel/check';

/** The stage of this check while it runs; null once it is done (or none was started). */
export function useCheckStage(checkId: string | null): string | null {
  return useLiveQuery(() => runningStage(checkId), [checkId]) ?? null;
}
