import { expect, test } from './support/fixtures';
import { starterKnowledgeReady } from './support/knowledge';
import { ClaimPage, FacebookPostPage, RebuildPage, RedditThreadPage, SidePanel, XFeedPage } from './support/pages';

// Each test is a fresh profile: its first check is not what these tests are about.
test.beforeEach(({ context, extensionId }) => starterKnowledgeReady(context, extensionId));

/**
 * Pages shaped like the sites people read claims on: the badge must follow the text through
 * re-renders, virtualisation, collapsing, "See more", scroll containers and reloads, and go away
 * cleanly when the text does.
 */

const MASKS = 'Wearing masks reduces the spread of respiratory viruses in crowded indoor spaces.';

test('X feed: the badge survives re-renders, virtualisation away and back, and a reload; it goes when the post is deleted', async ({
  context,
  server,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.goto(server.url('x-feed.html'));
  const feed = new XFeedPage(page);

  await feed.justAfterRerender();
  const badge = await feed.checkSelection(MASKS, feed.post(3));
  await expect.poll(() => badge.accessibleName()).toBe('Verdict: Unverified');
  // Each post is rebuilt every second and the highlight follows a moment later: read it by polling.
  await expect.poll(() => feed.highlighted('claimlens-checked')).toEqual([MASKS]);

  const panel = await SidePanel.open(context, extensionId);
  await panel.tab('History');
  await expect(panel.historyRows()).toHaveCount(1);
  await expect(panel.row(MASKS)).toContainText('127.0.0.1');

  // Every post's DOM is replaced each second: the badge stays, beside the same words.
  await feed.waitForRerenders(3);
  await expect.poll(() => feed.badges().count()).toBe(1);
  await feed.expectBadgeBeside(badge, MASKS, feed.post(3));
  await expect.poll(() => feed.highlighted('claimlens-checked')).toEqual([MASKS]);

  // Scrolled far away, the post is removed from the DOM and the badge hides; scrolled back, both return.
  await feed.scrollToPost(150);
  await expect(feed.post(3)).toHaveCount(0);
  await expect.poll(() => feed.badges().first().isVisible()).toBe(false);
  expect(await feed.highlighted('claimlens-checked')).toEqual([]);
  await feed.scrollToPost(0);
  await expect(feed.post(3)).toHaveCount(1);
  await feed.expectBadgeBeside(badge, MASKS, feed.post(3));

  // Reloading the page shows the verdict again, without checking anew.
  await page.reload();
  await feed.expectBadgeBeside(feed.verdictBadge(), MASKS, feed.post(3));
  await expect.poll(() => feed.verdictBadge().accessibleName()).toBe('Verdict: Unverified');
  await expect(panel.historyRows()).toHaveCount(1);

  // The author deletes the post: the badge and the highlight go with the text.
  await feed.deletePost(3);
  await expect(feed.post(3)).toContainText('This post was deleted');
  await expect.poll(() => feed.badges().first().isVisible()).toBe(false);
  expect(await feed.highlighted('claimlens-checked')).toEqual([]);
});

test('Reddit thread: a nested comment is checked; collapsing its thread hides the badge, expanding and reloading bring it back', async ({
  context,
  server,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.goto(server.url('reddit-thread.html'));
  const thread = new RedditThreadPage(page);
  const claim = 'Large trials found ivermectin did not help patients with COVID-19.';

  const badge = await thread.checkSelection(claim, thread.comment('c3'));
  await expect.poll(() => badge.accessibleName()).toBe('Verdict: Unverified');
  await thread.expectBadgeBeside(badge, claim, thread.comment('c3'));

  await thread.collapse('natural_cures');
  await expect.poll(() => thread.badges().first().isVisible()).toBe(false);
  await thread.collapse('natural_cures');
  await thread.expectBadgeBeside(badge, claim, thread.comment('c3'));

  await page.reload();
  await thread.expectBadgeBeside(thread.verdictBadge(), claim, thread.comment('c3'));

  const panel = await SidePanel.open(context, extensionId);
  await panel.tab('History');
  await expect(panel.row(claim)).toContainText('Unverified');
  await expect(panel.historyRows()).toHaveCount(1);
});

test('Facebook post: the badge follows "See more" rewriting the post, and scrolling inside a replies box', async ({
  context,
  server,
}) => {
  const page = await context.newPage();
  await page.goto(server.url('facebook-post.html'));
  const post = new FacebookPostPage(page);
  const claim = 'Vitamin D supplements prevent all respiratory infections';

  const badge = await post.checkSelection(claim);
  await post.seeMore();
  await expect(page.getByText('the mainstream media will never report it')).toBeVisible();
  await post.expectBadgeBeside(badge, claim);
  await expect.poll(() => post.badges().count()).toBe(1);

  // A reply inside a scrollable box: its badge scrolls with it and hides when it leaves the box.
  const reply = 'Antibiotics do not work against viruses such as influenza.';
  const replyBadge = await post.checkSelection(reply, post.repliesScroller());
  await post.expectBadgeBeside(replyBadge, reply, post.repliesScroller());
  await post.repliesScroller().evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await expect.poll(() => replyBadge.isVisible()).toBe(false);
  await post.repliesScroller().evaluate((el) => el.scrollTo(0, 0));
  await expect.poll(() => replyBadge.isVisible()).toBe(true);
  const box = await post.boxOf(post.repliesScroller());
  const inBox = await post.boxOf(replyBadge);
  expect(inBox.top).toBeGreaterThanOrEqual(box.top - 1);
  expect(inBox.bottom).toBeLessThanOrEqual(box.bottom + 30);
});

test('a page that rebuilds its whole DOM every second keeps one badge beside the claim', async ({
  context,
  server,
}) => {
  const page = await context.newPage();
  await page.goto(server.url('rebuild.html'));
  const ticker = new RebuildPage(page);
  const claim = 'Measles vaccination prevents measles in about 97% of people after two doses.';

  await ticker.waitForRebuilds(1);
  const badge = await ticker.checkSelection(claim);
  await expect.poll(() => badge.accessibleName()).toBe('Verdict: Unverified');
  await ticker.waitForRebuilds(3);
  await expect.poll(() => ticker.badges().count()).toBe(1);
  await ticker.expectBadgeBeside(badge, claim);
  await expect.poll(() => ticker.highlighted('claimlens-checked')).toEqual([claim]);

  // The page rebuilds between the selection and the click: the selected nodes are gone, the claim is not.
  const later = 'officials recommend drinking water during heat waves.';
  await ticker.waitForRebuilds(1);
  await ticker.select(later);
  await expect.poll(() => ticker.checkButton().isVisible()).toBe(true);
  await ticker.waitForRebuilds(1);
  await ticker.checkButton().click();
  const second = ticker.badges().nth(1);
  await expect.poll(() => second.accessibleName()).toBe('Verdict: Unverified');
  await ticker.expectBadgeBeside(second, later);
  await expect.poll(async () => (await ticker.highlighted('claimlens-checked')).sort()).toEqual([claim, later].sort());
});

test('the badge follows the text when the window is resized and the paragraph rewraps', async ({ context, server }) => {
  const page = await context.newPage();
  await page.goto(server.url('article.html'));
  const article = new ClaimPage(page);
  const badge = await article.checkSelection(MASKS);
  await article.expectBadgeBeside(badge, MASKS);
  await page.setViewportSize({ width: 420, height: 900 });
  await article.expectBadgeBeside(badge, MASKS);
  await page.setViewportSize({ width: 1200, height: 900 });
  await article.expectBadgeBeside(badge, MASKS);
});
