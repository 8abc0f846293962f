/**
 * The deterministic query optimiser (Memory-first fact-checking §III-D): a short search query that
 * keeps the claim's entities, its relation, its polarity and its numbers, and drops what a search
 * engine does not need (hedges, filler, emojis, links, mentions). Order of the claim is kept.
 */

export interface QueryPlan {
  text: string;
  entities: string[];
  numbers: string[];
  negated: boolean;
  relation: string | null;
}

const HEDGES = [
  /^\s*(?:breaking|update|fact|psa|news|alert|rt)\s*[:!-]+\s*/i,
  /^\s*(?:i (?:just )?(?:heard|read|saw)|did you know|they say|people say|experts say|scientists say|doctors say|studies (?:show|prove|have shown)|research (?:shows|proves)|it is (?:said|known|true)|apparently|reportedly|remember)\s*(?:that|:|,)?\s*/i,
];

const NEGATIONS = new Set([
  'not',
  'no',
  'never',
  'none',
  'nothing',
  'neither',
  'nor',
  'without',
  'cannot',
  'cant',
  'non',
]);

const STOP = new Set(
  `a an the this that these those it its it's they them their there here of to in on at by for from with as into onto about over under than then so such
   and or but if because while when where which who whom whose what how why is are was were be been being am do does did doing done has have had having
   will would shall should can could may might must i me my we us our you your he him his she her also just really actually very totally literally
   basically simply even only ever still already more most much many some any all each every other another same own too quite rather
   everyone everybody someone somebody anyone anybody thing things stuff lot lots way ways day's let let's get gets got getting make makes made
   know knows think thinks believe believes say says said tell tells told share please via between among during within through across around upon`.split(
    /\s+/,
  ),
);

const RELATIONS =
  /^(?:caus|cur|prevent|treat|reduc|increas|kill|protect|spread|transmit|link|lower|rais|boost|weaken|damag|contain|alter|chang|help|heal|work|stop|block|improv|worsen|trigger|lead|leads|lead|shrink|destroy|strengthen|fight|harm|poison|infect|caus|affect|inhibit|slow|reverse|detox|eliminat|neutraliz|neutralis|linked|associat|rais)/i;

const CONTRACTED_NEG = /^(\w+)n[’']t$/i;

/** A number with what follows it when that is a unit (“3 days”, “10 %”, “500 mg”). */
const NUMBER = /\d/;
const PURE_NUMBER = /^\d[\d.,]*%?$/;

export function deterministicQuery(claim: string, maxWords = 14): QueryPlan {
  let text = claim
    .replace(/https?:\/\/\S+/gi, ' ')
    .replace(/(^|\s)@\w+/g, ' ')
    .replace(/#(\w+)/g, '$1')
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, ' ');
  for (const h of HEDGES) text = text.replace(h, '');

  const raw = text.match(/[\p{L}\p{N}][\p{L}\p{N}'’.%-]*/gu) ?? [];
  interface Tok {
    word: string;
    keep: 'must' | 'content';
  }
  const toks: Tok[] = [];
  let negated = false;
  let relation: string | null = null;
  const entities: string[] = [];
  const numbers: string[] = [];
  raw.forEach((r, i) => {
    let word = r.replace(/[.'’-]+$/, '');
    if (!word) return;
    const lower = word.toLowerCase();
    const contracted = CONTRACTED_NEG.exec(lower);
    if (contracted || NEGATIONS.has(lower)) {
      negated = true;
      if (toks.at(-1)?.word !== 'not')
        toks.push({ word: lower === 'no' || lower === 'without' || lower === 'never' ? lower : 'not', keep: 'must' });
      return;
    }
    if (PURE_NUMBER.test(word)) {
      numbers.push(word);
      toks.push({ word, keep: 'must' });
      return;
    }
    if (NUMBER.test(word)) {
      entities.push(word);
      toks.push({ word, keep: 'must' });
      return;
    }
    // ALL-CAPS shouting becomes lower case; acronyms (≤ 5 letters) stay.
    if (word.length > 5 && word === word.toUpperCase() && /\p{L}/u.test(word)) word = lower;
    const isEntity = /^\p{Lu}/u.test(word) && (i > 0 || /\p{Lu}.*\p{Lu}/u.test(word));
    if (STOP.has(lower) && !isEntity) return;
    if (!relation && RELATIONS.test(lower)) {
      relation = lower;
      toks.push({ word: lower, keep: 'must' });
      return;
    }
    if (isEntity) {
      entities.push(word);
      toks.push({ word, keep: 'must' });
      return;
    }
    // A unit right after a number belongs to it.
    const prev = toks.at(-1);
    if (
      prev &&
      PURE_NUMBER.test(prev.word) &&
      /^(?:%|percent|per|mg|g|kg|ml|l|mcg|µg|iu|days?|weeks?|months?|years?|hours?|minutes?|times|x|cups?|glasses|doses?|cloves?|tablets?|pills?|servings?|drinks?|units?|people|deaths?|cases?)$/i.test(
        lower,
      )
    ) {
      numbers[numbers.length - 1] = `${prev.word} ${lower}`;
      toks.push({ word: lower, keep: 'must' });
      return;
    }
    toks.push({ word: i === 0 ? lower : word, keep: 'content' });
  });

  // Too long: drop ordinary content words from the end, never entities, numbers, polarity or the relation.
  let kept = toks;
  while (kept.length > maxWords) {
    const at = kept.map((t) => t.keep).lastIndexOf('content');
    if (at < 0) break;
    kept = kept.filter((_, j) => j !== at);
  }
  const out = kept
    .map((t) => t.word)
    .join(' ')
    .trim();
  return { text: out || claim.trim().slice(0, 200), entities: [...new Set(entities)], numbers, negated, relation };
}
