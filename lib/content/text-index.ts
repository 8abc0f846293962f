/**
 * A whitespace-normalised view of the text of a subtree that maps every character back to
 * its text node and offset. Anchoring searches this view, so a page that re-renders a post
 * with different whitespace or element structure still matches the quote.
 */

const SKIP = new Set([
  'SCRIPT',
  'STYLE',
  'NOSCRIPT',
  'TEMPLATE',
  'TEXTAREA',
  'INPUT',
  'SELECT',
  'OPTION',
  'IFRAME',
  'OBJECT',
  'SVG',
]);

/** The same tags as a selector (HTML type selectors ignore case; <svg> is lower case in any document). */
const SKIP_SELECTOR = [...SKIP].map((t) => t.toLowerCase()).join(',');

export interface TextIndex {
  /** Normalised text: runs of whitespace become one space. */
  text: string;
  /** For each character of `text`, its text node and offset in that node. */
  nodes: Text[];
  offsets: Int32Array;
  nodeOf: Int32Array;
}

/** Whether an element's own tag is one whose text a reader never sees as page text (scripts, styles, form fields). */
export function isSkippedTag(el: Element): boolean {
  return SKIP.has(el.tagName.toUpperCase());
}

/** Whether `el` is skipped or inside a skipped element, or inside `ignore` (the overlay). */
export function isSkipped(el: Element | null, ignore?: Node): boolean {
  if (!el) return false;
  // One native query instead of a walk in JavaScript: a feed asks this of every post it reads.
  return !!el.closest(SKIP_SELECTOR) || (!!ignore && ignore.contains(el));
}

export function buildTextIndex(root: Node, ignore?: Node): TextIndex {
  const doc = root.ownerDocument ?? (root as Document);
  const nodes: Text[] = [];
  const chars: string[] = [];
  const offsets: number[] = [];
  const nodeOf: number[] = [];
  const above = root.nodeType === 3 ? root.parentElement : root.nodeType === 1 ? (root as Element) : null;
  if (isSkipped(above, ignore)) return { text: '', nodes, offsets: new Int32Array(), nodeOf: new Int32Array() };
  // A skipped element is rejected with its whole subtree, so each text node costs one step, not
  // a walk up to the root (a feed re-anchors flags on every re-render).
  const walker = doc.createTreeWalker(root, 0x1 | 0x4 /* SHOW_ELEMENT | SHOW_TEXT */, {
    acceptNode: (n) =>
      n.nodeType === 3 ? 1 /* ACCEPT */ : isSkippedTag(n as Element) || n === ignore ? 2 /* REJECT */ : 3 /* SKIP */,
  });
  let lastWasSpace = true;
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    if (n.nodeType !== 3) continue;
    const data = (n as Text).data;
    const nodeIndex = nodes.push(n as Text) - 1;
    for (let i = 0; i < data.length; i++) {
      const c = data[i]!;
      const space = c === ' ' || c === '\n' || c === '\t' || c === '\r' || c === '\f' || c === '\u00a0';
      if (space) {
        if (lastWasSpace) continue;
        chars.push(' ');
        lastWasSpace = true;
      } else {
        chars.push(c);
        lastWasSpace = false;
      }
      offsets.push(i);
      nodeOf.push(nodeIndex);
    }
  }
  return { text: chars.join(''), nodes, offsets: Int32Array.from(offsets), nodeOf: Int32Array.from(nodeOf) };
}

export function normaliseSpace(s: string): string {
  return s.replace(/[\s\u00a0]+/g, ' ').trim();
}
