/**
 * The language of a claim, from its script and, for Latin-script text, its function words: small,
 * deterministic and good enough to tell "this is not English" from a sentence or two. It decides
 * whether English-only models may read a claim (lib/pipeline/language.ts); it never changes a
 * verdict by itself.
 */

export interface DetectedLanguage {
  /** ISO 639-1 code, or `und` when the text says too little. */
  code: string;
  /** English name, for messages. */
  name: string;
  /** Whether the evidence is clear (a script of its own, or function words that agree). */
  reliable: boolean;
}

const NAMES: Record<string, string> = {
  en: 'English',
  de: 'German',
  fr: 'French',
  es: 'Spanish',
  it: 'Italian',
  pt: 'Portuguese',
  nl: 'Dutch',
  ru: 'Russian',
  uk: 'Ukrainian',
  el: 'Greek',
  ar: 'Arabic',
  he: 'Hebrew',
  hi: 'Hindi',
  zh: 'Chinese',
  ja: 'Japanese',
  ko: 'Korean',
  und: 'an undetermined language',
};

/** Scripts that name their language (share of letters in the script decides). Kana before Han: Japanese mixes both. */
const SCRIPTS: readonly (readonly [RegExp, string])[] = [
  [/[\u3040-\u30ff]/gu, 'ja'],
  [/[\uac00-\ud7af\u1100-\u11ff]/gu, 'ko'],
  [/\p{Script=Han}/gu, 'zh'],
  [/\p{Script=Greek}/gu, 'el'],
  [/\p{Script=Arabic}/gu, 'ar'],
  [/\p{Script=Hebrew}/gu, 'he'],
  [/\p{Script=Devanagari}/gu, 'hi'],
  [/\p{Script=Cyrillic}/gu, 'cyrillic'],
];

/** Frequent function words of each Latin-script language (none shared in the same form with English where it can be helped). */
const STOPWORDS: Record<string, readonly string[]> = {
  en: [
    'the',
    'and',
    'is',
    'are',
    'of',
    'to',
    'in',
    'that',
    'it',
    'with',
    'for',
    'does',
    'not',
    'can',
    'you',
    'your',
    'from',
    'this',
    'will',
    'be',
    'by',
    'have',
    'has',
    'cure',
    'cures',
    'causes',
    'prevents',
    'than',
    'more',
    'every',
    'day',
  ],
  de: [
    'der',
    'die',
    'das',
    'und',
    'ist',
    'sind',
    'nicht',
    'ein',
    'eine',
    'mit',
    'von',
    'zu',
    'den',
    'dem',
    'auf',
    'für',
    'gegen',
    'heilt',
    'verhindert',
    'wird',
    'kann',
    'auch',
    'bei',
    'nach',
    'täglich',
    'jeden',
    'tag',
    'schützt',
    'vor',
  ],
  fr: [
    'le',
    'la',
    'les',
    'et',
    'est',
    'sont',
    'ne',
    'pas',
    'un',
    'une',
    'des',
    'du',
    'de',
    'avec',
    'pour',
    'contre',
    'guérit',
    'empêche',
    'qui',
    'que',
    'dans',
    'au',
    'aux',
    'chaque',
    'jour',
    'protège',
    'peut',
    'ail',
  ],
  es: [
    'el',
    'la',
    'los',
    'las',
    'y',
    'es',
    'son',
    'no',
    'un',
    'una',
    'de',
    'del',
    'con',
    'para',
    'contra',
    'cura',
    'previene',
    'que',
    'en',
    'por',
    'cada',
    'día',
    'protege',
    'puede',
    'al',
    'ajo',
  ],
  it: [
    'il',
    'lo',
    'la',
    'gli',
    'le',
    'e',
    'è',
    'sono',
    'non',
    'un',
    'una',
    'di',
    'del',
    'della',
    'con',
    'per',
    'contro',
    'cura',
    'previene',
    'che',
    'ogni',
    'giorno',
    'protegge',
    'può',
    'aglio',
  ],
  pt: [
    'o',
    'a',
    'os',
    'as',
    'e',
    'é',
    'são',
    'não',
    'um',
    'uma',
    'de',
    'do',
    'da',
    'com',
    'para',
    'contra',
    'cura',
    'previne',
    'que',
    'em',
    'cada',
    'dia',
    'protege',
    'pode',
    'alho',
  ],
  nl: [
    'de',
    'het',
    'een',
    'en',
    'is',
    'zijn',
    'niet',
    'van',
    'met',
    'voor',
    'tegen',
    'geneest',
    'voorkomt',
    'dat',
    'op',
    'elke',
    'dag',
    'beschermt',
    'kan',
    'knoflook',
    'wordt',
  ],
};

const UKRAINIAN = /[іїєґ]/iu;

const wordsOf = (text: string) => text.toLowerCase().match(/[\p{L}\p{M}']+/gu) ?? [];

const result = (code: string, reliable: boolean): DetectedLanguage => ({ code, name: NAMES[code] ?? code, reliable });

export function detectLanguage(text: string): DetectedLanguage {
  const letters = text.match(/\p{L}/gu)?.length ?? 0;
  if (!letters) return result('und', false);
  for (const [pattern, code] of SCRIPTS) {
    const n = text.match(pattern)?.length ?? 0;
    if (n / letters < 0.3) continue;
    if (code === 'cyrillic') return result(UKRAINIAN.test(text) ? 'uk' : 'ru', true);
    return result(code, true);
  }
  const words = wordsOf(text);
  const score: Record<string, number> = {};
  for (const [code, list] of Object.entries(STOPWORDS)) {
    const set = new Set(list);
    score[code] = words.filter((w) => set.has(w)).length;
  }
  const ranked = Object.entries(score).sort((a, b) => b[1] - a[1] || (a[0] === 'en' ? -1 : b[0] === 'en' ? 1 : 0));
  const [best, second] = ranked;
  if (!best || best[1] === 0) return result(words.length >= 3 ? 'und' : 'en', false);
  // Ties and single hits are weak: English, the models' language, is assumed unless another clearly leads.
  const clear = best[1] >= 2 && best[1] > (second?.[1] ?? 0);
  if (!clear) return result('en', false);
  return result(best[0], true);
}

/** Whether a claim should be read as English (what English-only models can judge). */
export function isEnglish(lang: DetectedLanguage): boolean {
  return lang.code === 'en' || !lang.reliable;
}
