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
      <h3 id="documents-library">Library</h3>
      <label className="switch library-switch">
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          onChange={(e) => {
            const on = e.target.checked;
            void updateSettings((s) => ({ ...s, documents: { ...s.documents, enabled: on } })).then(
              () =>
                report('ok', on ? 'Checks read your documents again.' : 'Your documents are off: no check reads them.'),
              (err: Error) => report('error', err.message),
            );
          }}
        />
        Check claims against my documents
      </label>
      {documents && (
        <p className="hint">
          {enabled
            ? `${ready} of ${documents.length} document${documents.length === 1 ? '' : 's'} in use, between memory and the web; nothing of them leaves this device.`
            : 'Off: checks skip the library; the documents stay here.'}
        </p>
      )}
      {documents && <DocumentList documents={documents} report={report} />}
    </section>
  );
}
