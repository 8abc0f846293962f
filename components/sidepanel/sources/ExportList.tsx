import { useEffect, useState } from 'react';

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
  const [name, setName] = useState('My trusted sources');
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
      report('ok', 'Exported and signed. Publish the file over HTTPS and give subscribers the key fingerprint below.');
    } catch (e) {
      report('error', `The list could not be exported: ${messageOf(e)}`);
    }
  };
  return (
    <section aria-label="Export your list" className="export">
      <h2>Share your list</h2>
      <label>
        List name
        <input value={name} onChange={(e) => setName(e.target.value)} />
      </label>
      <label>
        Publisher
        <input value={publisher} onChange={(e) => setPublisher(e.target.value)} placeholder="optional" />
      </label>
      <div className="actions">
        <button type="button" onClick={() => void onExport()}>
          Export signed list
        </button>
        {key && (
          <button type="button" onClick={() => void rotateSigningKey(chromeStorage()).then(loadKey)}>
            New signing key
          </button>
        )}
      </div>
      {key && (
        <p className="hint">
          Signing key fingerprint: <code>{key.fingerprint}</code>. Public key:{' '}
          <code className="key">{key.publicKey}</code>. After a new key, exports carry the old key’s endorsement so
          subscribers follow.
        </p>
      )}
    </section>
  );
}
