import { useRef, useState } from 'react';

import { newRequestId } from '../../../lib/core/schemas';
import { canAnswerNow, type SetupStatus, type SetupStep, setupSteps } from '../../../lib/engine/setup';
import { setupMessages as m } from '../../../lib/i18n/catalogue/setup';
import { t, tAround } from '../../../lib/i18n/t';
import { sendToBackground } from '../../../lib/messaging/client';
import { TRY_IT_CLAIMS } from '../../../lib/panel/check';
import { startLine } from '../../../lib/panel/engine-start';
import type { Report } from '../../ui/status';
import { type BuiltinModelView, useBuiltinModel } from '../settings/useBuiltinModel';
import { usePanel } from '../store';
import { SetupActions } from './SetupActions';
import { useSetup } from './useSetup';

/**
 * The empty Check tab: what ClaimLens can answer now, a checklist of what it could use (each
 * step done or not, as the engine reports it, with its one action), and a claim to try.
 */
export function GettingStarted() {
  const { status, error, refresh, starting } = useSetup();
  const builtin = useBuiltinModel();
  const [message, setMessage] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const report: Report = (kind, text) => setMessage({ kind, text });
  const howTo = tAround(m.howTo);
  return (
    <section className="setup" aria-label={t(m.region)}>
      <p>{t(m.noChecks)}</p>
      <p>
        {howTo[0]}
        <strong>{t(m.checkClaim)}</strong>
        {howTo[1]}
      </p>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {!status && !error && (
        <p className="hint" role="status">
          {startLine(starting)}
        </p>
      )}
      {status && (
        <>
          <h2 id="can-answer">{t(m.canAnswer)}</h2>
          <ul aria-labelledby="can-answer">
            {canAnswerNow(status, builtin.availability).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <h2 id="setup-steps">{t(m.setUp)}</h2>
          <ol className="steps" aria-labelledby="setup-steps">
            {setupSteps(status, builtin.availability).map((step) => (
              <Step key={step.id} step={step} status={status} builtin={builtin} report={report} refresh={refresh} />
            ))}
          </ol>
          <TryIt status={status} report={report} />
        </>
      )}
      {message && (
        <p className={message.kind} role={message.kind === 'error' ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}

function Step({
  step,
  status,
  builtin,
  report,
  refresh,
}: {
  step: SetupStep;
  status: SetupStatus;
  builtin: BuiltinModelView;
  report: Report;
  refresh(): Promise<void>;
}) {
  const state = t(step.done ? m.done : m.notDone);
  return (
    <li className="step" aria-label={t(m.stepState, step.title, state)} data-done={step.done}>
      <p className="step-head">
        <span className="step-state" aria-hidden="true">
          {step.done ? '✓' : '○'}
        </span>{' '}
        <strong>{step.title}</strong> <span className="hint">({state})</span>
      </p>
      <p className="hint">{step.detail}</p>
      <SetupActions step={step} status={status} builtin={builtin} report={report} refresh={refresh} />
    </li>
  );
}

function TryIt({ status, report }: { status: SetupStatus; report: Report }) {
  const openCheck = usePanel((s) => s.openCheck);
  const setTab = usePanel((s) => s.setTab);
  const claim = TRY_IT_CLAIMS[0];
  // Kept until a send is answered: pressing again after a lost answer is the same check, not a second row.
  const requestId = useRef<string | null>(null);
  const run = () => {
    requestId.current ??= newRequestId();
    void sendToBackground('check.try', { text: claim, requestId: requestId.current }).then(
      (r) => {
        requestId.current = null;
        openCheck(r.summary.id);
      },
      (e: Error) => report('error', e.message),
    );
  };
  return (
    <section aria-labelledby="try-it">
      <h2 id="try-it">{t(m.tryIt)}</h2>
      {status.knowledge.starterPack === 'installed' ? (
        <>
          <p>
            {t(m.starterClaim)} <q>{claim}</q>
          </p>
          <button type="button" className="primary" onClick={run}>
            {t(m.checkThis)}
          </button>
        </>
      ) : status.knowledge.work === 'installing' ? (
        <p className="hint">{t(m.installing)}</p>
      ) : (
        <p>
          {t(m.notInstalled)}{' '}
          <button type="button" className="link" onClick={() => setTab('Knowledge')}>
            {t(m.openKnowledge)}
          </button>
        </p>
      )}
    </section>
  );
}
