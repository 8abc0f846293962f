import { libraryOf } from '../documents/library/library';
import { engineTasks as m } from '../i18n/catalogue/engine-tasks';
import type { Message } from '../i18n/locales';
import { t, tIn } from '../i18n/t';
import { knowledgeOf } from '../kg/graph/knowledge';
import { failInterruptedTasks } from '../kg/graph/tasks';
import type { KnowledgeWork } from '../kg/memory/readiness';
import { ensureStarterPack } from '../kg/packs/install';
import { log } from '../log/log';
import { messageOf } from '../util/errors';
import type { StartupState } from './declare/kg';
import type { EngineServices } from './services';

/**
 * Engine start: tasks cut off by a previous engine are failed; on first run the starter pack is
 * installed; vectors the installed embedding model lacks are computed in the background. A
 * failed starter pack does not stop the vectors (as before); each failure is logged and kept.
 * `onWork` follows the phases, which checks wait for (lib/kg/memory/readiness.ts).
 */
export async function startKnowledge(
  s: EngineServices,
  loadStarterPack: () => Promise<string>,
  inExtension: boolean,
  onWork: (work: KnowledgeWork) => void = () => undefined,
): Promise<StartupState> {
  const kg = knowledgeOf(s.db);
  const failures: string[] = [];
  // The log keeps English; the reader reads the failure in their language.
  const fail = (e: unknown, what: Message, ...values: string[]) => {
    log.error('startup', tIn('en', what, ...values), e);
    failures.push(`${t(what, ...values)}: ${messageOf(e)}`);
  };
  try {
    await failInterruptedTasks(s.db);
    // A document half added when the engine stopped: nothing of it but its record was written; that goes too.
    const rolledBack = await libraryOf(s.db).recover();
    if (rolledBack.length)
      log.warn(
        'documents',
        `Rolled back ${rolledBack.length} document(s) the stopped engine was adding: add them again.`,
      );
    if (!inExtension) return { state: 'done' };
    onWork('installing');
    const embedder = await s.models.embedder();
    await ensureStarterPack(kg, loadStarterPack, embedder).catch((e: unknown) => fail(e, m.starterPack));
    onWork('indexing');
    if (embedder) await kg.ensureVectors(embedder).catch((e: unknown) => fail(e, m.vectors, embedder.modelId));
  } catch (e) {
    fail(e, m.graph);
  }
  return failures.length ? { state: 'failed', message: failures.join(' · ') } : { state: 'done' };
}
