import type { FeedFlag } from '../../core/feeds';
import { anchorQuote, rangeStillMatches } from '../anchoring';
import { clientArea, clippingAncestors } from '../clip';
import { overlayHost } from '../overlay';
import { endPoint } from '../placement';
import { FlagBox } from './flag';
import { FlagMark, type LineBox } from './flag-mark';
import { legibility, MIN_FONT_PX } from './legible';

/** A post on the page now, with the key of its text. */
export interface KeyedPost {
  element: Element;
  key: string;
}

/** A flag's place (null: hidden) and its mark's lines, as measured. */
type Move = [Shown, { left: number; top: number } | null, LineBox[] | null];
export type FlagMoves = readonly Move[];

interface Shown {
  flag: FeedFlag;
  box: FlagBox;
  mark: FlagMark;
  post: Element | null;
  range: Range | null;
  /** Scroll containers around the sentence, its direction and whether its end is legible: read at its first measuring after it was found. */
  around: Around | null;
  /** Whether the box is hidden now: a hidden flag is not hidden again every frame. */
  hidden: boolean;
}

/**
 * The flags of this page, each beside its sentence in whichever post now holds that text: a post
 * re-rendered, moved, virtualised away and back or reloaded is found again by its text's key, and
 * the sentence inside it by its quote. A flag whose post is gone hides. The page's DOM is never
 * touched: the flags and the marks under their sentences are in the closed overlay, never in the
 * page's highlight registry (issue 34). A flag is refused on words a reader cannot see: a range
 * whose lines are tiny, or whose end is not legibly rendered (legible.ts).
 */
export class FlagLayer {
  private readonly shown = new Map<string, Shown>();

  constructor(private readonly actions: { open(flag: FeedFlag, range: Range | null): void; stopOnSite(): void }) {}

  has(key: string): boolean {
    return this.shown.has(key);
  }

  get size(): number {
    return this.shown.size;
  }

  add(flag: FeedFlag): void {
    if (this.shown.has(flag.key)) return;
    const item: Shown = {
      flag,
      box: new FlagBox(flag, {
        open: () => this.actions.open(item.flag, item.range),
        stopOnSite: () => this.actions.stopOnSite(),
      }),
      mark: new FlagMark(),
      post: null,
      range: null,
      around: null,
      hidden: true,
    };
    item.box.place(null);
    this.shown.set(flag.key, item);
  }

  remove(key: string): void {
    const item = this.shown.get(key);
    item?.box.remove();
    item?.mark.remove();
    this.shown.delete(key);
  }

  clear(): void {
    this.shown.forEach((s) => (s.box.remove(), s.mark.remove()));
    this.shown.clear();
  }

  /** Finds each flag's sentence among the posts on the page now (after a change to the page). */
  locate(posts: readonly KeyedPost[]): void {
    if (!this.shown.size) return;
    const byKey = new Map<string, Element>();
    for (const p of posts) if (this.shown.has(p.key) && !byKey.has(p.key)) byKey.set(p.key, p.element);
    for (const [key, item] of this.shown) {
      const post = byKey.get(key) ?? null;
      const anchor = { exact: item.flag.quote, prefix: '', suffix: '' };
      if (post && post === item.post && item.range && rangeStillMatches(item.range, anchor)) continue;
      item.post = post;
      item.range = post ? anchorQuote(anchor, post, overlayHost()) : null;
      item.around = null;
    }
  }

  /** Whether `place` has anything to do: a flag shown now, or one whose post is on screen. */
  needsPlacing(onScreen: (post: Element) => boolean): boolean {
    for (const item of this.shown.values())
      if (!item.hidden || (item.post && item.range && onScreen(item.post))) return true;
    return false;
  }

  /**
   * Where the flags of the posts on screen go, at the end of their sentences, and which others
   * hide: layout reads only (`apply` writes). Only flags on screen are measured. The caller runs
   * it after a frame was drawn, when the page's layout is clean, so a read forces no layout of its own.
   */
  measure(onScreen: (post: Element) => boolean): FlagMoves {
    const moves: Move[] = [];
    let viewport: { width: number; height: number } | null = null;
    for (const item of this.shown.values()) {
      const range = item.range?.startContainer.isConnected ? item.range : null;
      if (!range || !item.post || !onScreen(item.post)) {
        if (!item.hidden) moves.push([item, null, null]);
        continue;
      }
      viewport ??= { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
      item.around ??= surroundings(range);
      const { clips, rtl, legible } = item.around;
      const rects = [...range.getClientRects()];
      const at =
        legible && readable(rects) ? endPoint(rects, item.box.size(), clips.map(clientArea), viewport, rtl) : null;
      const page = (r: DOMRect | DOMRectReadOnly) => ({
        left: r.left + scrollX,
        right: r.right + scrollX,
        bottom: r.bottom + scrollY,
      });
      moves.push([
        item,
        at && { left: at.left + scrollX, top: at.top + scrollY },
        at && rects.filter((r) => r.width > 0).map(page),
      ]);
    }
    return moves;
  }

  /** Places the flags and draws their marks as measured: writes only. */
  apply(moves: FlagMoves): void {
    for (const [item, at, lines] of moves) (item.box.place(at), item.mark.draw(lines), (item.hidden = !at));
  }

  /** The scroll containers around the flags now placed: their scrolling moves or clips a flag. */
  scrollers(): Set<Element> {
    const out = new Set<Element>();
    for (const item of this.shown.values()) if (!item.hidden) item.around?.clips.forEach((c) => out.add(c));
    return out;
  }
}

interface Around {
  clips: Element[];
  rtl: boolean;
  /** Whether the words the flag goes beside are legibly rendered (not 1-pixel, transparent or hidden). */
  legible: boolean;
}

function surroundings(range: Range): Around {
  const end = range.endContainer;
  const el = end.nodeType === 1 ? (end as Element) : end.parentElement;
  return {
    clips: clippingAncestors(end),
    rtl: !!el && getComputedStyle(el).direction === 'rtl',
    legible: !!el && legibility()(el),
  };
}

/** Whether a sentence's lines are big enough to be read: a flag is refused on a range of tiny or empty boxes. */
function readable(rects: readonly DOMRectReadOnly[]): boolean {
  const width = rects.reduce((sum, r) => sum + r.width, 0);
  return rects.some((r) => r.height >= MIN_FONT_PX) && width >= 2 * MIN_FONT_PX;
}
