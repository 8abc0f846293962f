import { type PdfSite, pdfSite } from '../support/documents/pdf-site';
import { textPdf } from '../support/documents/pdfs';
import { expect, test } from './support/fixtures';
import { ClaimTab } from './support/pages';

/**
 * ClaimLens's PDF viewer in Firefox, once: the same extension page as in Chromium opens a PDF
 * made here, and a sentence selected with the mouse gets its badge, which comes back when the PDF
 * is opened again.
 */

// A starter-pack claim (stored as false): answered from memory, offline.
const CLAIM = 'one type of COVID-19 test identifies coronavirus proteins in a few seconds';

let site: PdfSite;

test.beforeAll(async () => {
  const leaflet = await textPdf([[['Testing for respiratory viruses.'], [`Some say that ${CLAIM}.`]]], 'Leaflet');
  site = await pdfSite({ 'leaflet.pdf': { body: leaflet, type: 'application/pdf' } });
});

test.afterAll(() => site.close());

test('a PDF opens in the viewer, a selected sentence gets its badge, and it comes back on reopening', async ({
  firefox,
}) => {
  const address = firefox.extensionUrl(`pdf.html?file=${encodeURIComponent(site.url('leaflet.pdf'))}`);
  const page = new ClaimTab(await firefox.newTab(address));
  const layerText = () => page.tab.evaluate(() => document.querySelector('.textLayer')?.textContent ?? '');
  await expect.poll(layerText, { timeout: 30_000 }).toContain(CLAIM);
  expect(await page.checkSelection(CLAIM)).toBe('Verdict: False');

  const again = new ClaimTab(await firefox.newTab(address));
  await expect.poll(() => again.verdicts(), { timeout: 30_000 }).toEqual(['Verdict: False']);
});
