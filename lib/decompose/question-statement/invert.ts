import { pastOf, thirdPersonOf } from '../inflect';
import { bare } from './lexicon';
import { predicateAt } from './predicate';
import { coordinatedVerb, mainVerbAt } from './verb';

/**
 * A yes/no question with its auxiliary moved back behind the subject: "Is X safe?" → "X is safe",
 * "Does X cure Y?" → "X cures Y" (the verb takes the auxiliary's tense and person), "Can X help?"
 * → "X can help". Where the subject ends is the tagger's reading (predicate.ts, verb.ts).
 */

const BE = new Set('is are was were am'.split(' '));
const DO = new Set('do does did'.split(' '));
const HAVE = new Set('has have had'.split(' '));
const MODALS = new Set('can could will would shall should may might must'.split(' '));

export interface Inverted {
  subject: string;
  statement: string;
}

/** The auxiliary a question starts with, with its negation dropped ("Doesn't" → "does"). */
export function auxOf(word: string): { aux: string; negated: boolean } | null {
  const w = word.toLowerCase();
  if (w === 'cannot') return { aux: 'can', negated: true };
  const neg = /^(\w+)n['’]t$/.exec(w);
  const aux = neg ? (({ ca: 'can', wo: 'will' } as Record<string, string>)[neg[1]!] ?? neg[1]!) : w;
  return BE.has(aux) || DO.has(aux) || HAVE.has(aux) || MODALS.has(aux) ? { aux, negated: !!neg } : null;
}

/** The verb after do-support in the auxiliary's tense and person ("does" + "cure" → "cures"). */
function inflected(aux: string, verb: string): string {
  const form = aux === 'did' ? pastOf(verb) : aux === 'does' ? thirdPersonOf(verb) : verb;
  // A question in capitals keeps them: "DOES X PREVENT…" → "X PREVENTS…".
  return /^\p{Lu}{2,}$/u.test(verb) ? form.toUpperCase() : form;
}

function cutOf(aux: string, rest: readonly string[]): number {
  if (BE.has(aux)) return predicateAt(rest);
  return mainVerbAt(rest, HAVE.has(aux) ? 'participle' : 'base', !DO.has(aux));
}

/** `ws`: the question's words, auxiliary first; null when it is not an inverted question. */
export function invert(ws: readonly string[]): Inverted | null {
  const head = auxOf(ws[0] ?? '');
  if (!head || ws.length < 2) return null;
  const rest = ws.slice(1);
  const cut = cutOf(head.aux, rest);
  if (cut < 1 || cut >= rest.length + (BE.has(head.aux) ? 1 : 0)) return null;
  const subject = rest.slice(0, cut).join(' ');
  const predicate = [...rest.slice(cut)];
  if (!DO.has(head.aux)) return { subject, statement: [subject, head.aux, ...predicate].join(' ') };
  if (bare(predicate[0]!) === 'not') return { subject, statement: [subject, head.aux, ...predicate].join(' ') };
  if (coordinatedVerb(predicate, 0)) predicate[2] = inflected(head.aux, predicate[2]!);
  predicate[0] = inflected(head.aux, predicate[0]!);
  return { subject, statement: [subject, ...predicate].join(' ') };
}
