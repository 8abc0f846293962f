import { documentFacts, documentStateLabel } from '../../../lib/documents/panel/labels';
import { documentsWork as m } from '../../../lib/i18n/catalogue/documents-work';
import { formatNumber } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/t';
import { callEngine } from '../../../lib/messaging/engine-call';
import type { DocumentRecord } from '../../../lib/panel/documents';
import { ConfirmButton } from '../../ui/ConfirmButton';
import type { Report } from '../../ui/status';

/** The library: each document with its facts, its state, its switch, Re-index and Remove. */
export function DocumentList({ documents, report }: { documents: readonly DocumentRecord[]; report: Report }) {
  if (!documents.length) {
    return <p className="empty">{t(m.noDocuments)}</p>;
  }
  return (
    <ul className="doc-list" aria-label={t(m.yourDocuments)}>
      {documents.map((d) => (
        <DocumentRow key={d.id} doc={d} report={report} />
      ))}
    </ul>
  );
}

const say = (report: Report, work: Promise<string>) =>
  void work.then(
    (text) => report('ok', text),
    (e: Error) => report('error', e.message),
  );

function DocumentRow({ doc, report }: { doc: DocumentRecord; report: Report }) {
  const n = (x: number) => formatNumber(x);
  return (
    <li aria-label={doc.name} data-state={doc.state}>
      <div className="doc-head">
        <strong className="doc-name">{doc.name}</strong>
        <span className="doc-state">{documentStateLabel(doc)}</span>
      </div>
      {doc.title && doc.title !== doc.name && <p className="doc-title">{doc.title}</p>}
      <p className="hint">{documentFacts(doc)}</p>
      {doc.state === 'failed' && doc.error && (
        <p className="error" role="alert">
          {doc.error}
        </p>
      )}
      <div className="row-actions">
        <label className="switch">
          <input
            type="checkbox"
            role="switch"
            checked={doc.enabled}
            disabled={doc.state !== 'ready'}
            aria-label={t(m.useIn, doc.name)}
            onChange={(e) => {
              const on = e.target.checked;
              say(
                report,
                callEngine('documents.setEnabled', { id: doc.id, enabled: on }).then(() =>
                  t(on ? m.usedAgain : m.isOff, doc.name),
                ),
              );
            }}
          />
          {t(m.useInChecks)}
        </label>
        <button
          type="button"
          aria-label={t(m.reindexOf, doc.name)}
          disabled={doc.state === 'indexing'}
          onClick={() =>
            say(
              report,
              callEngine('documents.reindex', { id: doc.id }).then((r) =>
                t(m.reindexed, doc.name, n(r.document.chunkCount)),
              ),
            )
          }
        >
          {t(m.reindex)}
        </button>
        <ConfirmButton
          label={t(m.remove)}
          confirmLabel={t(m.removeConfirm, doc.name)}
          onConfirm={() =>
            say(
              report,
              callEngine('documents.remove', { id: doc.id }).then((r) =>
                r.withdrawn ? t(m.removedWithdrawn, doc.name, n(r.withdrawn)) : t(m.removed, doc.name),
              ),
            )
          }
        />
      </div>
    </li>
  );
}
