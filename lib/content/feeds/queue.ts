import { FEED_LIMITS, type FeedPost } from '../../core/feeds';
import { fnv1a } from '../../decompose/random';

/**
 * What goes to the engine, decided without a browser: only posts on screen, each text once (by
 * its hash), at most `perSecond` posts in any second. A post that leaves the screen before it
 * was sent is not sent, and is offered again when it comes back.
 */

/** The key of a post's text: two FNV-1a hashes, so a page cannot make two posts share a flag by accident. */
export function textKey(text: string): string {
  const hex = (n: number) => n.toString(16).padStart(8, '0');
  return hex(fnv1a(text)) + hex(fnv1a(`\u0001${text}`));
}

/**
 * At most this many distinct texts are looked up for one page (one document, whether flagging is
 * switched off and on again meanwhile). A page that plants text to learn from the flags what the
 * reader's memory holds gets this many questions at most, and a reader scrolling a feed reads
 * about this many posts in a long sitting; past it, the page's later posts are not flagged. A
 * constant, not a setting: a page must not be able to raise it.
 */
export const PAGE_LOOKUPS = 500;

export interface FeedQueueOptions {
  perSecond: number;
  now(): number;
  /** The keys this page has looked up so far, kept across queues (`PAGE_LOOKUPS`). */
  asked?: Set<string>;
}

export class FeedQueue {
  /** Hashes queued or sent: each text goes at most once. */
  private readonly seen = new Set<string>();
  private readonly pending = new Map<string, string>();
  private sent: number[] = [];
  private readonly asked: Set<string>;

  constructor(
    private readonly options: FeedQueueOptions = { perSecond: FEED_LIMITS.postsPerSecond, now: () => Date.now() },
  ) {
    this.asked = options.asked ?? new Set();
  }

  /** Whether a text was queued or sent already: then its post need not be read again to be offered. */
  knows(key: string): boolean {
    return this.seen.has(key);
  }

  /** A post came on screen: queued unless its text was queued or sent before. */
  offer(key: string, text: string): boolean {
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    this.pending.set(key, text.slice(0, FEED_LIMITS.postChars));
    return true;
  }

  /** A post left the screen: not sent if it was still waiting, and offered again when it returns. */
  leave(key: string): void {
    if (this.pending.delete(key)) this.seen.delete(key);
  }

  /** Lets posts be sent again (the engine's knowledge was still being installed). */
  forget(keys: Iterable<string>): void {
    for (const key of keys) if (!this.pending.has(key)) this.seen.delete(key);
  }

  get size(): number {
    return this.pending.size;
  }

  /** The posts to send now, within this second's budget; [] when there is none left or nothing waits. */
  take(): FeedPost[] {
    const now = this.options.now();
    this.sent = this.sent.filter((t) => t > now - 1000);
    const budget = Math.min(FEED_LIMITS.postsPerRequest, this.options.perSecond - this.sent.length);
    const out: FeedPost[] = [];
    for (const [key, text] of this.pending) {
      if (out.length >= budget) break;
      // Past the page's budget a new text is dropped; one asked before (a retry) still goes.
      if (!this.asked.has(key) && this.asked.size >= PAGE_LOOKUPS) {
        this.pending.delete(key);
        continue;
      }
      out.push({ key, text });
      this.asked.add(key);
    }
    out.forEach((p) => (this.pending.delete(p.key), this.sent.push(now)));
    return out;
  }

  /** Milliseconds until more may be sent; 0 when something can go now, null when nothing waits. */
  wait(): number | null {
    if (!this.pending.size) return null;
    const now = this.options.now();
    const recent = this.sent.filter((t) => t > now - 1000);
    return recent.length < this.options.perSecond ? 0 : recent[recent.length - this.options.perSecond]! + 1000 - now;
  }
}
