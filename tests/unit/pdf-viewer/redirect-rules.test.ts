import { describe, expect, it } from 'vitest';

import { chromeMajor, matchesContentType, PDF_RULE_IDS, pdfRedirectRules } from '../../../lib/core/pdf-redirect';
import { parseViewerFile, pdfOfTab } from '../../../lib/core/pdf-viewer-url';

/**
 * "Open PDFs in ClaimLens": the redirect rules, read the way the browser reads them (a
 * case-insensitive regex over the request's URL, `\0` the whole match, only top-level GET
 * navigations, none started by the extension), and the address the viewer then parses.
 */

const ID = 'abcdefghijklmnopabcdefghijklmnop';
const BASE = `chrome-extension://${ID}/`;
type Rule = chrome.declarativeNetRequest.Rule;

interface Request {
  url: string;
  type?: string;
  initiator?: string;
  contentType?: string;
  disposition?: string;
}

/** Where the browser would send this request under these rules, or null where no rule applies. */
function redirected(rules: Rule[], request: Request): string | null {
  for (const rule of rules) {
    const c = rule.condition;
    if (!c.resourceTypes?.includes((request.type ?? 'main_frame') as chrome.declarativeNetRequest.ResourceType))
      continue;
    if (request.initiator && c.excludedInitiatorDomains?.includes(new URL(request.initiator).host)) continue;
    if (c.responseHeaders && !headerMatches(c.responseHeaders[0]!.values!, request.contentType)) continue;
    if (c.excludedResponseHeaders && headerMatches(c.excludedResponseHeaders[0]!.values!, request.disposition))
      continue;
    const match = new RegExp(c.regexFilter!, c.isUrlFilterCaseSensitive ? '' : 'i').exec(request.url);
    if (match) return rule.action.redirect!.regexSubstitution!.replace('\\0', match[0]);
  }
  return null;
}

function headerMatches(patterns: string[], value: string | undefined): boolean {
  if (value === undefined) return false;
  const wild = (p: string) => new RegExp(`^${p.replace(/[.;/]/g, '\\$&').replace(/\*/g, '.*')}$`, 'i');
  return patterns.some((p) => wild(p).test(value));
}

/** The PDF the viewer opens at a redirected address. */
function opened(address: string | null): string | null {
  if (!address?.startsWith(`${BASE}pdf.html?`)) return null;
  const file = parseViewerFile(new URL(address).search);
  return file.ok ? file.url : null;
}

const byName = pdfRedirectRules({ extensionBase: BASE, extensionId: ID, byContentType: false });
const both = pdfRedirectRules({ extensionBase: BASE, extensionId: ID, byContentType: true });

describe('pdfRedirectRules', () => {
  it.each([
    'https://example.org/leaflet.pdf',
    'http://example.org/a/b/Report.PDF',
    'https://example.org/leaflet.pdf?version=2',
    'https://example.org/with%20space.pdf',
  ])('sends a navigation to %s into the viewer, which opens that very PDF', (url) => {
    expect(opened(redirected(byName, { url }))).toBe(url);
  });

  it.each([
    ['a page', 'https://example.org/article'],
    ['a PDF named in the query only', 'https://example.org/get?name=leaflet.pdf'],
    ['an address with & (it would arrive cut)', 'https://example.org/leaflet.pdf?a=1&b=2'],
    ['an address with + (it would arrive changed)', 'https://example.org/a+b.pdf'],
    ['a PDF whose name only starts with .pdf', 'https://example.org/leaflet.pdfx'],
  ])('leaves %s alone', (_name, url) => expect(redirected(byName, { url })).toBeNull());

  it('leaves the viewer’s own download of the PDF, frames and links followed from the viewer alone: no loop', () => {
    const url = 'https://example.org/leaflet.pdf';
    expect(redirected(both, { url, type: 'xmlhttprequest', initiator: BASE })).toBeNull();
    expect(redirected(both, { url, type: 'sub_frame' })).toBeNull();
    expect(redirected(both, { url, initiator: `${BASE}pdf.html` })).toBeNull();
    expect(redirected(both, { url, initiator: 'https://example.org/' })).not.toBeNull();
    for (const rule of both) expect(rule.condition.requestMethods).toEqual(['get']);
  });

  it('matches by Content-Type only when asked, and leaves a PDF sent as a download alone', () => {
    const url = 'https://example.org/download?id=7';
    expect(redirected(byName, { url, contentType: 'application/pdf' })).toBeNull();
    expect(opened(redirected(both, { url, contentType: 'application/pdf' }))).toBe(url);
    expect(opened(redirected(both, { url, contentType: 'Application/PDF; qs=0.9' }))).toBe(url);
    expect(redirected(both, { url, contentType: 'text/html' })).toBeNull();
    expect(
      redirected(both, { url, contentType: 'application/pdf', disposition: 'attachment; filename=a.pdf' }),
    ).toBeNull();
    expect(both.map((r) => r.id)).toEqual([...PDF_RULE_IDS]);
  });
});

describe('matchesContentType', () => {
  it.each([
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0.0.0 Safari/537.36',
      156,
      true,
    ],
    ['Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko) Chrome/127.0.6533.88 Safari/537.36', 127, false],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:140.0) Gecko/20100101 Firefox/140.0', null, false],
  ])('%s', (ua, major, honours) => {
    expect(chromeMajor(ua)).toBe(major);
    expect(matchesContentType(ua)).toBe(honours);
  });
});

describe('pdfOfTab', () => {
  it.each([
    ['a PDF tab', 'https://example.org/leaflet.pdf#page=2', 'https://example.org/leaflet.pdf'],
    ['a file PDF', 'file:///home/me/Leaflet.PDF', 'file:///home/me/Leaflet.PDF'],
    ['a page', 'https://example.org/article', null],
    ['the viewer itself', `${BASE}pdf.html?file=${encodeURIComponent('https://example.org/a.pdf')}`, null],
    ['a browser page', 'chrome://extensions/', null],
    ['a tab whose address the browser did not tell', undefined, null],
  ])('%s', (_name, url, expected) => expect(pdfOfTab(url)).toBe(expected));
});
