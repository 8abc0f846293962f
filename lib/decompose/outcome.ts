import type { CheckOutcome, EvidenceItem, ResolutionPath } from '../core/types';
import { DECOMPOSE_TRACE_KEY, type DecompositionTrace } from './trace';

/**
 * A decomposed selection as one check result: the overall verdict and confidence by GraphCheck's
 * rule (trace.ts), the evidence of every claim together, and a sentence that says how the
 * verdict follows from the parts. Corrections stay with their claims in the trace: the page is
 * never given a rewording.
 */

const MAX_EVIDENCE = 40;

export function decompositionOutcome(trace: DecompositionTrace, modelIds: Record<string, string> = {}): CheckOutcome {
  const { outcomes } = trace;
  const seen = new Set<string>();
  const evidence: EvidenceItem[] = [];
  for (const e of outcomes.flatMap((o) => o.evidence)) {
    const key = `${e.url ?? e.nodeId ?? ''}\n${e.text}`;
    if (seen.has(key)) continue;
    seen.add(key);
    evidence.push(e);
  }
  const paths = new Set(outcomes.map((o) => o.path));
  const path: ResolutionPath = paths.has('web') ? 'web' : paths.has('memory') ? 'memory' : 'none';
  const count = (v: string) => outcomes.filter((o) => o.verdict === v).length;
  const total = trace.plan.claims.length;
  const claims = (n: number) => `${n} claim${n === 1 ? '' : 's'}`;
  const tally = `${claims(total)} checked: ${count('True')} true, ${count('False')} false, ${total - count('True') - count('False')} unverified.`;
  const outcome: CheckOutcome = {
    verdict: trace.overall,
    confidence: trace.confidence,
    path,
    evidence: evidence.slice(0, MAX_EVIDENCE),
    traces: { [DECOMPOSE_TRACE_KEY]: trace },
    modelIds,
  };
  if (trace.overall === 'True')
    outcome.explanation = `${tally} Every claim in the selection is supported, so the selection is True.`;
  else if (trace.overall === 'False')
    outcome.explanation = `${tally} A selection with a false claim is False; see which one below.`;
  else outcome.reason = unverifiedReason(trace, tally);
  return outcome;
}

function unverifiedReason(trace: DecompositionTrace, tally: string): string {
  if (!trace.plan.claims.length) return 'No sentence is picked for checking: pick at least one in the side panel.';
  const why = [...new Set(trace.outcomes.filter((o) => o.verdict === 'Unverified' && o.reason).map((o) => o.reason!))];
  const because = why.length
    ? ` Why: ${why.slice(0, 2).join(' ')}${why.length > 2 ? ` (and ${why.length - 2} more reasons below)` : ''}`
    : '';
  return `${tally} Some claims could not be verified and none is false, so the selection is Unverified.${because}`;
}
