import { useEffect, useState } from 'react';

import { callEngine } from '../../../lib/messaging/engine-call';
import type { DisputeRecord } from '../../../lib/panel/knowledge';
import { signedCorrectionsFile } from '../../../lib/panel/packs';
import { currentPublicKey } from '../../../lib/sources/shared/export';
import { keyFingerprint } from '../../../lib/sources/shared/signature';
import { chromeStorage } from '../../../lib/sources/storage';
import { messageOf } from '../../../lib/util/errors';
import { downloadText } from '../../ui/download';
import { SafeLink } from '../../ui/SafeLink';
import { useReaderCorrections } from '../data/useReaderCorrections';
import { usePanel } from '../store';
import { type Note, NoteLine } from './Note';

/**
 * The reader's corrections of verdicts: each with what it corrects (linked), undo or apply
 * again, and an export as a knowledge pack signed with this browser's key (the one shared
 * lists are signed with), so the team can subscribe to it with the public key shown here.
 */
export function ReaderCorrections() {
  const disputes = useReaderCorrections();
  const [note, setNote] = useState<Note>(null);
  const [key, setKey] = useState<{ publicKey: string; fingerprint: string } | null>(null);
  const loadKey = async () => {
    const publicKey = await currentPublicKey(chromeStorage());
    setKey(publicKey ? { publicKey, fingerprint: await keyFingerprint(publicKey) } : null);
  };
  useEffect(() => void loadKey(), []);
  if (!disputes?.length) return null;
  const active = disputes.filter((d) => d.state === 'active').length;
  const onExport = async () => {
    try {
      const file = await signedCorrectionsFile(disputes);
      downloadText(file.name, file.text, 'application/json');
      await loadKey();
      setNote({
        kind: 'ok',
        text: `Exported ${active} correction${active === 1 ? '' : 's'}, signed. Publish the file over HTTPS; your team subscribes to it under Team packs with the public key below.`,
      });
    } catch (e) {
      setNote({ kind: 'error', text: `The corrections could not be exported: ${messageOf(e)}` });
    }
  };
  return (
    <section aria-label="Your corrections">
      <h2>Your corrections</h2>
      <ul className="kg-packs">
        {disputes.map((d) => (
          <CorrectionRow key={d.id} dispute={d} onNote={setNote} />
        ))}
      </ul>
      <button type="button" disabled={active === 0} onClick={() => void onExport()}>
        Export as a signed pack
      </button>
      {key && (
        <p className="hint">
          Signing key fingerprint: <code>{key.fingerprint}</code>. Public key for your team to pin:{' '}
          <code className="key">{key.publicKey}</code>
        </p>
      )}
      <NoteLine note={note} />
    </section>
  );
}

function CorrectionRow({ dispute: d, onNote }: { dispute: DisputeRecord; onNote(n: Note): void }) {
  const openCheck = usePanel((s) => s.openCheck);
  const toggle = () =>
    void callEngine('dispute.setActive', { disputeId: d.id, active: d.state !== 'active' }).catch((e: unknown) =>
      onNote({ kind: 'error', text: `The correction could not be changed: ${messageOf(e)}` }),
    );
  return (
    <li aria-label={`Correction of ${d.claim}`} data-state={d.state}>
      <p>
        <strong>{d.verdict}</strong>: {d.claim}
      </p>
      <p className="hint">
        {d.reason}
        {d.sourceUrl && (
          <>
            {' · '}
            <SafeLink href={d.sourceUrl}>source</SafeLink>
          </>
        )}
        {` · yours, ${new Date(d.createdAt).toLocaleString()} · was ${d.original.verdict}`}
        {d.state === 'undone' ? ' · undone' : ''}
      </p>
      <div className="row-actions">
        <button type="button" onClick={() => openCheck(d.original.checkId)}>
          Open the original check
        </button>
        <button type="button" onClick={toggle}>
          {d.state === 'active' ? 'Undo' : 'Apply again'}
        </button>
      </div>
    </li>
  );
}
