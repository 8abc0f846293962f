import { Readability } from '@mozilla/readability';

import { normaliseSpace } from './text-index';

/**
 * The main content of this page as Readability finds it, read on a clone (the page itself is
 * never changed) and parsed back inertly (DOMParser runs no script): plain text only, one string
 * per paragraph, list item or heading, so sentences never run across blocks. Empty when
 * Readability finds no article (a home page, an app, a short page).
 */
const BLOCKS = 'p, li, h1, h2, h3, h4, h5, h6, blockquote, pre, td, th, dd, dt, figcaption';

export function articleParagraphs(doc: Document): string[] {
  const article = new Readability(doc.cloneNode(true) as Document).parse();
  if (!article?.content) return [];
  const content = new DOMParser().parseFromString(article.content, 'text/html');
  // Leaf blocks only: a list item holding a paragraph is read once, as the paragraph.
  const blocks = [...content.body.querySelectorAll(BLOCKS)].filter((el) => !el.querySelector(BLOCKS));
  const texts = (blocks.length ? blocks : [content.body]).map((el) => normaliseSpace(el.textContent ?? ''));
  return texts.filter(Boolean);
}
