import { isSkippedTag } from '../../text-index';
import { keepPosts, ownText } from './text';
import type { FeedAdapter, FoundPost, ReadText, ScopeReader } from './types';

/**
 * The generic fallback for a page no site adapter knows: the paragraphs of its main content.
 * Expected markup: any page; the main content is the <main> (or role="main") element holding
 * the most paragraph text, else the <article> holding most of it, else the body, and each of its <p> elements
 * of at least MIN_WORDS words is one "post". A page with no such paragraph (a feed built of
 * <div>s) gets its text blocks instead: each block element holding text, read without the blocks
 * inside it. Paragraphs in navigation, headers, footers, asides,
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

/** Elements that are a block of text of their own on screen, for a page whose posts are not in <p>. */
const BLOCK_TAGS = new Set(['P', 'DIV', 'LI', 'BLOCKQUOTE', 'ARTICLE', 'SECTION', 'TD', 'DD', 'FIGCAPTION']);
const isBlock = (e: Element) => BLOCK_TAGS.has(e.tagName.toUpperCase());

/**
 * The blocks that hold text directly (a post's text box in a feed built of <div>s), in page
 * order: for each text node under `root` (the main content, or a changed part of it), the
 * nearest block above it inside the main content.
 */
function textBlocks(main: ParentNode, root: ParentNode = main): Element[] {
  const doc = (root as Node).ownerDocument ?? (root as Document);
  const blocks = new Set<Element>();
  const walker = doc.createTreeWalker(root as Node, 0x1 | 0x4 /* SHOW_ELEMENT | SHOW_TEXT */, {
    acceptNode: (n) => (n.nodeType === 3 ? 1 : isSkippedTag(n as Element) ? 2 /* REJECT */ : 3 /* SKIP */),
  });
  for (let n = walker.nextNode(); n && blocks.size < MAX_PARAGRAPHS; n = walker.nextNode()) {
    if (!(n as Text).data.trim()) continue;
    let e = n.parentElement;
    while (e && e !== main && !isBlock(e)) e = e.parentElement;
    if (e && e !== main) blocks.add(e);
  }
  return [...blocks];
}

/** The main content's candidates that are not furniture and say enough: its paragraphs, else its text blocks. */
function postsIn(main: ParentNode, candidates: Iterable<Element>, read: (e: Element) => string): FoundPost[] {
  const posts: FoundPost[] = [];
  // Furniture inside the main content is looked for once: most pages have none there.
  const hasFurniture = !!main.querySelector(FURNITURE);
  for (const el of candidates) {
    if (posts.length >= MAX_PARAGRAPHS) break;
    // Furniture around the main content (a page that wraps everything in a form) does not count.
    const furniture = hasFurniture ? el.closest(FURNITURE) : null;
    if (furniture && !furniture.contains(main as Node)) continue;
    const text = read(el);
    if (text.split(' ').length >= MIN_WORDS) posts.push({ element: el, text });
  }
  return keepPosts(posts);
}

/** The paragraphs (or, on a page without any, the text blocks) under `root`, inside the main content. */
function readMain(main: ParentNode, root: ParentNode, blocks: boolean, read: ReadText): FoundPost[] {
  if (blocks) return postsIn(main, textBlocks(main, root), (e) => read(e, isBlock));
  const paragraphs = root.querySelectorAll('p');
  const own = root.nodeType === 1 && (root as Element).localName === 'p' ? [root as Element] : [];
  return postsIn(main, [...own, ...paragraphs], (p) => read(p));
}

export const articleAdapter: FeedAdapter = {
  id: 'article',
  matches: (url) => url.protocol === 'https:' || url.protocol === 'http:',
  find(root, read: ReadText = ownText) {
    const main = mainContent(root);
    const paragraphs = readMain(main, main, false, read);
    // A feed of <div>s: each block's own words, without the blocks inside it (a name line, a reply).
    return paragraphs.length ? paragraphs : readMain(main, main, true, read);
  },
  // A changed part is read within the main content the whole read chose, as paragraphs or as
  // blocks as it decided: a feed re-rendering its posts is not weighed again each time. A change
  // around the main content, or its removal, needs the whole page weighed again.
  scopeReader(root, found): ScopeReader {
    const main = mainContent(root);
    // The whole read found text blocks only where the main content had no paragraph that says enough.
    const blocks = found.some((p) => p.element.localName !== 'p');
    return (scope, read) => {
      if (!(main as Node).isConnected || (scope !== main && scope.contains(main as Node))) return null;
      if (!(main as Node).contains(scope)) return [];
      return readMain(main, scope, blocks, read);
    };
  },
};
