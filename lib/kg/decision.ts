import type { NliProbs } from '../ml/types';
import type { MemorySettings } from '../settings/sections/memory';
import { valueConflict, type ValueKind } from './values';

/**
 * The NLI and graph-aware decision layer (seed 004 §III-C, Table I and eq. 2–3), as pure
 * functions: the stored node's truth status and the NLI relation give a direction; the
 * composite confidence C and the guards decide whether memory may answer or the claim goes on
 * to the web.
 */

export type TruthStatus = 'TRUE' | 'FALSE';
export type NliRelation = 'entailment' | 'contradiction' | 'neutral';
export type GuardName = 'value' | 'high-neutral' | 'weak-contradiction' | 'weak-entailment' | 'no-correction' | 'low-confidence' | 'neutral-bar';

export interface DecisionInput {
  claim: string;
  /** The stored statement (premise) and its truth status. */
  stored: { text: string; status: TruthStatus };
  /** Cosine similarity of claim and stored statement. */
  S: number;
  nli: NliProbs;
  /** Graph support in [0,1]. */
  G: number;
  /** A CORRECTED_BY relation exists in the stored node's neighbourhood. */
  hasCorrection: boolean;
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
export function compositeConfidence(S: number, N: number, G: number, w: Pick<MemorySettings, 'weightSimilarity' | 'weightNli' | 'weightGraph'>): number {
  return w.weightSimilarity * S + w.weightNli * N + w.weightGraph * G;
}

const LABEL = { entailment: 'Entailment', contradiction: 'Contradiction', neutral: 'Neutral' } as const;

/**
 * Table I. Neutral is confidence-gated and follows the stored status only when the NLI leans
 * to entailment; FALSE + Contradiction → True needs corrective evidence in the graph.
 */
export function truthTable(status: TruthStatus, relation: NliRelation, hasCorrection: boolean): { verdict: 'True' | 'False' | null; rule: string } {
  const rule = (v: string) => `${status} + ${LABEL[relation]} → ${v}`;
  if (relation === 'entailment') return status === 'TRUE' ? { verdict: 'True', rule: rule('True') } : { verdict: 'False', rule: rule('False') };
  if (relation === 'contradiction') {
    if (status === 'TRUE') return { verdict: 'False', rule: rule('False') };
    return hasCorrection ? { verdict: 'True', rule: rule('True (corrected in the graph)') } : { verdict: null, rule: rule('web (no correction in the graph)') };
  }
  return { verdict: status === 'TRUE' ? 'True' : 'False', rule: rule(`${status === 'TRUE' ? 'True' : 'False'} if confidence allows`) };
}

const pct = (x: number) => x.toFixed(2);
const KIND_LABEL: Record<ValueKind, string> = { numeric: 'numbers', temporal: 'dates', regional: 'places' };

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
  const table = truthTable(input.stored.status, relation, input.hasCorrection);
  const stop = (name: GuardName, detail: string): Decision => ({ relation, N, C, rule: table.rule, verdict: null, guard: { name, detail } });

  if (guards && s.valueGuard) {
    const conflict = valueConflict(input.claim, input.stored.text);
    if (conflict) {
      return stop('value', `Same shape, different ${KIND_LABEL[conflict.kind]}: the claim says ${conflict.claim.join(', ')}, memory says ${conflict.stored.join(', ')}.`);
    }
  }
  if (guards && nli.neutral >= s.highNeutralProb && S >= s.highNeutralMinSimilarity) {
    return stop('high-neutral', `Similar wording (S ${pct(S)}) but the NLI sees no logical link (P(neutral) ${pct(nli.neutral)} ≥ ${pct(s.highNeutralProb)}).`);
  }
  if (guards && relation === 'contradiction' && nli.contradiction < s.minContradictionProb) {
    return stop('weak-contradiction', `A weak contradiction (P(contradiction) ${pct(nli.contradiction)} < ${pct(s.minContradictionProb)}) may not reverse stored knowledge.`);
  }
  if (guards && relation === 'entailment' && nli.entailment < s.minEntailmentProb) {
    return stop('weak-entailment', `A weak entailment (P(entailment) ${pct(nli.entailment)} < ${pct(s.minEntailmentProb)}) does not show the claim says what memory holds.`);
  }
  if (table.verdict === null) {
    return stop('no-correction', 'The claim contradicts a statement stored as false, but the graph holds no correction (CORRECTED_BY) to confirm the opposite.');
  }
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
  return { relation, N, C, rule: table.rule, verdict: table.verdict, guard: null };
}
