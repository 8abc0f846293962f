import * as v from 'valibot';

import { defineRequest, returns } from '../../core/protocol';
import type { DocumentId, TaskRecord } from '../../db/records';
import type { AddDocumentResult, DocumentsStatus, RemoveDocumentResult } from '../../documents/library/types';
import { FROM_PANEL } from './senders';

/**
 * The document library's requests (issue 30), from the side panel only; gathered in
 * ../protocol.ts, handled in ../ops/documents.ts. A file is staged by the panel as a `tasks` row
 * of kind `document` holding the blob (name in `label`, type in `mimeType`), as a pack import is;
 * the engine reads it, follows its progress in that row, and drops the blob. Schemas and types only.
 */

type TaskId = TaskRecord['id'];

const TaskIdSchema = v.custom<TaskId>(
  (id) => typeof id === 'string' && /^task:[\w:-]{1,100}$/.test(id),
  // not interface text: a request's validation, read by developers in Diagnostics
  'must be a task id',
);
const DocumentIdSchema = v.custom<DocumentId>(
  (id) => typeof id === 'string' && /^doc:[0-9a-f]{16}$/.test(id),
  // not interface text: a request's validation, read by developers in Diagnostics
  'must be a document id (doc: and 16 hex digits)',
);

export const documentOps = {
  /** Adds the staged file of a `document` task: the same bytes twice are added once. */
  'documents.add': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ taskId: TaskIdSchema }),
    result: returns<AddDocumentResult>(),
  }),
  /** Adds a document from a trusted source's URL (Sources tab); `taskId` names the progress row, one is made when absent. */
  'documents.addUrl': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({
      // not interface text: a request's validation, read by developers in Diagnostics
      url: v.pipe(v.string(), v.url('must be a URL'), v.maxLength(4096)),
      taskId: v.optional(TaskIdSchema),
    }),
    result: returns<AddDocumentResult>(),
  }),
  /** Removes a document with its pages, chunks, vectors, and the memory that rested on it alone. */
  'documents.remove': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ id: DocumentIdSchema }),
    result: returns<RemoveDocumentResult>(),
  }),
  /** Cuts and embeds a document again from its stored pages (after a chunking change, or a failure). */
  'documents.reindex': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ id: DocumentIdSchema, taskId: v.optional(TaskIdSchema) }),
    result: returns<AddDocumentResult>(),
  }),
  /** Switches one document, or all of them, on or off for checks. */
  'documents.setEnabled': defineRequest({
    from: FROM_PANEL,
    resend: true,
    payload: v.object({ id: v.union([DocumentIdSchema, v.literal('all')]), enabled: v.boolean() }),
    result: returns<{ changed: number }>(),
  }),
  /** Stops a document task: nothing of the document stays. */
  'documents.cancel': defineRequest({
    from: FROM_PANEL,
    resend: true,
    payload: v.object({ taskId: TaskIdSchema }),
    result: returns<{ cancelled: boolean }>(),
  }),
  'documents.status': defineRequest({
    from: FROM_PANEL,
    resend: true,
    payload: v.object({}),
    result: returns<DocumentsStatus>(),
  }),
};
