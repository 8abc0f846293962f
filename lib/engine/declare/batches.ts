import * as v from 'valibot';

import { defineRequest, returns } from '../../core/protocol';
import type { DocumentBatchId, DocumentBatchRecord, TaskRecord } from '../../db/records';
import { FROM_PANEL } from './senders';

/**
 * Lists of claims checked against the document library (issue 30 item 4), from the side panel.
 * The panel stages the claims file as a `tasks` row of kind `claims` (the blob, its name in
 * `label`), as a pack import is staged, and starts the batch with its id; progress and state are
 * in the `documentBatches` row, the finished claims in `documentBatchEntries` (the panel builds
 * the results files from them: lib/documents/batch/export.ts). Schemas and types only.
 */

const TaskIdSchema = v.custom<TaskRecord['id']>(
  (id) => typeof id === 'string' && /^task:[\w:-]{1,100}$/.test(id),
  // not interface text: a request's validation, read by developers in Diagnostics
  'must be a task id',
);
const BatchIdSchema = v.custom<DocumentBatchId>(
  (id) => typeof id === 'string' && /^batch:[\w-]{1,100}$/.test(id),
  // not interface text: a request's validation, read by developers in Diagnostics
  'must be a batch id (batch: and a uuid)',
);

/** What a started batch answers: its row (claims, rows that are not claims with their lines, counts). */
export type BatchStartResult = Pick<DocumentBatchRecord, 'id' | 'name' | 'total' | 'errors' | 'concurrency'>;

const control = () =>
  defineRequest({
    from: FROM_PANEL,
    // Pausing, resuming or cancelling twice is the same as once.
    resend: true,
    payload: v.object({ batchId: BatchIdSchema }),
    result: returns<{ ok: true }>(),
  });

export const documentBatchOps = {
  /** Reads the staged claims file, stores the batch and starts it, `documents.batchConcurrency` claims at a time. */
  'documents.batch.start': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ taskId: TaskIdSchema }),
    result: returns<BatchStartResult>(),
  }),
  /** The claims in flight finish; no other starts until resume. */
  'documents.batch.pause': control(),
  /** Goes on: a paused batch, or one a stopped engine left (its finished claims are not checked again). */
  'documents.batch.resume': control(),
  /** Stops the claims in flight; what is finished stays, with its results. */
  'documents.batch.cancel': control(),
};
