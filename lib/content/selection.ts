import { normaliseSelectionText } from '../core/input';
import { lastLineOf, type Rect } from './placement';

/**
 * The reader's current selection, if it is something ClaimLens may look at: not empty, not
 * in a form field (never a password), not inside ClaimLens's own UI.
 */

export interface PageSelection {
  text: string;
  range: Range;
  /** The last line box of the selection, and the box around all of it (viewport coordinates). */
  rect: Rect;
  bounds: Rect;
  rtl: boolean;
}

export function readSelection(ownHost: Node | undefined): PageSelection | null {
  const active = document.activeElement;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return null;
  const sel = getSelection();
  if (!sel || sel.rangeCount === 0 || sel.isCollapsed) return null;
  const range = sel.getRangeAt(0);
  const container = range.commonAncestorContainer;
  const el = container.nodeType === 1 ? (container as Element) : container.parentElement;
  if (!el || (ownHost && ownHost.contains(el))) return null;
  if (el.closest('input, textarea, [type="password"]')) return null;
  // Line breaks are kept: list items and paragraphs are sentences of their own when decomposed.
  const text = normaliseSelectionText(sel.toString());
  if (!text) return null;
  const bounds = range.getBoundingClientRect();
  const rect = lastLineOf([...range.getClientRects()]) ?? bounds;
  return { text, range: range.cloneRange(), rect, bounds, rtl: getComputedStyle(el).direction === 'rtl' };
}
