/**
 * The text keys of migration 2, frozen: a copy of the normalisers (lib/core/text.ts) exactly as
 * they were when version 2 was released. NEVER CHANGE THIS FILE. A released migration must
 * compute the same keys forever; if the live normalisers change, the old rows are re-keyed by a
 * new migration with its own frozen copy, not by editing this one.
 */

const CONTRACTIONS: [RegExp, string][] = [
  [/\bcan['’]t\b/g, 'can not'],
  [/\bwon['’]t\b/g, 'will not'],
  [/\bcannot\b/g, 'can not'],
  [/n['’]t\b/g, ' not'],
];

/** Lower case, NFKC, contractions expanded, thousands separators dropped, punctuation as spaces. */
export function normText(raw: string): string {
  let s = raw
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u200B-\u200D\uFEFF]/g, '');
  for (const [re, to] of CONTRACTIONS) s = s.replace(re, to);
  return s
    .replace(/(\d),(?=\d{3}\b)/g, '$1')
    .replace(/(\d)\.(?=\d)/g, '$1\u2024')
    .replace(/[^\p{L}\p{N}%\u2024]+/gu, ' ')
    .replace(/\u2024/g, '.')
    .trim();
}

function words(raw: string): string[] {
  const n = normText(raw);
  return n ? n.split(' ') : [];
}

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const SCALES: Record<string, number> = { hundred: 100, thousand: 1e3, million: 1e6, billion: 1e9 };

/** Replaces runs of number words ("sixty thousand", "twenty five") by digits. */
function numberWordsToDigits(tokens: readonly string[]): string[] {
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    let total = 0;
    let current = 0;
    let j = i;
    let any = false;
    for (; j < tokens.length; j++) {
      const t = tokens[j]!;
      if (t in UNITS) current += UNITS[t]!;
      else if (t in TENS) current += TENS[t]!;
      else if (t in SCALES && (any || /^\d+(\.\d+)?$/.test(out[out.length - 1] ?? ''))) {
        if (!any) {
          // "60 thousand": the number before was written in digits.
          current = Number(out.pop());
        }
        const scale = SCALES[t]!;
        if (scale === 100) current *= 100;
        else {
          total += current * scale;
          current = 0;
        }
      } else break;
      any = true;
    }
    if (any) {
      out.push(String(total + current));
      i = j;
    } else {
      out.push(tokens[i]!);
      i++;
    }
  }
  return out;
}

const DROPPED = new Set(['a', 'an', 'the', 'that', 'this', 'these', 'those', 'its']);

function stem(word: string): string {
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word))
    return word.endsWith('ies') ? `${word.slice(0, -3)}y` : word.slice(0, -1);
  return word;
}

/**
 * Key under which two statements count as the same words: case, punctuation, articles,
 * plural -s and number spelling do not matter; negations and numbers are kept.
 */
export function looseKey(raw: string): string {
  return numberWordsToDigits(words(raw))
    .filter((w) => !DROPPED.has(w))
    .map(stem)
    .join(' ');
}
