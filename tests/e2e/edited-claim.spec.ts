import type { Page } from '@playwright/test';

import { expect, test } from './support/fixtures';
import { ClaimPage } from './support/pages';

/**
 * Issue 34, item 4: a page edits a sentence the reader checked into another claim (one word), and
 * the old verdict must not stay beside the new words: not while the page is open, not on the badge
 * restored on the next visit. Memory holds "… higher COVID-19 growth rates." as False and
 * "… lower COVID-19 growth rates." as True, so a False badge beside "lower" would say the opposite
 * of what memory holds.
 */

const CHECKED = 'ultraviolet light is associated with higher COVID-19 growth rates';

const edit = (page: Page, word: string) =>
  page.evaluate((w) => (window as unknown as { edit(w: string): void }).edit(w), word);

test('a checked sentence edited into another claim ("higher" to "lower", "reduced", "slower") loses its badge, also after a reload', async ({
  context,
  server,
}) => {
  test.setTimeout(90_000);
  const page = await context.newPage();
  await page.goto(server.url('edited-claim.html'));
  const claims = new ClaimPage(page);
  const badge = await claims.checkSelection(CHECKED);
  expect(await badge.accessibleName()).toBe('Verdict: False');

  for (const word of ['lower', 'reduced', 'slower']) {
    await edit(page, word);
    await expect.poll(() => claims.verdictBadge().isVisible(), { message: `badge hidden after "${word}"` }).toBe(false);
    // The original words back: the badge is beside them again (the edit, not a broken anchor, hid it).
    await edit(page, 'higher');
    await claims.expectBadgeBeside(claims.verdictBadge(), CHECKED);
  }

  // The next visit renders the edited sentence from the start: the badge restored there stays
  // hidden, and shows once the page puts the checked words back (so it was restored, and hid itself).
  for (const word of ['lower', 'slower']) {
    await edit(page, word);
    await page.reload();
    await expect.poll(() => page.locator('#words').textContent()).toContain(word);
    await expect.poll(() => claims.badges().count(), { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(1000);
    expect(await claims.verdictBadge().isVisible()).toBe(false);
    await edit(page, 'higher');
    await claims.expectBadgeBeside(claims.verdictBadge(), CHECKED);
  }
});
