import { normText } from '../../core/text';

/**
 * Entity names are resolved against what the graph already holds (Memory-first fact-checking
 * §III-F): exact normalised name, then aliases, then a fuzzy lexical match, so "SARS-CoV-2", "sars
 * cov 2" and "SARS CoV2" end up one node.
 */

/** Diacritics and a leading article dropped, hyphens and punctuation as spaces, lower case. */
export function normEntity(name: string): string {
  return normText(name.normalize('NFKD').replace(/\p{M}+/gu, ''))
    .replace(/^(the|a|an) /, '')
    .trim();
}

/** Similarity of two normalised names in [0,1]: 1 − edit distance / longer length. */
export function nameSimilarity(a: string, b: string): number {
  if (a === b) return 1;
  const x = a.replace(/ /g, '');
  const y = b.replace(/ /g, '');
  if (x === y) return 1;
  const longer = Math.max(x.length, y.length);
  if (!longer) return 1;
  let prev = Array.from({ length: y.length + 1 }, (_, j) => j);
  for (let i = 1; i <= x.length; i++) {
    const cur = [i];
    for (let j = 1; j <= y.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (x[i - 1] === y[j - 1] ? 0 : 1));
    prev = cur;
  }
  return 1 - prev[y.length]! / longer;
}

/** Fuzzy matches must be this close, and only names of at least FUZZY_MIN_LENGTH letters are matched fuzzily. */
export const FUZZY_MIN_SIMILARITY = 0.9;
export const FUZZY_MIN_LENGTH = 6;

const digits = (s: string) => s.replace(/\D+/g, ' ').trim();

/** nameSimilarity for fuzzy matching: 0 for short names and for names whose numbers differ (COVID-19 is not COVID-18). */
export function fuzzySimilarity(a: string, b: string): number {
  if (a.length < FUZZY_MIN_LENGTH || b.length < FUZZY_MIN_LENGTH || digits(a) !== digits(b)) return 0;
  return nameSimilarity(a, b);
}

const MAX_ENTITY_WORDS = 6;

/** Finds known entity names (and aliases) in a text: longest match first at each word. */
export class EntityLexicon {
  private readonly byName = new Map<string, string>();
  private maxWords = 1;

  add(norm: string, entityId: string): void {
    if (!norm) return;
    if (!this.byName.has(norm)) this.byName.set(norm, entityId);
    this.maxWords = Math.min(MAX_ENTITY_WORDS, Math.max(this.maxWords, norm.split(' ').length));
  }

  get size(): number {
    return this.byName.size;
  }

  /** Entity ids mentioned in the text, in order of first mention. */
  find(text: string): string[] {
    const tokens = normEntity(text).split(' ').filter(Boolean);
    const found: string[] = [];
    for (let i = 0; i < tokens.length; i++) {
      for (let n = Math.min(this.maxWords, tokens.length - i); n >= 1; n--) {
        const id = this.byName.get(tokens.slice(i, i + n).join(' '));
        if (id) {
          if (!found.includes(id)) found.push(id);
          i += n - 1;
          break;
        }
      }
    }
    return found;
  }
}
