import { reasonsDecompose as m } from '../i18n/catalogue/reasons-decompose';
import { t } from '../i18n/t';
import { auxOf, invert, type Inverted } from './question-statement/invert';
import { bare } from './question-statement/lexicon';
import { numberOf, pronounSubject, statementSubject } from './question-statement/refer';
import { questionsOf, unwrapped, withoutMarker } from './question-statement/text';

/**
 * Questions are claims too: "Does garlic cure COVID-19?" asks whether "Garlic cures COVID-19" is
 * true. These rules turn an English yes/no question into the affirmative statement it tests
 * (auxiliary inversion, do-support, modal verbs, perfect tenses, "Is it true that…", tag
 * questions); the verdict on the statement answers the question (True → Yes). Where the subject
 * ends is read by a part-of-speech tagger (question-statement/). Open questions ("How much
 * vitamin D…?") ask for information, not for a verdict: the reader's sources may answer them
 * (lib/pipeline/answer), else they are refused with a suggestion; so is
 * "Can they…?" with nothing before it that says who they are. Several questions in one selection
 * are read one by one. A statement that merely ends in "?" is checked as the statement it is.
 */

export type QuestionReading =
  /** Not a question (also a statement ending in "?" by mistake): `statement` is what to check. */
  | { kind: 'statement'; statement: string }
  /** A yes/no question and the affirmative statement it tests. */
  | { kind: 'yes-no'; statement: string }
  /**
   * A question with nothing to answer Yes or No: one that asks for information (which the reader's
   * sources may answer), or one about something said before it.
   */
  | { kind: 'open'; asks: 'information' | 'earlier'; note: string };

const QUESTION_END = /[?？؟][?？؟!]*["'”’)\]]*\s*$/u;
// not interface text: English words the rules match
const WH = new Set('what which who whom whose when where why how'.split(' '));
const LEAD = /^(?:(?:and|but|so|or|also|then|now|well|ok|okay|really|seriously|honestly|question|q)\b[,:]?\s+)+/i;
/** Frames whose embedded clause is already the statement: "Is it true that X?" → X. */
const FRAMES = [
  /^(?:is|isn['’]t)\s+it\s+(?:really\s+|actually\s+|not\s+)?(?:true|a fact|the case|correct|right|accurate)\s+(?:that\s+)?/i,
  /^(?:did|do)\s+you\s+know\s+(?:that\s+)?/i,
  /^(?:do|does)\s+(?:you|anyone|anybody)\s+(?:think|believe|agree)\s+(?:that\s+)?/i,
  /^(?:can|could)\s+(?:you|someone|anyone)\s+(?:tell me|confirm|check)\s+(?:if|whether|that)\s+/i,
  /^(?:does\s+)?(?:anyone|anybody)\s+know\s+(?:if|whether)\s+/i,
  /^i\s+wonder\s+(?:if|whether)\s+/i,
  /^would\s+you\s+say\s+(?:that\s+)?/i,
  /^true or false[,:]?\s+/i,
];
const TAG =
  /,?\s*(?:(?:is|are|was|were|do|does|did|has|have|had|can|could|will|would|should|must)(?:n['’]t)?|can['’]t|won['’]t|ain['’]t)\s+(?:it|they|he|she|we|you|there|that|i|this)(?:\s+not)?\s*$/i;
const WORD_TAG =
  /,\s*(?:right|correct|true|no|yes|eh|huh|ok|okay|innit|or not|isn['’]t that so|isn['’]t that right|don['’]t you think|wouldn['’]t you say|am i right|yes or no)\s*$|\s+(?:or not|right)\s*$/i;

/** What an open question needs, read when the question is, in the reader's language of that moment. */
export const openQuestionNote = (): string => t(m.openQuestion);
export const referringNote = (): string => t(m.referring);
export const contextNote = (): string => t(m.context);
export const severalNote = (): string => t(m.several);

/** Words that carry no content of their own in "Is that true?", "Does it work?", "Is this real?". */
const EMPTY_WORDS =
  // not interface text: English words the rules match
  'true real right correct so possible safe work works help helps legit accurate really actually even at all a fact the case ' +
  // not interface text: English words the rules match
  'not still always never now also just more less as so too very truly definitely';
const EMPTY_PREDICATE = new Set(EMPTY_WORDS.split(' '));

/** "Is that true?", "Does it work?": an auxiliary, a pronoun and at most an empty predicate. */
function refersBack(ws: readonly string[]): boolean {
  if (!auxOf(ws[0] ?? '') || !['it', 'this', 'that', 'these', 'those', 'they'].includes(bare(ws[1] ?? '')))
    return false;
  return ws.slice(2).every((w) => EMPTY_PREDICATE.has(bare(w)));
}

export function isQuestion(text: string): boolean {
  return QUESTION_END.test(text.trim());
}

/**
 * The statement a question tests, or why it has none; a non-question is returned as it is.
 * `before`: the sentence before it, which may name what its "it" or "they" stands for.
 */
export function readQuestion(text: string, before?: string): QuestionReading {
  const all = readQuestions(text, before);
  return all.length === 1 ? all[0]! : { kind: 'open', asks: 'earlier', note: severalNote() };
}

/** Each question of a selection read on its own; "it" or "they" takes the subject of the one before. */
export function readQuestions(text: string, before?: string): QuestionReading[] {
  const raw = text.trim();
  if (!isQuestion(raw)) return [{ kind: 'statement', statement: raw }];
  let antecedent = before ? antecedentIn(before) : null;
  return questionsOf(withoutMarker(raw)).map((question) => {
    const read = readOne(question, antecedent);
    antecedent = read.subject ?? antecedent;
    return read.reading;
  });
}

interface Antecedent {
  subject: string;
  number: 'singular' | 'plural';
}

/** What "it" or "they" in a question after `text` may stand for: the subject of its last sentence. */
function antecedentIn(text: string): Antecedent | null {
  const last = questionsOf(text).at(-1) ?? text;
  if (!isQuestion(last)) return statementSubject(last);
  return readOne(last, null).subject;
}

function readOne(
  question: string,
  antecedent: Antecedent | null,
): { reading: QuestionReading; subject: Antecedent | null } {
  if (!isQuestion(question)) return { reading: finish(question, 'statement'), subject: null };
  let body = unwrapped(question.trim().replace(QUESTION_END, '')).replace(LEAD, '');
  const tagged = withoutTag(body);
  const tag = tagged !== body;
  body = tagged;
  for (const frame of FRAMES) {
    if (frame.test(body)) return { reading: finish(body.replace(frame, ''), 'yes-no'), subject: null };
  }
  const ws = body.split(/\s+/);
  const first = (ws[0] ?? '').toLowerCase();
  if (WH.has(first.replace(/['’]s$/, '')))
    return { reading: { kind: 'open', asks: 'information', note: openQuestionNote() }, subject: null };
  if (refersBack(ws)) return { reading: { kind: 'open', asks: 'earlier', note: referringNote() }, subject: null };
  const inverted = invert(ws);
  // "Garlic cures COVID-19, doesn't it?" or "Garlic cures COVID-19?": a statement with a question mark.
  if (!inverted) return { reading: finish(body, tag ? 'yes-no' : 'statement'), subject: null };
  return resolved(inverted, ws.length - inverted.subject.split(/\s+/).length - 1, antecedent);
}

/** An inverted question whose subject is "it" or "they" takes the antecedent's place, or asks for it. */
function resolved(inv: Inverted, predicateWords: number, antecedent: Antecedent | null) {
  const words = inv.statement.split(/\s+/);
  const pronoun = pronounSubject(inv.subject, words.slice(-predicateWords));
  const own = { subject: inv.subject, number: numberOf(inv.subject.split(/\s+/)) };
  if (!pronoun) return { reading: finish(inv.statement, 'yes-no'), subject: own };
  if (!antecedent || antecedent.number !== pronoun)
    return { reading: { kind: 'open', asks: 'earlier', note: contextNote() } as const, subject: null };
  const statement = [antecedent.subject, ...words.slice(1)].join(' ');
  return { reading: finish(statement, 'yes-no'), subject: antecedent };
}

/** "Masks work, don't they" → "Masks work"; a text that is all tag stays as it is. */
function withoutTag(text: string): string {
  const cut = text
    .replace(WORD_TAG, '')
    .replace(TAG, '')
    .replace(/[,;]\s*$/, '');
  return /\S/.test(cut) ? cut : text;
}

function finish(clause: string, kind: 'yes-no' | 'statement'): QuestionReading {
  const s = clause.trim().replace(/[\s,;:.]+$/, '');
  const first = s.split(/\s+/)[0] ?? '';
  // "mRNA vaccines…" and "iPhones…" keep their spelling; a plain lower-case word is capitalised.
  const cap = /^\p{Ll}[\p{Ll}\d]*$/u.test(first.replace(/[-'’]/g, '')) ? s.charAt(0).toUpperCase() + s.slice(1) : s;
  return { kind, statement: `${cap}.` };
}
