import { getDb } from '../db/database';
import type { DocumentBatchId, TaskRecord } from '../db/records';
import { batchEntries } from '../documents/batch/store';
import type { BatchEntry } from '../documents/batch/types';

/**
 * The Documents tab's read model: the engine writes documents, task rows, lists of claims and
 * pack subscriptions; the panel only reads them (live), so a panel closed and opened again (or a
 * second panel) shows the same library and the same work in progress.
 */

export type {
  DocumentBatchId,
  DocumentBatchRecord,
  DocumentPackRecord,
  DocumentRecord,
  TaskRecord,
} from '../db/records';

/** The library, newest first. */
export const readDocuments = () => getDb().documents.orderBy('addedAt').reverse().toArray();

/** The document adds (and re-indexes) the engine follows or has finished, newest first. */
export const readDocumentTasks = () =>
  getDb()
    .tasks.where('kind')
    .equals('document')
    .toArray((rows) => rows.sort((a, b) => b.createdAt - a.createdAt));

/** Whether a failure is already shown by its task row (the engine wrote it there). */
export async function shownByTask(taskId: TaskRecord['id']): Promise<boolean> {
  const row = await getDb().tasks.get(taskId);
  return row?.status === 'failed' && !!row.error;
}

/** The newest list of claims, or null when none was started. */
export const readLatestBatch = async () => (await getDb().documentBatches.orderBy('createdAt').last()) ?? null;

/** A list's finished claims, in the file's order. */
export const readBatchEntries = (batchId: DocumentBatchId): Promise<BatchEntry[]> => batchEntries(getDb(), batchId);

export const readDocumentPacks = () => getDb().documentPacks.orderBy('url').toArray();
