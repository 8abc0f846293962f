import { Readability } from '@mozilla/readability';

import { type ArticleBlock, MAX_BLOCKS } from '../core/page-check';
import { HOST_ATTR } from './overlay';
import { normaliseSpace } from './text-index';

/**
 * The main content of this page as Readability finds it, read on a clone (the page itself is
 * never changed) and parsed back inertly (DOMParser runs no script): plain text only, one string
 * per paragraph, list item or heading (marked), so sentences never run across blocks. Empty when
 * Readability finds no article (a home page, an app, a short page).
 */
const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, pre, td, th, dd, dt, figcaption';

export function articleBlocks(doc: Document): ArticleBlock[] {
  const clone = doc.cloneNode(true) as Document;
  // ClaimLens's own overlay is no part of the article.
  clone.querySelectorAll(`[${HOST_ATTR}]`).forEach((el) => el.remove());
  const article = new Readability(clone).parse();
  if (!article?.content) return [];
  const content = new DOMParser().parseFromString(article.content, 'text/html');
  // Leaf blocks only: a list item holding a paragraph is read once, as the paragraph.
  const blocks = [...content.body.querySelectorAll(BLOCKS)].filter((el) => !el.querySelector(BLOCKS));
  return (blocks.length ? blocks : [content.body])
    .map((el) => ({
      text: normaliseSpace(el.textContent ?? ''),
      ...(/^H[1-6]$/.test(el.tagName) ? { heading: true } : {}),
    }))
    .filter((b) => b.text)
    .slice(0, MAX_BLOCKS);
}
