import { knowledgeOf } from '../../kg/knowledge';
import { removePack } from '../../kg/packs/import';
import { ensureStarterPack, runImportTask, STARTER_PACK_ID, STARTER_PACK_PATH } from '../../kg/packs/install';
import { logged } from '../../log/log';
import type { kgOps } from '../protocol';
import type { EngineServices, OpHandlers } from '../services';
import type { StartupState } from '../startup';

/**
 * Engine requests about the knowledge graph. Reads (counts, search, neighbourhoods, export)
 * are done by the side panel on the database directly; everything that writes goes through
 * here, so the vector index in the engine stays in step.
 */

export interface KgStatus {
  /** The embedding model whose vectors are loaded, with how many per index; null before the first use or without a model. */
  index: { modelId: string; dims: number; macro: number; micro: number; backend: string } | null;
  embedModel: string | null;
  /** Claims and facts without a vector for the installed embedding model. */
  unindexed: number;
  indexing: boolean;
  /** The engine's start-up work (starter pack, vectors): a failure stays here until the next start. */
  startup: StartupState;
}

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
    'kg.import': async (p) =>
      runImportTask(kg, p.taskId as `task:${string}`, await s.models.embedder(), { replace: p.replace === true }),
    'kg.delete': async (p) => kg.remove(p.nodeIds),
    'kg.removePack': async (p) => ({ removed: await removePack(kg, p.packId) }),
    'kg.installStarter': async () => {
      const prior = await s.db.packs.get(STARTER_PACK_ID);
      if (prior?.state === 'removed') await s.db.packs.delete(STARTER_PACK_ID);
      const state = await ensureStarterPack(kg, loadStarterPack, await s.models.embedder());
      return { state: state === 'installed' ? 'installed' : 'present' };
    },
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
