import * as v from 'valibot';

import { defineRequest, returns } from '../../core/protocol';
import { CheckIdSchema } from '../../core/schemas';
import { FROM_PANEL } from './senders';

/** The reader's answer to "send this off the device?", from the side panel. */
export const consentOps = {
  'consent.answer': defineRequest({
    from: FROM_PANEL,
    resend: false,
    payload: v.object({
      checkId: CheckIdSchema,
      requestId: v.pipe(v.string(), v.maxLength(100)),
      decision: v.picklist(['allow', 'deny']),
    }),
    result: returns<{ accepted: boolean }>(),
  }),
};
