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
  // The farthest a part went: the web, then the reader's documents, then memory.
  const path: ResolutionPath = paths.has('web')
    ? 'web'
    : paths.has('documents')
      ? 'documents'
      : paths.has('memory')
        ? 'memory'
        : 'none';
  const world = outcomes.filter((o) => !o.fromText);
  const count = (v: string) => world.filter((o) => o.verdict === v).length;
  const fromText = outcomes.length - world.length;
  const total = trace.plan.claims.length - fromText;
  const claims = (n: number) => `${n} claim${n === 1 ? '' : 's'}`;
  const reported = fromText
    ? ` ${fromText} ${fromText === 1 ? 'fact is' : 'facts are'} from the text itself (what it reports, not evidence about the world).`
    : '';
  const tally = `${claims(total)} checked: ${count('True')} true, ${count('False')} false, ${total - count('True') - count('False')} unverified.${reported}`;
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
  if (trace.outcomes.length && trace.outcomes.every((o) => o.fromText)) {
    return `${tally} The selection only reports what someone says; there is no claim about the world in it to check.`;
  }
  const why = [...new Set(trace.outcomes.filter((o) => o.verdict === 'Unverified' && o.reason).map((o) => o.reason!))];
  const because = why.length
    ? ` Why: ${why.slice(0, 2).join(' ')}${why.length > 2 ? ` (and ${why.length - 2} more reasons below)` : ''}`
    : '';
  return `${tally} Some claims could not be verified and none is false, so the selection is Unverified.${because}`;
}
