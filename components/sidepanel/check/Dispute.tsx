import { type FormEvent, useEffect, useRef, useState } from 'react';

import { checkDispute as m } from '../../../lib/i18n/catalogue/check-dispute';
import { formatDateTime } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/t';
import { callEngine } from '../../../lib/messaging/engine-call';
import type { CheckRecord, DisputeRecord } from '../../../lib/panel/check';
import { verdictWord } from '../../../lib/pipeline/format';
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
    <section aria-label={t(m.yourCorrection)} className="dispute">
      {active && <ActiveCorrection dispute={active} check={check} />}
      {!active && disputes?.some((d) => d.state === 'undone') && <UndoneCorrections disputes={disputes} />}
      {open ? (
        <DisputeForm check={check} onDone={close} />
      ) : (
        <button type="button" onClick={() => setOpen(true)}>
          {t(m.thisIsWrong)}
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
        <strong>{t(m.yourCorrection)}:</strong> {verdictWord(dispute)} — {dispute.reason}
        {dispute.sourceUrl && (
          <>
            {' '}
            (<SafeLink href={dispute.sourceUrl}>{t(m.source)}</SafeLink>)
          </>
        )}
      </p>
      <p className="hint">
        {isOriginal
          ? t(m.keptSince, verdictWord(dispute.original), formatDateTime(dispute.createdAt))
          : t(m.correctsEarlier, verdictWord(dispute.original))}{' '}
        {!isOriginal && (
          <button type="button" className="link" onClick={() => openCheck(dispute.original.checkId)}>
            {t(m.openOriginal)}
          </button>
        )}
      </p>
      <SetActiveButton disputeId={dispute.id} active={false} label={t(m.undo)} />
    </div>
  );
}

function UndoneCorrections({ disputes }: { disputes: DisputeRecord[] }) {
  const last = disputes.filter((d) => d.state === 'undone').sort((a, b) => b.updatedAt - a.updatedAt)[0]!;
  return (
    <p className="hint">
      {t(m.undone, verdictWord(last), last.reason)}{' '}
      <SetActiveButton disputeId={last.id} active label={t(m.applyAgain)} />
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
    <form aria-label={t(m.formLabel)} onSubmit={(e) => void submit(e)}>
      <label>
        {t(m.rightVerdict)}
        <select ref={first} value={verdict} onChange={(e) => setVerdict(e.target.value as 'True' | 'False')}>
          <option value="True">{verdictWord({ verdict: 'True' })}</option>
          <option value="False">{verdictWord({ verdict: 'False' })}</option>
        </select>
      </label>
      <label>
        {t(m.why)}
        <textarea
          required
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          rows={3}
          placeholder={t(m.whyPlaceholder)}
        />
      </label>
      <label>
        {t(m.sourceLabel)}
        <input
          type="url"
          value={source}
          onChange={(e) => setSource(e.target.value)}
          placeholder={t(m.sourcePlaceholder)}
        />
      </label>
      <p className="hint">{t(m.keptHere)}</p>
      <button type="submit" className="primary" disabled={saving}>
        {t(m.save)}
      </button>{' '}
      <button type="button" onClick={onDone}>
        {t(m.cancel)}
      </button>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
