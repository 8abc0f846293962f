import { ownText } from './adapters/text';
import type { ReadText } from './adapters/types';
import { legibility } from './legible';
import type { FeedQueue } from './queue';

/** The legible words of this many texts are remembered (as many as the texts' keys). */
const WORDS_KEPT = 1000;

/**
 * Options for the IntersectionObserver that notes the posts on screen: Chromium's
 * IntersectionObserver v2 also says whether a post is really visible (`isVisible`: not covered
 * by other content, not faded, not filtered or skewed), at most every `delay` ms (its minimum).
 */
export const SEEN_OPTIONS = { trackVisibility: true, delay: 100 } as IntersectionObserverInit;

/** Whether the reader can see the post: IntersectionObserver v2's answer where there is one (not Firefox). */
function seenByReader(entry: IntersectionObserverEntry): boolean {
  const v2 = entry as IntersectionObserverEntry & { isVisible?: boolean };
  return v2.isVisible === undefined || v2.isVisible;
}

/**
 * Which posts on screen are offered for matching, and with which words (issue 34): only posts the
 * reader really sees, and only their legibly rendered words. A page that plants a known claim in
 * a post no reader sees (covered by its banner, transparent, 1-pixel, clipped) gets no flag for
 * it, so the flags tell it nothing about memory. A post's style is read once per text, and only
 * for a text not yet offered: the page's re-renders of the same words cost nothing here.
 */
export class Offers {
  /** How each post was last read (an adapter leaves out quoted posts and replies): read the same way for its legible words. */
  private readonly leaveOuts = new WeakMap<Element, ((e: Element) => boolean) | undefined>();
  private readonly words = new Map<string, string>();
  /**
   * The legibility test of the IntersectionObserver callback running now, shared by its posts:
   * their common ancestors' style is read once, not once per post. Nothing changes the page's
   * style within one callback; the next callback reads afresh.
   */
  private shown: ((el: Element) => boolean) | null = null;

  constructor(private readonly queue: FeedQueue) {}

  private legibleNow(): (el: Element) => boolean {
    if (!this.shown) {
      this.shown = legibility();
      queueMicrotask(() => (this.shown = null));
    }
    return this.shown;
  }

  /** The adapters' `read`, noting how each post is read. */
  reader(read: ReadText): ReadText {
    return (el, leaveOut) => {
      this.leaveOuts.set(el, leaveOut);
      return read(el, leaveOut);
    };
  }

  /** A post reported on screen, with the key of its text: offered if the reader sees it and it has legible words. */
  offer(entry: IntersectionObserverEntry, key: string): void {
    if (this.queue.knows(key) || !seenByReader(entry)) return;
    let words = this.words.get(key);
    if (words === undefined) {
      if (this.words.size >= WORDS_KEPT) this.words.clear();
      words = ownText(entry.target, this.leaveOuts.get(entry.target), this.legibleNow());
      this.words.set(key, words);
    }
    if (words) this.queue.offer(key, words);
  }

  /** Offers a text again (the engine's knowledge was still being installed), with the words it was first offered with. */
  again(key: string): void {
    const words = this.words.get(key);
    if (words) this.queue.offer(key, words);
  }
}
