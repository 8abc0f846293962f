import { expect, test } from './support/fixtures';
import { ClaimPage, SidePanel } from './support/pages';

/**
 * Check this page in the built extension: the side panel's button and the toolbar menu's item
 * ask the tab to read its article (Readability), choose its claim sentences (headings, lead-ins
 * and open questions are no claims) and check each, with a badge beside each checked sentence,
 * the page's progress and tally, and a page check in History for each sentence.
 */

const TRUE_CLAIM =
  'A stretch of DNA that increases the risk of severe illness from COVID-19 was passed down from Neanderthals 60,000 years ago.';
const FALSE_CLAIM = 'One type of COVID-19 test identifies coronavirus proteins in a few seconds.';
/** Not in the starter pack, and no online checking set up. */
const OTHER_CLAIM =
  "The council's weekly briefing on the pandemic is broadcast on local radio every Thursday evening at seven.";

test('the side panel’s Check this page: a badge beside each checked sentence, with the starter pack’s verdicts, and the tally', async ({
  context,
  extensionId,
  server,
}) => {
  test.setTimeout(120_000);
  // The panel first, so that the article is the tab in front: the button checks the active tab.
  const panel = await SidePanel.open(context, extensionId);
  const page = await context.newPage();
  await page.goto(server.url('check-page.html'));
  const claims = new ClaimPage(page);

  await panel.page.getByRole('button', { name: 'Check this page' }).click();
  const answer = panel.page.getByRole('region', { name: 'Check this page' }).getByRole('status');
  // Of the article's six sentences (Readability leaves the title out), the byline, the open
  // question and the lead-in are no claims.
  await expect(answer).toHaveText('Checking 3 key sentences chosen of 6 sentences in this article.');

  const status = claims.getByRole('status', { name: /^Check this page: / });
  // A fresh profile's first checks wait for the starter knowledge (up to 20 s).
  await expect
    .poll(() => status.accessibleName(), { timeout: 60_000 })
    .toBe('Check this page: Checked 3 key sentences of 6: 1 True, 1 False, 1 Unverified.');
  await expect.poll(() => claims.badges().count()).toBe(3);
  const trueBadge = claims.getByRole('status', { name: /^Verdict: True/ });
  const falseBadge = claims.getByRole('status', { name: /^Verdict: False/ });
  await claims.expectBadgeBeside(trueBadge, TRUE_CLAIM);
  await claims.expectBadgeBeside(falseBadge, FALSE_CLAIM);
  await claims.expectBadgeBeside(claims.getByRole('status', { name: /^Verdict: Unverified/ }), OTHER_CLAIM);
  // The lead-in, the byline and the open question are not checked; the page's text is unchanged.
  await expect(page.locator('#test')).toHaveText(FALSE_CLAIM);

  await panel.tab('History');
  await expect(panel.historyRows()).toHaveCount(3);
  await expect(panel.historyRows().filter({ hasText: 'Page check' })).toHaveCount(3);
});

test('the toolbar menu’s Check this page: a page with no article says so on the page; a tab ClaimLens does not run in says why in the side panel', async ({
  context,
  extensionId,
  server,
  background,
}) => {
  // The item is in the toolbar button's menu (an update fails on a missing item).
  const worker = await background.worker();
  await worker.evaluate(() => chrome.contextMenus.update('claimlens-check-page', {}));

  const page = await context.newPage();
  await page.goto(server.url('no-article.html'));
  await page.bringToFront();
  // What the menu item sends to the tab's top frame.
  const answer = await worker.evaluate(async () => {
    const [tab] = await chrome.tabs.query({ active: true });
    return chrome.tabs.sendMessage(tab!.id!, { type: 'content.checkPage', payload: {} }, { frameId: 0 });
  });
  expect(answer).toEqual({ ok: true, data: { started: false, message: expect.stringMatching(/^No article text/) } });
  const status = new ClaimPage(page).getByRole('status', { name: /^Check this page: / });
  await expect.poll(() => status.accessibleName()).toMatch(/^Check this page: No article text found on this page/);

  const panel = await SidePanel.open(context, extensionId);
  const blank = await context.newPage();
  await blank.goto('about:blank');
  await panel.page.getByRole('button', { name: 'Check this page' }).click();
  await expect(panel.page.getByRole('region', { name: 'Check this page' }).getByRole('status')).toHaveText(
    /^Check this page could not run here\. ClaimLens is not running on this page/,
  );
});
