import * as v from 'valibot';

import { defineRequest, returns } from '../../core/protocol';
import { CheckIdSchema } from '../../core/schemas';
import type { DisputeRecord } from '../../db/records';
import { FROM_PANEL } from './senders';

/**
 * The reader's corrections of verdicts (*This is wrong*), from the side panel; handled in
 * ../ops/disputes.ts. The bounds only stop oversized payloads: the reason's and the source's
 * own rules are checked by kg/graph/disputes.ts, whose message names the fix.
 */

const DisputeIdSchema = v.custom<DisputeRecord['id']>(
  (id) => typeof id === 'string' && /^dispute:[\w-]{1,64}$/.test(id),
  // not interface text: a request's validation, read by developers in Diagnostics
  'must be a correction id',
);

export const disputeOps = {
  'dispute.add': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({
      checkId: CheckIdSchema,
      verdict: v.picklist(['True', 'False']),
      reason: v.pipe(v.string(), v.maxLength(20_000)),
      sourceUrl: v.optional(v.pipe(v.string(), v.maxLength(4096))),
    }),
    result: returns<DisputeRecord>(),
  }),
  /** Undo a correction (`active: false`) or apply it again. */
  'dispute.setActive': defineRequest({
    from: FROM_PANEL,
    resend: true,
    payload: v.object({ disputeId: DisputeIdSchema, active: v.boolean() }),
    result: returns<DisputeRecord>(),
  }),
};
