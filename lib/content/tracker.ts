import type { Anchor, CheckSummary } from '../messaging/schemas';
import { anchorQuote, rangeStillMatches } from './anchoring';
import { Badge, type BadgeActions } from './badge';
import { clientArea, clippingAncestors } from './clip';
import { highlightNameFor, paintHighlights, type HighlightName } from './highlights';
import { overlayHost } from './overlay';
import { lastLineOf, placeBadge, visiblePart, type Point } from './placement';
import { buildTextIndex } from './text-index';

/**
 * Keeps every checked passage of this page anchored: its highlight and its badge. Nothing runs
 * until the first passage is tracked; then one MutationObserver re-anchors passages the page
 * re-rendered or virtualised away (badges hide while their text is gone and come back with it),
 * and scroll, resize and layout changes move badges along (at most once a frame). All of it
 * ends with the signal.
 */

interface Tracked {
  key: string;
  anchor: Anchor;
  range: Range | null;
  /** Scroll containers around the passage, found when it is anchored. */
  clips: Element[];
  rtl: boolean;
  summary: CheckSummary | null;
  badge: Badge;
}

export class CheckTracker {
  private readonly items = new Map<string, Tracked>();
  private watching = false;
  private frame = 0;
  private needsAnchor = false;

  constructor(
    private readonly signal: AbortSignal,
    private readonly actions: BadgeActions,
  ) {
    signal.addEventListener('abort', () => this.clear(), { once: true });
  }

  has(key: string): boolean {
    return this.items.has(key);
  }

  badgeOf(key: string): Badge | undefined {
    return this.items.get(key)?.badge;
  }

  /** Starts tracking a passage under a key (the check id, or a local key until it has one). */
  add(key: string, anchor: Anchor, range: Range | null): Badge {
    const existing = this.items.get(key);
    if (existing) return existing.badge;
    const badge = new Badge(key, this.actions);
    this.items.set(key, { key, anchor, range: null, clips: [], rtl: false, summary: null, badge });
    this.setRange(this.items.get(key)!, range);
    this.watch();
    if (!range) this.needsAnchor = true;
    this.schedule();
    return badge;
  }

  rekey(from: string, to: string): void {
    const item = this.items.get(from);
    if (!item || from === to) return;
    this.items.delete(from);
    const other = this.items.get(to);
    if (other) {
      // Two selections of the same claim deduplicated into one check: keep the newer passage.
      other.badge.remove();
    }
    item.key = to;
    item.badge.setId(to);
    this.items.set(to, item);
  }

  /** Applies a summary unless a newer one was already applied (updates can cross). */
  update(summary: CheckSummary): boolean {
    const item = this.items.get(summary.id);
    if (!item) return false;
    if (item.summary && item.summary.updatedAt > summary.updatedAt) return true;
    item.summary = summary;
    item.badge.update(summary);
    this.schedule();
    return true;
  }

  clear(): void {
    for (const item of this.items.values()) item.badge.remove();
    this.items.clear();
    paintHighlights(new Map());
  }

  private watch(): void {
    if (this.watching) return;
    this.watching = true;
    const observer = new MutationObserver((records) => {
      const host = overlayHost();
      const page = records.filter((r) => !(r.target === host || (host && host.contains(r.target))));
      if (!page.length) return;
      // New or changed text may move a passage; a changed attribute (a class, a style, a
      // collapsed thread) may only move or hide it.
      if (page.some((r) => r.type !== 'attributes')) this.needsAnchor = true;
      this.schedule();
    });
    observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true, attributes: true });
    // Layout that changes without a mutation here (images and fonts loading, a shadow tree's style).
    const resized = new ResizeObserver(() => this.schedule());
    resized.observe(document.documentElement);
    this.signal.addEventListener('abort', () => (observer.disconnect(), resized.disconnect()), { once: true });
    const reposition = () => this.schedule();
    const opts = { passive: true, capture: true, signal: this.signal };
    window.addEventListener('scroll', reposition, opts);
    window.addEventListener('resize', reposition, opts);
  }

  private schedule(): void {
    if (this.frame || this.signal.aborted) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.refresh();
    });
  }

  /** Re-anchors what moved, repaints highlights, places badges. Exposed for tests. */
  refresh(): void {
    if (this.needsAnchor) {
      this.needsAnchor = false;
      let index: ReturnType<typeof buildTextIndex> | undefined;
      for (const item of this.items.values()) {
        if (item.range && rangeStillMatches(item.range, item.anchor)) continue;
        index ??= buildTextIndex(document.body ?? document.documentElement, overlayHost());
        this.setRange(item, anchorQuote(item.anchor, document.body ?? document.documentElement, overlayHost(), index));
      }
    }
    // All layout reads first, then all writes, so placing many badges costs one layout.
    const viewport = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
    const groups = new Map<HighlightName, Range[]>();
    const moves: [Badge, Point | null][] = [];
    for (const item of this.items.values()) {
      if (!item.range) {
        moves.push([item.badge, null]);
        continue;
      }
      const name = highlightNameFor(item.summary?.status ?? 'running', item.summary?.verdict);
      groups.set(name, [...(groups.get(name) ?? []), item.range]);
      const last = lastLineOf([...item.range.getClientRects()]);
      const shown = last ? visiblePart(last, item.clips.map(clientArea)) : null;
      if (!last || !shown) {
        moves.push([item.badge, null]);
        continue;
      }
      const at = placeBadge(last, item.badge.size(), viewport, item.rtl);
      moves.push([item.badge, { left: at.left + scrollX, top: at.top + scrollY }]);
    }
    for (const [badge, at] of moves) badge.place(at);
    paintHighlights(groups);
  }

  private setRange(item: Tracked, range: Range | null): void {
    item.range = range;
    if (!range) return;
    const node = range.endContainer;
    const el = node.nodeType === 1 ? (node as Element) : node.parentElement;
    item.clips = clippingAncestors(node);
    item.rtl = !!el && getComputedStyle(el).direction === 'rtl';
  }
}
