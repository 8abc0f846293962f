import { documentFacts, documentStateLabel } from '../../../lib/documents/panel/labels';
import { callEngine } from '../../../lib/messaging/engine-call';
import type { DocumentRecord } from '../../../lib/panel/documents';
import { ConfirmButton } from '../../ui/ConfirmButton';
import type { Report } from '../../ui/status';

/** The library: each document with its facts, its state, its switch, Re-index and Remove. */
export function DocumentList({ documents, report }: { documents: readonly DocumentRecord[]; report: Report }) {
  if (!documents.length) {
    return <p className="empty">No documents yet. Add the labels, guidelines and papers you trust.</p>;
  }
  return (
    <ul className="doc-list" aria-label="Your documents">
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
  const n = (x: number) => x.toLocaleString('en-US');
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
            aria-label={`Use ${doc.name} in checks`}
            onChange={(e) => {
              const on = e.target.checked;
              say(
                report,
                callEngine('documents.setEnabled', { id: doc.id, enabled: on }).then(() =>
                  on ? `“${doc.name}” is used in checks again.` : `“${doc.name}” is off: checks skip it.`,
                ),
              );
            }}
          />
          Use in checks
        </label>
        <button
          type="button"
          aria-label={`Re-index ${doc.name}`}
          disabled={doc.state === 'indexing'}
          onClick={() =>
            say(
              report,
              callEngine('documents.reindex', { id: doc.id }).then(
                (r) => `Re-indexed “${doc.name}”: ${n(r.document.chunkCount)} chunks.`,
              ),
            )
          }
        >
          Re-index
        </button>
        <ConfirmButton
          label="Remove"
          confirmLabel={`Remove “${doc.name}”? Its pages and chunks go, with the verdicts that rested on it alone.`}
          onConfirm={() =>
            say(
              report,
              callEngine('documents.remove', { id: doc.id }).then(
                (r) =>
                  `Removed “${doc.name}”` +
                  (r.withdrawn ? `; ${n(r.withdrawn)} verdicts that rested on it alone were withdrawn.` : '.'),
              ),
            )
          }
        />
      </div>
    </li>
  );
}
