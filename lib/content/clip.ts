import type { Rect } from './placement';

/**
 * The scroll containers around a passage: a badge whose passage is scrolled out of one of
 * them is hidden rather than floating over unrelated content.
 */
export function clippingAncestors(node: Node): Element[] {
  const out: Element[] = [];
  const doc = node.ownerDocument;
  for (let el = node.nodeType === 1 ? (node as Element) : node.parentElement; el; el = el.parentElement) {
    // The root and body scroll the viewport itself, which the page coordinates already follow.
    if (el === doc?.documentElement || el === doc?.body) break;
    const style = getComputedStyle(el);
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible') out.push(el);
  }
  return out;
}

/** The client area of a scroll container, in viewport coordinates. */
export function clientArea(el: Element): Rect {
  const r = el.getBoundingClientRect();
  const left = r.left + el.clientLeft;
  const top = r.top + el.clientTop;
  return { left, top, right: left + el.clientWidth, bottom: top + el.clientHeight };
}
