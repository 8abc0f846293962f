import { stemmer } from 'stemmer';

import { negationsOf, numberWordsToDigits, words } from '../core/text';
import { valuesOf } from '../kg/memory/values';
import { isQuestion } from './questions';

/**
 * Is an LLM's statement for a question one the reader asked about? It must be one plain
 * sentence that keeps every content word, number, date, place and negation of the question
 * (as the rules' statement has them) and adds at most a couple of words. Anything else — an
 * answer, a refusal, an injected instruction, a changed number — is refused and the rules' own
 * statement is checked instead.
 */

/** Words that a question has and its statement need not: auxiliaries, frames, tags, pronouns of address. */
const FRAME_WORDS = new Set(
  (
    'is are was were am be been do does did has have had can could will would shall should may might must not ' +
    'it true that fact case correct right really actually you know think believe anyone tell me confirm whether if ' +
    'or so but and well ok okay false isn aren wasn weren doesn don didn hasn haven won can t'
  ).split(' '),
);
const MAX_ADDED = 2;
const MAX_CHARS = 600;

const stems = (text: string, skip: ReadonlySet<string>) =>
  new Set(
    numberWordsToDigits(words(text))
      .filter((w) => !skip.has(w))
      .map((w) => stemmer(w)),
  );

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
  if (!s || s.length > MAX_CHARS) return { ok: false, why: 'empty or too long' };
  if (isQuestion(s) || /[<>{}]|\n/.test(s)) return { ok: false, why: 'not one plain statement' };
  if ((s.match(/[.!](\s|$)/g) ?? []).length > 1) return { ok: false, why: 'more than one sentence' };
  const asked = stems(question, FRAME_WORDS);
  const said = stems(s, FRAME_WORDS);
  const missing = [...asked].filter((w) => !said.has(w));
  if (missing.length) return { ok: false, why: `leaves out "${missing.slice(0, 3).join('", "')}"` };
  const added = [...said].filter((w) => !asked.has(w));
  if (added.length > MAX_ADDED) return { ok: false, why: `adds "${added.slice(0, 3).join('", "')}"` };
  if (!sameValues(question, s)) return { ok: false, why: 'changes a number, date or place' };
  if (negationsOf(s).join(' ') !== negationsOf(rulesStatement).join(' '))
    return { ok: false, why: 'changes a negation' };
  return { ok: true };
}
