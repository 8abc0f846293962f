import type { IndexThresholds, MemorySettings } from '../../settings/sections/memory';

/**
 * Which representation level answers (Memory-first fact-checking §III-B; stage 1): a candidate is
 * eligible only when S ≥ its index's threshold for the embedding model (the paper checks each path
 * on its own terms, so MACRO and MICRO have a bar each); when both indexes have one, short
 * claims prefer MICRO when the scores are within a small margin, longer claims prefer MACRO
 * unless MICRO is clearly better, otherwise the higher score wins.
 */

export interface Scored {
  S: number;
}

export type Arbitration<T extends Scored> =
  { pick: 'macro' | 'micro'; candidate: T; why: string } | { pick: null; candidate: null; why: string };

const f = (x: number) => x.toFixed(3);

/** The bars for this embedding model: its pair in Settings → Memory, else its registry threshold for both indexes. */
export function indexThresholds(
  similarity: MemorySettings['similarity'],
  model: { modelId: string; threshold: number },
): IndexThresholds {
  return similarity[model.modelId] ?? { macro: model.threshold, micro: model.threshold };
}

function tooFar(macro: Scored | null, micro: Scored | null, t: IndexThresholds): string {
  const best = Math.max(macro?.S ?? -1, micro?.S ?? -1);
  if (best < -0.5) return 'Memory holds nothing to compare with.';
  if (t.macro === t.micro) return `No stored claim or fact is close enough (best S ${f(best)} < ${f(t.macro)}).`;
  const side = (name: string, c: Scored | null, bar: number) => `${name} ${c ? `S ${f(c.S)}` : 'none'} < ${f(bar)}`;
  return `No stored claim or fact is close enough (${side('MACRO', macro, t.macro)}, ${side('MICRO', micro, t.micro)}).`;
}

export function arbitrate<T extends Scored>(
  macro: T | null,
  micro: T | null,
  claimWords: number,
  thresholds: IndexThresholds,
  s: Pick<MemorySettings, 'shortClaimWords' | 'shortClaimMicroMargin' | 'longClaimMicroMargin'>,
): Arbitration<T> {
  const macroOk = macro !== null && macro.S >= thresholds.macro;
  const microOk = micro !== null && micro.S >= thresholds.micro;
  if (!macroOk && !microOk) return { pick: null, candidate: null, why: tooFar(macro, micro, thresholds) };
  if (!microOk)
    return {
      pick: 'macro',
      candidate: macro!,
      why: `Only the MACRO candidate is eligible (S ${f(macro!.S)} ≥ ${f(thresholds.macro)}).`,
    };
  if (!macroOk)
    return {
      pick: 'micro',
      candidate: micro!,
      why: `Only the MICRO candidate is eligible (S ${f(micro!.S)} ≥ ${f(thresholds.micro)}).`,
    };
  const a = macro!;
  const b = micro!;
  if (claimWords <= s.shortClaimWords) {
    if (Math.abs(b.S - a.S) <= s.shortClaimMicroMargin) {
      return {
        pick: 'micro',
        candidate: b,
        why: `Short claim (${claimWords} words): MICRO preferred, |S_micro − S_macro| = ${f(Math.abs(b.S - a.S))} ≤ ${f(s.shortClaimMicroMargin)}.`,
      };
    }
  } else {
    if (b.S > a.S + s.longClaimMicroMargin) {
      return {
        pick: 'micro',
        candidate: b,
        why: `Longer claim: MICRO overrides, S_micro ${f(b.S)} > S_macro ${f(a.S)} + ${f(s.longClaimMicroMargin)}.`,
      };
    }
    return {
      pick: 'macro',
      candidate: a,
      why: `Longer claim (${claimWords} words): MACRO preferred (S_macro ${f(a.S)}, S_micro ${f(b.S)}).`,
    };
  }
  return b.S > a.S
    ? { pick: 'micro', candidate: b, why: `Higher score: S_micro ${f(b.S)} > S_macro ${f(a.S)}.` }
    : { pick: 'macro', candidate: a, why: `Higher score: S_macro ${f(a.S)} ≥ S_micro ${f(b.S)}.` };
}
