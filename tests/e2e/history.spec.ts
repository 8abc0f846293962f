import { expect, test } from './support/fixtures';
import { ClaimPage, SidePanel } from './support/pages';

/** The side panel's Check and History tabs: live updates, search, filters, re-check, delete, export. */

const MASKS = 'Wearing masks reduces the spread of respiratory viruses in crowded indoor spaces.';
const EXERCISE = 'Regular exercise lowers the risk of heart disease according to long-term studies.';
const GARLIC = 'Some posts insist that garlic cures COVID-19 within three days, a claim doctors reject.';

const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const tomorrow = () => {
  const d = new Date(Date.now() + 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('history: live Check tab, search, filters, re-check, delete with confirmation, and JSON/CSV exports', async ({
  context,
  server,
  background,
  extensionId,
}) => {
  test.setTimeout(150_000);
  const panel = await SidePanel.open(context, extensionId);
  await panel.configure({ general: { maxConcurrentChecks: 1 } });

  const page = await context.newPage();
  await page.goto(server.url('article.html'));
  const article = new ClaimPage(page);
  await article.checkSelection(MASKS);
  const other = await context.newPage();
  await other.goto(server.url('article.html', 'localhost'));
  await new ClaimPage(other).checkSelection(EXERCISE);
  await other.close();

  // The Check tab follows the newest check while it waits, and when it ends.
  await panel.page.bringToFront();
  await panel.tab('Check');
  await expect(panel.checkedText()).toHaveText(EXERCISE);
  await background.burst(300);
  await page.bringToFront();
  await article.select(GARLIC);
  await article.checkButton().click();
  const garlicBadge = article.badges().nth(1);
  await expect.poll(() => garlicBadge.accessibleName()).toBe('Checking claim: Waiting…');
  await expect(panel.checkedText()).toHaveText(GARLIC);
  await expect(panel.checkDetails().locator('.verdict')).toHaveText(/Waiting/);
  await garlicBadge.getByRole('button', { name: 'Cancel check' }).click();
  await expect.poll(() => garlicBadge.accessibleName()).toBe('Check cancelled.');
  await expect(panel.checkDetails().locator('.verdict')).toHaveText(/Cancelled/);
  await expect(panel.checkDetails().getByRole('button', { name: 'Retry' })).toBeVisible();

  await panel.page.bringToFront();
  await panel.tab('History');
  await panel.search('MASKS spread');
  await expect(panel.historyRows()).toHaveCount(1);
  await expect(panel.historyRows().first()).toContainText(MASKS);
  await panel.search('no such words');
  await expect(panel.page.getByText('No check matches these filters.')).toBeVisible();
  await panel.search('');

  await panel.filter({ site: '127.0.0.1' });
  await expect(panel.historyRows()).toHaveCount(2);
  // Newest first.
  await expect(panel.historyRows().nth(0)).toContainText(GARLIC);
  await expect(panel.historyRows().nth(1)).toContainText(MASKS);
  await panel.filter({ site: 'localhost' });
  await expect(panel.historyRows()).toHaveCount(1);
  await expect(panel.historyRows().first()).toContainText(EXERCISE);
  await panel.filter({ site: '127.0.0.1', verdict: 'Failed or cancelled' });
  await expect(panel.historyRows()).toHaveCount(1);
  await expect(panel.historyRows().first()).toContainText('Cancelled');
  await panel.filter({ verdict: 'Unverified', from: tomorrow() });
  await expect(panel.historyRows()).toHaveCount(0);
  await panel.filter({ from: today(), to: today() });
  await expect(panel.historyRows()).toHaveCount(1);
  await panel.filter({ verdict: 'All verdicts' });
  await expect(panel.historyRows()).toHaveCount(2);

  // Exports hold exactly what the filters show.
  const json = JSON.parse((await panel.exportHistory('JSON')).text) as {
    checks: { text: string; status: string; site: string }[];
  };
  expect(json.checks.map((c) => [c.text, c.status, c.site])).toEqual([
    [GARLIC, 'cancelled', '127.0.0.1'],
    [MASKS, 'done', '127.0.0.1'],
  ]);
  const csv = (await panel.exportHistory('CSV')).text.trimEnd().split('\r\n');
  expect(csv).toHaveLength(3);
  expect(csv[1]).toContain(',cancelled,,,');
  expect(csv[2]).toContain(`,done,Unverified,,none,${MASKS},No local models installed yet`);

  // Re-check runs the same entry again: one row, checked twice; the cancelled one gets its verdict, on the page too.
  // The re-check queues behind what is left of the 300-check burst (one check at a time): how long
  // that takes depends on the machine, so the wait is on the row's state, generously bounded.
  await panel.recheck(MASKS);
  await expect(panel.row(MASKS)).toContainText('checked 2 times', { timeout: 60_000 });
  await panel.recheck(GARLIC);
  await expect(panel.row(GARLIC)).toContainText('Unverified', { timeout: 20_000 });
  await expect(panel.historyRows()).toHaveCount(2);
  await expect.poll(() => garlicBadge.accessibleName()).toBe('Verdict: Unverified');

  // Delete asks first; "Keep" keeps it.
  await panel.delete(MASKS, false);
  await expect(panel.historyRows()).toHaveCount(2);
  expect(await article.highlighted('claimlens-checked')).toContain(MASKS);
  await panel.delete(MASKS);
  await expect(panel.historyRows()).toHaveCount(1);
  await expect(panel.row(MASKS)).toHaveCount(0);
  // Its badge and highlight leave the open page at once, and do not come back on a reload.
  await expect.poll(() => article.verdictBadge().count()).toBe(1);
  await expect.poll(() => article.highlighted('claimlens-checked')).not.toContain(MASKS);
  await page.reload();
  await expect.poll(() => article.verdictBadge().count()).toBe(1);
  await expect.poll(() => article.verdictBadge().accessibleName()).toBe('Verdict: Unverified');
  await article.expectBadgeBeside(article.verdictBadge(), GARLIC);

  await panel.page.bringToFront();
  await panel.filter({ site: 'All sites', from: '', to: '' });
  const total = Number((await panel.counter().textContent())!.split(' of ')[1]!.split(' ')[0]);
  expect(total).toBeGreaterThan(300);
  await panel.deleteAll(total);
  await expect(panel.page.getByText('No checks yet.')).toBeVisible();
  await expect.poll(() => article.badges().count()).toBe(0);
  await page.reload();
  await expect.poll(() => article.badges().count()).toBe(0);
});
