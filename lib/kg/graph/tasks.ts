import Dexie from 'dexie';

import type { ClaimLensDB } from '../../db/database';
import type { TaskRecord } from '../../db/records';
import { packsEngine } from '../../i18n/catalogue/packs-engine';
import { t } from '../../i18n/t';

/**
 * Progress of slow knowledge operations, kept as rows the side panel watches. Written outside
 * any transaction in progress (an import's transaction must not hold the task row).
 */

export type TaskId = TaskRecord['id'];

export function taskWriter(db: ClaimLensDB, id: TaskId, minIntervalMs = 150) {
  let last = 0;
  const write = (patch: Partial<TaskRecord>) =>
    Dexie.ignoreTransaction(() => db.tasks.update(id, { ...patch, updatedAt: Date.now() }));
  return {
    /** Progress, at most every minIntervalMs (the last step of a phase always). */
    progress(phase: string, done: number, total: number): void {
      const now = Date.now();
      if (done < total && now - last < minIntervalMs) return;
      last = now;
      void write({ status: 'running', phase, done, total });
    },
    update: write,
    async done(message: string): Promise<void> {
      await write({ status: 'done', phase: 'done', message });
    },
    async failed(error: string): Promise<void> {
      await write({ status: 'failed', error });
    },
  };
}

export async function createTask(
  db: ClaimLensDB,
  task: Pick<TaskRecord, 'id' | 'kind' | 'label'> & Partial<TaskRecord>,
): Promise<TaskId> {
  const now = Date.now();
  await Dexie.ignoreTransaction(() =>
    db.tasks.put({ status: 'running', phase: 'starting', done: 0, total: 0, createdAt: now, updatedAt: now, ...task }),
  );
  return task.id;
}

/**
 * Drops the named task rows the reader dismisses (finished) or gives up (staged, held for a
 * question); a running one stays, since its work still writes its progress there.
 */
export async function dismissTasks(db: ClaimLensDB, ids: TaskId[]): Promise<number> {
  return db.transaction('rw', db.tasks, async () => {
    const rows = await db.tasks.bulkGet(ids);
    const gone = rows.flatMap((t) => (t && t.status !== 'running' ? [t.id] : []));
    await db.tasks.bulkDelete(gone);
    return gone.length;
  });
}

/** Tasks that were running when the engine stopped will not finish: mark them so. */
export async function failInterruptedTasks(db: ClaimLensDB): Promise<number> {
  return db.tasks
    .where('status')
    .equals('running')
    .modify({
      status: 'failed',
      error: t(packsEngine.interrupted),
      updatedAt: Date.now(),
    });
}
