import type { NliProbs } from '../../ml/types';
import type { MemorySettings } from '../../settings/sections/memory';
import { valueConflict, type ValueKind } from './values';

/**
 * The NLI and graph-aware decision layer (Memory-first fact-checking §III-C, Table I and eq. 2–3),
 * as pure functions: the stored node's truth status and the NLI relation give a direction; the
 * composite confidence C and the guards decide whether memory may answer or the claim goes on to
 * the web.
 */

export type TruthStatus = 'TRUE' | 'FALSE';
export type NliRelation = 'entailment' | 'contradiction' | 'neutral';
export type GuardName =
  | 'value'
  | 'high-neutral'
  | 'weak-contradiction'
  | 'weak-entailment'
  | 'no-correction'
  | 'correction-unchecked'
  | 'correction-not-entailed'
  | 'low-confidence'
  | 'neutral-bar';

/** A stored correction of the matched FALSE node, compared with the claim (premise = the correction). */
export interface CorrectionInput {
  text: string;
  /** Cosine similarity of claim and correction. */
  S: number;
  /** NLI with the correction as premise and the claim as hypothesis; null when no NLI model ran. */
  nli: NliProbs | null;
}

export interface DecisionInput {
  claim: string;
  /** The stored statement (premise) and its truth status. */
  stored: { text: string; status: TruthStatus };
  /** Cosine similarity of claim and stored statement. */
  S: number;
  nli: NliProbs;
  /** Graph support in [0,1]. */
  G: number;
  /** The stored node's CORRECTED_BY neighbours (what is true instead), each compared with the claim. */
  corrections: readonly CorrectionInput[];
}

export interface Decision {
  relation: NliRelation;
  N: number;
  C: number;
  /** The Table I row that applied, e.g. "TRUE + Entailment → True". */
  rule: string;
  /** The verdict memory gives, or null when the claim goes on to the web. */
  verdict: 'True' | 'False' | null;
  /** The guard or bar that stopped a memory verdict, with what it saw. */
  guard: { name: GuardName; detail: string } | null;
  /** FALSE + Contradiction → True only: which correction entailed the claim (its index in the input) and its own decision. */
  correction?: { index: number; decision: Decision };
}

export function nliRelation(p: NliProbs): NliRelation {
  if (p.entailment >= p.contradiction && p.entailment >= p.neutral) return 'entailment';
  if (p.contradiction >= p.neutral) return 'contradiction';
  return 'neutral';
}

/** Eq. 3: the directional confidence of the NLI. */
export function directional(p: NliProbs): number {
  return Math.max(p.entailment, p.contradiction);
}

/** Eq. 2: C = 0.60·S + 0.30·N + 0.10·G (weights are settings). */
export function compositeConfidence(
  S: number,
  N: number,
  G: number,
  w: Pick<MemorySettings, 'weightSimilarity' | 'weightNli' | 'weightGraph'>,
): number {
  return w.weightSimilarity * S + w.weightNli * N + w.weightGraph * G;
}

const LABEL = { entailment: 'Entailment', contradiction: 'Contradiction', neutral: 'Neutral' } as const;

/**
 * Table I. Neutral is confidence-gated and follows the stored status only when the NLI leans
 * to entailment. FALSE + Contradiction → True needs a stored correction that entails the
 * claim: contradicting a myth does not make a claim true ("X prevents Y" contradicts the myth
 * "X causes Y", and neither it nor the myth is what the correction "X does not cause Y" says).
 */
export function truthTable(
  status: TruthStatus,
  relation: NliRelation,
  correctionEntails: boolean,
): { verdict: 'True' | 'False' | null; rule: string } {
  const rule = (v: string) => `${status} + ${LABEL[relation]} → ${v}`;
  if (relation === 'entailment')
    return status === 'TRUE' ? { verdict: 'True', rule: rule('True') } : { verdict: 'False', rule: rule('False') };
  if (relation === 'contradiction') {
    if (status === 'TRUE') return { verdict: 'False', rule: rule('False') };
    return correctionEntails
      ? { verdict: 'True', rule: rule('True (a stored correction entails the claim)') }
      : { verdict: null, rule: rule('web (no stored correction entails the claim)') };
  }
  return {
    verdict: status === 'TRUE' ? 'True' : 'False',
    rule: rule(`${status === 'TRUE' ? 'True' : 'False'} if confidence allows`),
  };
}

export const pct = (x: number) => x.toFixed(2);
const KIND_LABEL: Record<ValueKind, string> = { numeric: 'numbers', temporal: 'dates', regional: 'places' };

/** The value guard: what differs when claim and stored statement have the same shape but other numbers, dates or places. */
export function valueGuard(claim: string, stored: string): string | null {
  const conflict = valueConflict(claim, stored);
  return conflict
    ? `Same shape, different ${KIND_LABEL[conflict.kind]}: the claim says ${conflict.claim.join(', ')}, memory says ${conflict.stored.join(', ')}.`
    : null;
}

/**
 * `guards: false` skips the value, high-neutral, weak-contradiction and weak-entailment guards
 * (the evaluation's "no-guards" ablation); Table I and the confidence bars still apply.
 */
export function decide(input: DecisionInput, s: MemorySettings, options: { guards?: boolean } = {}): Decision {
  const guards = options.guards ?? true;
  const { S, nli, G } = input;
  const relation = nliRelation(nli);
  const N = directional(nli);
  const C = compositeConfidence(S, N, G, s);
  const reversesMyth = input.stored.status === 'FALSE' && relation === 'contradiction';
  const entailing = reversesMyth ? entailingCorrection(input, s, options) : null;
  const table = truthTable(input.stored.status, relation, entailing?.correction !== undefined);
  const stop = (name: GuardName, detail: string): Decision => ({
    relation,
    N,
    C,
    rule: table.rule,
    verdict: null,
    guard: { name, detail },
  });

  const values = guards && s.valueGuard ? valueGuard(input.claim, input.stored.text) : null;
  if (values) return stop('value', values);
  if (guards && nli.neutral >= s.highNeutralProb && S >= s.highNeutralMinSimilarity) {
    return stop(
      'high-neutral',
      `Similar wording (S ${pct(S)}) but the NLI sees no logical link (P(neutral) ${pct(nli.neutral)} ≥ ${pct(s.highNeutralProb)}).`,
    );
  }
  if (guards && relation === 'contradiction' && nli.contradiction < s.minContradictionProb) {
    return stop(
      'weak-contradiction',
      `A weak contradiction (P(contradiction) ${pct(nli.contradiction)} < ${pct(s.minContradictionProb)}) may not reverse stored knowledge.`,
    );
  }
  if (guards && relation === 'entailment' && nli.entailment < s.minEntailmentProb) {
    return stop(
      'weak-entailment',
      `A weak entailment (P(entailment) ${pct(nli.entailment)} < ${pct(s.minEntailmentProb)}) does not show the claim says what memory holds.`,
    );
  }
  if (table.verdict === null) return stop(entailing!.refusal!.name, entailing!.refusal!.detail);
  if (relation === 'neutral') {
    const leansEntailment = nli.entailment > nli.contradiction;
    if (!leansEntailment || C < s.neutralMinConfidence || S < s.neutralMinSimilarity || G < s.neutralMinGraphSupport) {
      return stop(
        'neutral-bar',
        `A neutral NLI result needs C ≥ ${pct(s.neutralMinConfidence)}, S ≥ ${pct(s.neutralMinSimilarity)}, G ≥ ${pct(s.neutralMinGraphSupport)} and a lean to entailment; here C ${pct(C)}, S ${pct(S)}, G ${pct(G)}, P(E) ${pct(nli.entailment)} vs P(C) ${pct(nli.contradiction)}.`,
      );
    }
  } else if (C < s.minConfidence) {
    return stop('low-confidence', `Confidence C ${pct(C)} is below ${pct(s.minConfidence)}.`);
  }
  return {
    relation,
    N,
    C,
    rule: table.rule,
    verdict: table.verdict,
    guard: null,
    ...(entailing?.correction ? { correction: entailing.correction } : {}),
  };
}

/** The confidence memory reports: for a corrected myth, no more than the correction's own. */
export function answerConfidence(d: Decision): number {
  return d.correction ? Math.min(d.C, d.correction.decision.C) : d.C;
}

type Entailing =
  | { correction: { index: number; decision: Decision }; refusal?: undefined }
  | { correction?: undefined; refusal: { name: GuardName; detail: string } };

/**
 * FALSE + Contradiction: each stored correction is judged as a TRUE memory candidate of its
 * own (premise = the correction, hypothesis = the claim) with every guard and bar, and must
 * entail the claim; a neutral lean is not enough to reverse a stored myth. The best one wins.
 */
function entailingCorrection(input: DecisionInput, s: MemorySettings, options: { guards?: boolean }): Entailing {
  const { corrections } = input;
  if (!corrections.length) {
    return {
      refusal: {
        name: 'no-correction',
        detail:
          'The claim contradicts a statement stored as false, but the graph holds no correction (CORRECTED_BY) to confirm the opposite.',
      },
    };
  }
  if (corrections.every((c) => c.nli === null)) {
    return {
      refusal: {
        name: 'correction-unchecked',
        detail:
          'The claim contradicts a statement stored as false; its stored correction confirms the opposite only when the NLI model shows it entails the claim, and no NLI model ran. Install one in Settings → Models.',
      },
    };
  }
  let best: { index: number; decision: Decision } | null = null;
  let closest: { text: string; entailment: number; decision: Decision } | null = null;
  corrections.forEach((c, index) => {
    if (!c.nli) return;
    const decision = decide(
      { claim: input.claim, stored: { text: c.text, status: 'TRUE' }, S: c.S, nli: c.nli, G: input.G, corrections: [] },
      s,
      options,
    );
    if (decision.verdict === 'True' && decision.relation === 'entailment') {
      if (!best || decision.C > best.decision.C) best = { index, decision };
    } else if (!closest || c.nli.entailment > closest.entailment) {
      closest = { text: c.text, entailment: c.nli.entailment, decision };
    }
  });
  if (best) return { correction: best };
  const { text, entailment, decision } = closest!;
  const why =
    decision.guard && (decision.relation === 'entailment' || decision.guard.name === 'value')
      ? decision.guard.detail
      : `the NLI reads it as ${decision.relation} (P(entailment) ${pct(entailment)}), not entailment.`;
  return {
    refusal: {
      name: 'correction-not-entailed',
      detail: `The claim contradicts a statement stored as false, but its stored correction does not say the claim: “${text}” — ${why}`,
    },
  };
}
