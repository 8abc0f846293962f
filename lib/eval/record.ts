import type { EvalItem, EvalRecord, SystemName } from './types';

/** A claim's record before anything is known: Unverified, no path, nothing spent. */
export function blankRecord(system: SystemName, item: EvalItem): EvalRecord {
  return {
    system,
    id: item.id,
    claim: item.claim,
    gold: item.gold,
    verdict: 'Unverified',
    path: 'none',
    confidence: null,
    stageMs: {},
    totalMs: 0,
    llmCalls: 0,
    promptTokens: 0,
    completionTokens: 0,
  };
}
