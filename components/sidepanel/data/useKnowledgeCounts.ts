import { useLiveQuery } from 'dexie-react-hooks';

import { type KnowledgeCounts, readCounts } from '../../../lib/panel/knowledge';

/** What the graph holds, counted; undefined while the first read is under way. */
export function useKnowledgeCounts(): KnowledgeCounts | undefined {
  return useLiveQuery(readCounts, []);
}
