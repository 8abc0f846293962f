import type { QuestionCheck, ResolutionPath, Verdict } from '../core/types';

/** How verdicts read, the same in the badge, the side panel and exports. */

export function formatConfidence(confidence: number | null | undefined): string {
  return typeof confidence === 'number' && Number.isFinite(confidence)
    ? `${Math.round(Math.min(1, Math.max(0, confidence)) * 100)}%`
    : '';
}

/** A question's answer is its statement's verdict: True → Yes, False → No, Unverified → Unclear. */
export const ANSWER_WORDS: Record<Verdict, string> = { True: 'Yes', False: 'No', Unverified: 'Unclear' };

/** `question`: the check's (QuestionCheck), or `true` for a question sentence of a long selection. */
type Shown = {
  verdict?: Verdict | undefined;
  confidence?: number | null | undefined;
  question?: QuestionCheck | true | undefined;
};

const answers = (s: Shown) => s.question === true || s.question?.kind === 'yes-no';

/** The word a verdict is shown as: the answer for a yes/no question, else the verdict itself. */
export function verdictWord(s: Shown & { verdict: Verdict }): string {
  return answers(s) ? ANSWER_WORDS[s.verdict] : s.verdict;
}

/**
 * "Verdict: False, 80% confidence"; with a subject, "Verdict for sentence 2: False, …"; for a
 * yes/no question, "Verdict: No (the statement is False), 80% confidence".
 */
export function verdictLabel(s: Shown, subject?: string): string {
  const conf = formatConfidence(s.confidence);
  const word = s.verdict && answers(s) ? `${ANSWER_WORDS[s.verdict]} (the statement is ${s.verdict})` : s.verdict;
  return `Verdict${subject ? ` for ${subject}` : ''}: ${word}${conf ? `, ${conf} confidence` : ''}`;
}

export const VERDICT_ICONS: Record<Verdict, string> = { True: '✓', False: '✗', Unverified: '?' };

export const PATH_LABELS = {
  memory: 'From memory (local knowledge)',
  documents: 'From your documents',
  web: 'From trusted web sources',
  none: 'Not resolved',
} as const satisfies Record<ResolutionPath, string>;
