import { type FormEvent, useEffect, useRef, useState } from 'react';

import { callEngine } from '../../../lib/messaging/engine-call';
import { type CheckRecord, type DisputeRecord, YOUR_CORRECTION } from '../../../lib/panel/check';
import { messageOf } from '../../../lib/util/errors';
import { SafeLink } from '../../ui/SafeLink';
import { useCorrections } from '../data/useCorrections';
import { usePanel } from '../store';

/**
 * *This is wrong* on a finished verdict: the reader gives the right verdict, a reason and a
 * source; memory answers the claim with it from then on. The check this corrects stays as it
 * was and is linked; the correction can be undone and applied again.
 */
export function DisputeSection({ check }: { check: CheckRecord }) {
  const disputes = useCorrections(check);
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
      <SetActiveButton disputeId={dispute.id} active={false} label="Undo my correction" />
    </div>
  );
}

function UndoneCorrections({ disputes }: { disputes: DisputeRecord[] }) {
  const last = disputes.filter((d) => d.state === 'undone').sort((a, b) => b.updatedAt - a.updatedAt)[0]!;
  return (
    <p className="hint">
      You undid your correction ({last.verdict}: {last.reason}).{' '}
      <SetActiveButton disputeId={last.id} active label="Apply it again" />
    </p>
  );
}

/** Undo or apply again, through the engine; a refusal (the correction was deleted meanwhile) is shown beside it. */
function SetActiveButton({
  disputeId,
  active,
  label,
}: {
  disputeId: DisputeRecord['id'];
  active: boolean;
  label: string;
}) {
  const [error, setError] = useState('');
  const press = () =>
    void callEngine('dispute.setActive', { disputeId, active }).then(
      () => setError(''),
      (e: unknown) => setError(messageOf(e)),
    );
  return (
    <>
      <button type="button" onClick={press}>
        {label}
      </button>
      {error && (
        <span className="error" role="alert">
          {' '}
          {error}
        </span>
      )}
    </>
  );
}

function DisputeForm({ check, onDone }: { check: CheckRecord; onDone(): void }) {
  const [verdict, setVerdict] = useState<'True' | 'False'>(check.verdict === 'True' ? 'False' : 'True');
  const [reason, setReason] = useState('');
  const [source, setSource] = useState('');
  const [error, setError] = useState('');
  // The engine may take seconds to start: a second click must not store a second correction.
  const [saving, setSaving] = useState(false);
  const first = useRef<HTMLSelectElement>(null);
  useEffect(() => first.current?.focus(), []);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (saving) return;
    setSaving(true);
    try {
      await callEngine('dispute.add', {
        checkId: check.id,
        verdict,
        reason,
        ...(source.trim() ? { sourceUrl: source.trim() } : {}),
      });
      onDone();
    } catch (err) {
      setError(messageOf(err));
      setSaving(false);
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
      <button type="submit" className="primary" disabled={saving}>
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
