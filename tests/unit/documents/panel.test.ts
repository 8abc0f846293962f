import { describe, expect, it } from 'vitest';

import type { DocumentRecord } from '../../../lib/db/records';
import { documentFacts, documentStateLabel, taskProgressText } from '../../../lib/documents/panel/labels';
import { markedPieces, quoteRanges } from '../../../lib/documents/panel/quote-marks';
import { urlRefusal } from '../../../lib/documents/panel/trusted-url';
import { documentViewHref, readViewParams } from '../../../lib/documents/panel/view-url';
import { useBrowserLocale } from '../../support/i18n';

const doc: DocumentRecord = {
  id: 'doc:0123456789abcdef',
  name: 'label.pdf',
  title: 'Label',
  kind: 'pdf',
  pages: 12,
  size: 1_300_000,
  sha256: 'ab',
  origin: { kind: 'url', url: 'https://www.fda.gov/label.pdf' },
  addedAt: Date.UTC(2026, 11, 3, 12),
  enabled: true,
  state: 'ready',
  chunking: 'chars-500-150',
  chunkCount: 1,
  embedModel: null,
};

describe('Documents tab wording', () => {
  it('lists a document’s facts, its origin by host', () => {
    expect(documentFacts(doc, 'en-GB')).toBe('12 pages · 1.2 MB · added 3 Dec 2026 · from www.fda.gov · 1 chunk');
    expect(documentFacts({ ...doc, state: 'indexing', pages: 1, origin: { kind: 'file' } }, 'en-GB')).toBe(
      '1 page · 1.2 MB · added 3 Dec 2026 · from a file',
    );
  });
  it('names the state, a switched-off document as Off', () => {
    expect(documentStateLabel(doc)).toBe('Ready');
    expect(documentStateLabel({ ...doc, enabled: false })).toBe('Off');
    expect(documentStateLabel({ ...doc, state: 'failed' })).toBe('Failed');
  });
  it('speaks the browser’s language, its plurals and its numbers', () => {
    const restore = useBrowserLocale('de');
    try {
      expect(documentFacts({ ...doc, chunkCount: 2 }, 'de-DE')).toBe(
        '12 Seiten · 1.2 MB · hinzugefügt am 3. Dez. 2026 · von www.fda.gov · 2 Abschnitte',
      );
      expect(taskProgressText({ phase: 'embedding', done: 1200, total: 3400 })).toBe(
        'Abschnitte werden eingebettet: 1.200 von 3.400',
      );
      expect(documentStateLabel({ ...doc, enabled: false })).toBe('Aus');
    } finally {
      restore();
    }
  });
  it('says the phase with n of N once the total is known, an unknown phase as it is', () => {
    expect(taskProgressText({ phase: 'pages', done: 12, total: 300 })).toBe('Reading pages: 12 of 300');
    expect(taskProgressText({ phase: 'embedding', done: 1200, total: 3400 })).toBe('Embedding chunks: 1,200 of 3,400');
    expect(taskProgressText({ phase: 'staged', done: 0, total: 5000 })).toBe('Waiting');
    expect(taskProgressText({ phase: 'fusing', done: 0, total: 0 })).toBe('Fusing');
  });
});

describe('adding by URL', () => {
  const sources = [{ domain: 'fda.gov', enabled: true, name: 'FDA', category: 'regulator', origin: 'default' }];
  it('takes a trusted domain’s URL and refuses another, saying why', () => {
    expect(urlRefusal('https://www.fda.gov/label.pdf', sources)).toBeNull();
    expect(urlRefusal('https://example.com/a.pdf', sources)).toMatch(
      /^example\.com is not one of your trusted sources/,
    );
    expect(urlRefusal('fda.gov/label.pdf', sources)).toMatch(/full address/);
    expect(urlRefusal('ftp://fda.gov/a.pdf', sources)).toMatch(/http/);
  });
});

describe('a citation’s document view', () => {
  it('round-trips id, page and quote through its address', () => {
    const href = documentViewHref({ id: doc.id, page: 4 }, 'Take with food & water.');
    expect(href.startsWith('document.html?')).toBe(true);
    expect(readViewParams(href.slice(href.indexOf('?')))).toEqual({
      id: doc.id,
      page: 4,
      quote: 'Take with food & water.',
    });
    expect(readViewParams('?id=x&page=-2').page).toBe(1);
  });
});

describe('marking the quote on its page', () => {
  const page = 'Dosage.\nTake one tablet  daily with “food”. Do not exceed\nfour tablets in 24 hours.';
  it('finds the quote across line breaks, curly quotes and case', () => {
    const ranges = quoteRanges(page, 'take one tablet daily with "food"')!;
    expect(ranges).toHaveLength(1);
    expect(page.slice(ranges[0]!.start, ranges[0]!.end)).toBe('Take one tablet  daily with “food”.');
    const across = quoteRanges(page, 'Do not exceed four tablets in 24 hours')!;
    expect(page.slice(across[0]!.start, across[0]!.end)).toBe('Do not exceed\nfour tablets in 24 hours.');
  });
  it('marks each part of a quote joined with …, in order', () => {
    const ranges = quoteRanges(page, 'Take one tablet … four tablets in 24 hours')!;
    expect(ranges.map((r) => page.slice(r.start, r.end))).toEqual(['Take one tablet', 'four tablets in 24 hours.']);
  });
  it('finds nothing for words the page does not hold', () => {
    expect(quoteRanges(page, 'Garlic cures every cold in a day')).toBeNull();
  });
  it('cuts the page into plain and marked pieces that join back to the page', () => {
    const pieces = markedPieces(page, quoteRanges(page, 'Do not exceed four tablets')!);
    expect(pieces.map((p) => p.text).join('')).toBe(page);
    expect(pieces.filter((p) => p.marked).map((p) => p.text)).toEqual(['Do not exceed\nfour tablets']);
  });
});
