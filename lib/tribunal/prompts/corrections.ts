import type { CitationProblem } from '../quotes';

/** The corrective message of seed 002: what did not match, and how to fix it. */
export function correctionMessage(problems: CitationProblem[], keepVerdict: boolean): string {
  return [
    'Some of your citations do not match the evidence:',
    ...problems.map((p, i) => `${i + 1}. ${p.message}`),
    'Cite only URLs from the evidence, and copy quotes word for word from the passage of the URL you cite. Remove any finding you cannot support with an exact quote.',
    ...(keepVerdict ? ['Your verdict stands: fix only the citations.'] : []),
    'Reply with the complete corrected JSON object.',
  ].join('\n');
}
