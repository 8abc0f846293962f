import { numberWordsToDigits, words } from '../../core/text';
import { placesIn } from './regions';

/**
 * The values a statement commits to, by kind: quantities, dates and places. Two statements of
 * the same shape that differ in one of these say different things, however similar they read.
 */
export interface StatementValues {
  numeric: Set<string>;
  temporal: Set<string>;
  regional: Set<string>;
}

export type ValueKind = keyof StatementValues;

const MONTHS = new Set([
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
]);
const SEASONS = new Set(['spring', 'summer', 'autumn', 'winter']);

/**
 * Numbers standing alone: "30", "2.5", "97%", "60,000" — not the digits inside names such as
 * COVID-19 (or COVID 19), SARS-CoV-2, H1N1 or 2019-nCoV.
 */
const NUMBER = /(?<![\p{L}\p{N}\-‐.])(?<!\b(?:covid|cov|sars|mers)\s)(\d+(?:[.,]\d+)*)(?![\-‐]?ncov)(?!\p{L}*\d)/gu;
const NUMERAL = /^\d+(\.\d+)?$/;

export function valuesOf(raw: string): StatementValues {
  const text = raw.normalize('NFKC');
  const numeric = new Set<string>();
  const temporal = new Set<string>();
  for (const m of text.toLowerCase().matchAll(NUMBER)) {
    const digits = m[1]!.replace(/,(?=\d{3}\b)/g, '');
    const value = Number(digits.replace(',', '.'));
    if (!Number.isFinite(value)) continue;
    if (/^(19|20)\d\d$/.test(digits)) temporal.add(String(value));
    else numeric.add(String(value));
  }
  const tokens = words(text);
  // Numbers written as words ("thirty minutes"). Digits were read above; "one" is left out:
  // it is mostly an article ("one of the").
  const spelled = numberWordsToDigits(tokens.map((t) => (t === 'one' || /^\d/.test(t) ? '\u0000' : t)));
  for (const t of spelled) if (NUMERAL.test(t)) numeric.add(String(Number(t)));
  // "may" and "fall" are left out as months/seasons: they are mostly a verb.
  for (const t of tokens) if (MONTHS.has(t) || SEASONS.has(t)) temporal.add(t);
  const regional = placesIn(tokens);
  // "US" in capitals is the country; "us" in lower case is a pronoun.
  if (/\bU\.?S\.?(A\.?)?(?![\p{L}])/u.test(text)) regional.add('united states');
  return { numeric, temporal, regional };
}

/**
 * The first kind of value where the claim states something the stored statement speaks of
 * differently: both mention values of that kind, and the claim's are not all among the stored
 * statement's. Null when the values agree (or one side has none of that kind).
 */
export function valueConflict(
  claim: string,
  stored: string,
): { kind: ValueKind; claim: string[]; stored: string[] } | null {
  const a = valuesOf(claim);
  const b = valuesOf(stored);
  for (const kind of ['numeric', 'temporal', 'regional'] as const) {
    if (!a[kind].size || !b[kind].size) continue;
    if ([...a[kind]].every((x) => b[kind].has(x))) continue;
    return { kind, claim: [...a[kind]].sort(), stored: [...b[kind]].sort() };
  }
  return null;
}
