import { knowledgeOf } from '../../kg/graph/knowledge';
import { dismissTasks } from '../../kg/graph/tasks';
import { removePack } from '../../kg/packs/import';
import { ensureStarterPack, runImportTask, STARTER_PACK_ID, STARTER_PACK_PATH } from '../../kg/packs/install';
import { ensureTeamPacks, refreshTeamPacks, subscribeTeamPack, unsubscribeTeamPack } from '../../kg/packs/team';
import { logged } from '../../log/log';
import type { kgOps } from '../declare/kg';
import type { EngineServices, OpHandlers } from '../services';

/**
 * Engine requests about the knowledge graph. Reads (counts, search, neighbourhoods, export)
 * are done by the side panel's read model (lib/panel/) on the database directly; everything
 * that writes goes through here, so the vector index in the engine stays in step.
 */

/** The starter pack ships in the extension; the engine worker fetches it from its own origin. */
export async function loadStarterPack(): Promise<string> {
  const response = await fetch(new URL(STARTER_PACK_PATH, globalThis.location.origin));
  if (!response.ok) throw new Error(`The starter pack file is missing from the extension (HTTP ${response.status}).`);
  return response.text();
}

export const inExtension = () => /^(chrome|moz)-extension:$/.test(globalThis.location?.protocol ?? '');

export function kgOpHandlers(s: EngineServices): OpHandlers<typeof kgOps> {
  const kg = knowledgeOf(s.db);
  return {
    'kg.status': async () => {
      const embedder = await s.models.embedder();
      const index = kg.loadedIndex;
      const stored = (await s.db.claims.count()) + (await s.db.facts.count());
      const unindexed = embedder ? (await kg.missingVectors(embedder.modelId, embedder.dims)).length : stored;
      // A model installed or changed since: its vectors are computed now, in the background.
      if (embedder && unindexed && !kg.isIndexing(embedder.modelId))
        kg.ensureVectors(embedder).catch(
          logged('knowledge', `Computing vectors for ${embedder.modelId} stopped`, 'error'),
        );
      return {
        index: index
          ? {
              modelId: index.modelId,
              dims: index.dims,
              macro: index.macro.size,
              micro: index.micro.size,
              backend: index.macro.backend,
            }
          : null,
        embedModel: embedder?.modelId ?? null,
        unindexed,
        indexing: embedder ? kg.isIndexing(embedder.modelId) : false,
        startup: s.startup(),
      };
    },
    'kg.import': async (p) => runImportTask(kg, p.taskId, await s.models.embedder(), { replace: p.replace === true }),
    'kg.delete': async (p) => kg.remove(p.nodeIds),
    'kg.removePack': async (p) => ({ removed: await removePack(kg, p.packId) }),
    'kg.installStarter': async () => {
      const prior = await s.db.packs.get(STARTER_PACK_ID);
      if (prior?.state === 'removed') await s.db.packs.delete(STARTER_PACK_ID);
      const state = await ensureStarterPack(kg, loadStarterPack, await s.models.embedder());
      return { state: state === 'installed' ? 'installed' : 'present' };
    },
    'kg.dismissTasks': async (p) => ({ removed: await dismissTasks(s.db, p.taskIds) }),
    'kg.team.subscribe': async (p) => subscribeTeamPack(kg, p, 'reader', { embedder: await s.models.embedder() }),
    'kg.team.ensure': async (p) => ensureTeamPacks(kg, p.packs, 'policy', { embedder: await s.models.embedder() }),
    'kg.team.refresh': async () => refreshTeamPacks(kg, { embedder: await s.models.embedder() }),
    'kg.team.unsubscribe': async (p) => unsubscribeTeamPack(kg, p.url),
    'kg.embed': async () => {
      const embedder = await s.models.embedder();
      if (!embedder)
        throw new Error(
          'No embedding model yet: open Settings → Models to install one; vectors are computed for it then.',
        );
      const missing = (await kg.missingVectors(embedder.modelId, embedder.dims)).length;
      if (missing)
        kg.ensureVectors(embedder).catch(
          logged('knowledge', `Computing vectors for ${embedder.modelId} stopped`, 'error'),
        );
      return { missing };
    },
  };
}
