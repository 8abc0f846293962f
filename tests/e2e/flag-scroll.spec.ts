import { flaggedFeed } from './support/feed-flags';
import { expect, test } from './support/fixtures';

/**
 * A flag on a feed that scrolls inside its own box (pages/feed-scroller.html): flagging listens
 * to no scrolling of the window (flags sit at page coordinates), only to the scroll containers
 * around a flag it placed, so these are what must keep a flag beside its sentence.
 */

const FALSE_CLAIM = 'One type of COVID-19 test identifies coronavirus proteins in a few seconds.';

test('a flag follows its post as the feed’s own box scrolls and as the window scrolls, and hides when the box clips its post', async ({
  context,
  server,
  extensionId,
}) => {
  const { page, feed } = await flaggedFeed(context, server.url('feed-scroller.html'), extensionId, 1);
  await feed.expectBadgeBeside(feed.flag('False'), FALSE_CLAIM, feed.post('p1'));
  const top = async () => (await feed.boxOf(feed.flag('False'))).top;
  const before = await top();

  // The box scrolls by 60 px under the reader's wheel: the flag moves up with its sentence at once
  // (within 1.5 s: not left to the page's whole read every 5 s).
  await page.mouse.move(600, 500);
  await page.mouse.wheel(0, 60);
  await expect.poll(() => page.locator('#timeline').evaluate((e) => e.scrollTop)).toBe(60);
  await expect.poll(top, { timeout: 1500 }).toBeLessThan(before - 40);
  await feed.expectBadgeBeside(feed.flag('False'), FALSE_CLAIM, feed.post('p1'));

  // The window scrolls: the flag is carried with the page, still beside its sentence.
  await page.mouse.move(600, 100);
  await page.mouse.wheel(0, 200);
  await expect.poll(() => page.evaluate(() => scrollY)).toBe(200);
  await feed.expectBadgeBeside(feed.flag('False'), FALSE_CLAIM, feed.post('p1'));

  // The box scrolls its post out of sight (above the box, still inside the window): the flag hides.
  await page.locator('#timeline').hover();
  await page.mouse.wheel(0, 300);
  await expect.poll(() => page.locator('#timeline').evaluate((e) => e.scrollTop)).toBeGreaterThan(250);
  await expect.poll(() => feed.shownFlags()).toBe(0);

  // And back: shown beside its sentence again.
  await page.mouse.wheel(0, -400);
  await expect.poll(() => feed.shownFlags()).toBe(1);
  await feed.expectBadgeBeside(feed.flag('False'), FALSE_CLAIM, feed.post('p1'));
});
