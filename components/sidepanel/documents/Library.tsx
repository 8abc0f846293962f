import { documentsLibrary as m } from '../../../lib/i18n/catalogue/documents-library';
import { formatNumber } from '../../../lib/i18n/format';
import { tCount } from '../../../lib/i18n/plural';
import { t } from '../../../lib/i18n/t';
import { updateSettings } from '../../../lib/settings/store';
import type { Report } from '../../ui/status';
import { DocumentList } from './DocumentList';
import { useDocuments } from './useDocuments';

/** The library with its one switch: off, no check reads any document (they all stay). */
export function Library({ enabled, report }: { enabled: boolean; report: Report }) {
  const documents = useDocuments();
  const ready = documents?.filter((d) => d.state === 'ready' && d.enabled).length ?? 0;
  return (
    <section aria-labelledby="documents-library">
      <h3 id="documents-library">{t(m.library)}</h3>
      <label className="switch library-switch">
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          onChange={(e) => {
            const on = e.target.checked;
            void updateSettings((s) => ({ ...s, documents: { ...s.documents, enabled: on } })).then(
              () => report('ok', t(on ? m.readAgain : m.allOff)),
              (err: Error) => report('error', err.message),
            );
          }}
        />
        {t(m.checkAgainst)}
      </label>
      {documents && (
        <p className="hint">
          {enabled ? tCount(documents.length, m.inUseOne, m.inUseOther, formatNumber(ready)) : t(m.libraryOff)}
        </p>
      )}
      {documents && <DocumentList documents={documents} report={report} />}
    </section>
  );
}
