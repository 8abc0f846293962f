import { isSkipped, isSkippedTag, normaliseSpace } from '../../text-index';
import type { FoundPost, ReadText } from './types';

/**
 * Helpers the site adapters share: a post's own words as a reader sees them, and queries that
 * also look inside open shadow roots (new Reddit renders comment trees in web components).
 */

/** Elements whose edges separate words on screen even when the markup puts no space there. */
const BREAKS = new Set([
  'BR',
  'P',
  'DIV',
  'LI',
  'UL',
  'OL',
  'BLOCKQUOTE',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'PRE',
  'TR',
  'TD',
  'TH',
  'SECTION',
  'ARTICLE',
  'FIGCAPTION',
]);

const EMOJI = /^\p{Extended_Pictographic}/u;

/**
 * The text under `el`, whitespace-normalised, with a space at line breaks and block edges.
 * `leaveOut` drops subtrees that are not this post's words (a quoted post, a nested reply, a
 * "Show more" button). Scripts, styles and form fields are never read. Emoji drawn as images
 * (X, Facebook) count by their alt text, so "I ❤️ it" stays one sentence. With `shown`, a text
 * node is read only when its element is legibly rendered (see legible.ts): the words a post sends
 * for matching are the words its reader sees, not 1-pixel or transparent ones a page planted.
 */
export function ownText(
  el: Element,
  leaveOut: (e: Element) => boolean = () => false,
  shown?: (e: Element) => boolean,
): string {
  if (isSkipped(el)) return '';
  // Text alone (most paragraphs and many posts): its words are its textContent, read natively.
  if (el.childElementCount === 0) return shown && !shown(el) ? '' : normaliseSpace(el.textContent ?? '');
  const parts: string[] = [];
  const visit = (node: Node): void => {
    if (node.nodeType === 3) {
      if (!shown || (node.parentElement && shown(node.parentElement))) parts.push((node as Text).data);
      return;
    }
    if (node.nodeType !== 1) return;
    const e = node as Element;
    const tag = e.tagName.toUpperCase();
    if (e !== el && (isSkippedTag(e) || leaveOut(e))) return;
    if (tag === 'IMG') {
      const alt = e.getAttribute('alt') ?? '';
      if (alt.length <= 16 && EMOJI.test(alt)) parts.push(alt);
      return;
    }
    const breaks = BREAKS.has(tag);
    if (breaks) parts.push(' ');
    e.childNodes.forEach(visit);
    if (breaks) parts.push(' ');
  };
  visit(el);
  return parts
    .join('')
    .replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/**
 * `ownText`, remembered per element and re-read only when the element's `textContent` changed:
 * a page that re-renders every second asks for the same posts again and again, and `textContent`
 * is one native read (no layout) where `ownText` walks every node in JavaScript. A change that
 * leaves `textContent` alone (an emoji image's alt text) is seen when the post's text next changes.
 */
export function cachedOwnText(): ReadText {
  const cache = new WeakMap<Element, { raw: string; leaveOut: unknown; text: string }>();
  return (el, leaveOut) => {
    const raw = el.textContent ?? '';
    const known = cache.get(el);
    if (known && known.raw === raw && known.leaveOut === leaveOut) return known.text;
    const text = ownText(el, leaveOut);
    cache.set(el, { raw, leaveOut, text });
    return text;
  };
}

/** `root.querySelectorAll(selector)` that also searches every open shadow root below it, in document order per tree. */
export function deepQueryAll(root: ParentNode, selector: string): Element[] {
  const found: Element[] = [];
  const search = (scope: ParentNode): void => {
    found.push(...scope.querySelectorAll(selector));
    for (const e of scope.querySelectorAll('*')) if (e.shadowRoot) search(e.shadowRoot);
  };
  const host = root.nodeType === 1 ? (root as Element).shadowRoot : null;
  if (host) search(host);
  search(root);
  return found;
}

/** The nearest ancestor of `el` (itself included) matching `selector`, crossing shadow-root boundaries. */
export function closestAcross(el: Element, selector: string): Element | null {
  for (let e: Element | null = el; e;) {
    if (e.matches(selector)) return e;
    const up: Node | null = e.parentNode;
    e = up?.nodeType === 1 ? (up as Element) : up?.nodeType === 11 && 'host' in up ? (up as ShadowRoot).host : null;
  }
  return null;
}

/** Whether a URL's host is `domain` or one of its subdomains. */
export function onHost(url: URL, ...domains: string[]): boolean {
  const host = url.hostname.toLowerCase();
  return domains.some((d) => host === d || host.endsWith(`.${d}`));
}

/** Posts with words, each element once: what every adapter returns. */
export function keepPosts(candidates: Iterable<FoundPost>): FoundPost[] {
  const seen = new Set<Element>();
  const out: FoundPost[] = [];
  for (const p of candidates) {
    if (!p.text || seen.has(p.element)) continue;
    seen.add(p.element);
    out.push(p);
  }
  return out;
}
