import { arbitrate } from '../../kg/memory/arbitrate';
import { answerConfidence, decide, type DecisionInput } from '../../kg/memory/decision';
import type { IndexThresholds, MemorySettings } from '../../settings/sections/memory';
import type { GoldLabel } from '../types';

/**
 * The calibration sweep as pure functions: each labelled claim was measured once (its MACRO and
 * MICRO candidates, their NLI, graph support and corrections: lib/pipeline/stages/memory/features.ts),
 * and every setting tried decides it again with the memory stage's own `arbitrate` and `decide`.
 * A setting's worth is selective prediction's pair: coverage (share of claims memory answers)
 * and precision (share of its answers that match the gold label; an NEI claim answered is wrong).
 */

export interface MeasuredCandidate {
  S: number;
  input: DecisionInput;
}

export interface MeasuredClaim {
  id: string;
  gold: GoldLabel;
  words: number;
  macro: MeasuredCandidate | null;
  micro: MeasuredCandidate | null;
}

/** What the sweep varies: the per-index similarity bars and the memory section's other thresholds. */
export interface SweepSetting {
  similarity: IndexThresholds;
  memory: MemorySettings;
}

/** The memory section's thresholds that are bars on a measured quantity (the weights and margins stay as set). */
export const SWEPT_BARS = [
  'minConfidence',
  'neutralMinConfidence',
  'neutralMinSimilarity',
  'neutralMinGraphSupport',
  'highNeutralProb',
  'highNeutralMinSimilarity',
  'minContradictionProb',
  'minEntailmentProb',
] as const satisfies readonly (keyof MemorySettings)[];

export type SweptBar = (typeof SWEPT_BARS)[number];

export interface Answer {
  verdict: 'True' | 'False';
  C: number;
  correct: boolean;
}

/** The memory stage's decision for a measured claim under a setting: its answer, or null when the claim would go on to the web. */
export function redecide(m: MeasuredClaim, s: SweepSetting): Answer | null {
  const pick = arbitrate(m.macro, m.micro, m.words, s.similarity, s.memory);
  return pick.candidate ? answerOf(pick.candidate, m.gold, s.memory) : null;
}

/** The decision layer on the candidate arbitration picked (it does not depend on the similarity bars). */
function answerOf(c: MeasuredCandidate, gold: GoldLabel, memory: MemorySettings): Answer | null {
  const d = decide(c.input, memory);
  return d.verdict ? { verdict: d.verdict, C: answerConfidence(d), correct: d.verdict === gold } : null;
}

export interface FoldScore {
  claims: number;
  answered: number;
  correct: number;
  coverage: number;
  /** Correct answers over answers; 1 when memory answers nothing (no mistake made). */
  precision: number;
}

export function scoreFold(claims: readonly MeasuredClaim[], s: SweepSetting): FoldScore & { answers: Answer[] } {
  return tally(claims.map((m) => redecide(m, s)));
}

function tally(all: readonly (Answer | null)[]): FoldScore & { answers: Answer[] } {
  const answers = all.filter((a): a is Answer => a !== null);
  const correct = answers.filter((a) => a.correct).length;
  const n = all.length;
  return {
    claims: n,
    answered: answers.length,
    correct,
    coverage: n ? answers.length / n : 0,
    precision: answers.length ? correct / answers.length : 1,
    answers,
  };
}

/** Better at the target: meeting it first, then more coverage, then more precision; below it, more precision first. */
function better(a: FoldScore, b: FoldScore, target: number): boolean {
  const okA = a.precision >= target;
  const okB = b.precision >= target;
  if (okA !== okB) return okA;
  if (okA) return a.answered !== b.answered ? a.answered > b.answered : a.precision > b.precision;
  return a.precision !== b.precision ? a.precision > b.precision : a.answered - a.correct < b.answered - b.correct;
}

/** At most this many values per threshold: every distinct measured value when fewer, quantiles otherwise. */
const MAX_GRID = 40;

/**
 * Candidate values for a bar, highest first: the measured values it can fall between, one just
 * above them all (nothing passes), and the current value.
 */
export function grid(values: readonly number[], current: number): number[] {
  const distinct = [...new Set(values.filter((x) => Number.isFinite(x)).map((x) => Math.min(1, Math.max(0, x))))].sort(
    (a, b) => a - b,
  );
  const picked =
    distinct.length <= MAX_GRID
      ? distinct
      : Array.from({ length: MAX_GRID }, (_, i) => distinct[Math.round((i * (distinct.length - 1)) / (MAX_GRID - 1))]!);
  const above = distinct.length ? [Math.min(1, distinct.at(-1)! + 1e-6)] : [];
  return [...new Set([...picked, ...above, current])].sort((a, b) => b - a);
}

/** What each bar is compared with, per candidate: the grid is built from these. */
function measuredValues(
  claims: readonly MeasuredClaim[],
  s: MemorySettings,
): Record<'macro' | 'micro' | SweptBar, number[]> {
  const cands = claims.flatMap((m) => [m.macro, m.micro]).filter((c): c is MeasuredCandidate => c !== null);
  const inputs = cands.flatMap((c) => [
    c.input,
    ...c.input.corrections.filter((k) => k.nli).map((k) => ({ ...c.input, S: k.S, nli: k.nli! })),
  ]);
  const C = inputs.map(
    (i) =>
      s.weightSimilarity * i.S + s.weightNli * Math.max(i.nli.entailment, i.nli.contradiction) + s.weightGraph * i.G,
  );
  const S = inputs.map((i) => i.S);
  return {
    macro: claims.flatMap((m) => (m.macro ? [m.macro.S] : [])),
    micro: claims.flatMap((m) => (m.micro ? [m.micro.S] : [])),
    minConfidence: C,
    neutralMinConfidence: C,
    neutralMinSimilarity: S,
    neutralMinGraphSupport: inputs.map((i) => i.G),
    // A guard fires at P ≥ bar: a bar just above a measured P lets that claim through.
    highNeutralProb: inputs.flatMap((i) => [i.nli.neutral, Math.min(1, i.nli.neutral + 1e-6)]),
    highNeutralMinSimilarity: S.flatMap((x) => [x, Math.min(1, x + 1e-6)]),
    minContradictionProb: inputs.map((i) => i.nli.contradiction),
    minEntailmentProb: inputs.map((i) => i.nli.entailment),
  };
}

export interface SweepResult {
  setting: SweepSetting;
  score: FoldScore;
  /** Settings tried (one re-decision of every claim each). */
  tried: number;
}

const MAX_PASSES = 4;

/**
 * Coordinate ascent from the current setting: the MACRO × MICRO bars jointly, then each other bar
 * alone, over its grid, highest (strictest) value first; a value is taken only when it scores
 * better, so ties keep the stricter bar. Passes repeat until nothing moves. Cheap because the
 * two halves of `redecide` vary apart: while the similarity bars move, each candidate's decision
 * is fixed (decided once per pass) and only arbitration runs; while a decision bar moves, which
 * candidate arbitration picks is fixed and only the decision runs.
 */
export function sweep(claims: readonly MeasuredClaim[], start: SweepSetting, target: number): SweepResult {
  let best: SweepSetting = { similarity: { ...start.similarity }, memory: { ...start.memory } };
  let bestScore: FoldScore = scoreFold(claims, best);
  let tried = 1;
  const values = measuredValues(claims, start.memory);
  const consider = (next: SweepSetting, answers: readonly (Answer | null)[]) => {
    tried++;
    const score = tally(answers);
    if (!better(score, bestScore, target)) return false;
    best = next;
    bestScore = score;
    return true;
  };
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    let moved = false;
    const base = best;
    const decided = claims.map((m) => ({
      macro: m.macro && { S: m.macro.S, answer: answerOf(m.macro, m.gold, base.memory) },
      micro: m.micro && { S: m.micro.S, answer: answerOf(m.micro, m.gold, base.memory) },
    }));
    for (const macro of grid(values.macro, base.similarity.macro)) {
      for (const micro of grid(values.micro, base.similarity.micro)) {
        const similarity = { macro, micro };
        const answers = claims.map(
          (m, i) =>
            arbitrate(decided[i]!.macro, decided[i]!.micro, m.words, similarity, base.memory).candidate?.answer ?? null,
        );
        moved = consider({ ...base, similarity }, answers) || moved;
      }
    }
    const picked = claims.map((m) => arbitrate(m.macro, m.micro, m.words, best.similarity, best.memory).candidate);
    for (const bar of SWEPT_BARS) {
      const from = best;
      for (const value of grid(values[bar], from.memory[bar])) {
        const memory = { ...from.memory, [bar]: value };
        moved =
          consider(
            { ...from, memory },
            picked.map((c, i) => c && answerOf(c, claims[i]!.gold, memory)),
          ) || moved;
      }
    }
    if (!moved) break;
  }
  return { setting: best, score: scoreFold(claims, best), tried };
}
