import type { EvidenceItem } from '../../lib/core/types';
import { documentViewHref } from '../../lib/documents/panel/view-url';
import { evidenceDate } from '../../lib/evidence/dated';
import { uiMessages as m } from '../../lib/i18n/catalogue/ui';
import { formatNumber } from '../../lib/i18n/format';
import { t } from '../../lib/i18n/t';
import { SourceLink } from './SourceLink';

/**
 * Where a piece of evidence comes from: a document of the reader's library by name and page
 * (opening its text view at that page, the quote marked), a web page at its quoted words, or
 * local knowledge; with its date where known, so that old guidance reads as old.
 */
export function EvidenceSource({ evidence: e }: { evidence: EvidenceItem }) {
  if (e.kind === 'document' && e.document) {
    const { name, page } = e.document;
    return (
      <a
        className="doc-cite"
        href={documentViewHref(e.document, e.text)}
        target="_blank"
        rel="noopener"
        aria-label={t(m.docCiteLabel, name, formatNumber(page))}
      >
        {t(m.docCite, name, formatNumber(page))}
      </a>
    );
  }
  const dated = evidenceDate(e);
  const date = dated && <span className="published"> · {dated}</span>;
  if (e.url)
    return (
      <>
        <SourceLink href={e.url}>{e.title || e.domain || e.url}</SourceLink>
        {date}
      </>
    );
  return (
    <>
      <span>{e.title || t(m.localKnowledge)}</span>
      {date}
    </>
  );
}
