import { afterEach, describe, expect, it } from 'vitest';

import { parseClaimsFile } from '../../../lib/documents/claims-file';
import { DocumentError, documentErrors } from '../../../lib/documents/errors';
import { extractDocument } from '../../../lib/documents/extract/index';
import { packDiffSummary } from '../../../lib/documents/packs/diff';
import { useBrowserLocale } from '../../support/i18n';

const bytes = (s: string) => new TextEncoder().encode(s);
const MB = 1024 * 1024;

async function refusal(p: Promise<unknown>): Promise<DocumentError> {
  const e = await p.then(
    () => null,
    (error: unknown) => error,
  );
  if (e instanceof DocumentError) return e;
  throw new Error(`expected a DocumentError, got ${String(e)}`);
}

describe('a refused document in a German browser', () => {
  let restore = () => {};
  afterEach(() => restore());

  it('says why in German, keeping the code the panel branches on', async () => {
    restore = useBrowserLocale('de');
    const big = await refusal(extractDocument(bytes('x'.repeat(3 * MB)), { name: 'big.txt', maxBytes: MB }));
    expect(big.code).toBe('too-large');
    expect(big.message).toBe(
      '3 MB liegt über der Grenze von 1 MB (Einstellungen → Dokumente). Heben Sie die Grenze dort an oder teilen Sie das Dokument in kleinere Dateien auf.',
    );
    const fake = await refusal(extractDocument(bytes('hello'), { name: 'report.pdf', maxBytes: MB }));
    expect(fake.code).toBe('corrupt');
    expect(fake.message).toMatch(/^„report\.pdf“ heißt PDF, ist aber keine/);
    const empty = await refusal(extractDocument(new Uint8Array(), { maxBytes: MB }));
    expect(empty.message).toMatch(/^„Diese Datei“ enthält keinen Text/);
    expect(documentErrors.encrypted().message).toMatch(/^Diese PDF-Datei ist passwortgeschützt/);
    expect(documentErrors.noText().message).toContain('Texterkennung (OCR)');
  });

  it('says a claims file’s faults and a pack’s changes in German', () => {
    restore = useBrowserLocale('de');
    expect(() => parseClaimsFile('')).toThrow(
      /^Die Behauptungsdatei ist leer\. Eine Behauptungsdatei ist ein JSON-Array/,
    );
    const file = parseClaimsFile('[{"text": "x"}, 3]');
    expect(file.errors.map((e) => e.message)).toEqual([
      'Eintrag 1 hat kein Feld "claim" (es hat "text").',
      'Eintrag 2 ist ein Wert vom Typ number: Schreiben Sie die Behauptung als String oder als {"claim": "…"}.',
    ]);
    expect(packDiffSummary({ added: [1, 2], changed: [1], removed: [] } as never)).toBe(
      '2 Dokumente hinzugefügt, 1 Dokument ersetzt',
    );
    expect(packDiffSummary({ added: [], changed: [], removed: [] })).toBe('kein Dokument geändert');
  });

  it('keeps the English words where the browser reads English', async () => {
    restore = useBrowserLocale('en');
    const fake = await refusal(extractDocument(bytes('hello'), { name: 'report.pdf', maxBytes: MB }));
    expect(fake.message).toBe(
      '“report.pdf” is called a PDF but is not one (it does not start with %PDF-). Check that the download finished, or export the document as PDF again and add that copy.',
    );
  });
});
