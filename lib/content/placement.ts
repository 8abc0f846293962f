/**
 * Where the pill and the badges go, as pure functions of viewport rectangles, so that every
 * edge case is tested without a browser. Results are viewport coordinates.
 */

export interface Rect {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface Size {
  width: number;
  height: number;
}

export interface Point {
  left: number;
  top: number;
}

const GAP = 4;
const MARGIN = 4;

function clamp(value: number, min: number, max: number): number {
  return Math.max(min, Math.min(value, Math.max(min, max)));
}

/**
 * The badge sits after the end of the passage (before it, in right-to-left text), centred on
 * its last line. Where that line ends at the viewport's edge, the badge drops below it instead
 * of leaving the screen.
 */
export function placeBadge(line: Rect, badge: Size, viewport: Size, rtl: boolean): Point {
  const middle = (line.top + line.bottom) / 2 - badge.height / 2;
  const beside = rtl ? line.left - GAP - badge.width : line.right + GAP;
  if (beside >= MARGIN && beside + badge.width <= viewport.width - MARGIN) return { left: beside, top: middle };
  const under = rtl ? line.left : line.right - badge.width;
  return { left: clamp(under, MARGIN, viewport.width - MARGIN - badge.width), top: line.bottom + GAP };
}

/**
 * The pill goes under the end of the selection; above its first line when there is no room
 * below; over the selection, inside the viewport, when there is room neither below nor above
 * (a selection taller than the screen). It always stays inside the viewport horizontally.
 */
export function placePill(lastLine: Rect, selection: Rect, pill: Size, viewport: Size, rtl: boolean): Point {
  const start = rtl ? lastLine.left - pill.width + 16 : lastLine.right - 16;
  const left = clamp(start, MARGIN, viewport.width - MARGIN - pill.width);
  const below = lastLine.bottom + 6;
  if (below + pill.height <= viewport.height - MARGIN) return { left, top: below };
  const above = selection.top - 6 - pill.height;
  if (above >= MARGIN) return { left, top: above };
  return { left, top: clamp(below, MARGIN, viewport.height - MARGIN - pill.height) };
}

/**
 * The box of the last line of a range, from its client rects: the union of the rects on that
 * line. Bidirectional text (numbers in Arabic, Latin words in Hebrew) splits a line into
 * several rects, and the last one in text order is not the line's visual end.
 */
export function lastLineOf(rects: readonly Rect[]): Rect | null {
  const nonEmpty = rects.filter((r) => r.right > r.left || r.bottom > r.top);
  const last = nonEmpty[nonEmpty.length - 1];
  if (!last) return null;
  const middle = (last.top + last.bottom) / 2;
  const line = nonEmpty.filter((r) => r.top <= middle && r.bottom >= middle);
  return {
    left: Math.min(...line.map((r) => r.left)),
    top: Math.min(...line.map((r) => r.top)),
    right: Math.max(...line.map((r) => r.right)),
    bottom: Math.max(...line.map((r) => r.bottom)),
  };
}

/** The part of `rect` that its clipping ancestors (scroll containers) leave visible; null if none. */
export function visiblePart(rect: Rect, clips: readonly Rect[]): Rect | null {
  let r = rect;
  for (const c of clips) {
    r = {
      left: Math.max(r.left, c.left),
      top: Math.max(r.top, c.top),
      right: Math.min(r.right, c.right),
      bottom: Math.min(r.bottom, c.bottom),
    };
    // A zero-width line box (e.g. a line break) is still visible if it is inside vertically.
    if (r.right < r.left || r.bottom <= r.top) return null;
  }
  return r;
}

/**
 * A badge placed where other badges already are (the selection's badge after the badge of its
 * last sentence) moves right past them, or below them where the viewport ends.
 */
export function clearOf(at: Point, badge: Size, taken: readonly (Point & Size)[], viewport: Size): Point {
  let p = at;
  for (let moves = 0; moves <= taken.length; moves++) {
    const hit = taken.find(
      (t) =>
        p.left < t.left + t.width &&
        t.left < p.left + badge.width &&
        p.top < t.top + t.height &&
        t.top < p.top + badge.height,
    );
    if (!hit) return p;
    const right = hit.left + hit.width + GAP;
    p =
      right + badge.width <= viewport.width - MARGIN
        ? { left: right, top: p.top }
        : { left: p.left, top: hit.top + hit.height + GAP };
  }
  return p;
}
