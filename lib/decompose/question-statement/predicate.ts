import { bare, bracketed, DETERMINERS, firstContent, PREPOSITIONS, PRONOUNS, RELATIVES } from './lexicon';
import { knownAdjective, type TaggedWord, tagWords } from './tagger';

/**
 * Where the subject of "Is/Are X …?" ends: the first word, after a subject word, that the tagger
 * reads as starting a predicate — an adjective, comparison, number or participle first, then an
 * article or gerund ("Is garlic a cure…"), then a preposition. A participle, gerund or relative
 * clause right after the subject's noun is part of the subject when a predicate adjective follows
 * its own noun ("[children conceived in May] more likely…", "[water stored in bottles] harmful").
 */

/** Adverbs, negation and comparison words that start the predicate after the subject. */
const ADVERBS = new Set(
  'not really actually still always never now also just more less as so too very truly definitely'.split(' '),
);
const ARTICLES = new Set(['a', 'an', 'the']);
/** Words that belong to the predicate when they come right before where it was found ("at higher risk"). */
const LEADS_PREDICATE = new Set([...ARTICLES, ...ADVERBS, 'at', 'in', 'on', 'under', 'of', 'for', 'to']);
const NUMBER = /^[-+~≈]?\d[\d.,]*(%|k|m|mg|g|kg|ml|mcg|iu)?$/i;

const has = (w: TaggedWord, ...tags: string[]) => tags.some((t) => w.tags.has(t));
const nounLike = (w: TaggedWord) => has(w, 'Noun', 'Value', 'Acronym') && !has(w, 'Possessive', 'Determiner');

/** An adjective that says something of the subject, not one before its own noun ("the COVID-19 [pandemic] over"). */
function describes(w: TaggedWord, word: string, next: TaggedWord | undefined): boolean {
  // Before its noun, or a guessed adjective before a known one ("pandemic over"), it is part of the subject.
  const attributive =
    !!next &&
    ((has(next, 'Noun') && !has(next, 'Adjective', 'Pronoun', 'Date')) ||
      (!knownAdjective(word) && has(next, 'Adjective')));
  return (
    has(w, 'Adjective', 'Comparative', 'Superlative') &&
    !attributive &&
    !PREPOSITIONS.has(word) &&
    !DETERMINERS.has(word)
  );
}

function modifiesSubject(w: TaggedWord, word: string): boolean {
  return RELATIVES.has(word) || (has(w, 'Verb') && has(w, 'PastTense', 'Participle', 'Gerund'));
}

export function predicateAt(words: readonly string[]): number {
  const ws = words.map(bare);
  if (PRONOUNS.has(ws[0]!) || (['this', 'that', 'these', 'those'].includes(ws[0]!) && words.length > 1)) return 1;
  const tagged = tagWords(words);
  const aside = bracketed(words);
  const from = firstContent(ws) + 1;
  // After a preposition (other than "at": "at higher risk") a word belongs to its phrase: "over [60]".
  const free = (i: number) => !aside[i] && (ws[i - 1] === 'at' || !PREPOSITIONS.has(ws[i - 1]!));
  // After a participle or gerund a word is its object or adverb ("using [social] media", "sleeping [less]").
  const afterNoun = (i: number) => !modifiesSubject(tagged[i - 1]!, ws[i - 1]!);
  const strong = (i: number) =>
    (afterNoun(i) && (ADVERBS.has(ws[i]!) || ws[i] === 'at')) ||
    (afterNoun(i) && describes(tagged[i]!, ws[i]!, tagged[i + 1])) ||
    NUMBER.test(ws[i]!) ||
    (has(tagged[i]!, 'Verb') && has(tagged[i]!, 'PastTense', 'Participle'));
  const tiers: ((i: number) => boolean)[] = [
    strong,
    (i) => ARTICLES.has(ws[i]!) || (has(tagged[i]!, 'Gerund') && ws[i]!.endsWith('ing')),
    (i) => PREPOSITIONS.has(ws[i]!) && i < ws.length - 1,
  ];
  for (const tier of tiers) {
    let at = findFrom(ws.length, from, (i) => free(i) && tier(i));
    if (at < 0) continue;
    if (modifiesSubject(tagged[at]!, ws[at]!)) at = afterModifier(ws, tagged, aside, at);
    while (at > from && LEADS_PREDICATE.has(ws[at - 1]!)) at--;
    return at;
  }
  return ws.length > 1 ? ws.length - 1 : -1;
}

/** The predicate after a subject's participle or relative clause: an adjective or comparison that follows a noun. */
function afterModifier(ws: readonly string[], tagged: readonly TaggedWord[], aside: readonly boolean[], at: number) {
  const opens = (i: number) =>
    !aside[i] &&
    nounLike(tagged[i - 1]!) &&
    !PREPOSITIONS.has(ws[i - 1]!) &&
    (describes(tagged[i]!, ws[i]!, tagged[i + 1]) || ws[i] === 'at' || (ADVERBS.has(ws[i]!) && ws[i] !== 'not'));
  const later = findFrom(ws.length, at + 1, opens);
  return later < 0 ? at : later;
}

function findFrom(length: number, from: number, test: (i: number) => boolean): number {
  for (let i = from; i < length; i++) if (test(i)) return i;
  return -1;
}
