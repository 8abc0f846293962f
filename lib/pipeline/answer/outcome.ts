import type { StoredAnswerFact } from '../../core/traces';
import type { CheckOutcome, EvidenceItem } from '../../core/types';

/**
 * How an answered open question reads (pure): the question itself has no verdict (Unverified,
 * no confidence); its passages are the evidence; `traces.answer` holds the facts of a composed
 * answer, each with its own check's verdict and, when verified, its citations.
 */

export const NEEDS_LLM = 'A composed answer needs an LLM (Settings → LLM).';

/** One fact of the answer as its own check left it: only True is verified, and only then cited. */
export function factOf(text: string, check: CheckOutcome): StoredAnswerFact {
  if (check.verdict === 'True') {
    const supporting = check.evidence.filter((e) => e.stance === 'supports');
    return { text, verdict: 'True', citations: supporting.length ? supporting : check.evidence.slice(0, 1) };
  }
  const why =
    check.verdict === 'False'
      ? `Your sources contradict it${check.correctedClaim ? `: ${check.correctedClaim}` : '.'}`
      : 'Your documents and memory do not confirm it.';
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
    reason: `An open question has no Yes or No. ${why} The passages of your sources nearest it are below, each with where it is from.`,
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
        ? `The LLM's answer was checked fact by fact against your sources, and none of its ${facts.length} facts is verified: nothing of it is shown as the answer.`
        : `Answered from your sources: ${verified} of the ${facts.length} facts of the LLM's answer are verified, each with its citation; the rest are listed as not verified.`,
    evidence: passages,
    question: { kind: 'open' },
    traces: { answer: { mode: 'composed', facts } },
    modelIds: {},
  };
}
