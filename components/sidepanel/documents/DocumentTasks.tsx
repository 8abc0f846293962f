import { taskProgressText } from '../../../lib/documents/panel/labels';
import { documentsWork as m } from '../../../lib/i18n/catalogue/documents-work';
import { t } from '../../../lib/i18n/t';
import { callEngine } from '../../../lib/messaging/engine-call';
import type { TaskRecord } from '../../../lib/panel/documents';
import { messageOf } from '../../../lib/util/errors';
import { useDocumentTasks } from './useDocuments';

/**
 * Each add or re-index in progress (phase, n of N, a progress bar) with Cancel, and how each
 * finished: done, or the engine's specific reason it failed (encrypted, scanned, corrupt, too
 * large, out of space), which stays until dismissed. One failed file loses nothing else.
 */
export function DocumentTasks({ onError }: { onError(message: string): void }) {
  const tasks = useDocumentTasks();
  if (!tasks.length) return null;
  const finished = tasks.filter((k) => k.status === 'done' || k.status === 'failed').map((k) => k.id);
  return (
    <section aria-labelledby="documents-tasks">
      <h3 id="documents-tasks">{t(m.adding)}</h3>
      <ul className="doc-tasks">
        {tasks.map((k) => (
          <TaskRow key={k.id} task={k} onError={onError} />
        ))}
      </ul>
      {finished.length > 0 && (
        <button
          type="button"
          onClick={() =>
            void callEngine('kg.dismissTasks', { taskIds: finished }).catch((e: unknown) => onError(messageOf(e)))
          }
        >
          {t(m.clearFinished)}
        </button>
      )}
    </section>
  );
}

function TaskRow({ task, onError }: { task: TaskRecord; onError(message: string): void }) {
  const active = task.status === 'staged' || task.status === 'running';
  const text = taskProgressText(task);
  return (
    <li data-status={task.status} aria-label={t(m.addingOf, task.label)}>
      <span className="label">{task.label}</span>
      {active && (
        <>
          <span className="phase" role="status">
            {text}
          </span>
          <progress
            max={task.total || undefined}
            value={task.total ? task.done : undefined}
            aria-label={`${task.label}: ${text}`}
            aria-valuetext={text}
          />
          <button
            type="button"
            aria-label={t(m.cancelAdding, task.label)}
            onClick={() =>
              void callEngine('documents.cancel', { taskId: task.id }).catch((e: Error) => onError(e.message))
            }
          >
            {t(m.cancel)}
          </button>
        </>
      )}
      {task.status === 'done' && (
        <p className="ok" role="status">
          {task.message ?? t(m.addedDone)}
        </p>
      )}
      {task.status === 'failed' && (
        <p className="error" role="alert">
          {task.error ?? t(m.notAdded)}
        </p>
      )}
    </li>
  );
}
