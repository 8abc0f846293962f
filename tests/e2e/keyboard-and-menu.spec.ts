import { expect, test } from './support/fixtures';
import { ClaimPage, SidePanel } from './support/pages';

/** Keyboard selection and focus, the context menu / shortcut path, and the badge opening the side panel. */

const MASKS = 'Wearing masks reduces the spread of respiratory viruses in crowded indoor spaces.';
const EXERCISE = 'Regular exercise lowers the risk of heart disease according to long-term studies.';

test('a keyboard selection shows the pill; Tab reaches its button and Enter checks the claim', async ({
  context,
  server,
}) => {
  const page = await context.newPage();
  await page.goto(server.url('article.html'));
  const article = new ClaimPage(page);
  const claim = 'Wearing masks reduces the spread';

  await article.selectWithKeyboard(claim);
  expect(await article.selectedText()).toBe(claim);
  await expect.poll(() => article.checkButton().isVisible()).toBe(true);
  await page.keyboard.press('Tab');
  await expect.poll(() => article.checkButton().isFocused()).toBe(true);
  await page.keyboard.press('Enter');
  const badge = article.verdictBadge();
  await expect.poll(() => badge.accessibleName()).toBe('Verdict: Unverified');
  await article.expectBadgeBeside(badge, claim);
  // The badge's button is reachable by keyboard too.
  await expect
    .poll(() => badge.getByRole('button', { name: 'Verdict: Unverified. Open details' }).isVisible())
    .toBe(true);
});

test('the context menu and shortcut path checks the selection in place, and reports when there is none', async ({
  context,
  server,
  background,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.goto(server.url('article.html'));
  const article = new ClaimPage(page);

  // Nothing selected: nothing starts, nothing is shown.
  expect(await background.checkSelectionIn(page)).toEqual({ ok: true, data: { started: false } });
  await expect.poll(() => article.badges().count()).toBe(0);

  // With the pill turned off, the menu and the shortcut still check what is selected.
  const panel = await SidePanel.open(context, extensionId);
  await panel.configure({ general: { showPill: false } });
  await page.bringToFront();
  await article.select(EXERCISE);
  await expect.poll(() => article.pill().count()).toBe(0);
  expect(await background.checkSelectionIn(page)).toEqual({ ok: true, data: { started: true } });
  const badge = article.verdictBadge();
  await expect.poll(() => badge.accessibleName()).toBe('Verdict: Unverified');
  await article.expectBadgeBeside(badge, EXERCISE);

  await panel.page.bringToFront();
  await panel.tab('History');
  await expect(panel.historyRows()).toHaveCount(1);
  await expect(panel.row(EXERCISE)).toBeVisible();
});

test('clicking a badge opens the side panel on that check', async ({ context, server, background, extensionId }) => {
  const page = await context.newPage();
  await page.goto(server.url('article.html'));
  const article = new ClaimPage(page);
  const first = await article.checkSelection(MASKS);
  await article.checkSelection(EXERCISE);

  // A panel already open (here in a tab) turns to the check whose badge was clicked…
  const panel = await SidePanel.open(context, extensionId);
  await panel.tab('History');
  await page.bringToFront();
  await first.getByRole('button', { name: /^Verdict: Unverified\. Open details$/ }).click();
  await expect(panel.page.getByRole('tab', { name: 'Check' })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.checkedText()).toHaveText(MASKS);
  // …and Chrome opened its side panel beside the page, showing the same check (not the latest one).
  expect(await background.openedSidePanelClaim()).toBe(MASKS);
});
