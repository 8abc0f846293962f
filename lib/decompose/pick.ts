import { plannedSentencesOf } from '../core/traces/partial';

/**
 * The reader's own pick of sentences to check, for a selection that was decomposed: only
 * sentences that are claims can be picked, at least one, and no more than the claims cap could
 * ever check. Returns the problem in words, or null when the pick can run.
 */
export const MAX_PICK = 30;

export function pickProblem(trace: unknown, picked: readonly number[]): string | null {
  const sentences = plannedSentencesOf(trace);
  if (!sentences)
    return 'This check was not split into sentences, so there is nothing to pick: select a longer passage.';
  if (!picked.length) return 'Pick at least one sentence to check.';
  if (new Set(picked).size > MAX_PICK) return `Pick at most ${MAX_PICK} sentences.`;
  const bad = picked.filter((i) => sentences[i]?.kind !== 'claim');
  if (bad.length)
    return `Sentence ${bad[0]! + 1} cannot be checked: ${sentences[bad[0]!]?.note ?? 'there is no such sentence.'}`;
  return null;
}
