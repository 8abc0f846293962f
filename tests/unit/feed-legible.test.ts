// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

import { ownText } from '../../lib/content/feeds/adapters/text';
import { contrast, legibility } from '../../lib/content/feeds/legible';
import { Offers } from '../../lib/content/feeds/offer';
import { FeedQueue, PAGE_LOOKUPS } from '../../lib/content/feeds/queue';

/**
 * Issue 34: a page plants known claims in text no reader sees, to learn from the flags what the
 * reader's memory holds or to put a verdict beside words that did not earn it. Only legibly
 * rendered words are offered for matching, and a page may look up a bounded number of texts.
 */

const TRUE_SENTENCE = 'Handwashing with soap removes most germs from the hands.';
const PLANTED = 'One type of COVID-19 test identifies coronavirus proteins in a few seconds.';

describe('the words a post offers for matching are the words a reader sees', () => {
  it.each([
    ['1-pixel text', 'font-size: 1px'],
    ['transparent text', 'color: transparent'],
    ['nearly transparent text', 'color: rgba(0, 0, 0, 0.05)'],
    ['white on white', 'color: #fff; background: #fff'],
    ['hidden text', 'visibility: hidden'],
    ['faded out', 'opacity: 0'],
  ])('%s after a sentence is not read', (_name, style) => {
    document.body.innerHTML = `<p id="p">${TRUE_SENTENCE} <span style="${style}">${PLANTED}</span></p>`;
    const p = document.getElementById('p')!;
    expect(ownText(p)).toBe(`${TRUE_SENTENCE} ${PLANTED}`);
    expect(ownText(p, undefined, legibility())).toBe(TRUE_SENTENCE);
  });

  it('a post that is all planted text has no words; ordinary text on a dark background keeps them', () => {
    document.body.innerHTML = `<p id="a" style="color: transparent">${PLANTED}</p><div style="background: #111"><p id="b" style="color: #eee">${PLANTED}</p></div>`;
    expect(ownText(document.getElementById('a')!, undefined, legibility())).toBe('');
    expect(ownText(document.getElementById('b')!, undefined, legibility())).toBe(PLANTED);
  });

  it('measures contrast as WCAG does', () => {
    expect(contrast([0, 0, 0, 1], [255, 255, 255, 1])).toBeCloseTo(21, 0);
    expect(contrast([250, 250, 250, 1], [255, 255, 255, 1])).toBeLessThan(1.5);
  });
});

describe('a page looks up a bounded number of texts', () => {
  it(`at most PAGE_LOOKUPS (${PAGE_LOOKUPS}) distinct texts, across queues; a text asked before may be asked again`, () => {
    const asked = new Set<string>();
    const first = new FeedQueue({ perSecond: 1e6, now: () => 0, asked });
    for (let i = 0; i < PAGE_LOOKUPS - 1; i++) first.offer(`k${i}`, `text ${i}`);
    let sent = 0;
    for (let batch = first.take(); batch.length; batch = first.take()) sent += batch.length;
    // Flagging switched off and on: a new queue, the same page.
    const second = new FeedQueue({ perSecond: 1e6, now: () => 0, asked });
    ['k0', 'new-1', 'new-2', 'new-3'].forEach((k) => second.offer(k, k));
    const later = [];
    for (let batch = second.take(); batch.length; batch = second.take()) later.push(...batch.map((p) => p.key));
    expect({ sent, later }).toEqual({ sent: PAGE_LOOKUPS - 1, later: ['k0', 'new-1'] });
  });
});

describe('the posts of one observer callback share their ancestors’ style reads', () => {
  const seenEntry = (target: Element) => ({ target, isVisible: true }) as unknown as IntersectionObserverEntry;

  it('reads the feed’s style once for all the posts of one callback, and again in the next', async () => {
    document.body.innerHTML = `<main id="feed" style="background: #fff">${[0, 1, 2, 3]
      .map((i) => `<p id="p${i}">${TRUE_SENTENCE} Post ${i}.</p>`)
      .join('')}</main>`;
    const feed = document.getElementById('feed')!;
    const queue = new FeedQueue({ perSecond: 60, now: () => 0 });
    const offers = new Offers(queue);
    const styles = vi.spyOn(window, 'getComputedStyle');
    const feedReads = () => styles.mock.calls.filter(([el]) => el === feed).length;
    try {
      const offer = (i: number) => offers.offer(seenEntry(document.getElementById(`p${i}`)!), `k${i}`);
      offer(0);
      const once = feedReads();
      offer(1);
      expect(once).toBeGreaterThan(0);
      expect(feedReads()).toBe(once);
      await Promise.resolve();
      offer(2);
      offer(3);
      expect(feedReads()).toBe(2 * once);
      expect(queue.take().map((p) => p.text)).toEqual([0, 1, 2, 3].map((i) => `${TRUE_SENTENCE} Post ${i}.`));
    } finally {
      styles.mockRestore();
    }
  });
});
