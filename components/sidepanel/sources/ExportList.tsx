import { useEffect, useState } from 'react';

import { knowledgeNodes } from '../../../lib/i18n/catalogue/knowledge-nodes';
import { sourcesLists as m } from '../../../lib/i18n/catalogue/sources-lists';
import { t } from '../../../lib/i18n/t';
import { currentPublicKey, exportSignedList, rotateSigningKey } from '../../../lib/sources/shared/export';
import { keyFingerprint } from '../../../lib/sources/shared/signature';
import { chromeStorage } from '../../../lib/sources/storage';
import { messageOf } from '../../../lib/util/errors';
import { downloadText } from '../../ui/download';
import type { PanelSourcesState } from './useSourcesState';

/** Export the domains in use as a signed shared-list file a team can publish. */
export function ExportList({
  state,
  report,
}: {
  state: PanelSourcesState;
  report(kind: 'ok' | 'error', text: string): void;
}) {
  const [name, setName] = useState(() => t(m.myList));
  const [publisher, setPublisher] = useState('');
  const [key, setKey] = useState<{ publicKey: string; fingerprint: string } | null>(null);
  const loadKey = async () => {
    const publicKey = await currentPublicKey(chromeStorage());
    setKey(publicKey ? { publicKey, fingerprint: await keyFingerprint(publicKey) } : null);
  };
  useEffect(() => void loadKey(), []);
  const onExport = async () => {
    try {
      const file = await exportSignedList(chromeStorage(), state.sources, { name, publisher });
      downloadText('claimlens-source-list.json', file, 'application/json');
      await loadKey();
      report('ok', t(m.exported));
    } catch (e) {
      report('error', t(m.exportFailed, messageOf(e)));
    }
  };
  return (
    <section aria-label={t(m.exportLabel)} className="export">
      <h2>{t(m.share)}</h2>
      <label>
        {t(m.listName)}
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        {t(m.publisher)}
        <input value={publisher} onChange={(e) => setPublisher(e.target.value)} placeholder={t(m.optional)} />
      </label>
      <div className="actions">
        <button type="button" onClick={() => void onExport()}>
          {t(m.exportSigned)}
        </button>
        {key && (
          <button type="button" onClick={() => void rotateSigningKey(chromeStorage()).then(loadKey)}>
            {t(m.newKey)}
          </button>
        )}
      </div>
      {key && (
        <p className="hint">
          {t(knowledgeNodes.fingerprint)} <code>{key.fingerprint}</code>. {t(m.publicKey)}{' '}
          <code className="key">{key.publicKey}</code>. {t(m.afterNewKey)}
        </p>
      )}
    </section>
  );
}
