import nlp from 'compromise/two';

/**
 * The part-of-speech tagger, owned here alone so that it can be swapped: compromise's "two" build
 * (lexicon and tagger, without the conjugation and phrase methods of "three"). Each word of a
 * question, split at spaces, gets the tags of the terms compromise found in it ("COVID-19" is two
 * terms; "(ASU)" is one with its brackets outside).
 */

export interface TaggedWord {
  text: string;
  tags: ReadonlySet<string>;
}

interface Term {
  tags: string[];
  offset: { start: number; length: number };
}

/** `words` tagged as they read together, one entry per word. */
export function tagWords(words: readonly string[]): TaggedWord[] {
  const starts: number[] = [];
  let at = 0;
  for (const w of words) {
    starts.push(at);
    at += w.length + 1;
  }
  const sentences = nlp(words.join(' ')).json({ offset: true, terms: { offset: true } }) as { terms: Term[] }[];
  const tags = words.map(() => new Set<string>());
  for (const term of sentences.flatMap((s) => s.terms)) {
    let i = starts.length - 1;
    while (i > 0 && starts[i]! > term.offset.start) i--;
    for (const t of term.tags) tags[i]!.add(t);
  }
  return words.map((text, i) => ({ text, tags: tags[i]! }));
}

/** How sure the tagger is that a word, on its own, is a verb of that form: "verb", "either" (also a noun: "help", "oil"), or "not". */
export type Verbness = 'verb' | 'either' | 'not';

interface Model {
  one: { lexicon: Record<string, string | undefined> };
  two: { switches: Record<string, string | undefined> };
}
const model = nlp.model() as Model;

export function verbness(word: string, form: 'base' | 'participle'): Verbness {
  const w = word.toLowerCase();
  const [alone] = tagWords([w]);
  const tags = alone?.tags ?? new Set<string>();
  const reads =
    tags.has('Verb') && (form === 'base' ? tags.has('Infinitive') : tags.has('PastTense') || tags.has('Participle'));
  const switches = model.two.switches[w] ?? '';
  const known = model.one.lexicon[w];
  const noun = known ? /Singular|Uncountable|Adjective/.test(known) : /Noun|Adj/.test(switches);
  if (reads) return noun ? 'either' : 'verb';
  const plural = tags.has('Plural') || (w.endsWith('s') && !tags.has('Infinitive'));
  return form === 'base' && /Verb|Present/.test(switches) && !plural ? 'either' : 'not';
}

/** Whether the lexicon knows a word as an adjective ("hot water"), not merely the tagger's guess in context. */
export function knownAdjective(word: string): boolean {
  return /Adjective|Comparative/.test(model.one.lexicon[word.toLowerCase()] ?? '');
}
