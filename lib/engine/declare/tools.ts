import * as v from 'valibot';

import { defineRequest, returns } from '../../core/protocol';
import type { TeamPackRecord } from '../../db/records';
import type { DeleteResult } from '../../kg/delete';
import type { ImportTaskResult } from '../../kg/packs/install';
import type { TaskId } from '../../kg/tasks';
import type { LocalLlmStatus } from '../../llm/webllm';
import type { BackendMeasurement } from '../../ml/backend-record';
import type { ModelTestResult } from '../../ml/manager';
import type { DeviceReport } from '../../ml/runtime';
import type { NliProbs } from '../../ml/types';
import type { KgStatus } from '../ops/kg';
import type { LlmTestResult } from '../ops/llm';
import type { ModelsStatus } from '../ops/models';
import type { ReadPageResult, TestSearchResult } from '../ops/web';
import type { SetupStatus } from '../setup';
import { FROM_PANEL } from './checks';

/**
 * The engine's requests behind the side panel's tools (knowledge, LLM, models, web, the guided
 * setup), each declared once; gathered in ../protocol.ts, handled in ../ops/. Schemas and types only.
 */

/** The knowledge graph: everything that writes goes through the engine, so its vector index stays in step. */
/** A staged import task's id (kg/tasks.ts), checked by its form; typed without a cast. */
const TaskIdSchema = v.custom<TaskId>(
  (id) => typeof id === 'string' && /^task:[\w:-]{1,100}$/.test(id),
  'must be an import task id',
);
const TeamPackRequestSchema = v.object({
  url: v.pipe(v.string(), v.maxLength(2048)),
  publicKey: v.optional(v.pipe(v.string(), v.maxLength(200))),
});
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

/** Settings → LLM: test the configured endpoint; download, inspect and remove local models. */
const ModelIdSchema = v.pipe(v.string(), v.maxLength(200));

export const llmOps = {
  'llm.test': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({}),
    result: returns<LlmTestResult>(),
  }),
  'llm.local.status': defineRequest({
    from: FROM_PANEL,
    resend: true,
    payload: v.object({}),
    result: returns<LocalLlmStatus>(),
  }),
  'llm.local.download': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ modelId: ModelIdSchema }),
    result: returns<{ started: boolean }>(),
  }),
  'llm.local.remove': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ modelId: ModelIdSchema }),
    result: returns<{ removed: boolean }>(),
  }),
};

/** The empty Check tab's guided setup: models, online checking, the LLM, and what memory holds. */
export const setupOps = {
  'setup.status': defineRequest({
    from: FROM_PANEL,
    resend: true,
    payload: v.object({}),
    result: returns<SetupStatus>(),
  }),
};

/** Settings → Models: status, download, cancel, delete, import, test, measure, and direct inference. */
const ModelId = v.pipe(v.string(), v.regex(/^[\w.\-]{1,100}$/));
const ModelRef = v.object({ modelId: ModelId });
const Text = v.pipe(v.string(), v.maxLength(20_000));

export const modelOps = {
  'models.status': defineRequest({
    from: FROM_PANEL,
    resend: true,
    payload: v.object({}),
    result: returns<ModelsStatus>(),
  }),
  'models.download': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ modelId: ModelId, restart: v.optional(v.boolean(), false) }),
    result: returns<{ started: boolean }>(),
  }),
  'models.cancel': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: ModelRef,
    result: returns<{ cancelled: boolean }>(),
  }),
  'models.delete': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: ModelRef,
    result: returns<{ deleted: true }>(),
  }),
  /** Files the side panel staged in OPFS (runtime messages cannot carry large files). */
  'models.import': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({
      modelId: ModelId,
      paths: v.pipe(v.array(v.pipe(v.string(), v.maxLength(300))), v.minLength(1), v.maxLength(12)),
    }),
    result: returns<{ imported: true }>(),
  }),
  'models.test': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: ModelRef,
    result: returns<ModelTestResult>(),
  }),
  /** "Measure again": WebGPU against WASM on this model, the faster kept (lib/ml/backend-measure.ts). */
  'models.measure': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: ModelRef,
    result: returns<BackendMeasurement>(),
  }),
  'models.embed': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ texts: v.pipe(v.array(Text), v.minLength(1), v.maxLength(64)) }),
    result: returns<{ modelId: string; device: DeviceReport; vectors: number[][] }>(),
  }),
  'models.classify': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({
      pairs: v.pipe(v.array(v.object({ premise: Text, hypothesis: Text })), v.minLength(1), v.maxLength(64)),
    }),
    result: returns<{ modelId: string; device: DeviceReport; probs: NliProbs[] }>(),
  }),
};

/** Settings and the Sources tab: try the search provider, and try reading one page as the web stage would. */
export const webOps = {
  'web.testSearch': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ query: v.pipe(v.string(), v.minLength(1), v.maxLength(500)) }),
    result: returns<TestSearchResult>(),
  }),
  'web.readPage': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ url: v.pipe(v.string(), v.maxLength(4096)) }),
    result: returns<ReadPageResult>(),
  }),
};
