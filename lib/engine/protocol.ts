import * as v from 'valibot';
import { AnchorSchema, CheckIdSchema, PageSchema, type CheckSummary } from '../messaging/schemas';

/**
 * Requests the background sends to the engine (offscreen document + worker in Chrome, the
 * background page's worker in Firefox). Settings travel with each request because the engine's
 * contexts cannot read extension storage themselves.
 */

const SubscriberSchema = v.object({ tabId: v.number(), frameId: v.number() });
const SettingsPayload = v.record(v.string(), v.unknown());

export const engineOps = {
  'check.start': v.object({
    text: v.pipe(v.string(), v.maxLength(20_000)),
    anchor: v.optional(AnchorSchema),
    page: PageSchema,
    subscriber: v.optional(SubscriberSchema),
    settings: SettingsPayload,
  }),
  'check.status': v.object({ checkId: CheckIdSchema }),
  'check.cancel': v.object({ checkId: CheckIdSchema }),
  'check.retry': v.object({ checkId: CheckIdSchema, subscriber: v.optional(SubscriberSchema), settings: SettingsPayload }),
  'check.delete': v.object({ checkIds: v.array(CheckIdSchema) }),
  'check.deleteAll': v.object({}),
  'engine.status': v.object({}),
} as const;

export type EngineOps = typeof engineOps;
export type EngineOp = keyof EngineOps;
export type EnginePayload<K extends EngineOp> = v.InferOutput<EngineOps[K]>;

export interface EngineStatus {
  startedAt: number;
  active: number;
  queued: number;
  recovered: number;
}

export interface EngineResults {
  'check.start': { summary: CheckSummary; deduped: boolean };
  'check.status': CheckSummary | null;
  'check.cancel': CheckSummary | null;
  'check.retry': CheckSummary;
  'check.delete': { deleted: number };
  'check.deleteAll': { deleted: number };
  'engine.status': EngineStatus;
}

/** Events the engine pushes; the background relays check updates to the subscribed tabs. */
export type EngineEvent = {
  kind: 'check.update';
  summary: CheckSummary;
  subscribers: { tabId: number; frameId: number }[];
};

export function parseEngineRequest(op: unknown, payload: unknown): { op: EngineOp; payload: unknown } {
  if (typeof op !== 'string' || !(op in engineOps)) throw new Error(`Unknown engine request "${String(op)}".`);
  const schema = engineOps[op as EngineOp];
  const result = v.safeParse(schema, payload);
  if (!result.success) throw new Error(`Engine request "${op}" is malformed: ${result.issues[0]?.message ?? 'invalid'}.`);
  return { op: op as EngineOp, payload: result.output };
}
