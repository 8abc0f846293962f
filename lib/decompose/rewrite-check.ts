import { FALSE_MARK, UNVERIFIED_MARK } from './corrected-text';
import { surfaceTokens, topicTokens } from './topics/tokenize';

/**
 * Is the LLM's smooth rewrite of a corrected text usable? Every checked correction must be in it
 * word for word, every mark kept, and nothing may be added: as for a single correction
 * (correct.ts), content words are compared by stem, here with no allowance at all, and numbers
 * too, since a new word or number in a text is a new fact nobody checked. Pure; null when usable.
 */

/** Lower-case words and numbers, one space apart, padded: "a b" is found in " x a b y " only as whole words. */
const wordsOf = (text: string) => ` ${(text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).join(' ')} `;

const count = (text: string, mark: string) => text.split(mark).length - 1;

const NUMBER = /\p{N}+(?:[.,]\p{N}+)*/gu;

export function rewriteProblem(
  rewrite: string,
  draft: { text: string; corrections: readonly string[] },
  original: string,
): string | null {
  if (!rewrite.trim()) return 'it was empty';
  const words = wordsOf(rewrite);
  const dropped = draft.corrections.find((c) => !words.includes(wordsOf(c)));
  if (dropped !== undefined) return `it left out the checked correction “${dropped}”`;
  for (const mark of [UNVERIFIED_MARK, FALSE_MARK])
    if (count(rewrite, mark) !== count(draft.text, mark)) return `it did not keep every ${mark} mark`;
  const sources = `${original}\n${draft.text}`;
  const known = new Set(topicTokens(sources));
  const added = [
    ...new Set(
      surfaceTokens(rewrite)
        .filter((t) => !known.has(t.stem))
        .map((t) => t.word),
    ),
  ];
  if (added.length) return `it added words found neither in the text nor in its corrections (${added.join(', ')})`;
  const numbers = new Set(sources.match(NUMBER) ?? []);
  const number = (rewrite.match(NUMBER) ?? []).find((n) => !numbers.has(n));
  return number === undefined ? null : `it added the number ${number}`;
}
