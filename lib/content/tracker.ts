import type { Anchor, CheckSummary } from '../messaging/schemas';
import { anchorQuote, rangeStillMatches } from './anchoring';
import { Badge, type BadgeActions } from './badge';
import { highlightNameFor, paintHighlights, type HighlightName } from './highlights';
import { overlayHost } from './overlay';
import { buildTextIndex } from './text-index';

/**
 * Keeps every checked passage of this page anchored: its highlight and its badge. Nothing runs
 * until the first passage is tracked; then one MutationObserver re-anchors passages the page
 * re-rendered or virtualised away (badges hide while their text is gone and come back with it),
 * and scroll/resize listeners keep badges in place. All listeners end with the signal.
 */

interface Tracked {
  key: string;
  anchor: Anchor;
  range: Range | null;
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

  get size(): number {
    return this.items.size;
  }

  has(key: string): boolean {
    return this.items.has(key);
  }

  summaryOf(key: string): CheckSummary | null {
    return this.items.get(key)?.summary ?? null;
  }

  /** Starts tracking a passage under a key (the check id, or a local key until it has one). */
  add(key: string, anchor: Anchor, range: Range | null): Badge {
    const existing = this.items.get(key);
    if (existing) return existing.badge;
    const badge = new Badge(key, this.actions);
    this.items.set(key, { key, anchor, range, summary: null, badge });
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

  remove(key: string): void {
    const item = this.items.get(key);
    if (!item) return;
    item.badge.remove();
    this.items.delete(key);
    this.schedule();
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
      if (records.every((r) => r.target === host || (host && host.contains(r.target)))) return;
      this.needsAnchor = true;
      this.schedule();
    });
    observer.observe(document.documentElement, { childList: true, subtree: true, characterData: true });
    this.signal.addEventListener('abort', () => observer.disconnect(), { once: true });
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
        item.range = anchorQuote(item.anchor, document.body ?? document.documentElement, overlayHost(), index);
      }
    }
    const groups = new Map<HighlightName, Range[]>();
    for (const item of this.items.values()) {
      if (!item.range) {
        item.badge.place(null, false);
        continue;
      }
      const name = highlightNameFor(item.summary?.status ?? 'running', item.summary?.verdict);
      groups.set(name, [...(groups.get(name) ?? []), item.range]);
      const rects = item.range.getClientRects();
      const last = rects.length ? rects[rects.length - 1]! : null;
      item.badge.place(last, isRtl(item.range));
    }
    paintHighlights(groups);
  }
}

function isRtl(range: Range): boolean {
  const node = range.endContainer;
  const el = node.nodeType === 1 ? (node as Element) : node.parentElement;
  return !!el && getComputedStyle(el).direction === 'rtl';
}
