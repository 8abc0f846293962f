import * as v from 'valibot';
import { MAX_PICK, pickProblem } from '../../decompose/pick';
import { DECOMPOSE_TRACE_KEY } from '../../decompose/trace';
import { toSummary } from '../../jobs/summary';
import { CheckIdSchema, type CheckSummary } from '../../core/schemas';
import type { EngineServices, OpHandlers } from '../services';

/** Engine requests about long selections: the reader changes which sentences are checked. */

const SubscriberSchema = v.object({ tabId: v.number(), frameId: v.number() });

export const decomposeOps = {
  'check.repick': v.object({
    checkId: CheckIdSchema,
    picked: v.pipe(v.array(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1000))), v.maxLength(MAX_PICK)),
    subscriber: v.optional(SubscriberSchema),
  }),
} as const;

export interface DecomposeOpResults {
  'check.repick': CheckSummary;
}

export function decomposeOpHandlers(s: EngineServices): OpHandlers<typeof decomposeOps, DecomposeOpResults> {
  return {
    'check.repick': async (p, config) =>
      toSummary(await s.runner.repick(p.checkId, p.picked, config, (record) => pickProblem(record.traces[DECOMPOSE_TRACE_KEY], p.picked), p.subscriber)),
  };
}
