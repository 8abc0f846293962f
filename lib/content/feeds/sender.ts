import { FEED_LIMITS, type FeedFlag } from '../../core/feeds';
import { log } from '../../log/log';
import { sendToBackground } from '../../messaging/client';
import type { ReadText } from './adapters/types';
import { Offers } from './offer';
import { FeedQueue } from './queue';

/** How long an idle callback may wait (the time from a post on screen to its flag stays short). */
const IDLE_TIMEOUT_MS = 100;
/** When the knowledge was still being installed, posts are asked about again after this. */
const RETRY_MS = 3000;

/** The texts this page looked up, across switching flagging off and on (`PAGE_LOOKUPS` caps them). */
const lookedUp = new Set<string>();

/** What the sender needs from the rest of feed flagging. */
export interface SenderEvents {
  /** The engine's flags for a batch. */
  flagged(flags: readonly FeedFlag[]): void;
  /** Whether a text has a flag already (it is not asked about again). */
  has(key: string): boolean;
  /** The keys of the texts on screen now (asked about again after an incomplete answer). */
  onScreen(): Iterable<string>;
}

/**
 * The batched asks to the background: posts the reader sees are offered (offer.ts), and in idle
 * time the queue's next batch (each text once, a bounded number a second) goes to the engine,
 * which answers from memory only. One ask at a time; all of it ends with the signal.
 */
export class FeedSender {
  private readonly queue = new FeedQueue({
    perSecond: FEED_LIMITS.postsPerSecond,
    now: () => Date.now(),
    asked: lookedUp,
  });
  private readonly offers = new Offers(this.queue);
  private readonly retries = new Set<number>();
  private timer = 0;
  private idle = 0;
  private sending = false;

  constructor(
    private readonly events: SenderEvents,
    private readonly signal: AbortSignal,
  ) {
    signal.addEventListener('abort', () => this.stop(), { once: true });
  }

  /** The adapters' `read`, noting how each post is read (its legible words are read the same way). */
  reader(read: ReadText): ReadText {
    return this.offers.reader(read);
  }

  /** A post on screen: offered if the reader sees it. */
  offer(entry: IntersectionObserverEntry, key: string): void {
    this.offers.offer(entry, key);
  }

  /** No post with this text is on screen: it is not sent unless it comes back. */
  leave(key: string): void {
    this.queue.leave(key);
  }

  /** Sends the next batch when the queue has one: at once in idle time, or once the rate allows. */
  schedule(): void {
    if (this.sending || this.idle || this.timer || this.signal.aborted) return;
    const wait = this.queue.wait();
    if (wait === null) return;
    if (wait > 0) this.timer = window.setTimeout(() => ((this.timer = 0), this.schedule()), wait);
    else this.idle = requestIdleCallback(() => ((this.idle = 0), void this.send()), { timeout: IDLE_TIMEOUT_MS });
  }

  private async send(): Promise<void> {
    const batch = this.queue.take();
    if (!batch.length || this.signal.aborted) return;
    this.sending = true;
    try {
      const { flags, incomplete } = await sendToBackground('feeds.match', { posts: batch });
      if (this.signal.aborted) return;
      if (incomplete) this.retry(batch.map((p) => p.key));
      this.events.flagged(flags);
    } catch (e) {
      log.warn('content', 'Known claims could not be looked up for the posts on screen', e);
    } finally {
      this.sending = false;
      this.schedule();
    }
  }

  /** The engine's knowledge was still being installed: the batch's texts on screen are asked about again later. */
  private retry(keys: readonly string[]): void {
    const retry = window.setTimeout(() => {
      this.retries.delete(retry);
      this.queue.forget(keys.filter((k) => !this.events.has(k)));
      for (const key of this.events.onScreen()) this.offers.again(key);
      this.schedule();
    }, RETRY_MS);
    this.retries.add(retry);
  }

  private stop(): void {
    clearTimeout(this.timer);
    cancelIdleCallback(this.idle);
    this.retries.forEach((t) => clearTimeout(t));
  }
}
