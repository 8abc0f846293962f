import { getDb } from '../db/database';
import type { TaskRecord } from '../db/records';

/**
 * Hands a file to the engine: the blob goes into a `tasks` row the engine reads, follows its
 * progress in, and empties. The one write the panel makes itself, because a message carries no
 * blob across the background; the engine op that follows names the row (kg.import,
 * documents.add, batches). The row is also what a reopened panel finds.
 */
export async function stageBlob(
  kind: 'import' | 'document' | 'claims',
  blob: Blob,
  label: string,
  extra: Pick<TaskRecord, 'total'> & Partial<Pick<TaskRecord, 'mimeType'>>,
  db = getDb(),
): Promise<TaskRecord['id']> {
  const id: TaskRecord['id'] = `task:${kind}:${crypto.randomUUID()}`;
  const now = Date.now();
  await db.tasks.put({
    id,
    kind,
    status: 'staged',
    label,
    phase: 'staged',
    done: 0,
    blob,
    createdAt: now,
    updatedAt: now,
    ...extra,
  });
  return id;
}
