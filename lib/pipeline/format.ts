import type { QuestionCheck, ResolutionPath, StageName, Verdict } from '../core/types';
import { verdictMessages as m } from '../i18n/catalogue/verdict';
import { formatNumber } from '../i18n/format';
import type { Message } from '../i18n/locales';
import { t } from '../i18n/t';

/** How verdicts read, the same in the badge and the side panel, in the reader's language. */

/** "80%" (or "80 %" where the reader's language spaces it); "" without a confidence. */
export function formatConfidence(confidence: number | null | undefined): string {
  return typeof confidence === 'number' && Number.isFinite(confidence)
    ? formatNumber(Math.round(Math.min(1, Math.max(0, confidence)) * 100) / 100, { style: 'percent' })
    : '';
}

/**
 * A question's answer is its statement's verdict: True → Yes, False → No, Unverified → Unclear.
 * These are the CSV export's words: data, in English whatever the reader's language.
 */
export const ANSWER_WORDS: Record<Verdict, string> = { True: 'Yes', False: 'No', Unverified: 'Unclear' };

const VERDICT_NAMES: Record<Verdict, Message> = { True: m.wordTrue, False: m.wordFalse, Unverified: m.wordUnverified };
const ANSWER_NAMES: Record<Verdict, Message> = { True: m.answerYes, False: m.answerNo, Unverified: m.answerUnclear };

/** The verdict in the reader's language: True → "Wahr" in German. */
export function verdictName(verdict: Verdict): string {
  return t(VERDICT_NAMES[verdict]);
}

/** `question`: the check's (QuestionCheck), or `true` for a question sentence of a long selection. */
type Shown = {
  verdict?: Verdict | undefined;
  confidence?: number | null | undefined;
  question?: QuestionCheck | true | undefined;
};

const answers = (s: Shown) => s.question === true || s.question?.kind === 'yes-no';

/** The word a verdict is shown as: the answer for a yes/no question, else the verdict itself. */
export function verdictWord(s: Shown & { verdict: Verdict }): string {
  return answers(s) ? t(ANSWER_NAMES[s.verdict]) : verdictName(s.verdict);
}

/** The subject of a verdict's label: the whole selection, or one sentence of it (0-based). */
export function verdictSubject(sentence?: number): string {
  return sentence === undefined ? t(m.theSelection) : t(m.sentence, formatNumber(sentence + 1));
}

/**
 * "Verdict: False, 80% confidence"; with a subject, "Verdict for sentence 2: False, …"; for a
 * yes/no question, "Verdict: No (the statement is False), 80% confidence".
 */
export function verdictLabel(s: Shown, subject?: string): string {
  const conf = formatConfidence(s.confidence);
  const name = s.verdict ? verdictName(s.verdict) : '';
  const word = s.verdict && answers(s) ? t(m.answerOf, t(ANSWER_NAMES[s.verdict]), name) : name;
  const said = conf ? t(m.withConfidence, word, conf) : word;
  return subject ? t(m.labelFor, subject, said) : t(m.label, said);
}

export const VERDICT_ICONS: Record<Verdict, string> = { True: '✓', False: '✗', Unverified: '?' };

const PATH_LABELS: Record<ResolutionPath, Message> = {
  memory: m.pathMemory,
  documents: m.pathDocuments,
  web: m.pathWeb,
  none: m.pathNone,
};

/** Where a check's verdict came from: "From memory (local knowledge)". */
export function pathLabel(path: ResolutionPath): string {
  return t(PATH_LABELS[path]);
}

const STAGE_LABELS: Record<StageName, Message> = {
  input: m.stageInput,
  decompose: m.stageDecompose,
  memory: m.stageMemory,
  decide: m.stageDecide,
  documents: m.stageDocuments,
  web: m.stageWeb,
  consent: m.stageConsent,
  tribunal: m.stageTribunal,
  persist: m.stagePersist,
};

/** What a running check is doing: "Searching memory". */
export function stageLabel(stage: StageName): string {
  return t(STAGE_LABELS[stage]);
}
