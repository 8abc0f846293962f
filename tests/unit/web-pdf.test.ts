import { describe, expect, it } from 'vitest';

import { readPdfText } from '../../lib/documents/extract/web-pdf';
import { quoteLinks } from '../../lib/pipeline/quote-links';
import { type PageOptions } from '../../lib/web/pages';
import { pageOfWord, pdfPageUrl } from '../../lib/web/pdf-page';
import { encryptedPdf, scannedPdf, textPdf } from '../support/documents/pdfs';
import { pageOptions, readOnePage } from './support/read-one-page';

/** Issue 30 item 1: a trusted page that is a PDF is read as web evidence, each passage at its page. */

const URL = 'https://www.nhs.uk/medicines/vitamin-d-leaflet.pdf';
const FILLER = 'The leaflet lists the usual doses for adults and children in the United Kingdom today';

/** The web boundary: one PDF answered as a server answers it. */
const serving =
  (body: Uint8Array, type = 'application/pdf') =>
  async () =>
    new Response(body.slice(), { status: 200, headers: { 'content-type': type } });

const options = (fetch: PageOptions['fetch']) => pageOptions(fetch, { readPdf: readPdfText });
const read = (fetch: PageOptions['fetch']) => readOnePage(URL, options(fetch));

describe('a PDF on a trusted site as web evidence', () => {
  it('reads its text page by page, each paragraph remembering its page', async () => {
    const pdf = await textPdf(
      [
        [[FILLER], ['Adults should take 10 micrograms of vitamin D a day in autumn and winter.']],
        [[FILLER], ['Taking more than 100 micrograms a day could be harmful.']],
      ],
      'Vitamin D leaflet',
    );
    const out = await read(serving(pdf));
    if (!out.ok) throw new Error(out.skipped.detail);
    expect(out.page.title).toBe('Vitamin D leaflet');
    expect(out.page.paragraphs).toContain('Taking more than 100 micrograms a day could be harmful.');
    const harmful = out.page.paragraphs.indexOf('Taking more than 100 micrograms a day could be harmful.');
    expect(out.page.paragraphPages?.[harmful]).toBe(2);
    expect(out.page.paragraphPages?.[0]).toBe(1);
  });

  it.each([
    ['an encrypted PDF', () => Promise.resolve(encryptedPdf('Vitamin D doses', 'secret')), /password-protected/],
    ['a scanned PDF', () => scannedPdf(), /images of text only/],
    ['a damaged PDF', () => Promise.resolve(new TextEncoder().encode('%PDF-1.4\n% cut short\n')), /damaged/],
  ])('skips %s with the reason', async (_, make, detail) => {
    const out = await read(serving(await make()));
    expect(out.ok ? 'read' : out.skipped.reason).toBe('unreadable');
    expect(out.ok ? '' : out.skipped.detail).toMatch(detail);
  });

  it('still refuses a type that is neither HTML nor PDF, and a PDF where no reader is given', async () => {
    const out = await read(serving(new Uint8Array([1, 2, 3]), 'application/zip'));
    expect(out.ok ? '' : `${out.skipped.reason}: ${out.skipped.detail}`).toBe(
      'not-html: not an HTML page or a PDF (application/zip)',
    );
    const refused = await readOnePage(URL, pageOptions(serving(await textPdf([[[FILLER]]]))));
    expect(refused.ok ? '' : refused.skipped.detail).toBe('not an HTML page (application/pdf)');
  });
});

describe('links into a PDF', () => {
  it('finds the page of a word offset and links to it', () => {
    const paragraphs = ['one two three', 'four five', 'six'];
    expect([0, 2, 3, 4, 5, 99].map((w) => pageOfWord(paragraphs, [1, 2, 3], w))).toEqual([1, 1, 2, 2, 3, 3]);
    expect(pdfPageUrl(`${URL}#:~:text=old`, 4)).toBe(`${URL}#page=4`);
  });

  it('keeps a PDF passage’s page link rather than a text fragment the PDF viewer ignores', () => {
    const passage = { text: 'Taking more than 100 micrograms a day could be harmful.', domain: 'nhs.uk', score: 1 };
    const bundle = {
      passages: [
        { ...passage, url: URL, fragmentUrl: pdfPageUrl(URL, 2), page: 2 },
        { ...passage, url: 'https://www.nhs.uk/vitamin-d' },
      ],
    };
    const quotes = [URL, 'https://www.nhs.uk/vitamin-d'].map((url) => ({ url, quote: 'more than 100 micrograms' }));
    const [pdfLink, htmlLink] = quoteLinks(bundle, quotes, new Map());
    expect(pdfLink).toBeNull();
    expect(htmlLink).toMatch(/#:~:text=more%20than%20100%20micrograms/);
  });
});
