/**
 * *Check this page*'s contract between the page, the background and the side panel: the
 * article's blocks the page reads, what the background chose from them, and what the page check
 * answered. Words only, no rules: the content script carries this file, not the decomposition's.
 */

/** A paragraph, list item or heading of the article, as plain text. */
export interface ArticleBlock {
  text: string;
  /** A heading (h1–h6): a title states no claim, whatever its words. */
  heading?: boolean;
}

/** Blocks read at most: a book-length page is read as far as this, about 200 pages of paragraphs. */
export const MAX_BLOCKS = 5000;

/** The key sentences chosen from an article (in text order) of its `total` sentences, or why none. */
export type PageChoice =
  { ok: true; sentences: string[]; total: number } | { ok: false; message: string; total: number };

/** What a page check said: started (with how many sentences were chosen of how many), or why not. */
export interface PageCheckAnswer {
  started: boolean;
  message: string;
}

export const NO_ARTICLE =
  'No article text found on this page: Check this page reads the main article of a news, blog or journal page. Select a passage and choose Check claim to check it instead.';

/** What the reader is told once the key sentences are picked. */
export function chosenMessage(chosen: number, total: number): string {
  return `Checking ${chosen} key ${chosen === 1 ? 'sentence' : 'sentences'} chosen of ${plural(total, 'sentence')} in this article.`;
}

export function plural(n: number, word: string): string {
  return `${n} ${word}${n === 1 ? '' : 's'}`;
}
