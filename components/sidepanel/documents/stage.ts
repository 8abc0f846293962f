import { getDb } from '../../../lib/db/database';
import type { TaskRecord } from '../../../lib/db/records';

/**
 * Hands a file to the engine as a pack import is handed (knowledge/Packs.tsx): the blob goes into
 * a `tasks` row the engine reads, follows its progress in, and empties. A message carries no
 * blob across the background, and the row is what a reopened panel finds.
 */
export async function stageFile(file: File, kind: 'document' | 'claims'): Promise<TaskRecord['id']> {
  const taskId: TaskRecord['id'] = `task:${kind}:${crypto.randomUUID()}`;
  const now = Date.now();
  await getDb().tasks.put({
    id: taskId,
    kind,
    status: 'staged',
    label: file.name,
    phase: 'staged',
    done: 0,
    total: 0,
    blob: file,
    ...(file.type ? { mimeType: file.type } : {}),
    createdAt: now,
    updatedAt: now,
  });
  return taskId;
}

/** Whether a failure is already shown by its task row (the engine wrote it there). */
export async function shownByTask(taskId: TaskRecord['id']): Promise<boolean> {
  const row = await getDb().tasks.get(taskId);
  return row?.status === 'failed' && !!row.error;
}
