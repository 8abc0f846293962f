import { taskProgressText } from '../../../lib/documents/panel/labels';
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
  const finished = tasks.filter((t) => t.status === 'done' || t.status === 'failed').map((t) => t.id);
  return (
    <section aria-labelledby="documents-tasks">
      <h3 id="documents-tasks">Adding</h3>
      <ul className="doc-tasks">
        {tasks.map((t) => (
          <TaskRow key={t.id} task={t} onError={onError} />
        ))}
      </ul>
      {finished.length > 0 && (
        <button
          type="button"
          onClick={() =>
            void callEngine('kg.dismissTasks', { taskIds: finished }).catch((e: unknown) => onError(messageOf(e)))
          }
        >
          Clear finished
        </button>
      )}
    </section>
  );
}

function TaskRow({ task: t, onError }: { task: TaskRecord; onError(message: string): void }) {
  const active = t.status === 'staged' || t.status === 'running';
  const text = taskProgressText(t);
  return (
    <li data-status={t.status} aria-label={`Adding ${t.label}`}>
      <span className="label">{t.label}</span>
      {active && (
        <>
          <span className="phase" role="status">
            {text}
          </span>
          <progress
            max={t.total || undefined}
            value={t.total ? t.done : undefined}
            aria-label={`${t.label}: ${text}`}
            aria-valuetext={text}
          />
          <button
            type="button"
            aria-label={`Cancel adding ${t.label}`}
            onClick={() =>
              void callEngine('documents.cancel', { taskId: t.id }).catch((e: Error) => onError(e.message))
            }
          >
            Cancel
          </button>
        </>
      )}
      {t.status === 'done' && (
        <p className="ok" role="status">
          {t.message ?? 'Added.'}
        </p>
      )}
      {t.status === 'failed' && (
        <p className="error" role="alert">
          {t.error ?? 'It could not be added.'}
        </p>
      )}
    </li>
  );
}
