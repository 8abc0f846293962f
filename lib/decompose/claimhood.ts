import { stemmer } from 'stemmer';

import type { DetectedLanguage } from '../core/language';
import { questionsLang as q } from '../i18n/catalogue/questions-lang';
import { reasonsDecompose as m } from '../i18n/catalogue/reasons-decompose';
import { formatLanguage } from '../i18n/format';
import { t } from '../i18n/t';
import { otherLanguageOf } from '../ml/language/detect';
import { isVerbStem } from './inflect';
import { otherQuestionKind } from './question-statement/other-language';
import { isQuestion, openQuestionNote, readQuestion } from './questions';
import type { Sentence } from './sentences';

/**
 * Is a sentence something that can be checked on its own? A claim states something, so it has a
 * verb; a heading ("Vaccines."), a slogan without a verb or an open question is shown to the reader
 * but not checked. A yes/no question is checked as the statement it tests (questions.ts). These
 * rules read English; a sentence the detector finds in another language is a claim when it is
 * more than a few words and not a question, and the language gate of each check (lib/pipeline/
 * language.ts) says by name whether the installed models can read it (issue 33).
 */

export type SentenceKind = 'claim' | 'question' | 'fragment' | 'other-language';

export interface SentenceAssessment {
  kind: SentenceKind;
  /** Why it is not checked, in words for the reader; absent for claims. */
  note?: string;
  /** A yes/no question is a claim: the statement it tests, which is checked in its place. */
  statement?: string;
}

const AUX_WORDS =
  // not interface text: English words the rules match
  'is are was were be been being am isn aren wasn weren has have had hasn haven hadn do does did doesn don didn ' +
  // not interface text: English words the rules match
  "can could will would shall should may might must cannot won wouldn shouldn couldn ’s 's";
const AUX = new Set(AUX_WORDS.split(' '));

/** A listed verb stem right after one of these is a noun ("the test", "and vaccines"). */
const NOUN_CONTEXT = new Set(
  // not interface text: English words the rules match
  'the a an this that these those my your his her its our their of for with and or no any some every each'.split(' '),
);

export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}’']+/gu) ?? [];
}

/** Index (in `words(text)`) of the first word that looks like a verb, or −1. */
export function firstVerb(text: string): number {
  const ws = words(text);
  return ws.findIndex((w, i) => {
    if (AUX.has(w)) return true;
    const stem = stemmer(w.replace(/[’']s$/u, ''));
    if (isVerbStem(stem) && !NOUN_CONTEXT.has(ws[i - 1] ?? '')) return true;
    // Past tense or participle of an unlisted verb, after a noun ("The trial ended", "cases doubled").
    return i > 0 && w.length > 4 && /ed$/.test(w);
  });
}

export function hasVerb(text: string): boolean {
  return firstVerb(text) >= 0;
}

/**
 * `fallback`: the language the whole selection was found in, standing in where a sentence says nothing a detector can read.
 * `before`: the sentence before it, which may say what a question's "it" or "they" stands for.
 */
export function assessSentence(
  sentence: Pick<Sentence, 'text'>,
  fallback?: string,
  before?: string,
): SentenceAssessment {
  const text = sentence.text;
  const other = otherLanguageOf(text, fallback);
  if (other) return assessOther(text, other);
  if (/[:：]\s*$/u.test(text)) {
    return { kind: 'fragment', note: t(m.leadIn) };
  }
  const ws = words(text);
  if (ws.length < 2 || !hasVerb(text)) {
    return { kind: 'fragment', note: t(m.noVerb) };
  }
  if (isQuestion(text)) {
    const asked = readQuestion(text, before);
    if (asked.kind === 'open') return { kind: 'question', note: asked.note };
    // A statement that merely ends in "?" is checked as written.
    return asked.kind === 'yes-no' ? { kind: 'claim', statement: asked.statement } : { kind: 'claim' };
  }
  return { kind: 'claim' };
}

/** Fewer letters than this is a label in any script ("Impfung", "疫苗"). */
const MIN_LETTERS = 4;

/** A sentence in another language: no verb rules; a yes/no question's statement is made by the pipeline (other-questions.ts). */
function assessOther(text: string, language: DetectedLanguage): SentenceAssessment {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (/[:：]\s*$/u.test(text) || letters < MIN_LETTERS || (words(text).length < 3 && /\p{Script=Latin}/u.test(text)))
    return { kind: 'fragment', note: t(m.fragmentIn, formatLanguage(language.code)) };
  const question = otherQuestionKind(text, language.code);
  if (question === 'open') return { kind: 'question', note: openQuestionNote() };
  if (question) return { kind: 'other-language', note: t(q.listed, formatLanguage(language.code)) };
  return { kind: 'claim' };
}
