import type { StoredAnswerFact } from '../../core/traces';
import type { CheckOutcome, EvidenceItem } from '../../core/types';
import { reasonsAnswer as m } from '../../i18n/catalogue/reasons-answer';
import { formatNumber } from '../../i18n/format';
import { t } from '../../i18n/t';

/**
 * How an answered open question reads (pure): the question itself has no verdict (Unverified,
 * no confidence); its passages are the evidence; `traces.answer` holds the facts of a composed
 * answer, each with its own check's verdict and, when verified, its citations.
 */

/** Read when a question is answered, in the reader's language of that moment. */
export const needsLlm = (): string => t(m.needsLlm);

/** One fact of the answer as its own check left it: only True is verified, and only then cited. */
export function factOf(text: string, check: CheckOutcome): StoredAnswerFact {
  if (check.verdict === 'True') {
    const supporting = check.evidence.filter((e) => e.stance === 'supports');
    return { text, verdict: 'True', citations: supporting.length ? supporting : check.evidence.slice(0, 1) };
  }
  const why =
    check.verdict === 'False'
      ? check.correctedClaim
        ? t(m.contradictedBy, check.correctedClaim)
        : t(m.contradicted)
      : t(m.unconfirmed);
  return { text, verdict: check.verdict, why, citations: [] };
}

function pathOf(passages: readonly EvidenceItem[]): CheckOutcome['path'] {
  return passages.some((p) => p.kind === 'document') ? 'documents' : 'memory';
}

/** No composed answer (no LLM, no consent, an unusable answer): the passages, and why. */
export function passagesOutcome(passages: EvidenceItem[], why: string): CheckOutcome {
  return {
    verdict: 'Unverified',
    confidence: null,
    path: pathOf(passages),
    reason: t(m.openQuestion, why),
    evidence: passages,
    question: { kind: 'open' },
    traces: { answer: { mode: 'passages', facts: [] } },
    modelIds: {},
  };
}

export function answeredOutcome(passages: EvidenceItem[], facts: StoredAnswerFact[]): CheckOutcome {
  const verified = facts.filter((f) => f.verdict === 'True').length;
  return {
    verdict: 'Unverified',
    confidence: null,
    path: pathOf(passages),
    explanation:
      verified === 0
        ? t(m.noneVerified, formatNumber(facts.length))
        : t(m.someVerified, formatNumber(verified), formatNumber(facts.length)),
    evidence: passages,
    question: { kind: 'open' },
    traces: { answer: { mode: 'composed', facts } },
    modelIds: {},
  };
}
