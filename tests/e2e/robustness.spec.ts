import { expect, test } from './support/fixtures';
import { ClaimPage, SidePanel } from './support/pages';

/**
 * Chrome stops an idle service worker at any time, and the engine's offscreen document can go
 * too. Neither may leave a badge spinning or a duplicate history row; a check the engine lost
 * ends as a failed entry whose Retry works, in the badge and in the History.
 *
 * Checks finish in milliseconds until models and online checking exist, so "in the middle of a
 * check" is made with real load: one check at a time and a burst of real checks ahead of the
 * reader's, which then waits in the queue.
 */

const CLAIMS = [
  'Public health officials reviewed several popular claims this week.',
  'Wearing masks reduces the spread of respiratory viruses in crowded indoor spaces.',
  'Some posts insist that garlic cures COVID-19 within three days, a claim doctors reject.',
  'Regular exercise lowers the risk of heart disease according to long-term studies.',
];

test('stopping the service worker in the middle of each request leaves one row per check and a verdict on every badge', async ({
  context,
  server,
  background,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.goto(server.url('article.html'));
  const article = new ClaimPage(page);

  for (const [i, claim] of CLAIMS.entries()) {
    await article.select(claim);
    await article.checkButton().click();
    // Stopped right away, or a moment later: the request is lost on its way, in the engine, or on its way back.
    if (i > 0) await page.waitForTimeout(i * 15);
    await background.killServiceWorker({ wait: false });
    // The result event may be lost with the stopped worker: the badge's watchdog asks again after 10 s.
    await expect.poll(() => article.badges().nth(i).accessibleName(), { timeout: 15_000 }).toBe('Verdict: Unverified');
  }
  await expect.poll(() => article.verdictBadge().count()).toBe(CLAIMS.length);

  // A stopped worker is started again by the next check.
  await background.killServiceWorker();
  await page.mouse.click(5, 5);
  await page.reload();
  await expect.poll(() => article.verdictBadge().count()).toBe(CLAIMS.length);
  const panel = await SidePanel.open(context, extensionId);
  await panel.tab('History');
  await expect(panel.historyRows()).toHaveCount(CLAIMS.length);
  for (const claim of CLAIMS) await expect(panel.row(claim)).toHaveCount(1);
});

test('a check waiting in the queue when the service worker stops still gets its verdict', async ({
  context,
  server,
  background,
  extensionId,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  await panel.configure({ general: { maxConcurrentChecks: 1 } });
  const page = await context.newPage();
  await page.goto(server.url('article.html'));
  const article = new ClaimPage(page);

  await background.burst(300);
  await article.select(CLAIMS[1]!);
  await article.checkButton().click();
  await expect.poll(() => article.badges().first().accessibleName()).toBe('Checking claim: Waiting…');
  await background.killServiceWorker();
  // The engine lives on in its offscreen document; its events start the worker again.
  await expect.poll(() => article.verdictBadge().accessibleName(), { timeout: 30_000 }).toBe('Verdict: Unverified');
  expect((await background.engineStatus()).recovered).toBe(0);
  await panel.page.bringToFront();
  await panel.tab('History');
  await panel.search('masks');
  await expect(panel.historyRows()).toHaveCount(1);
});

test('an engine closed while checks wait ends them as failed entries whose Retry works, in the badge and in the History', async ({
  context,
  server,
  background,
  extensionId,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  await panel.configure({ general: { maxConcurrentChecks: 1 } });
  const page = await context.newPage();
  await page.goto(server.url('article.html'));
  const article = new ClaimPage(page);

  await background.burst(400);
  for (const claim of [CLAIMS[1]!, CLAIMS[3]!]) {
    await article.select(claim);
    await article.checkButton().click();
  }
  await expect.poll(() => article.badges().nth(0).accessibleName()).toBe('Checking claim: Waiting…');
  await expect.poll(() => article.badges().nth(1).accessibleName()).toBe('Checking claim: Waiting…');
  await background.closeEngine();

  // No badge keeps spinning: within the watchdog's interval each says what happened and offers Retry.
  const failed = /^Check failed: Interrupted: ClaimLens was restarted before this check finished\. Retry it\.$/;
  await expect.poll(() => article.badges().nth(0).accessibleName(), { timeout: 20_000 }).toMatch(failed);
  await expect.poll(() => article.badges().nth(1).accessibleName(), { timeout: 20_000 }).toMatch(failed);
  await expect.poll(() => article.badges().nth(0).text()).toContain('Interrupted: ClaimLens was restarted');

  // Retry in the badge.
  await article.badges().nth(0).getByRole('button', { name: 'Retry check' }).click();
  await expect.poll(() => article.badges().nth(0).accessibleName(), { timeout: 20_000 }).toBe('Verdict: Unverified');

  // Retry in the History: the badge on the page follows.
  await panel.page.bringToFront();
  await panel.tab('History');
  await panel.search('exercise');
  await expect(panel.historyRows()).toHaveCount(1);
  await expect(panel.historyRows().first()).toContainText('Failed');
  await panel.recheck(CLAIMS[3]!);
  await expect(panel.historyRows().first()).toContainText('Unverified', { timeout: 20_000 });
  await expect.poll(() => article.badges().nth(1).accessibleName()).toBe('Verdict: Unverified');

  // Nothing is left queued or running, and every claim has one row.
  await panel.search('');
  await expect(panel.page.getByText(/^(Waiting|Checking…)$/)).toHaveCount(0);
  await panel.search('masks');
  await expect(panel.historyRows()).toHaveCount(1);
  await panel.filter({ verdict: 'Failed or cancelled' });
  await panel.search('');
  const interrupted = await panel.historyRows().count();
  expect(interrupted).toBeGreaterThan(0);
  await expect(panel.historyRows().first()).toContainText('Failed');
});
