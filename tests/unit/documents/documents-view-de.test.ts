import { createElement } from 'react';
import { describe, expect, it } from 'vitest';

import { DocumentList } from '../../../components/sidepanel/documents/DocumentList';
import { urlRefusal } from '../../../lib/documents/panel/trusted-url';
import type { DocumentRecord } from '../../../lib/panel/documents';
import { browserLocale, shownText } from '../support/shown-text';

const doc: DocumentRecord = {
  id: 'doc:0123456789abcdef',
  name: 'leitlinie.pdf',
  title: 'Leitlinie',
  kind: 'pdf',
  pages: 1,
  size: 1_300_000,
  sha256: 'ab',
  origin: { kind: 'file' },
  addedAt: Date.UTC(2026, 11, 3, 12),
  enabled: false,
  state: 'ready',
  chunking: 'chars-500-150',
  chunkCount: 1234,
  embedModel: null,
};
const report = () => undefined;
const sources = [{ domain: 'fda.gov', enabled: true, name: 'FDA', category: 'regulator', origin: 'default' as const }];

describe('the Documents tab in German', () => {
  const speak = browserLocale();

  it('shows a document’s state, facts and actions in German, with German numbers and dates', () => {
    speak('de');
    const shown = shownText(createElement(DocumentList, { documents: [doc], report }));
    expect(shown).toContain('leitlinie.pdf Aus');
    expect(shown).toContain('1 Seite · 1.2 MB · hinzugefügt am 3. Dez. 2026 · aus einer Datei · 1.234 Abschnitte');
    expect(shown).toContain('In Prüfungen verwenden');
    expect(shown).toContain('Neu indexieren');
    expect(shownText(createElement(DocumentList, { documents: [], report }))).toBe(
      'Noch keine Dokumente. Fügen Sie die Beipackzettel, Leitlinien und Studien hinzu, denen Sie vertrauen.',
    );
  });

  it('says in German why an address cannot be added', () => {
    speak('de');
    expect(urlRefusal('https://example.com/a.pdf', sources)).toMatch(
      /^example\.com gehört nicht zu Ihren vertrauenswürdigen Quellen/,
    );
    expect(urlRefusal('ftp://fda.gov/a.pdf', sources)).toBe('Nur http(s)-Adressen können hinzugefügt werden.');
  });
});
