import type { CheckOutcome, EvidenceItem } from './types';

/** The web path's honest end without a verdict: Unverified, the evidence shown, and why. */
export function unverifiedFromWeb(reason: string, evidence: EvidenceItem[], traces: Record<string, unknown> = {}, modelIds: Record<string, string> = {}): CheckOutcome {
  return { verdict: 'Unverified', confidence: null, path: 'web', reason, evidence, traces, modelIds };
}
