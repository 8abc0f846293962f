import * as v from 'valibot';

import { defineRequest, type PayloadOf, type ResultsOf, returns, type SenderPolicy } from '../core/protocol';
import { AnchorSchema, CheckIdSchema, type CheckSummary,CheckSummarySchema, PageSchema, RequestIdSchema, SubscriberSchema } from '../core/schemas';
import { MAX_PICK } from '../decompose/pick';
import type { DeleteResult } from '../kg/delete';
import type { ImportTaskResult } from '../kg/packs/install';
import type { LocalLlmStatus } from '../llm/webllm';
import type { ModelTestResult } from '../ml/manager';
import type { DeviceReport } from '../ml/runtime';
import type { NliProbs } from '../ml/types';
import type { EngineStatus } from './ops/checks';
import type { KgStatus } from './ops/kg';
import type { LlmTestResult } from './ops/llm';
import type { ModelsStatus } from './ops/models';
import type { ReadPageResult, TestSearchResult } from './ops/web';
import type { SetupStatus } from './setup';

/**
 * Requests the background sends to the engine (offscreen document + worker in Chrome, the
 * background page's worker in Firefox), each declared once: payload, result, senders and resend
 * rule; their handlers are in ops/, one module per area. Every request carries the engine config
 * (settings, secrets, trusted sources) next to its payload. This file imports only schemas and
 * types, so the content script and the side panel can read the declarations without the engine.
 */

/** Engine requests the side panel may send too, through the background's engine.call. */
const FROM_PANEL = ['background', 'extension-page'] as const satisfies readonly SenderPolicy[];

/**
 * Checks: start, follow, cancel, retry, delete. Only the background sends them (it adds the
 * sender's page and frame, and tells tabs about deletions); the side panel asks through the
 * background's own check.* requests.
 */
const CheckRef = v.object({ checkId: CheckIdSchema });

export const checkOps = {
  /** Resendable: it carries a request id (see CheckRunner.start). */
  'check.start': defineRequest({
    from: ['background'],
    resend: true,
    payload: v.object({
      text: v.pipe(v.string(), v.maxLength(20_000)),
      anchor: v.optional(AnchorSchema),
      page: PageSchema,
      subscriber: v.optional(SubscriberSchema),
      requestId: v.optional(RequestIdSchema),
    }),
    result: returns<{ summary: CheckSummary; deduped: boolean }>(),
  }),
  'check.status': defineRequest({ from: ['background'], resend: true, payload: CheckRef, result: returns<CheckSummary | null>() }),
  'check.cancel': defineRequest({ from: ['background'], resend: true, payload: CheckRef, result: returns<CheckSummary | null>() }),
  'check.retry': defineRequest({
    from: ['background'],
    resend: false,
    payload: v.object({ checkId: CheckIdSchema, subscriber: v.optional(SubscriberSchema), online: v.optional(v.boolean()) }),
    result: returns<CheckSummary>(),
  }),
  'check.delete': defineRequest({
    from: ['background'],
    resend: true,
    payload: v.object({ checkIds: v.pipe(v.array(CheckIdSchema), v.maxLength(100_000)) }),
    result: returns<{ deleted: number }>(),
  }),
  'check.deleteAll': defineRequest({ from: ['background'], resend: true, payload: v.object({}), result: returns<{ deleted: number }>() }),
  'engine.status': defineRequest({ from: ['background'], resend: true, payload: v.object({}), result: returns<EngineStatus>() }),
};

/** The reader's answer to "send this off the device?", from the side panel. */
export const consentOps = {
  'consent.answer': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ checkId: CheckIdSchema, requestId: v.pipe(v.string(), v.maxLength(100)), decision: v.picklist(['allow', 'deny']) }),
    result: returns<{ accepted: boolean }>(),
  }),
};

/** Long selections: the reader changes which sentences are checked (through check.repick of the background). */
export const decomposeOps = {
  'check.repick': defineRequest({
    from: ['background'],
    resend: false,
    payload: v.object({
      checkId: CheckIdSchema,
      picked: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))), v.maxLength(MAX_PICK)),
      subscriber: v.optional(SubscriberSchema),
    }),
    result: returns<CheckSummary>(),
  }),
};

/** The knowledge graph: everything that writes goes through the engine, so its vector index stays in step. */
const NodeIdSchema = v.pipe(v.string(), v.regex(/^(claim|fact|entity|source):[^\s]{1,200}$/, 'must be a node id'));

export const kgOps = {
  'kg.status': defineRequest({ from: FROM_PANEL, resend: true, payload: v.object({}), result: returns<KgStatus>() }),
  'kg.import': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ taskId: v.pipe(v.string(), v.regex(/^task:[\w:-]{1,100}$/)), replace: v.optional(v.boolean()) }),
    result: returns<ImportTaskResult>(),
  }),
  'kg.delete': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ nodeIds: v.pipe(v.array(NodeIdSchema), v.minLength(1), v.maxLength(10_000)) }),
    result: returns<DeleteResult>(),
  }),
  'kg.removePack': defineRequest({ from: FROM_PANEL, resend: false, payload: v.object({ packId: v.pipe(v.string(), v.maxLength(64)) }), result: returns<{ removed: number }>() }),
  'kg.installStarter': defineRequest({ from: FROM_PANEL, resend: false, payload: v.object({}), result: returns<{ state: 'installed' | 'present' }>() }),
  'kg.embed': defineRequest({ from: FROM_PANEL, resend: false, payload: v.object({}), result: returns<{ missing: number }>() }),
};

/** Settings → LLM: test the configured endpoint; download, inspect and remove local models. */
const ModelIdSchema = v.pipe(v.string(), v.maxLength(200));

export const llmOps = {
  'llm.test': defineRequest({ from: FROM_PANEL, resend: false, payload: v.object({}), result: returns<LlmTestResult>() }),
  'llm.local.status': defineRequest({ from: FROM_PANEL, resend: true, payload: v.object({}), result: returns<LocalLlmStatus>() }),
  'llm.local.download': defineRequest({ from: FROM_PANEL, resend: false, payload: v.object({ modelId: ModelIdSchema }), result: returns<{ started: boolean }>() }),
  'llm.local.remove': defineRequest({ from: FROM_PANEL, resend: false, payload: v.object({ modelId: ModelIdSchema }), result: returns<{ removed: boolean }>() }),
};

/** The empty Check tab's guided setup: models, online checking, the LLM, and what memory holds. */
export const setupOps = {
  'setup.status': defineRequest({ from: FROM_PANEL, resend: true, payload: v.object({}), result: returns<SetupStatus>() }),
};

/** Settings → Models: status, download, cancel, delete, import, test, and direct inference. */
const ModelId = v.pipe(v.string(), v.regex(/^[\w.\-]{1,100}$/));
const ModelRef = v.object({ modelId: ModelId });
const Text = v.pipe(v.string(), v.maxLength(20_000));

export const modelOps = {
  'models.status': defineRequest({ from: FROM_PANEL, resend: true, payload: v.object({}), result: returns<ModelsStatus>() }),
  'models.download': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ modelId: ModelId, restart: v.optional(v.boolean(), false) }),
    result: returns<{ started: boolean }>(),
  }),
  'models.cancel': defineRequest({ from: FROM_PANEL, resend: false, payload: ModelRef, result: returns<{ cancelled: boolean }>() }),
  'models.delete': defineRequest({ from: FROM_PANEL, resend: false, payload: ModelRef, result: returns<{ deleted: true }>() }),
  /** Files the side panel staged in OPFS (runtime messages cannot carry large files). */
  'models.import': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ modelId: ModelId, paths: v.pipe(v.array(v.pipe(v.string(), v.maxLength(300))), v.minLength(1), v.maxLength(12)) }),
    result: returns<{ imported: true }>(),
  }),
  'models.test': defineRequest({ from: FROM_PANEL, resend: false, payload: ModelRef, result: returns<ModelTestResult>() }),
  'models.embed': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ texts: v.pipe(v.array(Text), v.minLength(1), v.maxLength(64)) }),
    result: returns<{ modelId: string; device: DeviceReport; vectors: number[][] }>(),
  }),
  'models.classify': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({ pairs: v.pipe(v.array(v.object({ premise: Text, hypothesis: Text })), v.minLength(1), v.maxLength(64)) }),
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
  'web.readPage': defineRequest({ from: FROM_PANEL, resend: false, payload: v.object({ url: v.pipe(v.string(), v.maxLength(4096)) }), result: returns<ReadPageResult>() }),
};

export const engineOps = {
  ...checkOps,
  ...kgOps,
  ...llmOps,
  ...consentOps,
  ...decomposeOps,
  ...modelOps,
  ...webOps,
  ...setupOps,
};

export type EngineOps = typeof engineOps;
export type EngineOp = keyof EngineOps;
export type EnginePayload<K extends EngineOp> = PayloadOf<EngineOps[K]>;
/** Each op's payload as a sender may write it (before defaults). */
export type EngineInput<K extends EngineOp> = v.InferInput<EngineOps[K]['payload']>;
export type EngineResults = ResultsOf<EngineOps>;
/** The ops the side panel may send through the background's engine.call. */
export type PanelEngineOp = { [K in EngineOp]: 'extension-page' extends EngineOps[K]['from'][number] ? K : never }[EngineOp];
export type { EngineStatus };

/** Events the engine pushes; the background relays check updates to the subscribed tabs. */
export const EngineEventSchema = v.object({
  kind: v.literal('check.update'),
  summary: CheckSummarySchema,
  subscribers: v.array(SubscriberSchema),
});

export type EngineEvent = v.InferOutput<typeof EngineEventSchema>;

export const isEngineOp = (op: unknown): op is EngineOp => typeof op === 'string' && Object.hasOwn(engineOps, op);

/** The payload of an engine request, checked against its declaration. */
export function parseEnginePayload<K extends EngineOp>(op: K, payload: unknown): v.InferOutput<EngineOps[K]['payload']> {
  const schema: EngineOps[K]['payload'] = engineOps[op].payload;
  const result = v.safeParse(schema, payload);
  if (!result.success) throw new Error(`Engine request "${op}" is malformed: ${result.issues[0]?.message ?? 'invalid'}.`);
  return result.output;
}
