import { useEffect, useMemo } from 'react';

import { documentFacts } from '../../lib/documents/panel/labels';
import { markedPieces, quoteRanges } from '../../lib/documents/panel/quote-marks';
import { pdfViewerMessages as m } from '../../lib/i18n/catalogue/pdf-viewer';
import { formatNumber } from '../../lib/i18n/format';
import { t } from '../../lib/i18n/t';
import type { DocumentPageRow } from '../../lib/panel/documents-view';
import { useDocumentText } from '../sidepanel/data/useDocumentText';

/**
 * The text view of a document of the library, where a citation opens: every stored page as
 * plain text (React text nodes only: a document's text is data, never markup), scrolled to the
 * cited page, the quoted words marked there.
 */
export function DocumentView({ id, page, quote }: { id: string; page: number; quote: string }) {
  const found = useDocumentText(id);
  const cited = found?.pages.find((p) => p.page === page);
  const ranges = useMemo(() => (cited && quote ? quoteRanges(cited.text, quote) : null), [cited, quote]);

  const name = found?.doc.name;
  // Once, when the document is first read: a later change of its rows must not pull the reader back.
  useEffect(() => {
    if (!name) return;
    document.title = t(m.docTitle, name, formatNumber(page));
    const target = document.querySelector('mark') ?? document.getElementById(`page-${page}`);
    target?.scrollIntoView({ block: 'center' });
  }, [name, page]);

  if (found === undefined) return <p className="empty">{t(m.docOpening)}</p>;
  if (found === null) {
    return (
      <main className="doc-view">
        <h1>{t(m.docNotFound)}</h1>
        <p>{t(m.docRemoved)}</p>
      </main>
    );
  }
  const { doc, pages } = found;
  return (
    <main className="doc-view">
      <header>
        <h1>{doc.title || doc.name}</h1>
        <p className="hint">
          {doc.name} · {documentFacts(doc)}
        </p>
        {quote && <p role="status">{t(ranges ? m.docMarked : m.docNotMarked, formatNumber(page))}</p>}
      </header>
      {pages.map((p) => (
        <PageText key={p.page} page={p} ranges={p.page === page ? ranges : null} />
      ))}
    </main>
  );
}

function PageText({ page, ranges }: { page: DocumentPageRow; ranges: ReturnType<typeof quoteRanges> }) {
  return (
    <section id={`page-${page.page}`} aria-labelledby={`page-${page.page}-h`} className="doc-page">
      <h2 id={`page-${page.page}-h`}>{t(m.page, formatNumber(page.page))}</h2>
      <p className="doc-text">
        {ranges
          ? markedPieces(page.text, ranges).map((piece, i) =>
              piece.marked ? <mark key={i}>{piece.text}</mark> : <span key={i}>{piece.text}</span>,
            )
          : page.text}
      </p>
    </section>
  );
}
