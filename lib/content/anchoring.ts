import type { Anchor } from '../core/schemas';
import { buildTextIndex, normaliseSpace, type TextIndex } from './text-index';

/**
 * Quote anchoring in the manner of the W3C TextQuoteSelector: a check remembers the exact
 * text with a little context on each side, and finds it again after the page re-rendered,
 * virtualised or reloaded. Matching is whitespace-insensitive; among several occurrences the
 * one whose surroundings best match the stored context wins.
 */

const CONTEXT_CHARS = 32;

export function describeRange(range: Range, root: Node, ignore?: Node): Anchor {
  const exact = normaliseSpace(range.toString());
  const index = buildTextIndex(root, ignore);
  const start = positionOf(index, range.startContainer, range.startOffset);
  const end = start >= 0 ? start + exact.length : -1;
  const prefix = start >= 0 ? index.text.slice(Math.max(0, start - CONTEXT_CHARS), start) : '';
  const suffix = end >= 0 ? index.text.slice(end, end + CONTEXT_CHARS) : '';
  return { exact, prefix: prefix.trimStart(), suffix: suffix.trimEnd() };
}

/** Finds the selector's text again; null when it is no longer on the page. */
export function anchorQuote(
  selector: Anchor,
  root: Node,
  ignore?: Node,
  index: TextIndex = buildTextIndex(root, ignore),
): Range | null {
  const exact = normaliseSpace(selector.exact);
  if (!exact) return null;
  let best = -1;
  let bestScore = -1;
  for (let at = index.text.indexOf(exact); at >= 0; at = index.text.indexOf(exact, at + 1)) {
    const score = contextScore(index.text, at, at + exact.length, selector);
    if (score > bestScore) {
      bestScore = score;
      best = at;
    }
  }
  if (best < 0) return null;
  return rangeFor(index, best, best + exact.length, root);
}

/** Whether a live range still holds the quoted text. */
export function rangeStillMatches(range: Range, selector: Anchor): boolean {
  if (!range.startContainer.isConnected || !range.endContainer.isConnected) return false;
  return normaliseSpace(range.toString()) === normaliseSpace(selector.exact);
}

function contextScore(text: string, start: number, end: number, s: Anchor): number {
  let score = 0;
  const before = text.slice(Math.max(0, start - s.prefix.length - 1), start).trimEnd();
  const prefix = s.prefix.trimEnd();
  for (let i = 1; i <= Math.min(before.length, prefix.length); i++) {
    if (before[before.length - i] !== prefix[prefix.length - i]) break;
    score++;
  }
  const after = text.slice(end, end + s.suffix.length + 1).trimStart();
  const suffix = s.suffix.trimStart();
  for (let i = 0; i < Math.min(after.length, suffix.length); i++) {
    if (after[i] !== suffix[i]) break;
    score++;
  }
  return score;
}

function positionOf(index: TextIndex, container: Node, offset: number): number {
  if (container.nodeType !== 3) {
    // An element boundary: use the first text node at or after it.
    const child = container.childNodes[offset] ?? null;
    const doc = container.ownerDocument!;
    const walker = doc.createTreeWalker(container, 0x4);
    if (child) walker.currentNode = child;
    const text = (child && child.nodeType === 3 ? child : walker.nextNode()) as Text | null;
    if (!text) return -1;
    container = text;
    offset = 0;
  }
  const nodeIndex = index.nodes.indexOf(container as Text);
  if (nodeIndex < 0) return -1;
  for (let i = 0; i < index.nodeOf.length; i++) {
    if (index.nodeOf[i]! === nodeIndex && index.offsets[i]! >= offset) return i;
    if (index.nodeOf[i]! > nodeIndex) return i;
  }
  return -1;
}

function rangeFor(index: TextIndex, start: number, end: number, root: Node): Range {
  const doc = root.ownerDocument ?? (root as Document);
  const range = doc.createRange();
  range.setStart(index.nodes[index.nodeOf[start]!]!, index.offsets[start]!);
  const last = end - 1;
  range.setEnd(index.nodes[index.nodeOf[last]!]!, index.offsets[last]! + 1);
  return range;
}

/**
 * The ranges of the parts of a checked passage (the sentences of a long selection), found inside
 * the passage's live range. `text` is the checked text and each part's [start, end) its offsets
 * in it. Whitespace is ignored on both sides (a selection across list items may read "A.\nB."
 * where the page's text is "A.B."); among several occurrences the one nearest the part's
 * position wins. A part that cannot be found gets null.
 */
export function partRanges(
  passage: Range,
  text: string,
  parts: readonly { start: number; end: number }[],
  ignore?: Node,
): (Range | null)[] {
  const squeeze = (s: string) => s.replace(/[\s\u00a0]+/g, '');
  const common = passage.commonAncestorContainer;
  const root = common.nodeType === 3 ? (common.parentNode ?? common) : common;
  const index = buildTextIndex(root, ignore);
  const from = positionOf(index, passage.startContainer, passage.startOffset);
  if (from < 0) return parts.map(() => null);
  const to = Math.min(index.text.length, from + normaliseSpace(passage.toString()).length);
  // The passage's characters without spaces, each with its position in the index.
  const at: number[] = [];
  let squeezed = '';
  for (let i = from; i < to; i++) {
    if (index.text[i] === ' ') continue;
    squeezed += index.text[i];
    at.push(i);
  }
  return parts.map(({ start, end }) => {
    const wanted = squeeze(text.slice(start, end));
    if (!wanted) return null;
    const expected = squeeze(text.slice(0, start)).length;
    let best = -1;
    for (let hit = squeezed.indexOf(wanted); hit >= 0; hit = squeezed.indexOf(wanted, hit + 1)) {
      if (best < 0 || Math.abs(hit - expected) < Math.abs(best - expected)) best = hit;
    }
    return best < 0 ? null : rangeFor(index, at[best]!, at[best + wanted.length - 1]! + 1, root);
  });
}
