import type { MemorySettings } from '../../settings/sections/memory';
import { compositeConfidence, type GuardName, pct, valueGuard } from './decision';

/**
 * When memory's decision cannot change whatever the NLI says, the NLI call is skipped (it is
 * most of the memory path's time). `decide` gives a verdict only if (a) the value guard passes
 * and (b) C = wS·S + wN·N + wG·G reaches its bar: `minConfidence` for an entailment or a
 * contradiction (N ≤ 1), or, for a neutral result, `neutralMinConfidence` with S and G over
 * their bars (there N = max(P(E), P(C)) ≤ ½, as neutral is the largest of three probabilities
 * summing to 1). S and G are known before the NLI; if neither bar is reachable with the most
 * favourable N, no NLI result can give a verdict, and the claim goes on to the web exactly as it
 * would have. The FALSE + Contradiction → True route needs the same `minConfidence` on the
 * claim's own C, so it is covered. With `guards: false` (an evaluation ablation) the value guard
 * is not applied here either.
 */

export interface NliSkip {
  name: GuardName;
  detail: string;
}

export function nliCannotDecide(
  input: { claim: string; stored: string; S: number; G: number },
  s: MemorySettings,
  options: { guards?: boolean } = {},
): NliSkip | null {
  const values = (options.guards ?? true) && s.valueGuard ? valueGuard(input.claim, input.stored) : null;
  if (values) return { name: 'value', detail: values };
  const { S, G } = input;
  // C is linear in N: its largest value over an interval of N is at one of the ends.
  const best = (lo: number, hi: number) => Math.max(compositeConfidence(S, lo, G, s), compositeConfidence(S, hi, G, s));
  const directional = best(0, 1) >= s.minConfidence;
  const neutral =
    best(0, 0.5) >= s.neutralMinConfidence && S >= s.neutralMinSimilarity && G >= s.neutralMinGraphSupport;
  if (directional || neutral) return null;
  return {
    name: 'low-confidence',
    detail: `Even a certain NLI result would give C at most ${pct(best(0, 1))}, below ${pct(s.minConfidence)} (S ${pct(S)}, G ${pct(G)}): the NLI was not run.`,
  };
}

/** The skip rule in plain words, for the side panel's memory trace. */
export function describeNliSkip(guard: string | undefined): string {
  const rule =
    guard === 'value'
      ? 'the claim and the stored statement give different numbers or values, and the value guard stops memory from answering whatever the NLI says'
      : 'with the similarity S and graph support G already known, even a certain NLI result could not lift the confidence C to the bar memory needs to answer';
  return `NLI not run: the decision could not change — ${rule}. The claim went on to the next stage.`;
}
