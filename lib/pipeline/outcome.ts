import type { CheckTraces } from '../core/traces';
import type { CheckOutcome, EvidenceItem } from '../core/types';

/** The web path's honest end without a verdict: Unverified, the evidence shown, and why. */
export function unverifiedFromWeb(
  reason: string,
  evidence: EvidenceItem[],
  traces: CheckTraces = {},
  modelIds: Record<string, string> = {},
): CheckOutcome {
  return { verdict: 'Unverified', confidence: null, path: 'web', reason, evidence, traces, modelIds };
}

/** The end of the line without evidence: Unverified, and why (naming the fix where there is one). */
export function unverified(reason: string, extra: Partial<CheckOutcome> = {}): CheckOutcome {
  return {
    verdict: 'Unverified',
    confidence: null,
    path: 'none',
    reason,
    evidence: [],
    traces: {},
    modelIds: {},
    ...extra,
  };
}
