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

export interface TextIndex {
  /** Normalised text: runs of whitespace become one space. */
  text: string;
  /** For each character of `text`, its text node and offset in that node. */
  nodes: Text[];
  offsets: Int32Array;
  nodeOf: Int32Array;
}

function isSkipped(el: Element | null, ignore?: Node): boolean {
  for (let e = el; e; e = e.parentElement) {
    if (SKIP.has(e.tagName.toUpperCase()) || e === ignore) return true;
  }
  return false;
}

export function buildTextIndex(root: Node, ignore?: Node): TextIndex {
  const doc = root.ownerDocument ?? (root as Document);
  const walker = doc.createTreeWalker(root, 0x4 /* SHOW_TEXT */, {
    acceptNode: (n) => (isSkipped(n.parentElement, ignore) ? 2 /* REJECT */ : 1 /* ACCEPT */),
  });
  const nodes: Text[] = [];
  const chars: string[] = [];
  const offsets: number[] = [];
  const nodeOf: number[] = [];
  let lastWasSpace = true;
  for (let n = walker.nextNode() as Text | null; n; n = walker.nextNode() as Text | null) {
    const data = n.data;
    const nodeIndex = nodes.push(n) - 1;
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
