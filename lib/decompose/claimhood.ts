import { stemmer } from 'stemmer';

import { isVerbStem } from './inflect';
import { isQuestion, readQuestion } from './questions';
import type { Sentence } from './sentences';

/**
 * Is a sentence something that can be checked on its own? A claim states something, so it has a
 * verb; a heading ("Vaccines."), a slogan without a verb or an open question is shown to the reader
 * but not checked. A yes/no question is checked as the statement it tests (questions.ts). English only: text in another script or language is reported as such, because
 * the health topic model and the English NLI model cannot read it.
 */

export type SentenceKind = 'claim' | 'question' | 'fragment' | 'other-language';

export interface SentenceAssessment {
  kind: SentenceKind;
  /** Why it is not checked, in words for the reader; absent for claims. */
  note?: string;
  /** A yes/no question is a claim: the statement it tests, which is checked in its place. */
  statement?: string;
}

const AUX = new Set(
  (
    'is are was were be been being am isn aren wasn weren has have had hasn haven hadn do does did doesn don didn ' +
    "can could will would shall should may might must cannot won wouldn shouldn couldn ’s 's"
  ).split(' '),
);

/** A listed verb stem right after one of these is a noun ("the test", "and vaccines"). */
const NOUN_CONTEXT = new Set(
  'the a an this that these those my your his her its our their of for with and or no any some every each'.split(' '),
);

const ENGLISH_FUNCTION_WORDS = new Set(
  'the a an of to in is are was were and or that this it for on with as by be not from at have has can will'.split(' '),
);

export function words(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}’']+/gu) ?? [];
}

/** Function words of other Latin-script languages (Spanish, French, German, Italian, Portuguese, Dutch). */
const FOREIGN_FUNCTION_WORDS = new Set(
  'el la los las es y del que en un una por para con su le les est et des du une dans pour pas der das und ist nicht ein eine mit sich il di che è non della sono não uma com het een niet zijn'.split(
    ' ',
  ),
);

/** Share of letters in Latin script, and whether English function words occur. */
export function looksEnglish(text: string): boolean {
  const letters = text.match(/\p{L}/gu) ?? [];
  if (!letters.length) return false;
  const latin = letters.filter((c) => /\p{Script=Latin}/u.test(c)).length / letters.length;
  if (latin < 0.8) return false;
  const ws = words(text);
  const english = ws.filter((w) => ENGLISH_FUNCTION_WORDS.has(w)).length;
  const foreign = ws.filter((w) => FOREIGN_FUNCTION_WORDS.has(w)).length;
  if (foreign > english) return false;
  // Short Latin-script sentences without function words ("Vaccines save lives") pass: no evidence against.
  if (ws.length <= 8) return !/[ñ¿¡çãõßäöüàèìòùâêîôûœæ]/iu.test(text);
  return english > 0;
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

export function assessSentence(sentence: Pick<Sentence, 'text'>): SentenceAssessment {
  const text = sentence.text;
  if (!looksEnglish(text)) {
    return {
      kind: 'other-language',
      note: 'Not in English: ClaimLens reads English only. Select it alone to check it as written.',
    };
  }
  if (/[:：]\s*$/u.test(text)) {
    return { kind: 'fragment', note: 'A heading or lead-in to what follows, not a claim.' };
  }
  const ws = words(text);
  if (ws.length < 2 || !hasVerb(text)) {
    return { kind: 'fragment', note: 'No claim here: it has no verb, so there is nothing it says is true or false.' };
  }
  if (isQuestion(text)) {
    const asked = readQuestion(text);
    if (asked.kind === 'open') return { kind: 'question', note: asked.note };
    // A statement that merely ends in "?" is checked as written.
    return asked.kind === 'yes-no' ? { kind: 'claim', statement: asked.statement } : { kind: 'claim' };
  }
  return { kind: 'claim' };
}
