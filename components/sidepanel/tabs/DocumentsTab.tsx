import { useState } from 'react';

import { shellMessages as m } from '../../../lib/i18n/catalogue/shell';
import { t } from '../../../lib/i18n/t';
import { AddDocuments } from '../documents/AddDocuments';
import { CheckList } from '../documents/CheckList';
import { DocumentPacks } from '../documents/DocumentPacks';
import { DocumentTasks } from '../documents/DocumentTasks';
import { Library } from '../documents/Library';
import { useSettings } from '../documents/useDocuments';

import '../documents/documents.css';

/** The reader's own documents as evidence (issue 30): the library, adding to it, and checking a list against it. */
export function DocumentsTab() {
  const settings = useSettings();
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  if (!settings) return <p className="empty">{t(m.loadingDocuments)}</p>;
  const report = (kind: 'ok' | 'error', text: string) => setStatus({ kind, text });
  return (
    <section aria-labelledby="documents-heading" className="documents-tab">
      <h2 id="documents-heading">{t(m.yourDocuments)}</h2>
      <p className="hint">{t(m.documentsHint)}</p>
      {status && (
        <p className={status.kind} role={status.kind === 'error' ? 'alert' : 'status'}>
          {status.text}
        </p>
      )}
      <AddDocuments maxFileMb={settings.documents.maxFileMb} report={report} />
      <DocumentTasks onError={(m) => report('error', m)} />
      <Library enabled={settings.documents.enabled} report={report} />
      <DocumentPacks report={report} />
      <CheckList report={report} />
    </section>
  );
}
