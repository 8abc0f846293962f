import * as v from 'valibot';

import { defineRequest, returns } from '../../core/protocol';
import { CheckIdSchema, type CheckSummary, SubscriberSchema } from '../../core/schemas';
import { MAX_PICK } from '../../decompose/pick';

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
