/**
 * Whether a full stop ends a word rather than a sentence: abbreviations of the languages a
 * health claim is most often read in (EN, DE, FR, ES, IT, PT, NL), initials, and ordinal
 * numbers where a language writes them with a dot ("am 3. Mai"). Unicode's sentence rules
 * (Intl.Segmenter) know none of these: they end a sentence at "Dr. Smith" and "z. B. Aspirin".
 */

const ABBREVIATIONS = new Set(
  (
    'mr mrs ms dr prof sr jr st mt ft vs etc e.g i.e eg ie al fig figs no nos vol vols approx appr ca cf ed eds est ' +
    'inc ltd co corp dept univ govt gov gen col lt sgt capt rep sen rev hon jan feb mar apr jun jul aug sep sept oct nov dec ' +
    'mon tue wed thu fri sat sun min max avg std ref refs pp pg ch sec resp incl approx. ph.d phd m.d md b.sc u.s u.k u.n e.u ' +
    // German
    'bzw usw vgl ggf evtl bspw inkl ca nr abs z.b d.h u.a o.ä s.o s.u dipl hr fr tel ' +
    // French, Spanish, Italian, Portuguese
    'mme mlle env p.ex sra srta dra ej p.ej aprox ecc sig dott dott.ssa p.es pag ex ' +
    // Dutch
    'bijv o.a d.w.z enz dhr mevr mw jl blz'
  ).split(' '),
);

/** Languages that write ordinal numbers with a full stop ("3. Mai", "1. díl"). */
const ORDINAL_DOT = new Set('de da nb nn no fi cs sk pl hu sl hr sr bs is et lv lt tr'.split(' '));

/** The word just before position `dot` (the '.' itself excluded), with inner dots. */
function wordBefore(text: string, dot: number): string {
  let i = dot - 1;
  while (i >= 0 && /[\p{L}\p{N}.]/u.test(text[i]!)) i--;
  return text.slice(i + 1, dot);
}

/** An initial ("J. R. Smith"), unless the letter follows a word ("vitamin C.", "Hepatitis B."). */
function isInitial(text: string, dot: number): boolean {
  const before = text.slice(0, dot - 1).trimEnd();
  const prevToken = before.slice(before.search(/\S*$/u));
  const nextInitial = /^\s+\p{Lu}\./u.test(text.slice(dot + 1)); // "by J. R. Smith"
  return prevToken === '' || nextInitial || /^\p{Lu}\.$/u.test(prevToken) || /[.!?…]$/u.test(prevToken);
}

/** A number the language writes as an ordinal with a dot, inside a sentence ("am 3. Mai"). */
function isOrdinal(text: string, dot: number, word: string, locale: string | undefined): boolean {
  const lang = locale?.toLowerCase().split('-')[0];
  return !!lang && ORDINAL_DOT.has(lang) && /^\d{1,2}$/.test(word) && /^ \p{L}/u.test(text.slice(dot + 1, dot + 3));
}

export function isAbbreviation(text: string, dot: number, locale?: string): boolean {
  const original = wordBefore(text, dot);
  const word = original.toLowerCase();
  if (!word) return false;
  // "1." opening a numbered list item.
  if (/^\d{1,3}$/.test(word) && /(^|\n)[ \t]*$/.test(text.slice(0, dot - word.length))) return true;
  if (isOrdinal(text, dot, word, locale)) return true;
  if (ABBREVIATIONS.has(word) || ABBREVIATIONS.has(word.replace(/\.$/, ''))) return true;
  if (/^(?:\p{L}\.)+\p{L}$/u.test(word)) return true; // U.S, e.g, i.e
  // A lone small letter is an abbreviation's part ("z. B.", "p. ex.", "d. h.") when a short
  // dotted word follows it; "vitamin c. It helps." ends there.
  if (/^\p{Ll}$/u.test(original)) return /^\s*\p{L}{1,3}\./u.test(text.slice(dot + 1));
  if (/^\p{Lu}$/u.test(original)) return isInitial(text, dot);
  return false;
}

/** Abbreviations that end a list, and so often a sentence. */
const LIST_ENDS = new Set(['etc', 'ecc', 'usw', 'enz']);

/** "etc." ends a sentence when a capitalised word follows ("zinc, etc. Then rest."). */
export function endsSentenceAnyway(text: string, dot: number): boolean {
  return LIST_ENDS.has(wordBefore(text, dot).toLowerCase()) && /^\s+\p{Lu}\p{Ll}/u.test(text.slice(dot + 1));
}
