import type { FeedAdapter, FoundPost } from './index';
import { keepPosts, ownText, type ReadText } from './text';

/**
 * The generic fallback for a page no site adapter knows: the paragraphs of its main content.
 * Expected markup: any page; the main content is the <main> (or role="main") element holding
 * the most paragraph text, else the <article> holding most of it, else the body, and each of its <p> elements
 * of at least MIN_WORDS words is one "post". Paragraphs in navigation, headers, footers, asides,
 * forms, dialogs and hidden parts are page furniture, not claims.
 */
const MIN_WORDS = 6;
/** A page of thousands of paragraphs (an archive, a log) gets its first ones only. */
const MAX_PARAGRAPHS = 400;
/** An article holding this share of all articles' paragraph text is the page's main content. */
const DOMINANT = 0.6;
const FURNITURE =
  'nav, header, footer, aside, form, dialog, [hidden], [aria-hidden="true"], [role="navigation"], [role="banner"], [role="contentinfo"], [role="complementary"]';

const paragraphChars = (e: Element) =>
  [...e.querySelectorAll('p')].reduce((n, p) => n + (p.textContent?.length ?? 0), 0);

/** The element with the most paragraph text, and that amount. */
function largest(elements: Iterable<Element>): [Element | null, number, number] {
  let best: Element | null = null;
  let bestChars = 0;
  let total = 0;
  for (const e of elements) {
    const chars = paragraphChars(e);
    total += chars;
    if (chars > bestChars) [best, bestChars] = [e, chars];
  }
  return [best, bestChars, total];
}

/** Where the page says its main content is; else its one dominant article; else the body (a feed of many articles). */
function mainContent(root: ParentNode): ParentNode {
  const [main] = largest(root.querySelectorAll('main, [role="main"]'));
  if (main) return main;
  const [article, chars, total] = largest(root.querySelectorAll('article'));
  if (article && chars >= DOMINANT * total) return article;
  return (root as Document).body ?? root;
}

export const articleAdapter: FeedAdapter = {
  id: 'article',
  matches: (url) => url.protocol === 'https:' || url.protocol === 'http:',
  find(root, read: ReadText = ownText) {
    const main = mainContent(root);
    const posts: FoundPost[] = [];
    // Furniture inside the main content is looked for once: most pages have none there.
    const hasFurniture = !!main.querySelector(FURNITURE);
    for (const p of main.querySelectorAll('p')) {
      if (posts.length >= MAX_PARAGRAPHS) break;
      // Furniture around the main content (a page that wraps everything in a form) does not count.
      const furniture = hasFurniture ? p.closest(FURNITURE) : null;
      if (furniture && !furniture.contains(main as Node)) continue;
      const text = read(p);
      if (text.split(' ').length >= MIN_WORDS) posts.push({ element: p, text });
    }
    return keepPosts(posts);
  },
};
