import { NEGATIONS, numberWordsToDigits, words } from '../core/text';
import { similarityRatio } from './similarity';

/**
 * The words that carry a quote's meaning beyond its letters. A fuzzy match (ratio ≥ 0.75)
 * forgives a dropped "not", "15%" for "50%" or "less" for "more": a few characters in a long
 * sentence. These classes must agree exactly between a quote and the source text it matched,
 * and the quote may not bring in a content word the source text lacks ("prevents" for
 * "causes"); any other small difference (case, spacing, punctuation, a typo) still passes.
 */

export type MeaningClass = 'negation' | 'number' | 'comparison' | 'polarity' | 'wording';

export interface MeaningDiff {
  what: MeaningClass;
  /** The words of that class only the quote has, and only the source has. */
  quote: string[];
  source: string[];
}

/** `words()` already reads "doesn't", "can't" and "cannot" as "… not". */
const NEGATION = new Set([
  ...NEGATIONS,
  'nowhere',
  'fail',
  'fails',
  'failed',
  'failing',
  'lack',
  'lacks',
  'lacked',
  'lacking',
  'unable',
]);

const COMPARISON: Record<string, string> = {};
for (const [lemma, forms] of Object.entries({
  more: 'more',
  less: 'less',
  fewer: 'fewer',
  most: 'most',
  least: 'least',
  than: 'than',
  higher: 'higher',
  lower: 'lower lowers lowered lowering',
  greater: 'greater',
  smaller: 'smaller',
  larger: 'larger',
  bigger: 'bigger',
  better: 'better',
  worse: 'worse',
  best: 'best',
  worst: 'worst',
  increase: 'increase increases increased increasing',
  decrease: 'decrease decreases decreased decreasing',
  reduce: 'reduce reduces reduced reducing reduction reductions',
  raise: 'raise raises raised raising',
  rise: 'rise rises rose risen rising',
  fall: 'fall falls fell fallen falling',
  drop: 'drop drops dropped dropping',
  boost: 'boost boosts boosted boosting',
  cut: 'cut cuts cutting',
  exceed: 'exceed exceeds exceeded exceeding',
  double: 'double doubles doubled doubling twice',
  triple: 'triple triples tripled tripling',
  half: 'half halve halves halved halving',
  above: 'above',
  below: 'below',
  over: 'over',
  under: 'under',
  all: 'all',
  every: 'every',
  some: 'some',
  many: 'many',
  few: 'few',
  several: 'several',
  only: 'only',
  any: 'any',
  always: 'always',
  often: 'often',
  usually: 'usually',
  sometimes: 'sometimes',
  rarely: 'rarely',
  seldom: 'seldom',
  majority: 'majority',
  minority: 'minority',
  may: 'may',
  might: 'might',
  could: 'could',
  likely: 'likely',
  unlikely: 'unlikely',
})) {
  for (const form of forms.split(' ')) COMPARISON[form] = lemma;
}

const UNITS = new Set(
  '% mg g kg mcg μg ug ng ml l dl iu mmhg mmol kcal cal mm cm m km hours hour days day weeks week months month years year minutes minute seconds times fold'.split(
    ' ',
  ),
);
const NUMERAL = /^\d+(?:\.\d+)?$/;
const WITH_UNIT = /^(\d+(?:\.\d+)?)(%|[a-zμ]+)$/;

/** The tokens of each class in `text`, numbers canonical ("fifty per cent", "50 %", "50%" → "50%"). */
function meaningTokens(text: string): Record<MeaningClass, string[]> {
  const raw = numberWordsToDigits(words(text)).flatMap((t) => {
    const m = WITH_UNIT.exec(t);
    return m && UNITS.has(m[2]!) ? [m[1]!, m[2]!] : [t];
  });
  const out: Record<MeaningClass, string[]> = { negation: [], number: [], comparison: [], polarity: [], wording: [] };
  for (let i = 0; i < raw.length; i++) {
    const t = raw[i]!;
    if (NEGATION.has(t)) out.negation.push(t === 'cannot' ? 'not' : t);
    else if (COMPARISON[t]) out.comparison.push(COMPARISON[t]!);
    else if (NUMERAL.test(t)) {
      const next = raw[i + 1];
      const percent = next === '%' || next === 'percent' || (next === 'per' && raw[i + 2] === 'cent');
      out.number.push(percent ? `${Number(t)}%` : String(Number(t)));
      if (percent) i += next === 'per' ? 2 : 1;
    } else if (UNITS.has(t)) out.number.push(t);
  }
  return out;
}

/** Words with a negative prefix or suffix on one side only: "effective" / "ineffective", "harmful" / "harmless". */
function polarityPairs(quoteWords: Set<string>, sourceWords: Set<string>): MeaningDiff | null {
  const onlyQuote = [...quoteWords].filter((w) => !sourceWords.has(w));
  const onlySource = [...sourceWords].filter((w) => !quoteWords.has(w));
  const PREFIXES = ['un', 'in', 'im', 'il', 'ir', 'non', 'dis', 'anti'];
  const flipped = (a: string, b: string) =>
    PREFIXES.some((p) => a === `${p}${b}` || b === `${p}${a}`) ||
    (a.endsWith('less') && b.endsWith('ful') && a.slice(0, -4) === b.slice(0, -3));
  for (const q of onlyQuote) {
    const s = onlySource.find((x) => flipped(q, x) || flipped(x, q));
    if (s) return { what: 'polarity', quote: [q], source: [s] };
  }
  return null;
}

const FUNCTION_WORDS = new Set(
  'the and that with for from are was were has have had been this these those its their which who whom what when where how also such into onto'.split(
    ' ',
  ),
);
const NEAR_SPELLING = 0.75;

/**
 * Content words of the quote with no spelling of their own in the source text: not the same
 * word, not one inside the other ("corona" in "coronavirus"), not a near spelling (a typo,
 * "tumor" for "tumour", "protected" for "protects").
 */
function addedWords(quote: string, source: string): string[] {
  const src = numberWordsToDigits(words(source));
  const near = (w: string, x: string) =>
    x === w || (x.length >= 3 && (x.includes(w) || w.includes(x))) || similarityRatio(w, x) >= NEAR_SPELLING;
  // Numbers, percentages and units are compared as numbers above.
  const content = (w: string) =>
    w.length >= 3 &&
    !FUNCTION_WORDS.has(w) &&
    !UNITS.has(w) &&
    !/^\d/.test(w) &&
    w !== 'percent' &&
    w !== 'cent' &&
    w !== 'per';
  return numberWordsToDigits(words(quote)).filter((w) => content(w) && !src.some((x) => near(w, x)));
}

/** Multiset difference: what `a` has more of than `b`. */
function minus(a: readonly string[], b: readonly string[]): string[] {
  const left = [...b];
  return a.filter((x) => {
    const i = left.indexOf(x);
    if (i < 0) return true;
    left.splice(i, 1);
    return false;
  });
}

/** The first class of meaning words where the quote and the source text it matched differ; null when they agree. */
export function meaningDiff(quote: string, source: string): MeaningDiff | null {
  const q = meaningTokens(quote);
  const s = meaningTokens(source);
  for (const what of ['negation', 'number', 'comparison'] as const) {
    const onlyQuote = minus(q[what], s[what]);
    const onlySource = minus(s[what], q[what]);
    if (onlyQuote.length || onlySource.length) return { what, quote: onlyQuote, source: onlySource };
  }
  const flipped = polarityPairs(new Set(words(quote)), new Set(words(source)));
  if (flipped) return flipped;
  const added = addedWords(quote, source);
  return added.length ? { what: 'wording', quote: added, source: [] } : null;
}

/** The meaning words a stretch of source text holds (what an ellipsis or a cut must not leave out). */
export function meaningWordsIn(text: string, classes: readonly MeaningClass[]): string[] {
  const t = meaningTokens(text);
  return classes.flatMap((c) => t[c]);
}
