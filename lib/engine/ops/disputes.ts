import { addDispute, setDisputeActive } from '../../kg/graph/disputes';
import type { disputeOps } from '../declare/disputes';
import type { EngineServices, OpHandlers } from '../services';

/** The reader's corrections, written by the engine like every other write of the side panel. */
export function disputeOpHandlers(s: EngineServices): OpHandlers<typeof disputeOps> {
  return {
    'dispute.add': async (p) => addDispute(s.db, p),
    'dispute.setActive': async (p) => setDisputeActive(s.db, p.disputeId, p.active),
  };
}
