import Dexie from 'dexie';

import type { BatchProgress } from '../../core/batch';
import type { ClaimLensDB } from '../../db/database';
import type { DocumentBatchId, DocumentBatchRecord, TaskRecord } from '../../db/records';
import { parseClaimsFile } from '../claims-file';
import type { BatchEntry, BatchJournal } from './types';

/**
 * A batch's rows in the extension: the batch row the side panel watches (list, state, counts)
 * and its journal, one row per finished claim. Written outside any transaction in progress, as
 * task rows are (lib/kg/tasks.ts).
 */

class BatchInputError extends Error {
  override readonly name = 'BatchInputError';
}

/** A batch made of the claims file staged in a task row (kind `claims`), which is dropped once read. */
export async function createBatchFromTask(
  db: ClaimLensDB,
  taskId: TaskRecord['id'],
  concurrency: number,
  newId: () => string = () => crypto.randomUUID(),
): Promise<DocumentBatchRecord> {
  const task = await db.tasks.get(taskId);
  if (!task || task.kind !== 'claims' || !task.blob)
    throw new BatchInputError('The claims file is no longer staged: choose the file again.');
  const text = await task.blob.text();
  await db.tasks.delete(taskId);
  // A file with no claim at all throws ClaimsFileError, which says what a claims file looks like.
  const parsed = parseClaimsFile(text, task.label);
  const now = Date.now();
  const batch: DocumentBatchRecord = {
    id: `batch:${newId()}`,
    name: task.label,
    state: 'running',
    claims: parsed.claims.map((c, index) => ({ index, line: c.line, claim: c.text })),
    errors: parsed.errors,
    concurrency,
    total: parsed.claims.length,
    finished: 0,
    failed: 0,
    inFlight: 0,
    createdAt: now,
    updatedAt: now,
  };
  await db.documentBatches.add(batch);
  return batch;
}

export function dexieJournal(db: ClaimLensDB, batchId: DocumentBatchId): BatchJournal {
  return {
    load: () => db.documentBatchEntries.where('batchId').equals(batchId).toArray(),
    add: async (entry: BatchEntry) => {
      await Dexie.ignoreTransaction(() => db.documentBatchEntries.put({ ...entry, batchId }));
    },
  };
}

/** The batch row's progress; a write that fails is logged by the caller, the batch goes on. */
export function writeProgress(
  db: ClaimLensDB,
  batchId: DocumentBatchId,
  p: BatchProgress | { state: 'failed'; error: string },
): Promise<number> {
  return Dexie.ignoreTransaction(() => db.documentBatches.update(batchId, { ...p, updatedAt: Date.now() }));
}

/** Batches an engine that stopped left going: they go on when the engine starts again. */
export function unfinishedBatches(db: ClaimLensDB): Promise<DocumentBatchRecord[]> {
  return db.documentBatches.where('state').anyOf('running', 'pausing').toArray();
}

/** A finished claim's entries, for the results files (the side panel reads them the same way). */
export function batchEntries(db: ClaimLensDB, batchId: DocumentBatchId): Promise<BatchEntry[]> {
  return db.documentBatchEntries.where('batchId').equals(batchId).sortBy('index');
}
