import type { BatchClaim, BatchEntry, BatchState } from '../core/batch';

/** Row types of the lists of claims checked against the documents (issue 30 item 4); the rest is in records.ts. */

/** A list of claims checked against the documents (issue 30 item 4): `batch:<uuid>`. */
export type DocumentBatchId = `batch:${string}`;

/**
 * A checked list, as the side panel watches it: the parsed claims, the rows that were not
 * claims (each with its line), the state and the counts. A batch left `running` or `pausing` by
 * an engine that stopped goes on when the engine starts again; `failed` keeps why it stopped.
 */
export interface DocumentBatchRecord {
  id: DocumentBatchId;
  /** The claims file's name. */
  name: string;
  state: BatchState | 'failed';
  claims: BatchClaim[];
  errors: { line: number; message: string }[];
  concurrency: number;
  total: number;
  finished: number;
  failed: number;
  inFlight: number;
  error?: string;
  createdAt: number;
  updatedAt: number;
}

/** One finished claim of a batch: the batch's journal, read back when it resumes and for its results. */
export interface DocumentBatchEntryRow extends BatchEntry {
  batchId: DocumentBatchId;
}
