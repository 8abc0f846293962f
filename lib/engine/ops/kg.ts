import * as v from 'valibot';
import { knowledgeOf } from '../../kg/knowledge';
import { removePack } from '../../kg/packs/import';
import { ensureStarterPack, runImportTask, STARTER_PACK_ID, STARTER_PACK_PATH, type ImportTaskResult } from '../../kg/packs/install';
import type { DeleteResult } from '../../kg/delete';
import { failInterruptedTasks } from '../../kg/tasks';
import type { EngineServices, OpHandlers } from '../services';

/**
 * Engine requests about the knowledge graph. Reads (counts, search, neighbourhoods, export)
 * are done by the side panel on the database directly; everything that writes goes through
 * here, so the vector index in the engine stays in step.
 */

const NodeIdSchema = v.pipe(v.string(), v.regex(/^(claim|fact|entity|source):[^\s]{1,200}$/, 'must be a node id'));

export const kgOps = {
  'kg.status': v.object({}),
  'kg.import': v.object({ taskId: v.pipe(v.string(), v.regex(/^task:[\w:-]{1,100}$/)), replace: v.optional(v.boolean()) }),
  'kg.delete': v.object({ nodeIds: v.pipe(v.array(NodeIdSchema), v.minLength(1), v.maxLength(10_000)) }),
  'kg.removePack': v.object({ packId: v.pipe(v.string(), v.maxLength(64)) }),
  'kg.installStarter': v.object({}),
  'kg.embed': v.object({}),
} as const;

export interface KgStatus {
  /** The embedding model whose vectors are loaded, with how many per index; null before the first use or without a model. */
  index: { modelId: string; dims: number; macro: number; micro: number; backend: string } | null;
  embedModel: string | null;
  /** Claims and facts without a vector for the installed embedding model. */
  unindexed: number;
  indexing: boolean;
}

export interface KgOpResults {
  'kg.status': KgStatus;
  'kg.import': ImportTaskResult;
  'kg.delete': DeleteResult;
  'kg.removePack': { removed: number };
  'kg.installStarter': { state: 'installed' | 'present' };
  'kg.embed': { missing: number };
}

/** The starter pack ships in the extension; the engine worker fetches it from its own origin. */
async function loadStarterPack(): Promise<string> {
  const response = await fetch(new URL(STARTER_PACK_PATH, globalThis.location.origin));
  if (!response.ok) throw new Error(`The starter pack file is missing from the extension (HTTP ${response.status}).`);
  return response.text();
}

const inExtension = () => /^(chrome|moz)-extension:$/.test(globalThis.location?.protocol ?? '');

export function kgOpHandlers(s: EngineServices): OpHandlers<typeof kgOps, KgOpResults> {
  const kg = knowledgeOf(s.db);
  // Engine start: tasks cut off by a previous engine are failed; on first run the starter pack is
  // installed; vectors the installed embedding model lacks are computed in the background.
  void failInterruptedTasks(s.db)
    .then(async () => {
      if (!inExtension()) return;
      const embedder = await s.models.embedder();
      await ensureStarterPack(kg, loadStarterPack, embedder).catch(() => undefined);
      if (embedder) await kg.ensureVectors(embedder);
    })
    .catch(() => undefined);

  return {
    'kg.status': async () => {
      const embedder = await s.models.embedder();
      const index = kg.loadedIndex;
      const stored = (await s.db.claims.count()) + (await s.db.facts.count());
      const unindexed = embedder ? (await kg.missingVectors(embedder.modelId, embedder.dims)).length : stored;
      // A model installed or changed since: its vectors are computed now, in the background.
      if (embedder && unindexed && !kg.isIndexing(embedder.modelId)) kg.ensureVectors(embedder).catch(() => undefined);
      return {
        index: index ? { modelId: index.modelId, dims: index.dims, macro: index.macro.size, micro: index.micro.size, backend: index.macro.backend } : null,
        embedModel: embedder?.modelId ?? null,
        unindexed,
        indexing: embedder ? kg.isIndexing(embedder.modelId) : false,
      };
    },
    'kg.import': async (p) => runImportTask(kg, p.taskId as `task:${string}`, await s.models.embedder(), { replace: p.replace === true }),
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
      if (!embedder) throw new Error('No embedding model yet: open Settings → Models to install one; vectors are computed for it then.');
      const missing = (await kg.missingVectors(embedder.modelId, embedder.dims)).length;
      if (missing) kg.ensureVectors(embedder).catch(() => undefined);
      return { missing };
    },
  };
}
