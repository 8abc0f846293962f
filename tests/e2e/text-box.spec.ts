import type { BrowserContext } from '@playwright/test';

import { TRY_IT_CLAIMS } from '../../lib/kg/packs/try-it';
import { ClaimBox, clickMenu, panelWithStarterPack, pressCommand } from './support/claim-box';
import { DecompositionView } from './support/decompose';
import { expect, test } from './support/fixtures';
import { ClaimPage, SidePanel } from './support/pages';

/**
 * Claims where no badge can go: a selection on a page ClaimLens does not run on, checked from the
 * context menu, shows its verdict in the side panel with why; a claim typed into the side panel's
 * text box is checked like a selection and kept in History as typed. Both are starter-pack
 * claims, answered from memory with no models and no network.
 */

/** The side panel (in a tab), and a page of the test server opened after it. */
async function panelBeside(context: BrowserContext, extensionId: string, url: string) {
  const panel = await SidePanel.open(context, extensionId);
  const page = await context.newPage();
  await page.goto(url);
  return { panel, page };
}

const FALSE_CLAIM = TRY_IT_CLAIMS[0];
const TRUE_CLAIM = TRY_IT_CLAIMS[1];
const EXERCISE = 'Regular exercise lowers the risk of heart disease according to long-term studies.';

test('the context menu on a page without ClaimLens checks the selected text and shows the verdict in the side panel', async ({
  context,
  extensionId,
  background,
}) => {
  const panel = await panelWithStarterPack(context, extensionId);
  // A data: page gets no content script, like a browser page or the browser's PDF viewer.
  const page = await context.newPage();
  await page.goto(`data:text/html,<p>${encodeURIComponent(FALSE_CLAIM)}</p>`);
  await page.getByText(FALSE_CLAIM).selectText();

  await clickMenu(background, page, { selectionText: FALSE_CLAIM, pageUrl: page.url() });

  await panel.page.bringToFront();
  const check = panel.checkDetails();
  await expect(panel.checkedText()).toHaveText(FALSE_CLAIM, { timeout: 30_000 });
  await expect(check.getByRole('status').filter({ hasText: 'No badge on the page:' })).toContainText(
    'ClaimLens does not run on browser pages',
  );
  await expect(check.getByText('From memory (local knowledge)')).toBeVisible({ timeout: 30_000 });
  await expect(check.locator('.verdict')).toHaveText(/False/);
  // Nothing was written into the page.
  expect(await page.locator('body').innerHTML()).toBe(`<p>${FALSE_CLAIM}</p>`);
});

test('the text box: its shortcut focuses it, Shift+Enter is a new line, Enter checks, History marks it typed', async ({
  context,
  extensionId,
  background,
}) => {
  const panel = await panelWithStarterPack(context, extensionId);
  const box = new ClaimBox(panel.page);
  await expect(box.button()).toBeDisabled();

  await pressCommand(background, panel.page, 'type-claim');
  await expect(box.field()).toBeFocused();

  await panel.page.keyboard.type(TRUE_CLAIM);
  await expect(box.help()).toHaveText('One claim: checked as written.');
  await panel.page.keyboard.press('Shift+Enter');
  await expect(box.field()).toHaveValue(`${TRUE_CLAIM}\n`);
  await expect(panel.checkDetails()).toHaveCount(0);
  await panel.page.keyboard.press('Backspace');
  await panel.page.keyboard.press('Enter');

  await expect(panel.checkedText()).toHaveText(TRUE_CLAIM, { timeout: 30_000 });
  const check = panel.checkDetails();
  await expect(check.getByText('From memory (local knowledge)')).toBeVisible({ timeout: 30_000 });
  await expect(check.locator('.verdict')).toHaveText(/True/);
  await expect(check.getByText('Typed or pasted in ClaimLens')).toBeVisible();
  await expect(box.field()).toHaveValue('');

  await panel.tab('History');
  await expect(panel.historyRows()).toHaveCount(1);
  await expect(panel.row(TRUE_CLAIM)).toContainText('Typed or pasted in ClaimLens');
});

test('the text box says a text over the limit is too long, with its length, and keeps it', async ({
  context,
  extensionId,
}) => {
  const panel = await SidePanel.open(context, extensionId);
  const box = new ClaimBox(panel.page);
  const text = `${'Vitamin C cures the common cold. '.repeat(160)}`.trim();
  await box.field().fill(text);
  await expect(box.help()).toHaveText(
    `This text is ${text.length.toLocaleString('en-US')} characters; ClaimLens checks up to 5,000 characters at once. Shorten it (a few paragraphs), or raise the limit in Settings → On pages.`,
  );
  await expect(box.button()).toBeDisabled();
  await box.field().press('Enter');
  await expect(box.field()).toHaveValue(text);
  await expect(box.form()).not.toContainText('Checking');
});

test('on a page ClaimLens runs on, the context menu still checks in place: a badge, no side panel note', async ({
  context,
  extensionId,
  background,
  server,
}) => {
  const { panel, page } = await panelBeside(context, extensionId, server.url('article.html'));
  const article = new ClaimPage(page);
  await article.select(EXERCISE);

  await clickMenu(background, page, { selectionText: EXERCISE, pageUrl: page.url() });

  const badge = article.verdictBadge();
  await expect.poll(() => badge.accessibleName()).toBe('Verdict: Unverified');
  await article.expectBadgeBeside(badge, EXERCISE);
  await panel.page.bringToFront();
  await expect(panel.checkedText()).toHaveText(EXERCISE);
  await expect(panel.checkDetails().getByText('No badge on the page:')).toHaveCount(0);
});

test('a whole text typed over two lines is split into its claims, each answered, as a long selection is', async ({
  context,
  extensionId,
}) => {
  const panel = await panelWithStarterPack(context, extensionId);
  const box = new ClaimBox(panel.page);
  await box.field().focus();
  await panel.page.keyboard.type(FALSE_CLAIM);
  await panel.page.keyboard.press('Shift+Enter');
  await panel.page.keyboard.type(TRUE_CLAIM);
  await expect(box.help()).toHaveText('A text of 2 sentences: its key claims are picked and checked one by one.');
  await panel.page.keyboard.press('Enter');

  const tree = new DecompositionView(panel.page);
  await expect(tree.sentences()).toHaveCount(2, { timeout: 60_000 });
  await expect(panel.checkDetails().locator('.verdict').first()).toHaveText(/False/, { timeout: 60_000 });
  await expect(panel.checkDetails().getByText('Typed or pasted in ClaimLens')).toBeVisible();
});

test('a selection in a form field is never checked by itself: the menu opens the box, saying why', async ({
  context,
  extensionId,
  background,
  server,
}) => {
  const { panel, page } = await panelBeside(context, extensionId, server.url('reddit-thread.html'));
  await page.getByRole('textbox', { name: 'Reply' }).selectText();

  await clickMenu(background, page, {
    selectionText: 'Vaccines cause autism, I read it somewhere.',
    pageUrl: page.url(),
    editable: true,
  });

  const box = new ClaimBox(panel.page);
  await expect(box.note()).toHaveText(/^ClaimLens does not check text in form fields by itself/);
  await expect(box.field()).toHaveValue('');
  await expect(panel.checkDetails()).toHaveCount(0);
});
