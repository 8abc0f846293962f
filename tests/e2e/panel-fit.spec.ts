import { type Page } from '@playwright/test';

import { axeViolations, exposeOverlay, settled, sidewaysOverflow } from './support/audit';
import { expect, test } from './support/fixtures';
import { ClaimPage, SidePanel } from './support/pages';

/**
 * The side panel at the widths it is shown at (320–400 px): no tab scrolls sideways. And every
 * page ClaimLens draws (each tab, the overlay on a web page, the PDF viewer, the document view)
 * passes an axe audit for WCAG 2.2 AA and best practice with no violation.
 */

const TABS = ['Check', 'History', 'Documents', 'Sources', 'Knowledge', 'Settings'] as const;
const WIDTHS = [320, 360, 400];
// An audit of a long page takes seconds on a busy machine: six tabs need more than the default minute.
test.describe.configure({ timeout: 180_000 });

const CLAIM = 'one type of COVID-19 test identifies coronavirus proteins in a few seconds';

async function expectClean(page: Page, where: string, within?: string): Promise<void> {
  expect(await axeViolations(page, within), `axe violations in ${where}`).toEqual([]);
}

/** Each tab at each width, the tabs chosen by their place in the row so that any language's names do. */
async function expectEveryTabFits(page: Page): Promise<void> {
  const tabs = page.getByRole('tab');
  for (const width of WIDTHS) {
    // A short panel: the vertical scroll bar takes its share of the width, as it does for a reader.
    await page.setViewportSize({ width, height: 480 });
    for (const [i, tab] of TABS.entries()) {
      await tabs.nth(i).click();
      await expect(tabs.nth(i)).toHaveAttribute('aria-selected', 'true');
      // Each tab's content loads after its button is selected (some after the engine answers).
      await settled(page);
      expect(await sidewaysOverflow(page), `${tab} at ${width} px`).toEqual([]);
    }
  }
}

test('each tab fits 320, 360 and 400 px without scrolling sideways', async ({ context, extensionId }) => {
  await expectEveryTabFits((await SidePanel.open(context, extensionId)).page);
});

test.describe('in German, whose words run long', () => {
  test.use({ uiLanguage: 'de' });

  test('each tab still fits 320, 360 and 400 px', async ({ context, extensionId }) => {
    const panel = await SidePanel.open(context, extensionId);
    await expect(panel.page.getByRole('tab').last()).toHaveText('Einstellungen');
    await expectEveryTabFits(panel.page);
  });
});

test('every tab of the side panel passes the audit', async ({ context, extensionId }) => {
  const panel = await SidePanel.open(context, extensionId);
  await panel.page.setViewportSize({ width: 360, height: 800 });
  for (const tab of TABS) {
    await panel.tab(tab);
    await settled(panel.page);
    await expectClean(panel.page, `the ${tab} tab`);
  }
});

test('the overlay on a page, with its pill and verdict badge, passes the audit', async ({ context, server }) => {
  const page = await context.newPage();
  await page.goto(server.url('starter-claims.html'));
  const badge = await new ClaimPage(page).checkSelection(CLAIM);
  expect(await badge.accessibleName()).toBe('Verdict: False');
  await exposeOverlay(page);
  await expectClean(page, 'the overlay', '[data-claimlens-overlay]');
});

test('the PDF viewer and the document view pass the audit', async ({ context, server, extensionId }) => {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/pdf.html?file=${encodeURIComponent(server.url('missing.pdf'))}`);
  await expect(page.getByRole('alert')).toBeVisible();
  await expectClean(page, 'the PDF viewer');
  await page.goto(`chrome-extension://${extensionId}/document.html?id=none`);
  await expect(page.getByRole('heading', { name: 'Document not found' })).toBeVisible();
  await expectClean(page, 'the document view');
});
