import type { Anchor, CheckPart, CheckSummary } from '../core/schemas';
import { anchorQuote, partRanges, rangeStillMatches } from './anchoring';
import { Badge, type BadgeActions, PartBadge } from './badge';
import { clientArea, clippingAncestors } from './clip';
import { paintHighlights } from './highlights';
import { overlayHost } from './overlay';
import { clearOf, endPoint, type Point, type Size } from './placement';
import { buildTextIndex, normaliseSpace } from './text-index';
import { type PageSubscriber, pageWatcher } from './watch/page-watcher';

/**
 * Keeps every checked passage of this page anchored: its highlight and its badge. Nothing runs
 * until the first passage is tracked; then the page watcher's frames re-anchor passages the page
 * re-rendered or virtualised away (badges hide while their text is gone and come back with it),
 * and scroll, resize and layout changes move badges along (at most once a frame). All of it
 * ends with the signal. A long selection that was checked sentence by sentence also gets one
 * badge and one highlight per checked sentence, found inside the passage whenever it is anchored.
 */

interface TrackedPart {
  part: CheckPart;
  range: Range | null;
  badge: PartBadge;
}

/** Where a badge goes (null: hidden), with the ranges its passage highlights. */
interface Move {
  badge: { place(at: Point | null): void };
  at: Point | null;
  highlight?: Range[];
}

interface Tracked {
  key: string;
  anchor: Anchor;
  range: Range | null;
  /** The words the range held when anchored: the quote, or its edited form that fuzzy matching found. */
  matched: string;
  /** Scroll containers around the passage, found when it is anchored. */
  clips: Element[];
  rtl: boolean;
  summary: CheckSummary | null;
  badge: Badge;
  parts: TrackedPart[];
}

export class CheckTracker {
  private readonly items = new Map<string, Tracked>();
  /** Its part in the page watcher, from the first passage on. */
  private subscriber: PageSubscriber | null = null;
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
    this.items.set(key, {
      key,
      anchor,
      range: null,
      matched: '',
      clips: [],
      rtl: false,
      summary: null,
      badge,
      parts: [],
    });
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
      other.parts.forEach((p) => p.badge.remove());
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
    this.setParts(item, summary.status === 'done' ? (summary.parts ?? []) : []);
    this.schedule();
    return true;
  }

  /** Stops tracking a passage: its badges go, and its highlight at the next frame. */
  remove(key: string): void {
    const item = this.items.get(key);
    if (!item) return;
    item.badge.remove();
    item.parts.forEach((p) => p.badge.remove());
    this.items.delete(key);
    this.schedule();
  }

  keys(): string[] {
    return [...this.items.keys()];
  }

  clear(): void {
    for (const item of this.items.values()) {
      item.badge.remove();
      item.parts.forEach((p) => p.badge.remove());
    }
    this.items.clear();
    paintHighlights([]);
  }

  private watch(): void {
    // Nothing starts watching the page after the end (a late answer may still add a passage).
    if (this.subscriber || this.signal.aborted) return;
    let moves: Move[] = [];
    this.subscriber = {
      attributes: true,
      resize: true,
      scroll: true,
      mutated: (records) => this.mutated(records),
      frame: () => (this.anchor(), true),
      read: () => (moves = this.plan()),
      write: () => this.apply(moves),
    };
    pageWatcher.subscribe(this.subscriber, this.signal);
  }

  private mutated(records: readonly MutationRecord[]): void {
    const host = overlayHost();
    const page = records.filter((r) => !(r.target === host || (host && host.contains(r.target))));
    if (!page.length) return;
    // New or changed text may move a passage; a changed attribute (a class, a style, a
    // collapsed thread) may only move or hide it.
    if (page.some((r) => r.type !== 'attributes')) this.needsAnchor = true;
    this.schedule();
  }

  private schedule(): void {
    if (this.subscriber && !this.signal.aborted) pageWatcher.requestFrame(this.subscriber);
  }

  /** Re-anchors what moved, repaints highlights, places badges. Exposed for tests. */
  refresh(): void {
    this.anchor();
    this.apply(this.plan());
  }

  /** Finds again the passages the page re-rendered or virtualised away (text only: no layout read). */
  private anchor(): void {
    if (!this.needsAnchor) return;
    this.needsAnchor = false;
    let index: ReturnType<typeof buildTextIndex> | undefined;
    for (const item of this.items.values()) {
      if (item.range && rangeStillMatches(item.range, { exact: item.matched })) {
        if (
          item.parts.some((p) => !p.range || !p.range.startContainer.isConnected || !p.range.endContainer.isConnected)
        )
          this.locateParts(item);
        continue;
      }
      index ??= buildTextIndex(document.body ?? document.documentElement, overlayHost());
      this.setRange(item, anchorQuote(item.anchor, document.body ?? document.documentElement, overlayHost(), index));
    }
  }

  /** Where each badge goes and which ranges are highlighted: layout reads only. */
  private plan(): Move[] {
    const viewport = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
    const moves: Move[] = [];
    for (const item of this.items.values()) {
      if (!item.range) {
        moves.push({ badge: item.badge, at: null }, ...item.parts.map((p) => ({ badge: p.badge, at: null })));
        continue;
      }
      const clips = item.clips.map(clientArea);
      // Where a passage has checked sentences found on the page, they carry its highlights; the rest stays plain.
      const located = item.parts.filter((p) => p.range);
      const highlight = located.length ? located.map((p) => p.range!) : [item.range];
      // Each badge clear of those placed before it (a short sentence may end under the previous badge).
      const taken: (Point & Size)[] = [];
      for (const p of item.parts) {
        const size = p.badge.size();
        const end = p.range ? this.badgePoint(p.range, size, clips, viewport, item.rtl) : null;
        const at = end && clearOf(end, size, taken, viewport);
        if (at) taken.push({ ...at, ...size });
        moves.push({ badge: p.badge, at: at && { left: at.left + scrollX, top: at.top + scrollY } });
      }
      const size = item.badge.size();
      const at = this.badgePoint(item.range, size, clips, viewport, item.rtl);
      const clear = at && clearOf(at, size, taken, viewport);
      moves.push({
        badge: item.badge,
        at: clear && { left: clear.left + scrollX, top: clear.top + scrollY },
        highlight,
      });
    }
    return moves;
  }

  /** Places the badges and paints the highlights planned: writes only. */
  private apply(moves: readonly Move[]): void {
    for (const { badge, at } of moves) badge.place(at);
    paintHighlights(moves.flatMap((m) => m.highlight ?? []));
  }

  /** Viewport position of a badge at the end of a range, or null when that end is not visible. */
  private badgePoint(
    range: Range,
    size: Size,
    clips: ReturnType<typeof clientArea>[],
    viewport: Size,
    rtl: boolean,
  ): Point | null {
    return endPoint([...range.getClientRects()], size, clips, viewport, rtl);
  }

  /** Shows the badges of a result's checked sentences (none while it runs, or for a single claim). */
  private setParts(item: Tracked, parts: readonly CheckPart[]): void {
    const same =
      parts.length === item.parts.length &&
      parts.every((p, i) => JSON.stringify(p) === JSON.stringify(item.parts[i]!.part));
    if (same) return;
    item.parts.forEach((p) => p.badge.remove());
    item.parts = parts.map((part) => ({
      part,
      range: null,
      badge: new PartBadge(part, () => this.actions.open(item.key)),
    }));
    this.locateParts(item);
  }

  private locateParts(item: Tracked): void {
    if (!item.parts.length) return;
    const ranges =
      item.range && item.summary
        ? partRanges(
            item.range,
            item.summary.text,
            item.parts.map((p) => p.part),
            overlayHost(),
          )
        : [];
    item.parts.forEach((p, i) => (p.range = ranges[i] ?? null));
  }

  private setRange(item: Tracked, range: Range | null): void {
    item.range = range;
    // A live range whose nodes the page removed has collapsed: it holds no words, so compare with the quote.
    item.matched = (range && normaliseSpace(range.toString())) || item.anchor.exact;
    this.locateParts(item);
    if (!range) return;
    const node = range.endContainer;
    const el = node.nodeType === 1 ? (node as Element) : node.parentElement;
    item.clips = clippingAncestors(node);
    item.rtl = !!el && getComputedStyle(el).direction === 'rtl';
  }
}
