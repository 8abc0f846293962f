import { stemmer } from 'stemmer';

import { negationsOf, numberWordsToDigits, words } from '../core/text';
import { valuesOf } from '../kg/memory/values';
import { questionFrameWords } from './question-statement/other-language';
import { isQuestion } from './questions';

/**
 * Is an LLM's statement for a question one the reader asked about? It must be one plain
 * sentence that keeps every content word of the question in the question's order (so no role or
 * comparison is swapped), every number, date, place and negation, the very polarity and
 * comparison words the rules' statement has (nothing like "fails", "rarely" or "few" added), and
 * adds at most a couple of words. Anything else — an answer, a refusal, an injected instruction,
 * a changed number, the question turned into its opposite — is refused and the rules' own
 * statement is checked instead. (With an NLI model the pipeline also requires the statement and
 * the rules' statement to entail each other: lib/pipeline/question.ts.)
 */

/** Words that a question has and its statement need not: auxiliaries, frames, tags, pronouns of address. */
const FRAME_WORDS = new Set(
  (
    'is are was were am be been do does did has have had can could will would shall should may might must not ' +
    'it true that fact case correct right really actually you know think believe anyone tell me confirm whether if ' +
    'or so but and well ok okay false isn aren wasn weren doesn don didn hasn haven won can t'
  ).split(' '),
);
/**
 * Words that turn a statement toward its opposite, weaken it or compare: the LLM's statement must
 * have exactly those of the rules' statement (compared as stems).
 */
const POLARITY_WORDS = new Set(
  (
    'not no never none nobody nothing neither nor without cannot nowhere fail fails failed failing failure ' +
    'unable inability rarely hardly seldom scarcely barely few fewer little lack lacks lacked lacking absent ' +
    'absence unlikely doubtful less least more most higher lower greater smaller better worse best worst ' +
    'always often usually sometimes occasionally only rather instead prevent prevents prevented reverse opposite'
  )
    .split(' ')
    .map((w) => stemmer(w)),
);
const MAX_ADDED = 2;
const MAX_CHARS = 600;

const stemList = (text: string, skip: ReadonlySet<string>) =>
  numberWordsToDigits(words(text))
    .filter((w) => !skip.has(w))
    .map((w) => stemmer(w));
const stems = (text: string, skip: ReadonlySet<string>) => new Set(stemList(text, skip));

const polarityOf = (text: string) =>
  words(text)
    .map((w) => stemmer(w))
    .filter((w) => POLARITY_WORDS.has(w))
    .sort()
    .join(' ');

/** Whether `asked` appears in `said` in order (other words may come between). */
function inOrder(asked: readonly string[], said: readonly string[]): boolean {
  let i = 0;
  for (const w of said) if (i < asked.length && w === asked[i]) i++;
  return i === asked.length;
}

function sameValues(a: string, b: string): boolean {
  const x = valuesOf(a);
  const y = valuesOf(b);
  return (['numeric', 'temporal', 'regional'] as const).every(
    (k) => x[k].size === y[k].size && [...x[k]].every((v) => y[k].has(v)),
  );
}

export function acceptableStatement(
  question: string,
  rulesStatement: string,
  statement: string,
): { ok: true } | { ok: false; why: string } {
  const s = statement.trim();
  const plain = notPlain(s);
  if (plain) return plain;
  const asked = stems(question, FRAME_WORDS);
  const said = stems(s, FRAME_WORDS);
  const missing = [...asked].filter((w) => !said.has(w));
  if (missing.length) return { ok: false, why: `leaves out "${missing.slice(0, 3).join('", "')}"` };
  const added = [...said].filter((w) => !asked.has(w));
  if (added.length > MAX_ADDED) return { ok: false, why: `adds "${added.slice(0, 3).join('", "')}"` };
  if (!sameValues(question, s)) return { ok: false, why: 'changes a number, date or place' };
  if (negationsOf(s).join(' ') !== negationsOf(rulesStatement).join(' '))
    return { ok: false, why: 'changes a negation' };
  if (polarityOf(s) !== polarityOf(rulesStatement))
    return { ok: false, why: 'changes a word of polarity or comparison ("fails", "rarely", "few", "more"…)' };
  if (!inOrder(stemList(question, FRAME_WORDS), stemList(s, FRAME_WORDS)))
    return { ok: false, why: 'puts the question’s words in another order' };
  return { ok: true };
}

/** Why `s` is no single plain sentence to check, or null where it is one. */
function notPlain(s: string): { ok: false; why: string } | null {
  if (!s || s.length > MAX_CHARS) return { ok: false, why: 'empty or too long' };
  if (isQuestion(s) || /[<>{}]|\n/.test(s)) return { ok: false, why: 'not one plain statement' };
  if ((s.match(/[.!](\s|$)/g) ?? []).length > 1) return { ok: false, why: 'more than one sentence' };
  return null;
}

/**
 * The same test for a question in another language (ISO 639-1 `code`), which English stems and
 * word order cannot judge (German and Dutch move the verb, French drops "est-ce que" and "-t-il"):
 * the statement adds no word at all (so no negation or comparison either), keeps every number,
 * and leaves out only the language's question frames.
 */
export function acceptableOtherStatement(
  question: string,
  statement: string,
  code: string,
): { ok: true } | { ok: false; why: string } {
  const s = statement.trim();
  const plain = notPlain(s);
  if (plain) return plain;
  const asked = new Set(words(question));
  const said = new Set(words(s));
  const added = [...said].filter((w) => !asked.has(w));
  if (added.length) return { ok: false, why: `adds "${added.slice(0, 3).join('", "')}"` };
  const frames = questionFrameWords(code);
  const missing = [...asked].filter((w) => !said.has(w) && !frames.has(w));
  if (missing.length) return { ok: false, why: `leaves out "${missing.slice(0, 3).join('", "')}"` };
  return sameValues(question, s) ? { ok: true } : { ok: false, why: 'changes a number, date or place' };
}
