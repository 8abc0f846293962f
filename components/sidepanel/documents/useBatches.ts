import { useLiveQuery } from 'dexie-react-hooks';

import { getDb } from '../../../lib/db/database';
import type { DocumentBatchId, DocumentBatchRecord } from '../../../lib/db/records';
import { batchEntries } from '../../../lib/documents/batch/store';
import type { BatchEntry } from '../../../lib/documents/batch/types';

/**
 * The lists of claims the engine checks, from Dexie live queries: the engine writes the batch row
 * and one entry per finished claim, so progress and results survive a panel closed meanwhile.
 */

/** The newest list, or null when none was started; undefined while the first read is under way. */
export function useLatestBatch(): DocumentBatchRecord | null | undefined {
  return useLiveQuery(async () => (await getDb().documentBatches.orderBy('createdAt').last()) ?? null, []);
}

/** A list's finished claims, in the file's order. */
export function useBatchEntries(batchId: DocumentBatchId): BatchEntry[] {
  return useLiveQuery(() => batchEntries(getDb(), batchId), [batchId]) ?? [];
}
