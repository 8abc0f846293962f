import { useLiveQuery } from 'dexie-react-hooks';

import type { BatchEntry } from '../../../lib/documents/batch/types';
import {
  type DocumentBatchId,
  type DocumentBatchRecord,
  readBatchEntries,
  readLatestBatch,
} from '../../../lib/panel/documents';

/**
 * The lists of claims the engine checks, from Dexie live queries: the engine writes the batch row
 * and one entry per finished claim, so progress and results survive a panel closed meanwhile.
 */

/** The newest list, or null when none was started; undefined while the first read is under way. */
export function useLatestBatch(): DocumentBatchRecord | null | undefined {
  return useLiveQuery(readLatestBatch, []);
}

/** A list's finished claims, in the file's order. */
export function useBatchEntries(batchId: DocumentBatchId): BatchEntry[] {
  return useLiveQuery(() => readBatchEntries(batchId), [batchId]) ?? [];
}
