import { stemmer } from 'stemmer';

import { isVerbStem, pastOf, thirdPersonOf } from './inflect';

/**
 * Questions are claims too: "Does garlic cure COVID-19?" asks whether "Garlic cures COVID-19" is
 * true. These rules turn an English yes/no question into the affirmative statement it tests
 * (auxiliary inversion, do-support, modal verbs, perfect tenses, "Is it true that…", tag
 * questions); the verdict on the statement answers the question (True → Yes). Open questions
 * ("How much vitamin D…?") ask for information, not for a verdict: the reader's sources may answer
 * them (lib/pipeline/answer), else they are refused with a suggestion. A statement that merely ends in "?" is checked as the statement it is.
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
const WH = new Set('what which who whom whose when where why how'.split(' '));
const BE = new Set('is are was were am'.split(' '));
const DO = new Set('do does did'.split(' '));
const HAVE = new Set('has have had'.split(' '));
const MODALS = new Set('can could will would shall should may might must'.split(' '));
const PRONOUNS = new Set('it there they you we he she i someone anyone everyone'.split(' '));
const DETERMINERS = new Set(
  'the a an this that these those my your his her its our their some any every each all no many most much'.split(' '),
);
/** A listed verb right after one of these is a noun ("the test", "of use"). */
const NOUN_CONTEXT = new Set(
  'the a an this that these those my your his her its our their some any every each no of for with and or'.split(' '),
);
const PREPOSITIONS = new Set(
  'of in on at for from with to by than as into onto against during after before under over within without among between about through near like via per across'.split(
    ' ',
  ),
);
/** Adverbs, negation and comparison words that start the predicate of "Is X …?" after its subject. */
const ADVERBS = new Set(
  'not really actually still always never now also just more less as so too very truly definitely'.split(' '),
);
const ARTICLES = new Set(['a', 'an', 'the']);
/** Words that belong to the predicate when they come right before where it was found. */
const LEADS_PREDICATE = new Set([...ARTICLES, ...ADVERBS, 'at', 'in', 'on', 'under', 'of', 'for', 'to']);
const ADJECTIVES = new Set(
  (
    'safe unsafe effective ineffective dangerous harmful harmless true false real fake possible impossible necessary needed good bad ' +
    'better worse best worst healthy unhealthy toxic poisonous contagious infectious deadly lethal fatal useful useless helpful beneficial ' +
    'responsible able likely unlikely common rare natural man-made airborne immune resistant vulnerable susceptible protective ' +
    'higher lower greater smaller bigger larger fewer safer riskier stronger weaker faster slower longer shorter older younger ' +
    'high low great small big large strong weak fast slow long short old young new enough ok okay fine legal illegal approved ' +
    'addictive carcinogenic sterile pregnant sick ill positive negative mandatory required available free present absent similar different equal worth'
  ).split(' '),
);
/** Nouns that the adjective suffixes below would take for adjectives. */
const SUFFIX_NOUNS = new Set(
  'pandemic epidemic endemic clinic topic public plastic antibiotic arsenic hospital animal trial material individual chemical signal total official capital potential mineral cereal rival medical tonic garlic'.split(
    ' ',
  ),
);
const ADJECTIVE_SUFFIX = /(ous|ive|ful|less|able|ible|ic|ical|ent|ant|ary)$/;
const IRREGULAR_PARTICIPLES = new Set(
  'made known shown done given taken seen found proven proved spread caused been gone grown born worn eaten drunk hidden written built kept held brought bought sold told thought left lost paid put set cut hit hurt run won meant sent spent understood'.split(
    ' ',
  ),
);
const NUMBER = /^[-+~≈]?\d[\d.,]*(%|k|m|mg|g|kg|ml|mcg|iu)?$/i;
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

export const OPEN_QUESTION_NOTE =
  'An open question, not a claim: it asks for information rather than whether something is true, so there is no Yes or No to give. ' +
  'Select a sentence that states something, or a yes/no question such as "Does vitamin D prevent flu?".';

export const REFERRING_NOTE =
  'A question about something said before it ("Is that true?"), not a claim of its own: select the sentence it asks about, or the two together.';

/** Words that carry no content of their own in "Is that true?", "Does it work?", "Is this real?". */
const EMPTY_PREDICATE = new Set(
  'true real right correct so possible safe work works help helps legit accurate really actually even at all a fact the case'.split(
    ' ',
  ),
);

/** "Is that true?", "Does it work?": an auxiliary, a pronoun and at most an empty predicate. */
function refersBack(ws: readonly string[]): boolean {
  if (!auxOf(ws[0] ?? '') || !['it', 'this', 'that', 'these', 'those', 'they'].includes(bare(ws[1] ?? '')))
    return false;
  return ws.slice(2).every((w) => EMPTY_PREDICATE.has(bare(w)) || ADVERBS.has(bare(w)));
}

export function isQuestion(text: string): boolean {
  return QUESTION_END.test(text.trim());
}

/** The statement a question tests, or why it has none; a non-question is returned as it is. */
export function readQuestion(text: string): QuestionReading {
  const raw = text.trim();
  if (!isQuestion(raw)) return { kind: 'statement', statement: raw };
  let body = raw
    .replace(QUESTION_END, '')
    .replace(/^["'“‘(]+|["'”’)]+$/gu, '')
    .trim()
    .replace(LEAD, '');
  const tagged = withoutTag(body);
  const tag = tagged !== body;
  body = tagged;
  for (const frame of FRAMES) {
    if (frame.test(body)) return finish(body.replace(frame, ''), 'yes-no');
  }
  const ws = body.split(/\s+/);
  const first = (ws[0] ?? '').toLowerCase();
  if (WH.has(first.replace(/['’]s$/, ''))) return { kind: 'open', asks: 'information', note: OPEN_QUESTION_NOTE };
  if (refersBack(ws)) return { kind: 'open', asks: 'earlier', note: REFERRING_NOTE };
  const inverted = invert(ws);
  if (inverted) return finish(inverted, 'yes-no');
  // "Garlic cures COVID-19, doesn't it?" or "Garlic cures COVID-19?": a statement with a question mark.
  return tag ? finish(body, 'yes-no') : finish(body, 'statement');
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
  const cap = /^\p{Ll}+$/u.test(first.replace(/[-'’]/g, '')) ? s.charAt(0).toUpperCase() + s.slice(1) : s;
  return { kind, statement: `${cap}.` };
}

/** The auxiliary a question starts with, with its negation dropped ("Doesn't" → "does"). */
function auxOf(word: string): { aux: string; negated: boolean } | null {
  const w = word.toLowerCase();
  if (w === 'cannot') return { aux: 'can', negated: true };
  const neg = /^(\w+)n['’]t$/.exec(w);
  const aux = neg ? (({ ca: 'can', wo: 'will' } as Record<string, string>)[neg[1]!] ?? neg[1]!) : w;
  return isAux(aux) ? { aux, negated: !!neg } : null;
}

function isAux(w: string): boolean {
  return BE.has(w) || DO.has(w) || HAVE.has(w) || MODALS.has(w);
}

/** Moves the auxiliary back behind the subject: "Is X safe?" → "X is safe". */
function invert(ws: readonly string[]): string | null {
  const head = auxOf(ws[0] ?? '');
  if (!head || ws.length < 2) return null;
  const rest = ws.slice(1);
  const cut = DO.has(head.aux) ? verbAt(rest) : BE.has(head.aux) ? predicateAt(rest) : verbAt(rest, true);
  if (cut < 1 || cut > rest.length) return null;
  const subject = rest.slice(0, cut).join(' ');
  const predicate = rest.slice(cut);
  if (DO.has(head.aux)) {
    const [verb, ...tail] = predicate;
    if (!verb) return null;
    if (verb.toLowerCase() === 'not') return [subject, head.aux, ...predicate].join(' ');
    const inflected = head.aux === 'did' ? pastOf(verb) : head.aux === 'does' ? thirdPersonOf(verb) : verb;
    return [subject, inflected, ...tail].join(' ');
  }
  return [subject, head.aux, ...predicate].join(' ');
}

const bare = (w: string) => w.toLowerCase().replace(/^["'“‘(]+|["'”’),.;:]+$/gu, '');

/** Where the subject of "Is X …?" ends: the first word that starts a predicate after a subject word. */
function predicateAt(rest: readonly string[]): number {
  const ws = rest.map(bare);
  if (
    PRONOUNS.has(ws[0]!) ||
    (['this', 'that', 'these', 'those'].includes(ws[0]!) && rest.length > 1 && strongMarker(ws[1]!))
  )
    return 1;
  const from = firstContent(ws) + 1;
  // Best evidence first: an adjective, number or participle; then a gerund or an article
  // ("Is garlic a cure…"); then an adjective by its suffix; then a preposition; else the last word.
  const tiers: ((w: string) => boolean)[] = [
    strongMarker,
    (w) => ARTICLES.has(w) || (w.length > 4 && w.endsWith('ing')),
    (w) => ADJECTIVE_SUFFIX.test(w) && !SUFFIX_NOUNS.has(w) && w.length > 4,
    (w) => PREPOSITIONS.has(w),
  ];
  for (const tier of tiers) {
    let at = findFrom(ws, from, tier);
    if (at < 0 || (tier === tiers[3] && at === ws.length - 1)) continue;
    // "…at higher risk", "…a good idea", "…in Italy 10%": the predicate starts before its modifiers.
    while (at > from && LEADS_PREDICATE.has(ws[at - 1]!)) at--;
    return at;
  }
  return ws.length > 1 ? ws.length - 1 : -1;
}

function strongMarker(w: string): boolean {
  return (
    ADVERBS.has(w) ||
    ADJECTIVES.has(w) ||
    NUMBER.test(w) ||
    IRREGULAR_PARTICIPLES.has(w) ||
    (w.length > 4 && w.endsWith('ed'))
  );
}

/** Where the main verb after the subject is (do-support, modals, perfect): "Does [garlic] cure…". */
function verbAt(rest: readonly string[], afterAux = false): number {
  const ws = rest.map(bare);
  if (PRONOUNS.has(ws[0]!)) return 1;
  const from = firstContent(ws) + 1;
  const listed = findFrom(ws, from, (w, i) => {
    if (NOUN_CONTEXT.has(ws[i - 1]!) || PREPOSITIONS.has(w) || DETERMINERS.has(w)) return false;
    if (w === 'not' || (afterAux && (w === 'be' || w === 'have' || w === 'been'))) return true;
    return isVerbStem(stemmer(w)) || (afterAux && (IRREGULAR_PARTICIPLES.has(w) || (w.length > 3 && /ed$/.test(w))));
  });
  if (listed >= 0) return listed;
  // An unlisted verb: the first word followed by what starts an object or adjunct ("Does coffee dehydrate you").
  const objectNext = (i: number) =>
    i + 1 >= ws.length ||
    DETERMINERS.has(ws[i + 1]!) ||
    PRONOUNS.has(ws[i + 1]!) ||
    PREPOSITIONS.has(ws[i + 1]!) ||
    NUMBER.test(ws[i + 1]!) ||
    ['your', 'my', 'our', 'his', 'her', 'them', 'us', 'me', 'him'].includes(ws[i + 1]!);
  return findFrom(ws, from, (w, i) => !DETERMINERS.has(w) && !PREPOSITIONS.has(w) && !ADVERBS.has(w) && objectNext(i));
}

function firstContent(ws: readonly string[]): number {
  const i = ws.findIndex((w) => !DETERMINERS.has(w));
  return i < 0 ? ws.length : i;
}

function findFrom(ws: readonly string[], from: number, test: (w: string, i: number) => boolean): number {
  for (let i = from; i < ws.length; i++) if (test(ws[i]!, i)) return i;
  return -1;
}
