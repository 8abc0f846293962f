import { bare, bracketed, PREPOSITIONS, RELATIVES } from './lexicon';
import { tagWords, verbness } from './tagger';

/**
 * A question whose whole subject is "it" or "they" ("Can they delay dementia?") asks about
 * something named before it. Alone it cannot be checked; after a sentence whose subject agrees
 * in number ("Statins lower cholesterol."), that subject takes the pronoun's place. "It" that
 * stands for a clause after it ("Is it safe to eat raw eggs?") refers to nothing before.
 */

const SINGULAR = new Set(['it', 'this', 'that']);
const PLURAL = new Set(['they', 'these', 'those']);

/** The pronoun a subject consists of, or null. */
export function pronounSubject(subject: string, predicate: readonly string[]): 'singular' | 'plural' | null {
  const w = bare(subject);
  if (PLURAL.has(w)) return 'plural';
  if (!SINGULAR.has(w)) return null;
  // "It is safe to eat…", "It is true that…": the clause after the predicate is what "it" stands for.
  const ws = predicate.map(bare);
  const to = ws.findIndex((x, i) => x === 'to' && i <= 2 && verbness(ws[i + 1] ?? '', 'base') !== 'not');
  return to >= 0 || ws.slice(0, 3).some((x) => x === 'that' || x === 'whether' || x === 'if') ? null : 'singular';
}

/** The subject of a statement: the words before its first verb ("Statins" in "Statins lower cholesterol."), with its number. */
export function statementSubject(statement: string): { subject: string; number: 'singular' | 'plural' } | null {
  const words = statement.trim().split(/\s+/);
  const tagged = tagWords(words);
  const aside = bracketed(words);
  const at = tagged.findIndex(
    (w, i) => i > 0 && !aside[i] && w.tags.has('Verb') && !w.tags.has('Gerund') && tagged[i - 1]!.tags.has('Noun'),
  );
  if (at < 1) return null;
  return { subject: words.slice(0, at).join(' '), number: numberOf(words.slice(0, at)) };
}

/** Whether a subject is one thing or several, by its head noun ("Capsules" of "Capsules with DAO", "fish oil"). */
export function numberOf(subject: readonly string[]): 'singular' | 'plural' {
  const end = subject.findIndex(
    (w, i) => i > 0 && (PREPOSITIONS.has(bare(w)) || RELATIVES.has(bare(w)) || /^[([]/.test(w)),
  );
  const [last] = tagWords(end < 0 ? subject : subject.slice(0, end)).slice(-1);
  return last?.tags.has('Plural') ? 'plural' : 'singular';
}
