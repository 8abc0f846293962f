import { useLiveQuery } from 'dexie-react-hooks';
import { type FormEvent, useEffect, useRef, useState } from 'react';

import { looseKey } from '../../../lib/core/text';
import { getDb } from '../../../lib/db/database';
import type { CheckRecord, DisputeRecord } from '../../../lib/db/records';
import { addDispute, claimOfCheck, setDisputeActive, YOUR_CORRECTION } from '../../../lib/kg/graph/disputes';
import { messageOf } from '../../../lib/util/errors';
import { SafeLink } from '../../ui/SafeLink';
import { usePanel } from '../store';

/**
 * *This is wrong* on a finished verdict: the reader gives the right verdict, a reason and a
 * source; memory answers the claim with it from then on. The check this corrects stays as it
 * was and is linked; the correction can be undone and applied again.
 */
export function DisputeSection({ check }: { check: CheckRecord }) {
  const key = looseKey(claimOfCheck(check));
  const disputes = useLiveQuery(() => (key ? getDb().disputes.where('looseKey').equals(key).toArray() : []), [key]);
  const asked = usePanel((s) => s.disputeFor === check.id);
  const done = usePanel((s) => s.doneDisputing);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (asked) setOpen(true);
  }, [asked]);
  if (check.status !== 'done' || !check.verdict) return null;
  const active = disputes?.filter((d) => d.state === 'active').sort((a, b) => b.updatedAt - a.updatedAt)[0];
  const close = () => {
    setOpen(false);
    done();
  };
  return (
    <section aria-label="Your correction" className="dispute">
      {active && <ActiveCorrection dispute={active} check={check} />}
      {!active && disputes?.some((d) => d.state === 'undone') && <UndoneCorrections disputes={disputes} />}
      {open ? (
        <DisputeForm check={check} onDone={close} />
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          This is wrong
        </button>
      )}
    </section>
  );
}

function ActiveCorrection({ dispute, check }: { dispute: DisputeRecord; check: CheckRecord }) {
  const openCheck = usePanel((s) => s.openCheck);
  const isOriginal = dispute.original.checkId === check.id;
  return (
    <div className="correction-note" role="note">
      <p>
        <strong>{YOUR_CORRECTION}:</strong> {dispute.verdict} — {dispute.reason}
        {dispute.sourceUrl && (
          <>
            {' '}
            (<SafeLink href={dispute.sourceUrl}>source</SafeLink>)
          </>
        )}
      </p>
      <p className="hint">
        {isOriginal
          ? `This verdict (${dispute.original.verdict}) is kept as it was; memory answers this claim with your correction since ${new Date(dispute.createdAt).toLocaleString()}.`
          : `It corrects the verdict ${dispute.original.verdict} of an earlier check.`}{' '}
        {!isOriginal && (
          <button type="button" className="link" onClick={() => openCheck(dispute.original.checkId)}>
            Open the original check
          </button>
        )}
      </p>
      <button type="button" onClick={() => void setDisputeActive(getDb(), dispute.id, false)}>
        Undo my correction
      </button>
    </div>
  );
}

function UndoneCorrections({ disputes }: { disputes: DisputeRecord[] }) {
  const last = disputes.filter((d) => d.state === 'undone').sort((a, b) => b.updatedAt - a.updatedAt)[0]!;
  return (
    <p className="hint">
      You undid your correction ({last.verdict}: {last.reason}).{' '}
      <button type="button" onClick={() => void setDisputeActive(getDb(), last.id, true)}>
        Apply it again
      </button>
    </p>
  );
}

function DisputeForm({ check, onDone }: { check: CheckRecord; onDone(): void }) {
  const [verdict, setVerdict] = useState<'True' | 'False'>(check.verdict === 'True' ? 'False' : 'True');
  const [reason, setReason] = useState('');
  const [source, setSource] = useState('');
  const [error, setError] = useState('');
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await addDispute(getDb(), {
        checkId: check.id,
        verdict,
        reason,
        ...(source.trim() ? { sourceUrl: source.trim() } : {}),
      });
      onDone();
    } catch (err) {
      setError(messageOf(err));
    }
  };
  return (
    <form aria-label="Correct this verdict" onSubmit={(e) => void submit(e)}>
      <label>
        The right verdict
        <select ref={first} value={verdict} onChange={(e) => setVerdict(e.target.value as 'True' | 'False')}>
          <option value="True">True</option>
          <option value="False">False</option>
        </select>
      </label>
      <label>
        Why
        <textarea
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={3}
          placeholder="What the evidence says, in a sentence"
        />
      </label>
      <label>
        Source
        <input
          type="url"
          value={source}
          onChange={(e) => setSource(e.target.value)}
          placeholder="https://… (optional)"
        />
      </label>
      <p className="hint">
        Kept on this browser as your own knowledge; you can undo it, and share it from the Knowledge tab.
      </p>
      <button type="submit" className="primary">
        Save my correction
      </button>{' '}
      <button type="button" onClick={onDone}>
        Cancel
      </button>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
