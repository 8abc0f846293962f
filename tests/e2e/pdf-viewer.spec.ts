import type { BrowserContext } from '@playwright/test';

import { type PdfSite, pdfSite } from '../support/documents/pdf-site';
import { scannedPdf, textPdf } from '../support/documents/pdfs';
import { expect, test } from './support/fixtures';
import { ClaimPage } from './support/pages';

/**
 * ClaimLens's PDF viewer (pdf.html?file=…): a PDF made here, served by a site that shares it
 * (CORS), opens with a text layer; a sentence selected with the mouse is checked from the pill
 * and gets its badge, which comes back when the PDF is opened again; a missing PDF says so.
 */

// A starter-pack claim (stored as false): answered from memory, offline.
const CLAIM = 'one type of COVID-19 test identifies coronavirus proteins in a few seconds';

let site: PdfSite;

test.beforeAll(async () => {
  const leaflet = await textPdf(
    [
      [
        ['Testing for respiratory viruses: what the tests can tell you.'],
        [`Some say that ${CLAIM}.`, 'Ask your pharmacist which test suits you.'],
      ],
      [['Page two: where to get tested near you.']],
    ],
    'Testing leaflet',
  );
  // The claim on the first and the last page, in other words around it.
  const report = await textPdf([
    [['Summary of the evidence.'], [`In short, ${CLAIM}.`]],
    [['Methods: how the tests were compared.']],
    [['Results of the comparison, test by test.']],
    [['Discussion.'], [`It is not true that ${CLAIM}.`, 'Such tests take minutes.']],
  ]);
  site = await pdfSite({
    'leaflet.pdf': { body: leaflet, type: 'application/pdf' },
    'report.pdf': { body: report, type: 'application/pdf' },
    'page.pdf': { body: '<!doctype html><p>Sign in to download</p>', type: 'text/html' },
    'scan.pdf': { body: await scannedPdf(), type: 'application/pdf' },
  });
});

test.afterAll(() => site.close());

const viewer = (extensionId: string, file: string) =>
  `chrome-extension://${extensionId}/pdf.html?file=${encodeURIComponent(file)}`;

/** A new tab showing one of the site's PDFs in the viewer. */
async function openPdf(context: BrowserContext, extensionId: string, name: string) {
  const page = await context.newPage();
  await page.goto(viewer(extensionId, site.url(name)));
  return { page, claims: new ClaimPage(page) };
}

test('a PDF opens in the viewer, a sentence selected with the mouse gets its badge, and it comes back on reopening', async ({
  context,
  extensionId,
}) => {
  const { page, claims } = await openPdf(context, extensionId, 'leaflet.pdf');
  await expect(page.getByRole('heading', { name: 'Testing leaflet' })).toBeVisible();
  await expect(page.locator('.pdf-page')).toHaveCount(2);
  await expect(page.locator('.textLayer').first()).toContainText(CLAIM);

  await claims.select(CLAIM);
  await expect.poll(() => claims.checkButton().isVisible()).toBe(true);
  await claims.checkButton().click();
  // The check may wait for the starter pack's install (at most 20 s) before memory answers.
  await expect.poll(() => claims.verdictBadge().accessibleName(), { timeout: 40_000 }).toBe('Verdict: False');
  await page.close();

  const reopened = (await openPdf(context, extensionId, 'leaflet.pdf')).claims;
  await expect.poll(() => reopened.verdictBadge().accessibleName(), { timeout: 20_000 }).toBe('Verdict: False');
  await expect.poll(() => reopened.verdictBadge().isVisible()).toBe(true);
});

test('a badge comes back on the page it was checked on, not on an earlier page repeating the sentence', async ({
  context,
  extensionId,
}) => {
  const { page, claims } = await openPdf(context, extensionId, 'report.pdf');
  const last = page.locator('.pdf-page[data-page="4"]');
  await last.scrollIntoViewIfNeeded();
  await expect(last.locator('.textLayer')).toContainText(CLAIM);
  expect(await (await claims.checkSelection(CLAIM, last)).accessibleName()).toBe('Verdict: False');
  await page.close();

  // Reopened at its top, where only the first pages are drawn: the badge waits on page 4.
  const { page: again, claims: reopened } = await openPdf(context, extensionId, 'report.pdf');
  await expect(again.locator('.pdf-page[data-page="1"] .textLayer')).toContainText(CLAIM);
  await again.locator('.pdf-page[data-page="4"]').scrollIntoViewIfNeeded();
  // The first page, far off screen now, gave its canvas back and kept its text.
  await expect(again.locator('.pdf-page[data-page="1"] canvas')).toHaveCount(0);
  await expect(again.locator('.pdf-page[data-page="1"] .textLayer')).toContainText(CLAIM);
  await expect.poll(() => reopened.verdictBadge().isVisible(), { timeout: 20_000 }).toBe(true);
  const badge = (await reopened.verdictBadge().box())!;
  const pageBox = (await again.locator('.pdf-page[data-page="4"]').boundingBox())!;
  expect(badge.top).toBeGreaterThan(pageBox.y);
  expect(badge.bottom).toBeLessThan(pageBox.y + pageBox.height);
});

test('in the viewer the shortcut and context menu check the selection, and the badge opens the side panel', async ({
  context,
  extensionId,
  background,
}) => {
  // The "Open in ClaimLens" items are in the context menus beside the others (an update fails on a missing item).
  const worker = await background.worker();
  for (const id of [
    'claimlens-open-pdf-link',
    'claimlens-open-pdf-page',
    'claimlens-open-pdf-action',
    'claimlens-check',
  ])
    await worker.evaluate((id) => chrome.contextMenus.update(id, {}), id);

  const { page, claims } = await openPdf(context, extensionId, 'leaflet.pdf');
  await expect(page.locator('.textLayer').first()).toContainText(CLAIM);
  await claims.select(CLAIM);
  expect(await background.checkSelectionIn(page)).toEqual({ ok: true, data: { started: true } });
  const badge = claims.verdictBadge();
  await expect.poll(() => badge.accessibleName(), { timeout: 40_000 }).toBe('Verdict: False');
  await claims.expectBadgeBeside(badge, CLAIM);

  await badge.getByRole('button', { name: /^Verdict: False\. .*Open details$/ }).click();
  // Chrome opens its side panel beside the viewer's tab, on this check.
  await expect.poll(() => background.openedSidePanelClaim().catch((e: unknown) => String(e))).toBe(CLAIM);
});

test('a PDF that is not there, a page that is not a PDF, a scan and an address that is not a PDF’s each say why', async ({
  context,
  extensionId,
}) => {
  const page = await context.newPage();
  await page.goto(viewer(extensionId, site.url('gone.pdf')));
  await expect(page.getByRole('alert')).toContainText(
    `There is no PDF at ${site.url('gone.pdf')} (the site answered 404, not found).`,
  );

  await page.goto(viewer(extensionId, site.url('page.pdf')));
  await expect(page.getByRole('alert')).toContainText(
    `${site.url('page.pdf')} is not a PDF (the site sent text/html).`,
  );

  // A scan is shown, with why no text can be selected in it.
  await page.goto(viewer(extensionId, site.url('scan.pdf')));
  await expect(page.locator('.pdf-page')).toHaveCount(2);
  await expect(page.getByRole('status')).toContainText('This PDF holds images of text only');

  await page.goto(viewer(extensionId, 'javascript:alert(1)'));
  await expect(page.getByRole('alert')).toContainText('https://, http:// and file:// addresses only, not javascript:');
  await expect(page.locator('.pdf-page')).toHaveCount(0);
});
