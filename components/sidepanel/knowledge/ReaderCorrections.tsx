import { useEffect, useState } from 'react';

import { knowledgeNodes as m } from '../../../lib/i18n/catalogue/knowledge-nodes';
import { formatDateTime } from '../../../lib/i18n/format';
import { tCount } from '../../../lib/i18n/plural';
import { t } from '../../../lib/i18n/t';
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
        text: tCount(active, m.exportedCorrectionsOne, m.exportedCorrectionsOther),
      });
    } catch (e) {
      setNote({ kind: 'error', text: t(m.exportFailed, messageOf(e)) });
    }
  };
  return (
    <section aria-label={t(m.yourCorrections)}>
      <h2>{t(m.yourCorrections)}</h2>
      <ul className="kg-packs">
        {disputes.map((d) => (
          <CorrectionRow key={d.id} dispute={d} onNote={setNote} />
        ))}
      </ul>
      <button type="button" disabled={active === 0} onClick={() => void onExport()}>
        {t(m.exportSigned)}
      </button>
      {key && (
        <p className="hint">
          {t(m.fingerprint)} <code>{key.fingerprint}</code>. {t(m.publicKeyFor)}{' '}
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
      onNote({ kind: 'error', text: t(m.correctionChangeFailed, messageOf(e)) }),
    );
  return (
    <li aria-label={t(m.correctionOf, d.claim)} data-state={d.state}>
      <p>
        <strong>{d.verdict}</strong>: {d.claim}
      </p>
      <p className="hint">
        {d.reason}
        {d.sourceUrl && (
          <>
            {' · '}
            <SafeLink href={d.sourceUrl}>{t(m.source)}</SafeLink>
          </>
        )}
        {` · ${t(m.yoursWas, formatDateTime(d.createdAt), d.original.verdict)}`}
        {d.state === 'undone' ? ` · ${t(m.undone)}` : ''}
      </p>
      <div className="row-actions">
        <button type="button" onClick={() => openCheck(d.original.checkId)}>
          {t(m.openOriginal)}
        </button>
        <button type="button" onClick={toggle}>
          {t(d.state === 'active' ? m.undo : m.applyAgain)}
        </button>
      </div>
    </li>
  );
}
