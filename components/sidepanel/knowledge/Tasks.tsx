import { documentLabels as docLabels } from '../../../lib/i18n/catalogue/document-labels';
import { knowledgeNodes as m } from '../../../lib/i18n/catalogue/knowledge-nodes';
import { formatNumber } from '../../../lib/i18n/format';
import type { Message } from '../../../lib/i18n/locales';
import { t } from '../../../lib/i18n/t';
import { logged } from '../../../lib/log/log';
import { callEngine } from '../../../lib/messaging/engine-call';
import type { TaskRecord } from '../../../lib/panel/knowledge';
import { useKnowledgeTasks } from '../data/useKnowledgeTasks';

const PHASES: Record<string, Message> = {
  staged: docLabels.phaseWaiting,
  starting: docLabels.phaseStarting,
  reading: m.taskReading,
  checking: m.taskChecking,
  entities: m.taskEntities,
  claims: m.taskClaims,
  facts: m.taskFacts,
  sources: m.taskSources,
  edges: m.taskEdges,
  cleanup: m.taskCleanup,
  vectors: m.taskVectors,
  done: docLabels.phaseDone,
};

/** A phase in words; one this list does not know is shown as the engine names it. */
function phaseText(phase: string): string {
  const known = PHASES[phase];
  return known ? t(known) : phase;
}

/** Slow knowledge operations (imports, vectors) with their progress and outcome. */
export function TaskList() {
  const tasks = useKnowledgeTasks();
  if (!tasks?.length) return null;
  const dismiss = (taskIds: TaskRecord['id'][]) =>
    void callEngine('kg.dismissTasks', { taskIds }).catch(logged('knowledge', 'Finished tasks could not be cleared'));
  const finished = tasks.filter((k) => k.status === 'done' || k.status === 'failed').map((k) => k.id);
  return (
    <section aria-label={t(m.tasksLabel)}>
      <ul className="kg-tasks">
        {tasks.map((task) => (
          <li key={task.id} data-status={task.status}>
            <span className="label">
              {task.kind === 'embed' ? t(m.vectorsFor, task.label) : t(m.importOf, task.label)}
            </span>
            {(task.status === 'running' || task.status === 'staged') && (
              <>
                <span className="phase">{phaseText(task.phase)}</span>
                <progress
                  max={task.total || undefined}
                  value={task.total ? task.done : undefined}
                  aria-label={t(m.taskProgress, phaseText(task.phase), task.label)}
                />
                {task.total > 0 && task.phase !== 'reading' && (
                  <span className="phase">
                    {formatNumber(task.done)} / {formatNumber(task.total)}
                  </span>
                )}
              </>
            )}
            {task.status === 'done' && (
              <p className="ok" role="status">
                {task.message}
              </p>
            )}
            {task.status === 'failed' && (
              <p className="error" role="alert">
                {task.error}
              </p>
            )}
          </li>
        ))}
      </ul>
      {finished.length > 0 && (
        <button type="button" onClick={() => dismiss(finished)}>
          {t(m.clearFinished)}
        </button>
      )}
    </section>
  );
}
