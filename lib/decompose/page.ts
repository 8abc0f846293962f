import { normaliseClaimText } from '../core/input';
import { assessSentence } from './claimhood';
import { MAX_SENTENCES } from './limits';
import { splitSentences } from './sentences';

/**
 * Check this page: which sentences of an article's main content may be checked. Each paragraph
 * (headings are no claims) is split and assessed as a long selection's sentences are (headings, fragments and open
 * questions are no claims); the claims, at most MAX_SENTENCES of them in text order, go to the
 * key-sentence ranking, which picks the few that are checked. A sentence over the selection limit
 * would be refused by the check, so it is left out here.
 */

/** What a page check said: started (with how many sentences were chosen of how many), or why not. */
export interface PageCheckAnswer {
  started: boolean;
  message: string;
}

export type PageCandidates =
  { ok: true; sentences: string[]; total: number } | { ok: false; message: string; total: number };

export const NO_ARTICLE =
  'No article text found on this page: Check this page reads the main article of a news, blog or journal page. Select a passage and choose Check claim to check it instead.';

/** A paragraph, list item or heading of the article, as plain text. */
export interface ArticleBlock {
  text: string;
  /** A heading (h1–h6): a title states no claim, whatever its words. */
  heading?: boolean;
}

export function pageCandidates(blocks: readonly ArticleBlock[], maxChars: number): PageCandidates {
  let total = 0;
  const claims: string[] = [];
  for (const block of blocks) {
    for (const s of splitSentences(normaliseClaimText(block.text))) {
      total++;
      if (!block.heading && assessSentence(s).kind === 'claim' && [...s.text].length <= maxChars) claims.push(s.text);
    }
  }
  if (total === 0) return { ok: false, message: NO_ARTICLE, total };
  if (!claims.length)
    return {
      ok: false,
      total,
      message: `No claim to check in this article's ${plural(total, 'sentence')}: they are headings, fragments or open questions. Select a sentence that states something as a fact to check it.`,
    };
  return { ok: true, sentences: [...new Set(claims)].slice(0, MAX_SENTENCES), total };
}

/** What the reader is told once the key sentences are picked. */
export function chosenMessage(chosen: number, total: number): string {
  return `Checking ${chosen} key ${chosen === 1 ? 'sentence' : 'sentences'} chosen of ${plural(total, 'sentence')} in this article.`;
}

function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
