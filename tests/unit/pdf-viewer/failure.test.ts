import { describe, expect, it } from 'vitest';

import {
  failureOfLoad,
  failureOfStatus,
  looksLikePdf,
  notPdf,
  refusedFetch,
  tooLargeFailure,
} from '../../../lib/pdf-viewer/failure';

/** Why the viewer shows no PDF: each failure names its cause and what the reader can do. */

const PDF = 'https://example.org/leaflet.pdf';

describe('viewer failures', () => {
  it.each([
    [
      404,
      'missing',
      /^There is no PDF at https:\/\/example\.org\/leaflet\.pdf \(the site answered 404, not found\)\. Check the address/,
    ],
    [410, 'missing', /answered 410, not found/],
    [403, 'http', /^The site answered 403 instead of the PDF .* \(the site may want you signed in\)/],
    [500, 'http', /answered 500/],
  ])('answer %i: %s', (status, kind, message) => {
    const failure = failureOfStatus(status, PDF);
    expect(failure.kind).toBe(kind);
    expect(failure.message).toMatch(message);
  });

  it('a refused request without the site’s access offers to ask for it', () =>
    expect(refusedFetch(PDF, false)).toEqual({
      kind: 'refused',
      message: expect.stringMatching(
        /^https:\/\/example\.org does not let extensions download its PDFs\. Allow ClaimLens to read https:\/\/example\.org/,
      ),
      access: 'https://example.org/*',
    }));

  it('a refused request with the access granted offers nothing more to grant', () => {
    const failure = refusedFetch(PDF, true);
    expect(failure.access).toBeUndefined();
    expect(failure.message).toMatch(/could not be downloaded .* then reload this page/);
  });

  it('a file ClaimLens may read but cannot find says so', () =>
    expect(refusedFetch('file:///home/me/gone.pdf', true)).toEqual({
      kind: 'missing',
      message:
        'There is no file at file:///home/me/gone.pdf that ClaimLens can read. Check that the PDF is still there, then reload this page.',
    }));

  it('a file the browser may not read says where to allow it', () => {
    const failure = refusedFetch('file:///home/me/leaflet.pdf', false);
    expect(failure.kind).toBe('file-access');
    expect(failure.message).toMatch(
      /open chrome:\/\/extensions, find ClaimLens and press Details, turn on “Allow access to file URLs”/,
    );
    expect(failure.access).toBeUndefined();
  });

  it('in Firefox, which lets no extension read files, a file PDF points to the Documents tab instead', () => {
    const failure = refusedFetch('file:///home/me/leaflet.pdf', false, true);
    expect(failure.kind).toBe('file-access');
    expect(failure.message).toMatch(/^Firefox lets no extension read files .* Documents tab/);
    expect(failure.message).not.toMatch(/chrome:\/\//);
  });

  it.each([
    ['a PDF', '%PDF-1.7\n…', true],
    ['a PDF after some padding', `${' '.repeat(100)}%PDF-1.4`, true],
    ['an HTML page', '<!doctype html><p>Sign in</p>', false],
    ['empty', '', false],
  ])('looksLikePdf: %s', (_name, text, pdf) => expect(looksLikePdf(new TextEncoder().encode(text))).toBe(pdf));

  it('names what the site sent instead of a PDF', () =>
    expect(notPdf(PDF, 'text/html; charset=utf-8').message).toBe(
      `${PDF} is not a PDF (the site sent text/html). Open the link in the browser: it may lead to a page that links to the PDF.`,
    ));

  it('gives both sizes when the PDF is over the documents’ limit', () =>
    expect(tooLargeFailure(60 * 1024 * 1024, 50).message).toMatch(
      /^60 MB is over the 50 MB limit \(Settings → Documents\)/,
    ));

  it.each([
    [{ name: 'PasswordException', code: 1 }, 'encrypted', /password-protected/],
    [{ name: 'InvalidPDFException' }, 'damaged', /damaged or incomplete/],
    [new Error('boom'), 'damaged', /damaged or incomplete/],
  ])('a load error %o reads as %s', (error, kind, message) => {
    const failure = failureOfLoad(error);
    expect(failure.kind).toBe(kind);
    expect(failure.message).toMatch(message);
  });
});
