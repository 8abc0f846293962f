import { FlagFeedPage, recordFeedTexts, setFlagKnown } from './support/feed-flags';
import { expect, test } from './support/fixtures';
import { SidePanel } from './support/pages';

/**
 * Issue 34, items 1–3: a hostile page (pages/feed-probe.html) plants known and unknown claims
 * where no reader sees them (transparent, under its own banner, 1-pixel, white on white), hides a
 * known false claim in 1-pixel transparent text after a sentence of its own, and probes what it
 * can: the highlight registry, hit-testing over and beside its posts, the overlay host appearing,
 * the size of the flags beside two claims it knows. It must learn nothing about memory it could
 * not learn with flagging off: what it sees is the same for the known claims and the unknown ones.
 */

const KNOWN_FALSE = 'One type of COVID-19 test identifies coronavirus proteins in a few seconds.';
const KNOWN_TRUE =
  'A stretch of DNA that increases the risk of severe illness from COVID-19 was passed down from Neanderthals 60,000 years ago.';
const HIDDEN_FALSE = 'The initial wave of COVID-19 is predicted to be the only outbreak.';

interface Probe {
  hostAdds: number;
  registry: string[];
  planted: Record<string, number>;
  beside: Record<string, number>;
}

test('a page that plants, hides, covers, measures and hit-tests learns nothing of memory from the flags', async ({
  context,
  server,
  extensionId,
  background,
}) => {
  test.setTimeout(120_000);
  const texts = await recordFeedTexts(await background.worker());
  const panel = await SidePanel.open(context, extensionId);
  await setFlagKnown(panel, true);
  const page = await context.newPage();
  await page.goto(server.url('feed-probe.html'));
  const feed = new FlagFeedPage(page);

  // The reader sees two known claims: each gets its flag, which names the words it matched.
  await expect.poll(() => feed.flags().count(), { timeout: 40_000 }).toBe(2);
  await feed.expectBadgeBeside(feed.flag('False'), KNOWN_FALSE, page.locator('#v-false'));
  await feed.expectBadgeBeside(feed.flag('True'), KNOWN_TRUE, page.locator('#v-true'));
  expect(await feed.flag('False').accessibleName()).toContain(`The words “${KNOWN_FALSE}” match`);
  // Time for anything else on screen to be asked about and flagged (the posts are all on screen).
  await page.waitForTimeout(3000);
  expect(await feed.flags().count()).toBe(2);

  // Only the words a reader sees were offered: no planted claim, not the 1-pixel one after a sentence.
  const sent = (await texts()).join('\n');
  expect(sent).toContain(KNOWN_FALSE);
  expect(sent).toContain('Handwashing with soap removes most germs');
  for (const planted of await page.locator('.planted').allTextContents()) expect(sent).not.toContain(planted);
  expect(sent).not.toContain(HIDDEN_FALSE);

  const probe = await page.evaluate(() => (window as unknown as { probe(): Probe }).probe());
  // Nothing in the page's highlight registry; the overlay came once, at the start.
  expect(probe.registry).toEqual([]);
  expect(probe.hostAdds).toBe(1);
  // Hit-testing over and beside every planted post finds nothing of ClaimLens's: known or not.
  expect(probe.planted).toEqual(Object.fromEntries(Object.keys(probe.planted).map((id) => [id, 0])));
  // The flags of a True and a False claim have one size, measured by the reader and by the page.
  const [f, t] = [await feed.boxOf(feed.flag('False')), await feed.boxOf(feed.flag('True'))];
  expect([f.right - f.left, f.bottom - f.top]).toEqual([t.right - t.left, t.bottom - t.top]);
  expect(probe.beside['v-false']).toBeGreaterThan(0);
  expect(probe.beside['v-false']).toBe(probe.beside['v-true']);

  // A page of claims no memory holds gets the overlay all the same: its coming says nothing.
  const unknown = await context.newPage();
  await unknown.goto(server.url('feed-probe.html?unknown'));
  await expect
    .poll(() => unknown.evaluate(() => (window as unknown as { hostAdds: number[] }).hostAdds.length))
    .toBe(1);
  expect(await new FlagFeedPage(unknown).flags().count()).toBe(0);
});
