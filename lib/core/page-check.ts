import { pageMessages as m } from '../i18n/catalogue/page';
import { tCount } from '../i18n/plural';
import { t } from '../i18n/t';

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

/** Why nothing was checked on a page without an article, in the reader's language where the context has one. */
export function noArticle(): string {
  return t(m.noArticle);
}

/** What the reader is told once the key sentences are picked. */
export function chosenMessage(chosen: number, total: number): string {
  return tCount(chosen, m.chosenOne, m.chosenOther, tCount(total, m.sentencesOne, m.sentencesOther));
}
