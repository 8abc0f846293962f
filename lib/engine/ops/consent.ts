import type { consentOps } from '../declare/consent';
import type { EngineServices, OpHandlers } from '../services';

/** The reader's answer to "send this off the device?" — from the side panel only (engine.call is extension-page only). */
export function consentOpHandlers(s: EngineServices): OpHandlers<typeof consentOps> {
  return {
    'consent.answer': async (p) => ({ accepted: s.consent.answer(p.checkId, p.requestId, p.decision) }),
  };
}
