import { useLiveQuery } from 'dexie-react-hooks';

import { readRecentTasks, type TaskRecord } from '../../../lib/panel/knowledge';

/** The latest imports and vector computations, with their progress and outcome. */
export function useKnowledgeTasks(): TaskRecord[] | undefined {
  return useLiveQuery(() => readRecentTasks(), []);
}
