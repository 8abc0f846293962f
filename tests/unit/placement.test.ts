import { describe, expect, it } from 'vitest';

import { clearOf, lastLineOf, placeBadge, placePill, visiblePart } from '../../lib/content/placement';

const viewport = { width: 1000, height: 800 };
const badge = { width: 120, height: 24 };
const pill = { width: 130, height: 34 };
const line = (left: number, top: number, right: number, bottom = top + 20) => ({ left, top, right, bottom });

describe('badge placement', () => {
  it('sits right after the last line, centred on it', () => {
    expect(placeBadge(line(100, 200, 400), badge, viewport, false)).toEqual({ left: 404, top: 198 });
  });

  it('sits before the line end in right-to-left text', () => {
    expect(placeBadge(line(500, 200, 900), badge, viewport, true)).toEqual({ left: 376, top: 198 });
  });

  it('drops below the line, inside the viewport, when the line ends at the right edge', () => {
    const at = placeBadge(line(100, 200, 990), badge, viewport, false);
    expect(at).toEqual({ left: 870, top: 224 });
    expect(at.left + badge.width).toBeLessThanOrEqual(viewport.width - 4);
  });

  it('drops below the line when right-to-left text ends at the left edge', () => {
    expect(placeBadge(line(10, 200, 400), badge, viewport, true)).toEqual({ left: 10, top: 224 });
  });

  it('keeps a badge wider than the space on screen at the left margin', () => {
    expect(placeBadge(line(0, 0, 995), { width: 2000, height: 20 }, viewport, false).left).toBe(4);
  });
});

describe('pill placement', () => {
  it('goes under the end of the selection', () => {
    expect(placePill(line(100, 300, 400), line(100, 280, 600, 320), pill, viewport, false)).toEqual({
      left: 384,
      top: 326,
    });
  });

  it('stays inside the viewport at the right edge', () => {
    expect(placePill(line(100, 300, 999), line(100, 300, 999), pill, viewport, false).left).toBe(1000 - 4 - 130);
  });

  it('goes above the selection when there is no room below', () => {
    expect(placePill(line(100, 770, 400, 790), line(100, 750, 600, 790), pill, viewport, false)).toEqual({
      left: 384,
      top: 750 - 6 - 34,
    });
  });

  it('stays inside the viewport, over the selection, when there is no room above either', () => {
    expect(placePill(line(100, 770, 400, 790), line(100, -2000, 600, 790), pill, viewport, false).top).toBe(
      800 - 4 - 34,
    );
  });

  it('mirrors for right-to-left text and never leaves the left edge', () => {
    expect(placePill(line(600, 300, 900), line(600, 300, 900), pill, viewport, true)).toEqual({ left: 486, top: 326 });
    expect(placePill(line(2, 300, 300), line(2, 300, 300), pill, viewport, true).left).toBe(4);
  });
});

describe('visible part of a passage in scroll containers', () => {
  it('is the passage itself without containers', () => {
    expect(visiblePart(line(10, 10, 50), [])).toEqual(line(10, 10, 50));
  });

  it('is clipped by each container', () => {
    expect(visiblePart(line(10, 10, 500), [line(0, 0, 300, 400), line(20, 0, 1000, 1000)])).toEqual({
      left: 20,
      top: 10,
      right: 300,
      bottom: 30,
    });
  });

  it('is nothing when the passage is scrolled out of a container', () => {
    expect(visiblePart(line(10, 500, 50), [line(0, 0, 300, 400)])).toBeNull();
    expect(visiblePart(line(10, 390, 50, 400), [line(0, 0, 300, 390)])).toBeNull();
  });

  it('keeps a zero-width line box that is inside', () => {
    expect(visiblePart(line(30, 10, 30), [line(0, 0, 300, 400)])).toEqual(line(30, 10, 30));
  });
});

describe('last line of a range', () => {
  it('is the union of the rects on the last line, wherever they are in text order', () => {
    // Right-to-left text with a number: the number's run comes last in text order, mid-line.
    const rects = [line(100, 0, 600), line(420, 30, 600, 50), line(300, 30, 340, 50), line(340, 30, 420, 50)];
    expect(lastLineOf(rects)).toEqual({ left: 300, top: 30, right: 600, bottom: 50 });
  });

  it('skips empty rects and is null without any', () => {
    expect(lastLineOf([line(10, 0, 50), line(0, 0, 0, 0)])).toEqual(line(10, 0, 50));
    expect(lastLineOf([])).toBeNull();
  });
});

describe('a badge clear of the badges already placed', () => {
  const viewport = { width: 1000, height: 800 };
  const size = { width: 80, height: 20 };
  it('stays where it is when nothing is in the way', () => {
    expect(clearOf({ left: 100, top: 50 }, size, [{ left: 300, top: 50, width: 60, height: 20 }], viewport)).toEqual({
      left: 100,
      top: 50,
    });
  });
  it('moves right past the badge of the last sentence, and past the next one in its way', () => {
    const taken = [
      { left: 100, top: 50, width: 60, height: 20 },
      { left: 164, top: 50, width: 60, height: 20 },
    ];
    expect(clearOf({ left: 100, top: 50 }, size, taken, viewport)).toEqual({ left: 228, top: 50 });
  });
  it('goes below where moving right would leave the viewport', () => {
    expect(clearOf({ left: 900, top: 50 }, size, [{ left: 880, top: 50, width: 60, height: 20 }], viewport)).toEqual({
      left: 900,
      top: 74,
    });
  });
});
