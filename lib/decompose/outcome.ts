import type { CheckOutcome, EvidenceItem, ResolutionPath } from '../core/types';
import { reasonsSelection as m } from '../i18n/catalogue/reasons-selection';
import { formatNumber } from '../i18n/format';
import { tCount } from '../i18n/plural';
import { t } from '../i18n/t';
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
  const reported = fromText ? tCount(fromText, m.reportedOne, m.reportedOther) : '';
  const unverified = total - count('True') - count('False');
  const tally = t(
    m.tally,
    tCount(total, m.claimsOne, m.claimsOther),
    ...[count('True'), count('False'), unverified].map((n) => formatNumber(n)),
    reported,
  );
  const outcome: CheckOutcome = {
    verdict: trace.overall,
    confidence: trace.confidence,
    path,
    evidence: evidence.slice(0, MAX_EVIDENCE),
    traces: { [DECOMPOSE_TRACE_KEY]: trace },
    modelIds,
  };
  if (trace.overall === 'True') outcome.explanation = t(m.allTrue, tally);
  else if (trace.overall === 'False') outcome.explanation = t(m.someFalse, tally);
  else outcome.reason = unverifiedReason(trace, tally);
  return outcome;
}

function unverifiedReason(trace: DecompositionTrace, tally: string): string {
  if (!trace.plan.claims.length) return t(m.nonePicked);
  if (trace.outcomes.length && trace.outcomes.every((o) => o.fromText)) {
    return t(m.onlyReports, tally);
  }
  const why = [...new Set(trace.outcomes.filter((o) => o.verdict === 'Unverified' && o.reason).map((o) => o.reason!))];
  const more = why.length > 2 ? t(m.moreReasons, formatNumber(why.length - 2)) : '';
  const because = why.length ? t(m.why, why.slice(0, 2).join(' '), more) : '';
  return t(m.unverified, tally, because);
}
