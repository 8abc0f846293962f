import { fromReader } from '../trusted';
import { addAsk, type Ask, type FrameWork, observeOptions, runFrame, runMeasure } from './phases';

/** One part of the content script watching the page (the badges' tracker, feed flagging). */
export interface PageSubscriber extends FrameWork {
  /** Whether attribute changes matter to it (a class or a style may move a badge). */
  attributes?: boolean;
  /** Whether the window's resizing asks for its frame step. */
  resize?: boolean;
  /** Whether any scrolling and layout changes without a mutation (images, fonts loading) ask for its frame step. */
  scroll?: boolean;
  /** The page changed: every record, the overlay's own included (each subscriber knows what is its own). */
  mutated?(records: readonly MutationRecord[]): void;
}

/**
 * The content script's one watcher of the page: one MutationObserver, one frame at a time, and the
 * window's scroll and resize listened to once. Each subscriber asks for its own work (its frame
 * step, or its measuring); a frame runs only what was asked (the text reads in it, then the
 * measuring before the placing once it is drawn), and no frame is asked for while nobody asked.
 * Nothing runs before the first subscriber; a subscriber leaves with its signal, and with the last
 * one everything stops.
 */
export class PageWatcher {
  private readonly subscribers: PageSubscriber[] = [];
  private readonly asked = new Map<FrameWork, Ask>();
  private readonly measuring = new Set<FrameWork>();
  private observer: MutationObserver | null = null;
  private resized: ResizeObserver | null = null;
  private listening: { resize?: AbortController; scroll?: AbortController } = {};
  private attributes = false;
  private frameId = 0;
  private measureId = 0;

  /** Adds a subscriber until its signal aborts. */
  subscribe(subscriber: PageSubscriber, signal: AbortSignal): void {
    if (signal.aborted) return;
    this.subscribers.push(subscriber);
    signal.addEventListener('abort', () => this.leave(subscriber), { once: true });
    this.observe();
    this.listen();
  }

  /** Whether this subscriber's frame step is asked for and has not run yet. */
  frameAsked(subscriber: PageSubscriber): boolean {
    return !!this.asked.get(subscriber)?.frame;
  }

  /** Asks for this subscriber's frame step in the next frame (once, however often it asks before). */
  requestFrame(subscriber: PageSubscriber): void {
    this.ask(subscriber, 'frame');
  }

  /** Asks for this subscriber's measuring and placing after the next frame, without its frame step. */
  requestMeasure(subscriber: PageSubscriber): void {
    this.ask(subscriber, 'measure');
  }

  private ask(subscriber: PageSubscriber, kind: keyof Ask): void {
    if (!this.subscribers.includes(subscriber)) return;
    this.asked.set(subscriber, addAsk(this.asked.get(subscriber), kind));
    if (this.frameId) return;
    this.frameId = requestAnimationFrame(() => {
      this.frameId = 0;
      const asked = new Map(this.asked);
      // Asked during the frame step: for the next frame.
      this.asked.clear();
      runFrame(this.subscribers, asked).forEach((s) => this.measuring.add(s));
      // Measured once the frame is drawn, when the page's layout is clean: in the frame, a read would
      // force the layout of the page's own re-render.
      if (this.measuring.size && !this.measureId) this.measureId = window.setTimeout(() => this.measure());
    });
  }

  private measure(): void {
    this.measureId = 0;
    const measuring = this.subscribers.filter((s) => this.measuring.has(s));
    this.measuring.clear();
    runMeasure(measuring);
  }

  private observe(): void {
    const attributes = !!observeOptions(this.subscribers).attributes;
    if (this.observer && attributes === this.attributes) return;
    this.attributes = attributes;
    this.observer ??= new MutationObserver((records) => {
      for (const s of [...this.subscribers]) s.mutated?.(records);
    });
    // Observing the same node again replaces the options: the records asked for widen or narrow.
    this.observer.observe(document.documentElement, observeOptions(this.subscribers));
  }

  /** Listens to the window's resizing, and to scrolling and layout, once each, while a subscriber wants them. */
  private listen(): void {
    const wants = (kind: 'resize' | 'scroll') => this.subscribers.some((s) => s[kind]);
    for (const kind of ['resize', 'scroll'] as const) {
      if (wants(kind) === !!this.listening[kind]) continue;
      if (!wants(kind)) {
        this.listening[kind]?.abort();
        delete this.listening[kind];
        continue;
      }
      const stop = (this.listening[kind] = new AbortController());
      // Only the browser's own events: a page's forged ones would just cost work. Capture: a
      // scroll container's scrolling too.
      const moved = fromReader(() => this.moved(kind));
      window.addEventListener(kind, moved, { passive: true, capture: true, signal: stop.signal });
    }
    this.observeLayout(wants('scroll'));
  }

  private moved(kind: 'resize' | 'scroll'): void {
    for (const s of this.subscribers) if (s[kind]) this.requestFrame(s);
  }

  /** Layout that changes without a mutation (images and fonts loading, a shadow tree's style). */
  private observeLayout(on: boolean): void {
    if (on === !!this.resized) return;
    this.resized?.disconnect();
    this.resized = on ? new ResizeObserver(() => this.moved('scroll')) : null;
    this.resized?.observe(document.documentElement);
  }

  private leave(subscriber: PageSubscriber): void {
    const at = this.subscribers.indexOf(subscriber);
    if (at < 0) return;
    this.subscribers.splice(at, 1);
    this.asked.delete(subscriber);
    this.measuring.delete(subscriber);
    this.listen();
    if (this.subscribers.length) return this.observe();
    this.observer?.disconnect();
    this.observer = null;
    cancelAnimationFrame(this.frameId);
    clearTimeout(this.measureId);
    this.frameId = this.measureId = 0;
  }
}

/** The page's one watcher (one per frame the content script runs in). */
export const pageWatcher = new PageWatcher();
