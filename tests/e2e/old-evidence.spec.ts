import { expect, test } from './support/fixtures';
import { ClaimPage, SidePanel } from './support/pages';

/**
 * Old evidence notice (issue 32 item 4): a memory answer on a statement verified longer ago than
 * Settings → Memory allows says "Evidence from {year}" in the badge and the side panel, beside
 * *Check online instead*. The starter pack's statements are dated 2023-05-30: a 1-year setting
 * makes them old, the default 5 years does not.
 */

const CLAIM = 'one type of COVID-19 test identifies coronavirus proteins in a few seconds';
const SETTING = 'Say when a memory answer rests on evidence at least this many years old (0: never)';

test('a memory answer older than the setting says “Evidence from 2023” and offers Check online instead', async ({
  context,
  server,
  extensionId,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  await panel.tab('Settings');
  await expect(panel.page.getByLabel(SETTING)).toHaveValue('5');
  await panel.page.getByLabel(SETTING).fill('1');
  await expect(panel.page.getByLabel(SETTING)).toHaveValue('1');

  const page = await context.newPage();
  await page.goto(server.url('starter-claims.html'));
  const claims = new ClaimPage(page);
  await claims.select(CLAIM);
  await claims.checkButton().click();
  await expect.poll(() => claims.verdictBadge().accessibleName(), { timeout: 40_000 }).toBe('Verdict: False');

  await panel.page.bringToFront();
  await panel.tab('Check');
  const check = panel.checkDetails();
  await expect(check.getByText('From memory (local knowledge)')).toBeVisible();
  await expect(check.getByText(/^Evidence from 2023: guidance may have changed since\./)).toBeVisible();
  await expect(check.getByRole('button', { name: 'Check online instead' })).toBeVisible();
});
