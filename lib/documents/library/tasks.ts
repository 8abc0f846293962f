import type { TaskRecord } from '../../db/records';
import { documentsErrors as m } from '../../i18n/catalogue/documents-errors';
import { t } from '../../i18n/t';
import { createTask, taskWriter } from '../../kg/graph/tasks';
import { log } from '../../log/log';
import { messageOf } from '../../util/errors';
import type { IngestOptions, IngestResult } from './ingest';
import type { DocumentLibrary } from './library';
import type { AddDocumentResult } from './types';

/**
 * Document work as task rows the side panel watches (the pack import's pattern, lib/kg/tasks.ts):
 * progress per phase, the end or the error, and a cancel by task id that leaves nothing of the
 * document behind.
 */

type TaskId = TaskRecord['id'];

const running = new Map<TaskId, AbortController>();

export const runningDocumentTasks = (): TaskId[] => [...running.keys()];

export function cancelDocumentTask(taskId: TaskId): boolean {
  const c = running.get(taskId);
  c?.abort(new DOMException(t(m.cancelled), 'AbortError'));
  return c !== undefined;
}

export const newDocumentTaskId = (): TaskId => `task:document:${crypto.randomUUID()}`;

type Work = (options: Pick<IngestOptions, 'signal' | 'onProgress'>) => Promise<IngestResult>;

/** Runs document work under a task row: progress, cancel, and its end written to the row. */
export async function underTask(
  lib: DocumentLibrary,
  taskId: TaskId,
  label: string,
  work: Work,
): Promise<AddDocumentResult> {
  const existing = await lib.db.tasks.get(taskId);
  if (!existing) await createTask(lib.db, { id: taskId, kind: 'document', label });
  else await lib.db.tasks.update(taskId, { status: 'running', phase: 'starting', updatedAt: Date.now() });
  const writer = taskWriter(lib.db, taskId);
  const controller = new AbortController();
  running.set(taskId, controller);
  try {
    const result = await work({
      signal: controller.signal,
      onProgress: (phase, done, total) => writer.progress(phase, done, total),
    });
    await writer.update({ documentId: result.record.id });
    await writer.done(
      result.added
        ? t(m.added, result.record.name, result.record.pages, result.record.chunkCount)
        : t(m.already, result.record.name),
    );
    return { document: result.record, added: result.added, taskId };
  } catch (e) {
    const message = controller.signal.aborted ? t(m.cancelled) : messageOf(e);
    if (!controller.signal.aborted) log.warn('documents', `Adding “${label}” failed`, e);
    await writer.failed(message);
    throw controller.signal.aborted ? new Error(message) : e;
  } finally {
    running.delete(taskId);
  }
}

/** A staged `document` task's file: its bytes, name and type; the blob is dropped from the row once read. */
export async function takeStagedFile(
  lib: DocumentLibrary,
  taskId: TaskId,
): Promise<{ bytes: Uint8Array; name: string; type?: string }> {
  const task = await lib.db.tasks.get(taskId);
  if (!task || task.kind !== 'document')
    throw new Error(
      'The staged document is gone (the side panel was closed or it was added already): add the file again.',
    );
  if (task.status !== 'staged' || !task.blob)
    throw new Error(`“${task.label}” was taken already: add the file again to add it once more.`);
  const bytes = new Uint8Array(await task.blob.arrayBuffer());
  await lib.db.tasks.update(taskId, { blob: undefined, status: 'running', phase: 'reading', updatedAt: Date.now() });
  return { bytes, name: task.label, ...(task.mimeType ? { type: task.mimeType } : {}) };
}
