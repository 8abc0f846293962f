import * as v from 'valibot';
import { AnchorSchema, CheckIdSchema, PageSchema, RequestIdSchema, type CheckSummary } from '../../core/schemas';
import { toSummary } from '../../jobs/summary';
import type { EngineServices, OpHandlers } from '../services';

/** Engine requests about checks: start, follow, cancel, retry, delete. */

const SubscriberSchema = v.object({ tabId: v.number(), frameId: v.number() });

export const checkOps = {
  'check.start': v.object({
    text: v.pipe(v.string(), v.maxLength(20_000)),
    anchor: v.optional(AnchorSchema),
    page: PageSchema,
    subscriber: v.optional(SubscriberSchema),
    requestId: v.optional(RequestIdSchema),
  }),
  'check.status': v.object({ checkId: CheckIdSchema }),
  'check.cancel': v.object({ checkId: CheckIdSchema }),
  'check.retry': v.object({ checkId: CheckIdSchema, subscriber: v.optional(SubscriberSchema), online: v.optional(v.boolean()) }),
  'check.delete': v.object({ checkIds: v.array(CheckIdSchema) }),
  'check.deleteAll': v.object({}),
  'engine.status': v.object({}),
} as const;

export interface EngineStatus {
  startedAt: number;
  active: number;
  queued: number;
  recovered: number;
}

export interface CheckOpResults {
  'check.start': { summary: CheckSummary; deduped: boolean };
  'check.status': CheckSummary | null;
  'check.cancel': CheckSummary | null;
  'check.retry': CheckSummary;
  'check.delete': { deleted: number };
  'check.deleteAll': { deleted: number };
  'engine.status': EngineStatus;
}

export function checkOpHandlers(s: EngineServices): OpHandlers<typeof checkOps, CheckOpResults> {
  return {
    'check.start': async (p, config) => {
      const { record, deduped } = await s.runner.start(p, config);
      return { summary: toSummary(record), deduped };
    },
    'check.status': async (p) => {
      const record = await s.db.checks.get(p.checkId);
      return record ? toSummary(record) : null;
    },
    'check.cancel': async (p) => {
      const record = await s.runner.cancel(p.checkId);
      return record ? toSummary(record) : null;
    },
    'check.retry': async (p, config) => toSummary(await s.runner.retry(p.checkId, config, p.subscriber, { online: p.online })),
    'check.delete': async (p) => ({ deleted: await s.runner.delete(p.checkIds) }),
    'check.deleteAll': async () => ({ deleted: await s.runner.deleteAll() }),
    'engine.status': async () => ({ startedAt: s.startedAt, recovered: s.recovered(), ...s.runner.stats }),
  };
}
