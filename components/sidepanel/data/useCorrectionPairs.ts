import { useLiveQuery } from 'dexie-react-hooks';

import { type CorrectionPair, readCorrectionPairs } from '../../../lib/panel/knowledge';

/** False claims with the true claims that correct them, newest first. */
export function useCorrectionPairs(): CorrectionPair[] | undefined {
  return useLiveQuery(() => readCorrectionPairs(), []);
}
