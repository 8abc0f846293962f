import * as v from 'valibot';
import { CheckIdSchema } from '../../core/schemas';
import type { EngineServices, OpHandlers } from '../services';

/** The reader's answer to "send this off the device?" — from the side panel only (engine.call is extension-page only). */
export const consentOps = {
  'consent.answer': v.object({ checkId: CheckIdSchema, requestId: v.pipe(v.string(), v.maxLength(100)), decision: v.picklist(['allow', 'deny']) }),
} as const;

export interface ConsentOpResults {
  'consent.answer': { accepted: boolean };
}

export function consentOpHandlers(s: EngineServices): OpHandlers<typeof consentOps, ConsentOpResults> {
  return {
    'consent.answer': async (p) => ({ accepted: s.consent.answer(p.checkId, p.requestId, p.decision) }),
  };
}
