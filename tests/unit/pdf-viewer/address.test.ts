import { describe, expect, it } from 'vitest';

import { PDF_ACTION_MENU_ID, PDF_LINK_MENU_ID, PDF_PAGE_MENU_ID, pdfMenuRoute } from '../../../lib/background/pdf-menu';
import { parseViewerFile, viewedPdf, viewerAddress } from '../../../lib/core/pdf-viewer-url';

/**
 * The viewer's address (pdf.html?file=…): only a web or file PDF opens; anything else is refused
 * with a message naming the fix, and the PDF's URL (without its fragment) is the page its checks
 * belong to.
 */

const BASE = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop/';
const PDF = 'https://example.org/leaflets/testing.pdf?v=2';

describe('parseViewerFile', () => {
  it.each([
    ['an https PDF', `?file=${encodeURIComponent(PDF)}`, PDF],
    ['an http PDF, unencoded', '?file=http://example.org/a.pdf', 'http://example.org/a.pdf'],
    ['a file PDF', '?file=file%3A%2F%2F%2Fhome%2Fme%2Fa%20b.pdf', 'file:///home/me/a%20b.pdf'],
    ['the fragment dropped: one PDF, one set of badges', `?file=${encodeURIComponent(`${PDF}#page=3`)}`, PDF],
    ['spaces around it trimmed', `?file=${encodeURIComponent(`  ${PDF} `)}`, PDF],
  ])('opens %s', (_name, search, url) => expect(parseViewerFile(search)).toEqual({ ok: true, url }));

  it.each([
    ['no file', '', /^No PDF to open: the address needs \?file=/],
    ['an empty file', '?file=', /^No PDF to open/],
    ['a relative path', '?file=leaflet.pdf', /^“leaflet\.pdf” is not a full address\. .*https:\/\//],
    ['javascript:', `?file=${encodeURIComponent('javascript:alert(1)')}`, /only, not javascript: ones/],
    ['data:', `?file=${encodeURIComponent('data:application/pdf;base64,JVBERi0=')}`, /only, not data: ones/],
    ['an extension page', `?file=${encodeURIComponent(`${BASE}pdf.html?file=x`)}`, /only, not chrome-extension: ones/],
    ['blob:', `?file=${encodeURIComponent('blob:https://example.org/1234')}`, /only, not blob: ones/],
  ])('refuses %s, saying what to do', (_name, search, message) => {
    const parsed = parseViewerFile(search);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.message).toMatch(message);
  });

  it('clips a long bad address in its message', () => {
    const parsed = parseViewerFile(`?file=${'x'.repeat(500)}`);
    expect(!parsed.ok && parsed.message.length).toBeLessThan(200);
  });
});

describe('viewerAddress and viewedPdf', () => {
  it('round-trips a PDF with a query through the viewer’s address', () => {
    const address = viewerAddress(BASE, PDF);
    expect(address).toBe(`${BASE}pdf.html?file=${encodeURIComponent(PDF)}`);
    expect(viewedPdf(address)).toBe(PDF);
    expect(viewedPdf(`${address}#page=2`)).toBe(PDF);
  });

  it.each([
    ['another extension page', `${BASE}sidepanel.html?file=${encodeURIComponent(PDF)}`],
    ['a page merely named like it', `${BASE}pdf.html.evil?file=${encodeURIComponent(PDF)}`],
    ['a web page', `https://example.org/pdf.html?file=${encodeURIComponent(PDF)}`],
    ['the viewer with a refused file', `${BASE}pdf.html?file=${encodeURIComponent('javascript:alert(1)')}`],
    ['the viewer with no file', `${BASE}pdf.html`],
  ])('is null for %s', (_name, url) => expect(viewedPdf(url)).toBeNull());
});

describe('pdfMenuRoute (the "Open in ClaimLens" menu items)', () => {
  it.each([
    [
      'a PDF link: in a new tab',
      { menuItemId: PDF_LINK_MENU_ID, linkUrl: PDF, pageUrl: 'https://example.org/' },
      undefined,
      { pdf: PDF, inPlace: false },
    ],
    [
      'a PDF tab: in its place',
      { menuItemId: PDF_PAGE_MENU_ID, pageUrl: `${PDF}#page=4` },
      undefined,
      { pdf: PDF, inPlace: true },
    ],
    ['a PDF tab without pageUrl: the tab’s', { menuItemId: PDF_PAGE_MENU_ID }, PDF, { pdf: PDF, inPlace: true }],
    [
      'the toolbar item on a PDF tab: in its place',
      { menuItemId: PDF_ACTION_MENU_ID },
      `${PDF}#page=2`,
      { pdf: PDF, inPlace: true },
    ],
    ['the toolbar item on a web page', { menuItemId: PDF_ACTION_MENU_ID }, 'https://example.org/article', null],
    ['the toolbar item where the browser hid the address', { menuItemId: PDF_ACTION_MENU_ID }, undefined, null],
    [
      'the toolbar item in the viewer itself',
      { menuItemId: PDF_ACTION_MENU_ID },
      `${BASE}pdf.html?file=${encodeURIComponent(PDF)}`,
      null,
    ],
    ['another menu item', { menuItemId: 'claimlens-check', linkUrl: PDF, pageUrl: PDF }, PDF, null],
    ['a javascript: link', { menuItemId: PDF_LINK_MENU_ID, linkUrl: 'javascript:void(0).pdf' }, undefined, null],
  ])('%s', (_name, info, tabUrl, expected) => expect(pdfMenuRoute(info, tabUrl)).toEqual(expected));
});
