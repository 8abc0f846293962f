import { describe, expect, it } from 'vitest';

import { DocumentError } from '../../../lib/documents/errors';
import { extractPdf } from '../../../lib/documents/extract/pdf';
import { encryptedPdf, manyPagesPdf, randomBytes, scannedPdf, textPdf } from '../../support/documents/pdfs';

const codeOf = async (p: Promise<unknown>) => {
  try {
    await p;
  } catch (e) {
    return e instanceof DocumentError ? e.code : `not a DocumentError: ${String(e)}`;
  }
  return 'resolved';
};

describe('PDF text by page', () => {
  it('reads known text on its own page, lines joined, paragraphs apart, and the title', async () => {
    const bytes = await textPdf(
      [
        [['Influenza vaccines reduce the risk', 'of hospitalisation in adults.'], ['A second paragraph.']],
        [],
        [['Page three mentions 45 mcg of hemagglutinin.']],
      ],
      'Flublok prescribing information',
    );
    const doc = await extractPdf(bytes);
    expect(doc).toEqual({
      kind: 'pdf',
      title: 'Flublok prescribing information',
      pages: [
        'Influenza vaccines reduce the risk of hospitalisation in adults.\nA second paragraph.',
        '',
        'Page three mentions 45 mcg of hemagglutinin.',
      ],
    });
  });

  it('has a null title when the PDF names none, and leaves the caller its bytes', async () => {
    const bytes = await textPdf([[['Only text.']]]);
    const length = bytes.length;
    const doc = await extractPdf(bytes);
    expect(doc.title).toBeNull();
    expect(bytes.length).toBe(length);
    expect(bytes[0]).toBe(0x25); // still readable: not detached by pdf.js
  });

  it('reports progress per page and reads every page of a long PDF', async () => {
    const bytes = await manyPagesPdf(120, (n) => `This is page number ${n}.`);
    const seen: [number, number][] = [];
    const doc = await extractPdf(bytes, { onPage: (done, total) => seen.push([done, total]) });
    expect(doc.pages).toHaveLength(120);
    expect(doc.pages[0]).toBe('This is page number 1.');
    expect(doc.pages[119]).toBe('This is page number 120.');
    expect(seen).toHaveLength(120);
    expect(seen[0]).toEqual([1, 120]);
    expect(seen.at(-1)).toEqual([120, 120]);
  });

  it('stops between pages when aborted, with the signal reason', async () => {
    const bytes = await manyPagesPdf(30, (n) => `Page ${n}.`);
    const abort = new AbortController();
    let read = 0;
    const run = extractPdf(bytes, {
      signal: abort.signal,
      onPage: (done) => {
        read = done;
        if (done === 3) abort.abort(new Error('stop here'));
      },
    });
    await expect(run).rejects.toThrow('stop here');
    expect(read).toBe(3);
  });
});

describe('PDFs that cannot be read', () => {
  it('a password-protected PDF is "encrypted", and opens with its password', async () => {
    const bytes = encryptedPdf('Secret guideline text', 'letmein');
    await expect(extractPdf(bytes)).rejects.toMatchObject({
      code: 'encrypted',
      message: expect.stringContaining('password-protected'),
    });
    await expect(extractPdf(bytes, { password: 'wrong' })).rejects.toMatchObject({
      code: 'encrypted',
      message: expect.stringContaining('not the right one'),
    });
    expect((await extractPdf(bytes, { password: 'letmein' })).pages).toEqual(['Secret guideline text']);
  });

  it('a scanned PDF (images only) is "no-text", with the OCR advice', async () => {
    await expect(extractPdf(await scannedPdf())).rejects.toMatchObject({
      code: 'no-text',
      message:
        'This PDF holds images of text only; ClaimLens cannot read it. Use a PDF with a text layer (run it through OCR first).',
    });
  });

  it.each([
    [
      'cut off at 90 %',
      async () => {
        const whole = await textPdf([[['Some text']], [['More text']]]);
        return whole.slice(0, Math.floor(whole.length * 0.9));
      },
    ],
    ['random bytes', () => Promise.resolve(randomBytes(4000, 7))],
    ['random bytes behind a PDF header', () => Promise.resolve(randomBytes(4000, 9, '%PDF-1.7\n'))],
  ])('%s is "corrupt"', async (_name, make) => {
    expect(await codeOf(extractPdf(await make()))).toBe('corrupt');
  });
});
