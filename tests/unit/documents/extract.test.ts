import { describe, expect, it } from 'vitest';

import { DocumentError } from '../../../lib/documents/errors';
import { documentKind, extractDocument } from '../../../lib/documents/extract/index';
import { textPdf } from '../../support/documents/pdfs';

const bytes = (s: string) => new TextEncoder().encode(s);
const MB = 1024 * 1024;

async function refusal(p: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await p;
  } catch (e) {
    if (e instanceof DocumentError) return { code: e.code, message: e.message };
    throw e;
  }
  throw new Error('expected a refusal');
}

describe('extractDocument', () => {
  it('reads HTML by the readable-text path, never running its scripts', async () => {
    const html = `<!doctype html><html><head><title>Leaflet</title>
      <script>globalThis.ran = true; document.write('<p>Injected</p>')</script></head>
      <body><nav>Home · About</nav><article><h1>Leaflet</h1>
      <p>Take one tablet daily with food.</p><p>Do not exceed 4 g of paracetamol a day.</p></article></body></html>`;
    const doc = await extractDocument(bytes(html), { name: 'leaflet.html', maxBytes: MB });
    expect(doc.kind).toBe('html');
    expect(doc.title).toBe('Leaflet');
    expect(doc.pages).toHaveLength(1);
    expect(doc.pages[0]).toContain('Take one tablet daily with food.\n\nDo not exceed 4 g of paracetamol a day.');
    expect(doc.pages[0]).not.toContain('Injected');
    expect((globalThis as { ran?: boolean }).ran).toBeUndefined();
  });

  it('reads Markdown as its words, without the syntax', async () => {
    const md = [
      '---',
      'title: "Dosing notes"',
      '---',
      '# Heading one',
      '',
      'Vitamin **D** at _800 IU_ a day, see [the guideline](https://example.org/g) and `code`.',
      '',
      '- [x] first item',
      '> quoted *text*',
      '',
      '| drug | dose |',
      '|------|------|',
      '| A | 5 mg |',
      '```js',
      'const x = 1;',
      '```',
      '![chart of doses](chart.png)',
    ].join('\n');
    const doc = await extractDocument(bytes(md), { name: 'notes.md', maxBytes: MB });
    expect(doc).toEqual({
      kind: 'markdown',
      title: 'Dosing notes',
      pages: [
        [
          'Heading one',
          '',
          'Vitamin D at 800 IU a day, see the guideline and code.',
          '',
          'first item',
          'quoted text',
          '',
          'drug | dose',
          'A | 5 mg',
          'const x = 1;',
          'chart of doses',
        ].join('\n'),
      ],
    });
  });

  it('reads plain text (CRLF, BOM, UTF-16) as one page with no title', async () => {
    const doc = await extractDocument(bytes('\uFEFFLine one.\r\nLine two.\r\n'), { name: 'a.txt', maxBytes: MB });
    expect(doc).toEqual({ kind: 'text', title: null, pages: ['Line one.\nLine two.'] });
    const utf16 = new Uint8Array([0xff, 0xfe, ...Array.from('Hé', (c) => [c.charCodeAt(0), 0]).flat()]);
    expect((await extractDocument(utf16, { name: 'b.txt', maxBytes: MB })).pages).toEqual(['Hé']);
  });

  it('reads a PDF whatever its name says, by its signature', async () => {
    const pdf = await textPdf([[['Signed by its bytes.']]]);
    const doc = await extractDocument(pdf, { name: 'download.bin', maxBytes: MB });
    expect(doc.pages).toEqual(['Signed by its bytes.']);
  });

  it('refuses a file over the limit with both sizes, before reading it', async () => {
    const big = new Uint8Array(Math.round(12.4 * MB)).fill(0x41);
    expect(await refusal(extractDocument(big, { name: 'big.txt', maxBytes: 10 * MB }))).toEqual({
      code: 'too-large',
      message:
        '12.4 MB is over the 10 MB limit (Settings → Documents). Raise the limit there, or split the document into smaller files.',
    });
    const slightly = new Uint8Array(10 * MB + 200);
    expect((await refusal(extractDocument(slightly, { maxBytes: 10 * MB }))).message).toMatch(
      /^10\.0002 MB is over the 10 MB limit/,
    );
    const justOver = new Uint8Array(10 * MB + 1);
    expect((await refusal(extractDocument(justOver, { maxBytes: 10 * MB }))).message).toMatch(
      /^10485761 bytes is over the 10485760 bytes limit/,
    );
  });

  it.each([
    ['an empty file', 'empty', new Uint8Array(0), 'notes.txt'],
    ['a text file of blanks', 'empty', bytes(' \n\n\t'), 'notes.txt'],
    ['HTML with no text', 'empty', bytes('<html><body><script>x()</script></body></html>'), 'a.html'],
    ['a Word file', 'unsupported', new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 1, 2]), 'report.docx'],
    ['a .pdf that is not a PDF', 'corrupt', bytes('<html>oops</html>'), 'paper.pdf'],
  ])('refuses %s as "%s"', async (_what, code, data, name) => {
    expect((await refusal(extractDocument(data, { name, maxBytes: MB }))).code).toBe(code);
  });

  it('names the kinds it reads when refusing one', async () => {
    const { message } = await refusal(extractDocument(new Uint8Array([0, 1, 2]), { name: 'scan.png', maxBytes: MB }));
    expect(message).toBe(
      '“scan.png” is not a PDF, HTML, Markdown or plain-text file, the kinds ClaimLens reads. Save or export it as PDF or text and add that.',
    );
  });
});

describe('documentKind', () => {
  const text = bytes('Plain words.');
  it.each([
    ['the PDF signature over name and type', 'pdf', bytes('%PDF-1.7 ...'), 'x.txt', 'text/plain'],
    ['the signature after junk', 'pdf', bytes('junk\n%PDF-1.4'), undefined, undefined],
    ['an HTML type', 'html', text, undefined, 'text/html; charset=utf-8'],
    ['a Markdown type', 'markdown', text, undefined, 'text/markdown'],
    ['a .MD name', 'markdown', text, 'README.MD', undefined],
    ['a .htm name', 'html', text, 'page.htm', undefined],
    ['text under another name', 'text', text, 'notes.log', undefined],
    ['another text type', 'text', text, undefined, 'text/csv'],
    ['markup with no name', 'html', bytes('<!DOCTYPE html><p>x</p>'), 'saved', undefined],
    ['a non-text type', null, text, 'a.bin', 'application/zip'],
    ['binary bytes', null, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0]), 'image', undefined],
  ])('%s → %s', (_what, kind, data, name, mime) => {
    expect(documentKind(data, name, mime)).toBe(kind);
  });
});
