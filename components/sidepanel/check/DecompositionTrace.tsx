import { type FormEvent, type ReactNode, useState } from 'react';

import { decompositionTraceOf, type StoredClaimOutcome } from '../../../lib/core/traces';
import { tracesDecompose as m } from '../../../lib/i18n/catalogue/traces-decompose';
import { formatFixed } from '../../../lib/i18n/format';
import { tCount } from '../../../lib/i18n/plural';
import { t } from '../../../lib/i18n/t';
import { sendToBackground } from '../../../lib/messaging/client';
import type { CheckRecord } from '../../../lib/panel/check';
import { ClaimDetail, Tag } from './ClaimDetail';
import { FromTextMark, PlannedGraphView } from './ClaimParts';
import { CorrectedVersion } from './CorrectedVersion';
import { SentLog } from './SentLog';

/**
 * A long selection as a tree: the selection's verdict → its sentences (picked or why not) →
 * the claims each picked sentence was split into → the evidence, related knowledge or suggested
 * correction of each claim, a claim's graph when GraphCheck made one, and the "from the text
 * itself" mark of a context fact, then the corrected version of the whole text. The reader can change which sentences are checked (checkboxes and a
 * button: keyboard as usual) and the check runs again in the same history entry. All page text
 * is rendered as text.
 */

export function DecompositionTrace({ trace: raw, check }: { trace: unknown; check?: CheckRecord }) {
  const trace = decompositionTraceOf(raw);
  if (!trace) return <p className="reason">{t(m.otherVersion)}</p>;
  const { plan, outcomes } = trace;
  const byClaim = new Map(outcomes.map((o) => [o.claimId, o]));
  const sentenceVerdict = new Map(trace.sentences.map((s) => [s.index, s]));
  const pickedNow = plan.sentences.filter((s) => s.picked).map((s) => s.index);
  return (
    <div className="dtree">
      <p>
        {t(m.selection)} <Tag verdict={trace.overall} confidence={trace.confidence} />{' '}
        <span className="path">{plan.label}</span>
      </p>
      {plan.ranking && (
        <p className="path">
          {t(
            m.ranked,
            plan.ranking.lexical ? t(m.lexical) : plan.ranking.embedderId,
            tCount(plan.ranking.iterations, m.iterationsOne, m.iterationsOther),
          )}
        </p>
      )}
      {plan.notes.map((n, i) => (
        <p key={i} className="reason">
          {n}
        </p>
      ))}
      {/* Keyed by the pick, so the checkboxes start again from a new run's pick. */}
      <PickForm key={pickedNow.join(',')} check={check} initial={pickedNow}>
        {(picked, toggle) => (
          <ol className="dtree-sentences" aria-label={t(m.sentences)}>
            {plan.sentences.map((s) => {
              const verdict = sentenceVerdict.get(s.index);
              return (
                <li key={s.index} data-picked={s.picked}>
                  <p>
                    {s.kind === 'claim' && check && (
                      <input
                        type="checkbox"
                        checked={picked.has(s.index)}
                        onChange={() => toggle(s.index)}
                        aria-label={t(m.checkSentence, s.index + 1)}
                      />
                    )}{' '}
                    {s.picked && verdict ? (
                      <Tag verdict={verdict.verdict} confidence={verdict.confidence} />
                    ) : (
                      <span className="stage">{t(m.notChecked)}</span>
                    )}{' '}
                    {s.text}
                    {s.score !== undefined && (
                      <span className="score"> · {t(m.rankScore, formatFixed(s.score, 3))}</span>
                    )}
                  </p>
                  {s.note && <p className="reason">{s.note}</p>}
                  {s.picked && (
                    <ol className="dtree-claims" aria-label={t(m.claimsOf, s.index + 1)}>
                      {plan.claims
                        .filter((c) => c.sentence === s.index)
                        .map((c) => (
                          <li key={c.id}>
                            <p>
                              <ClaimTag outcome={byClaim.get(c.id)} /> {c.text}
                              {c.context && !byClaim.get(c.id)?.fromText && (
                                <span className="score"> · {t(m.reported)}</span>
                              )}
                            </p>
                            {c.graph && <PlannedGraphView graph={c.graph} />}
                            <ClaimDetail outcome={byClaim.get(c.id)} />
                          </li>
                        ))}
                    </ol>
                  )}
                </li>
              );
            })}
          </ol>
        )}
      </PickForm>
      {check && <CorrectedVersion trace={trace} original={check.text} />}
      {trace.calls && trace.calls.length > 0 && <SentLog calls={trace.calls} />}
    </div>
  );
}

/** A claim's verdict, or the mark of a context fact the selection itself states (not a verdict about the world). */
function ClaimTag({ outcome }: { outcome: StoredClaimOutcome | undefined }) {
  if (outcome?.fromText) return <FromTextMark fromText={outcome.fromText} />;
  return <Tag verdict={outcome?.verdict ?? 'Unverified'} confidence={outcome?.confidence} />;
}

/** The reader's pick of sentences and the button that checks them again. */
function PickForm({
  check,
  initial,
  children,
}: {
  check: CheckRecord | undefined;
  initial: number[];
  children(picked: ReadonlySet<number>, toggle: (i: number) => void): ReactNode;
}) {
  const [picked, setPicked] = useState(() => new Set(initial));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const toggle = (i: number) =>
    setPicked((p) => {
      const next = new Set(p);
      if (!next.delete(i)) next.add(i);
      return next;
    });
  const changed = picked.size !== initial.length || initial.some((i) => !picked.has(i));
  const running = check?.status === 'queued' || check?.status === 'running';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!check) return;
    setBusy(true);
    sendToBackground('check.repick', { checkId: check.id, picked: [...picked].sort((a, b) => a - b) }).then(
      () => (setError(''), setBusy(false)),
      (err: Error) => (setError(err.message), setBusy(false)),
    );
  };
  if (!check) return <>{children(picked, toggle)}</>;
  return (
    <form onSubmit={submit} aria-label={t(m.toCheck)}>
      {children(picked, toggle)}
      <div className="actions">
        <button type="submit" className="primary" disabled={busy || running || !changed || picked.size === 0}>
          {t(m.checkPicked)}
        </button>
        {picked.size === 0 && <span className="hint">{t(m.pickOne)}</span>}
        {error && (
          <span className="error" role="alert">
            {error}
          </span>
        )}
      </div>
    </form>
  );
}
