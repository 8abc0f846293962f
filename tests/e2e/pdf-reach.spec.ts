import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

import type { BrowserContext, Page } from '@playwright/test';

import { type PdfSite, pdfSite } from '../support/documents/pdf-site';
import { textPdf } from '../support/documents/pdfs';
import { launchChromium } from './support/browser';
import { expect, EXTENSION_DIR, serviceWorkerOf, test } from './support/fixtures';
import { SidePanel } from './support/pages';

/**
 * Ways into ClaimLens's PDF viewer besides the context menu: "Open PDFs in ClaimLens" (Settings →
 * Documents, off by default) sends a tab's navigation to a PDF into the viewer, by its .pdf
 * name or its Content-Type; the side panel offers the viewer for a tab showing a PDF; a PDF
 * saved on this computer asks for the file access it needs.
 *
 * Both need the site access a reader grants when turning the setting on (or online checking).
 * The test Chromium lists the optional site access as granted to the unpacked extension but does
 * not apply it to redirect rules nor to tab addresses, so these tests load a copy of the built
 * extension that holds that access from the start; the code under test is the same build.
 */

const TEXT = 'Hand washing with soap removes most germs from the skin.';

let site: PdfSite;
let withAccess: string;

test.beforeAll(async () => {
  const leaflet = await textPdf([[['Hygiene leaflet.'], [TEXT]]], 'Hygiene leaflet');
  site = await pdfSite({
    'leaflet.pdf': { body: leaflet, type: 'application/pdf' },
    // A PDF whose address does not say so: only its Content-Type does.
    download: { body: leaflet, type: 'application/pdf' },
  });
  withAccess = await mkdtemp(path.join(tmpdir(), 'claimlens-with-access-'));
  await cp(EXTENSION_DIR, withAccess, { recursive: true });
  const manifest = JSON.parse(await readFile(path.join(withAccess, 'manifest.json'), 'utf8')) as Record<
    string,
    unknown
  >;
  manifest.host_permissions = manifest.optional_host_permissions;
  await writeFile(path.join(withAccess, 'manifest.json'), JSON.stringify(manifest));
});

test.afterAll(async () => {
  await site.close();
  await rm(withAccess, { recursive: true, force: true });
});

/** The built extension holding the site access the reader grants, in a fresh profile. */
async function launchWithAccess(): Promise<{
  context: BrowserContext;
  extensionId: string;
  worker: Awaited<ReturnType<typeof serviceWorkerOf>>;
}> {
  const context = await launchChromium({ extension: true, extensionDir: withAccess });
  const worker = await serviceWorkerOf(context);
  return { context, extensionId: worker.url().split('/')[2]!, worker };
}

const inViewer = (extensionId: string) => new RegExp(`^chrome-extension://${extensionId}/pdf\\.html\\?file=`);

/** Navigates a tab to an address; the browser may end it as a download or in its own viewer. */
async function navigate(page: Page, url: string): Promise<void> {
  await page.goto(url).catch((e: unknown) => {
    if (!/ERR_ABORTED|Download is starting/.test(String(e))) throw e;
  });
}

async function openPdfsSetting(panel: SidePanel) {
  await panel.tab('Settings');
  return panel.page.getByRole('checkbox', { name: 'Open PDFs in ClaimLens' });
}

test('with Open PDFs in ClaimLens on, a PDF opened in a tab lands in the viewer with its text; off (the default), it does not', async () => {
  const { context, extensionId, worker } = await launchWithAccess();
  const rules = () => worker.evaluate(() => chrome.declarativeNetRequest.getDynamicRules().then((r) => r.length));
  const panel = await SidePanel.open(context, extensionId);
  const setting = await openPdfsSetting(panel);
  await expect(setting).not.toBeChecked();
  expect(await rules()).toBe(0);

  const page = await context.newPage();
  await navigate(page, site.url('leaflet.pdf'));
  expect(page.url()).not.toMatch(inViewer(extensionId));

  await setting.click();
  await expect(setting).toBeChecked();
  await expect.poll(rules).toBeGreaterThan(0);
  for (const name of ['leaflet.pdf', 'download']) {
    await navigate(page, site.url(name));
    // The viewer downloaded the PDF itself (its own request is not redirected) and shows its text.
    await expect(page).toHaveURL(inViewer(extensionId));
    expect(new URL(page.url()).searchParams.get('file')).toBe(site.url(name));
    await expect(page.getByRole('heading', { name: 'Hygiene leaflet' })).toBeVisible();
    await expect(page.locator('.textLayer').first()).toContainText(TEXT);
  }

  await panel.page.bringToFront();
  await setting.click();
  await expect(setting).not.toBeChecked();
  await expect.poll(rules).toBe(0);
  await navigate(page, site.url('leaflet.pdf'));
  expect(page.url()).toBe(site.url('leaflet.pdf'));
  await context.close();
});

test('the side panel offers Open in ClaimLens for a tab showing a PDF, and opens it there', async () => {
  const { context, extensionId } = await launchWithAccess();
  const panel = await SidePanel.open(context, extensionId);
  const open = panel.page
    .getByRole('region', { name: 'PDF in this tab' })
    .getByRole('button', { name: 'Open in ClaimLens' });
  await expect(open).toHaveCount(0);

  const page = await context.newPage();
  await navigate(page, site.url('leaflet.pdf'));
  expect(page.url()).toBe(site.url('leaflet.pdf'));
  await expect(open).toBeVisible();
  await open.click();
  await expect(page).toHaveURL(inViewer(extensionId));
  await expect(page.locator('.textLayer').first()).toContainText(TEXT);
  // The tab shows ClaimLens's viewer now: nothing more to offer.
  await expect(open).toHaveCount(0);

  // Pages may reach the viewer (a redirected link), but it refuses to show a PDF inside their page.
  await navigate(page, site.url('nothing-here'));
  await page.evaluate(
    (src) => {
      const frame = document.createElement('iframe');
      frame.src = src;
      document.body.append(frame);
    },
    `chrome-extension://${extensionId}/pdf.html?file=${encodeURIComponent(site.url('leaflet.pdf'))}`,
  );
  const framed = page.frameLocator('iframe');
  await expect(framed.getByRole('alert')).toContainText(
    'ClaimLens shows PDFs in a tab of its own, not inside another page.',
  );
  await expect(framed.locator('.pdf-page')).toHaveCount(0);
  await context.close();
});

test('a PDF on this computer asks for ClaimLens’s access to files; with it (and Allow access to file URLs) it opens', async ({
  context,
  extensionId,
}) => {
  const dir = await mkdtemp(path.join(tmpdir(), 'claimlens-pdf-'));
  const file = `file://${path.join(dir, 'leaflet.pdf')}`;
  const address = (id: string) => `chrome-extension://${id}/pdf.html?file=${encodeURIComponent(file)}`;
  try {
    await writeFile(new URL(file), await textPdf([[[TEXT]]], 'Saved leaflet'));
    const page = await context.newPage();
    await page.goto(address(extensionId));
    await expect(page.getByRole('alert')).toContainText(
      'ClaimLens needs your permission to read PDFs saved on this computer.',
    );
    await expect(page.getByRole('button', { name: 'Allow access to files on this computer' })).toBeVisible();
    await expect(page.locator('.pdf-page')).toHaveCount(0);

    // A command-line unpacked extension has "Allow access to file URLs" on; the copy holds the file access.
    const granted = await launchWithAccess();
    const viewer = await granted.context.newPage();
    await viewer.goto(address(granted.extensionId));
    await expect(viewer.getByRole('heading', { name: 'Saved leaflet' })).toBeVisible();
    await expect(viewer.locator('.textLayer').first()).toContainText(TEXT);
    await granted.context.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
