import { expect, test } from './support/fixtures';
import { ClaimPage, SidePanel } from './support/pages';

test('select a claim, check it, read the badge, find it in the side panel', async ({
  context,
  server,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.goto(server.url('article.html'));
  const claims = new ClaimPage(page);
  const claim = 'Wearing masks reduces the spread of respiratory viruses in crowded indoor spaces.';

  await claims.select(claim);
  await expect.poll(() => claims.checkButton().isVisible()).toBe(true);
  await claims.checkButton().click();

  const badge = claims.verdictBadge();
  // No models or knowledge installed: the honest answer is Unverified, never a made-up verdict.
  await expect.poll(() => badge.accessibleName()).toBe('Verdict: Unverified');
  await expect.poll(() => badge.text()).toContain('Unverified');

  const panel = await SidePanel.open(context, extensionId);
  await panel.tab('History');
  await expect(panel.historyRows()).toHaveCount(1);
  await expect(panel.historyRows().first()).toContainText(claim);
  await panel
    .historyRows()
    .first()
    .getByRole('button', { name: /^Open check/ })
    .click();
  await expect(panel.page.getByRole('tab', { name: 'Check' })).toHaveAttribute('aria-selected', 'true');
  await expect(
    panel.page.getByText('No local models installed yet — open Settings → Models to install them.'),
  ).toBeVisible();
});

test('the pill is dismissed by Escape and by clicking elsewhere, and shows nothing for an empty selection', async ({
  context,
  server,
}) => {
  const page = await context.newPage();
  await page.goto(server.url('article.html'));
  const claims = new ClaimPage(page);

  await claims.select('garlic cures COVID-19 within three days');
  await expect.poll(() => claims.checkButton().isVisible()).toBe(true);
  await page.keyboard.press('Escape');
  await expect.poll(() => claims.checkButton().isVisible()).toBe(false);
  // Escape leaves the reader's selection alone.
  expect(await claims.selectedText()).toBe('garlic cures COVID-19 within three days');

  await page.mouse.click(5, 5);
  await claims.select('garlic cures COVID-19 within three days');
  await expect.poll(() => claims.checkButton().isVisible()).toBe(true);
  await page.mouse.click(5, 5);
  await expect.poll(() => claims.checkButton().isVisible()).toBe(false);

  await page.locator('#p4').click();
  await expect.poll(() => claims.checkButton().isVisible()).toBe(false);
});

test('a selection that is not a health claim says so and can still be checked', async ({ context, server }) => {
  const page = await context.newPage();
  await page.goto(server.url('article.html'));
  const claims = new ClaimPage(page);
  await claims.select('The city council also approved a new bicycle lane on Main Street.');
  await expect.poll(() => claims.pill().text()).toContain('This may not be a health claim. You can still check it.');
  await claims.checkButton().click();
  await expect.poll(() => claims.verdictBadge().accessibleName()).toMatch(/^Verdict: Unverified/);
});
