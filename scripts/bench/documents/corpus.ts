import { seededRandom } from '../../../lib/decompose/random';

/**
 * A synthetic library for the retrieval bench: 500-character chunks of words drawn with Zipf's
 * law from a vocabulary the size of a drug label's (a few thousand distinct words), with doses
 * and ages among them, so BM25's postings are as long and as skewed as a real library's. Claims
 * are word runs taken from chunks, as a claim checked against a label repeats its words.
 */

const SYLLABLES = 'ka lo mi ne ra tu vo sel dar pen qui tor bex lan gri fum hol jex mor pax ruv sim tal ven'.split(' ');
const UNITS = ['mg', 'micrograms', 'mL', 'years', 'weeks', '%'];

function vocabulary(size: number, random: () => number): string[] {
  const words = new Set<string>();
  while (words.size < size) {
    const n = 2 + Math.floor(random() * 3);
    words.add(Array.from({ length: n }, () => SYLLABLES[Math.floor(random() * SYLLABLES.length)]).join(''));
  }
  return [...words];
}

/** Draws word ranks with P(rank r) ∝ 1/r (Zipf, s = 1), by inverting the cumulative sums. */
function zipf(size: number, random: () => number): () => number {
  const cumulative = new Float64Array(size);
  let sum = 0;
  for (let r = 0; r < size; r++) cumulative[r] = sum += 1 / (r + 1);
  return () => {
    const x = random() * sum;
    let lo = 0;
    let hi = size - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < x) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

export interface Corpus {
  chunk(): string;
  claimFrom(chunk: string): string;
}

export function syntheticCorpus(seed: number, vocabularySize = 6000, chars = 500): Corpus {
  const random = seededRandom(seed);
  const words = vocabulary(vocabularySize, random);
  const rank = zipf(words.length, random);
  const token = () =>
    random() < 0.04
      ? `${1 + Math.floor(random() * 200)} ${UNITS[Math.floor(random() * UNITS.length)]}`
      : words[rank()]!;
  return {
    chunk() {
      const parts: string[] = [];
      let length = 0;
      while (length < chars) {
        const sentence = Array.from({ length: 8 + Math.floor(random() * 10) }, token).join(' ');
        parts.push(`${sentence[0]!.toUpperCase()}${sentence.slice(1)}.`);
        length += sentence.length + 2;
      }
      return parts.join(' ').slice(0, chars);
    },
    claimFrom(chunk) {
      const w = chunk.split(' ');
      const at = Math.floor(random() * Math.max(1, w.length - 12));
      return w.slice(at, at + 12).join(' ');
    },
  };
}
