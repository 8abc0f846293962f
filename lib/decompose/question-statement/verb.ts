import { stemmer } from 'stemmer';

import { isVerbStem } from '../inflect';
import {
  bare,
  bracketed,
  DEMONSTRATIVES,
  DETERMINERS,
  firstContent,
  PREPOSITIONS,
  PRONOUNS,
  RELATIVES,
} from './lexicon';
import { knownAdjective, type TaggedWord, tagWords, type Verbness, verbness } from './tagger';

/**
 * Where the subject of a do, modal or perfect question ends: the main verb after it, found by
 * the part-of-speech tagger ("Can [capsules with diamine oxidase] alleviate…", "Does [apple cider
 * vinegar] lower…"). A verb right after a determiner, preposition, possessive, conjunction,
 * relative pronoun or adjective belongs to the subject ("the test", "who drink", "hot water").
 * Verbs the tagger does not know are taken from the health-claim verb list (inflect.ts).
 */

export type VerbForm = 'base' | 'participle';

const LINKS = new Set(['and', 'or', 'but', 'nor']);
/** Auxiliaries a modal or perfect keeps before its own verb: "Can masks [be] harmful", "Have vaccines [been] tested". */
const CHAINED = new Set(['be', 'have', 'been']);

function after(prev: TaggedWord, prevBare: string): boolean {
  // The tagger's reading of closed classes in a question is unsure ("the WHO" as a name, "vitamin A" as an article): the lists decide.
  // "too much [shorten]": "much" there is an adverb.
  const article = DETERMINERS.has(prevBare) && prev.text !== 'A' && prevBare !== 'much';
  if (article || PREPOSITIONS.has(prevBare) || LINKS.has(prevBare) || RELATIVES.has(prev.text)) return false;
  return !prev.tags.has('Possessive');
}

function verbOrListed(word: string, form: VerbForm): Verbness {
  const how = verbness(word, form);
  const listed = form === 'base' && !/(s|ing|ed)$/.test(word) && isVerbStem(stemmer(word));
  return how === 'not' && listed ? 'either' : how;
}

/** Index in `words` (what follows the auxiliary) of the main verb, or −1. */
export function mainVerbAt(words: readonly string[], form: VerbForm, chained: boolean): number {
  const ws = words.map(bare);
  if (PRONOUNS.has(ws[0]!) || (DEMONSTRATIVES.has(ws[0]!) && verbness(ws[1] ?? '', form) === 'verb')) return 1;
  const tagged = tagWords(words);
  const aside = bracketed(words);
  const from = firstContent(ws) + 1;
  // A capitalised word inside the question is a name ("Theta Healing"), not its verb.
  const named = (i: number) => /^\p{Lu}\p{Ll}/u.test(words[i]!);
  const open = (i: number) => !aside[i] && !named(i) && after(tagged[i - 1]!, ws[i - 1]!);
  const candidates: { at: number; sure: boolean }[] = [];
  for (let i = from; i < ws.length; i++) {
    const keeps = ws[i] === 'not' || (chained && CHAINED.has(ws[i]!));
    if (keeps && !RELATIVES.has(words[i - 1]!) && !candidates.length) return i;
    let how = open(i) ? verbOrListed(ws[i]!, form) : 'not';
    // After an adjective a word that may be a noun is one ("hot [water]"); a sure verb is not ("too much [shorten]").
    const describing = knownAdjective(ws[i - 1]!) || tagged[i - 1]!.tags.has('Ordinal');
    if (how === 'either' && describing && !named(i - 1)) how = 'not';
    if (how !== 'not') candidates.push({ at: i, sure: how === 'verb' });
  }
  // An object pronoun after a verb ("help [you] sleep") shows that verb has its object: no later one is the main verb.
  const blocks = (i: number) => !open(i) || !ws[i] || tagged[i]!.tags.has('Pronoun');
  const nounHere = (i: number) => !tagged[i]!.tags.has('Verb') || tagged[i]!.tags.has('Noun');
  return chosen(
    candidates,
    (a, b) => (b > a + 1 && !nounHere(a)) || ws.slice(a + 1, b).some((_, k) => blocks(a + 1 + k)),
  );
}

/**
 * The first candidate, unless it may be a noun and a later one follows with nothing but nouns
 * between ("tea tree [oil] kill…", "fish [oil] supplements lower…"), or it stands right before a
 * sure verb ("magnesium [glycinate] improve…"): then that one, and so on.
 */
function chosen(candidates: readonly { at: number; sure: boolean }[], blocked: (a: number, b: number) => boolean) {
  // `blocked(a, b)`: a is read as a verb in context with words between, or something other than nouns lies between a and b.
  let k = 0;
  while (k + 1 < candidates.length) {
    const here = candidates[k]!;
    const reach = candidates.slice(k + 1).filter((c) => !blocked(here.at, c.at));
    const sure = reach.find((c) => c.sure);
    const next = here.sure
      ? reach.find((c) => c.sure && c.at === here.at + 1)
      : (sure ?? reach.find((c) => c.at > here.at + 1));
    if (!next) break;
    k = candidates.indexOf(next);
  }
  return candidates[k]?.at ?? -1;
}

/** Whether the word after "or"/"and" that follows a verb is a second verb sharing its subject ("alleviate or prevent"). */
export function coordinatedVerb(words: readonly string[], at: number): boolean {
  const link = bare(words[at + 1] ?? '');
  const next = bare(words[at + 2] ?? '');
  return (link === 'or' || link === 'and') && !!next && verbness(next, 'base') !== 'not';
}
