import * as v from 'valibot';

import { defineRequest, returns } from '../../core/protocol';
import type { TeamPackRecord } from '../../db/records';
import type { DeleteResult } from '../../kg/graph/delete';
import type { TaskId } from '../../kg/graph/tasks';
import type { ImportTaskResult } from '../../kg/packs/install';
import { FROM_PANEL } from './senders';

/**
 * The engine's requests about the knowledge graph, each declared once; gathered in ../protocol.ts,
 * handled in ../ops/kg.ts. Schemas and types only.
 */

/** How the engine's start-up work went, for kg.status (the Knowledge tab shows a failure). */
export type StartupState = { state: 'running' } | { state: 'done' } | { state: 'failed'; message: string };

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

/** The knowledge graph: everything that writes goes through the engine, so its vector index stays in step. */
/** A staged import task's id (kg/graph/tasks.ts), checked by its form; typed without a cast. */
const TaskIdSchema = v.custom<TaskId>(
  (id) => typeof id === 'string' && /^task:[\w:-]{1,100}$/.test(id),
  // not interface text: a request's validation, read by developers in Diagnostics
  'must be an import task id',
);
const TeamPackRequestSchema = v.object({
  url: v.pipe(v.string(), v.maxLength(2048)),
  publicKey: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
// not interface text: a request's validation, read by developers in Diagnostics
const NodeIdSchema = v.pipe(v.string(), v.regex(/^(claim|fact|entity|source):[^\s]{1,200}$/, 'must be a node id'));

export const kgOps = {
  'kg.status': defineRequest({ from: FROM_PANEL, resend: true, payload: v.object({}), result: returns<KgStatus>() }),
  'kg.import': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ taskId: TaskIdSchema, replace: v.optional(v.boolean()) }),
    result: returns<ImportTaskResult>(),
  }),
  'kg.delete': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ nodeIds: v.pipe(v.array(NodeIdSchema), v.minLength(1), v.maxLength(10_000)) }),
    result: returns<DeleteResult>(),
  }),
  'kg.removePack': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ packId: v.pipe(v.string(), v.maxLength(64)) }),
    result: returns<{ removed: number }>(),
  }),
  'kg.installStarter': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({}),
    result: returns<{ state: 'installed' | 'present' }>(),
  }),
  /** Drops finished or staged task rows (imports, documents, lists of claims); a running one stays. */
  'kg.dismissTasks': defineRequest({
    from: FROM_PANEL,
    resend: true,
    payload: v.object({ taskIds: v.pipe(v.array(TaskIdSchema), v.minLength(1), v.maxLength(1000)) }),
    result: returns<{ removed: number }>(),
  }),
  'kg.embed': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({}),
    result: returns<{ missing: number }>(),
  }),
  /** Team packs (lib/kg/packs/team.ts): subscribe by URL with an optional pinned key, refresh all, unsubscribe. */
  'kg.team.subscribe': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: TeamPackRequestSchema,
    result: returns<TeamPackRecord>(),
  }),
  'kg.team.ensure': defineRequest({
    from: ['background'],
    resend: true,
    payload: v.object({ packs: v.pipe(v.array(TeamPackRequestSchema), v.maxLength(100)) }),
    result: returns<{ url: string; error?: string }[]>(),
  }),
  'kg.team.refresh': defineRequest({
    from: FROM_PANEL,
    resend: true,
    payload: v.object({}),
    result: returns<TeamPackRecord[]>(),
  }),
  'kg.team.unsubscribe': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ url: v.pipe(v.string(), v.maxLength(2048)) }),
    result: returns<{ removed: number }>(),
  }),
};
