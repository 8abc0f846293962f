import { expect, test } from './support/fixtures';
import { ClaimTab, PanelTab } from './support/pages';

/**
 * Firefox's MV3 background is an event page, unloaded when idle, and the engine worker lives in
 * it. Unloading it (as about:debugging's "Terminate background script" does) must leave no badge
 * spinning and no check "running": a check in flight ends with its verdict or failed with a
 * Retry that works, and the next check starts the page again.
 */

const MASKS = 'Wearing masks reduces the spread of respiratory viruses in crowded indoor spaces.';
const EXERCISE = 'Regular exercise lowers the risk of heart disease according to long-term studies.';
const GARLIC = 'garlic cures COVID-19 within three days';

test('the event page unloaded before and during a check: every check ends with a verdict, or failed with a Retry that works', async ({
  firefox,
  server,
}) => {
  const page = new ClaimTab(await firefox.newTab(server.url('article.html')));
  test.skip(
    !(await firefox.hasChromeScope()),
    'This Firefox’s WebDriver BiDi has no chrome scope (moz:scope), which reading and unloading the event page needs',
  );
  expect(await page.checkSelection(MASKS)).toBe('Verdict: Unverified');
  expect(await firefox.backgroundState()).toBe('running');

  // Unloaded while idle: the next check wakes it, with a new engine.
  await firefox.terminateBackground();
  expect(await firefox.backgroundState()).toBe('stopped');
  expect(await page.checkSelection(EXERCISE)).toBe('Verdict: Unverified');
  expect(await firefox.backgroundState()).toBe('running');

  // Unloaded right after the press, while the check is on its way.
  await page.tab.click(5, 5);
  await page.select(GARLIC);
  await page.pressCheck();
  await firefox.terminateBackground();
  const ended = /^(Verdict: Unverified|Check failed: .+)$/;
  await expect.poll(async () => (await page.badgeNames())[2] ?? '', { timeout: 60_000 }).toMatch(ended);
  if ((await page.badgeNames())[2]!.startsWith('Check failed')) {
    await page.clickWhenShown(() => page.byRole('button', 'Retry check'), 'Retry check');
    await expect.poll(async () => (await page.badgeNames())[2], { timeout: 60_000 }).toBe('Verdict: Unverified');
  }
  expect(await page.badgeNames()).toEqual(['Verdict: Unverified', 'Verdict: Unverified', 'Verdict: Unverified']);

  // One row per claim, with its verdict, and none left waiting or running: a Retry of a start that
  // was never answered sends the same request id, and the engine runs the row it finds by it again.
  const panel = await PanelTab.open(firefox);
  await panel.open('History');
  await expect.poll(async () => (await panel.historyRows()).length).toBe(3);
  const rows = await panel.historyRows();
  for (const claim of [MASKS, EXERCISE, GARLIC]) {
    const own = rows.filter((r) => r.includes(claim));
    expect(own.length, `${claim}: ${JSON.stringify(rows)}`).toBe(1);
    expect(own[0], JSON.stringify(rows)).toContain('Unverified');
  }
  expect(rows.filter((r) => /Waiting|Checking…/.test(r))).toEqual([]);
});
