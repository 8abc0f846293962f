import { logged } from '../../../lib/log/log';
import { callEngine } from '../../../lib/messaging/engine-call';
import type { TaskRecord } from '../../../lib/panel/knowledge';
import { useKnowledgeTasks } from '../data/useKnowledgeTasks';

const PHASES: Record<string, string> = {
  staged: 'Waiting',
  starting: 'Starting',
  reading: 'Reading the file',
  checking: 'Checking the pack',
  entities: 'Resolving entities',
  claims: 'Writing claims',
  facts: 'Writing facts',
  sources: 'Writing sources',
  edges: 'Writing edges',
  cleanup: 'Removing what the new version dropped',
  vectors: 'Computing vectors',
  done: 'Done',
};

/** Slow knowledge operations (imports, vectors) with their progress and outcome. */
export function TaskList() {
  const tasks = useKnowledgeTasks();
  if (!tasks?.length) return null;
  const dismiss = (taskIds: TaskRecord['id'][]) =>
    void callEngine('kg.dismissTasks', { taskIds }).catch(logged('knowledge', 'Finished tasks could not be cleared'));
  const finished = tasks.filter((t) => t.status === 'done' || t.status === 'failed').map((t) => t.id);
  return (
    <section aria-label="Knowledge tasks">
      <ul className="kg-tasks">
        {tasks.map((t) => (
          <li key={t.id} data-status={t.status}>
            <span className="label">{t.kind === 'embed' ? `Vectors for ${t.label}` : `Import: ${t.label}`}</span>
            {(t.status === 'running' || t.status === 'staged') && (
              <>
                <span className="phase">{PHASES[t.phase] ?? t.phase}</span>
                <progress
                  max={t.total || undefined}
                  value={t.total ? t.done : undefined}
                  aria-label={`${PHASES[t.phase] ?? t.phase}: ${t.label}`}
                />
                {t.total > 0 && t.phase !== 'reading' && (
                  <span className="phase">
                    {t.done.toLocaleString('en-US')} / {t.total.toLocaleString('en-US')}
                  </span>
                )}
              </>
            )}
            {t.status === 'done' && (
              <p className="ok" role="status">
                {t.message}
              </p>
            )}
            {t.status === 'failed' && (
              <p className="error" role="alert">
                {t.error}
              </p>
            )}
          </li>
        ))}
      </ul>
      {finished.length > 0 && (
        <button type="button" onClick={() => dismiss(finished)}>
          Clear finished
        </button>
      )}
    </section>
  );
}
