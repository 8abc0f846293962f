import { libraryOf } from '../documents/library/library';
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
  const fail = (what: string, e: unknown) => {
    log.error('startup', what, e);
    failures.push(`${what}: ${messageOf(e)}`);
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
    await ensureStarterPack(kg, loadStarterPack, embedder).catch((e: unknown) =>
      fail('The starter pack could not be installed (it is tried again when the engine next starts)', e),
    );
    onWork('indexing');
    if (embedder)
      await kg
        .ensureVectors(embedder)
        .catch((e: unknown) => fail(`Computing vectors for ${embedder.modelId} at start-up stopped`, e));
  } catch (e) {
    fail('The knowledge graph could not be prepared at start-up', e);
  }
  return failures.length ? { state: 'failed', message: failures.join(' · ') } : { state: 'done' };
}
