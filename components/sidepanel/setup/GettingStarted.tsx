import { useRef, useState } from 'react';

import { newRequestId } from '../../../lib/core/schemas';
import { canAnswerNow, type SetupStatus, type SetupStep, setupSteps } from '../../../lib/engine/setup';
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
  return (
    <section className="setup" aria-label="Getting started">
      <p>No checks yet.</p>
      <p>
        Select a health claim on any page and press <strong>Check claim</strong>, use the context menu, or press
        Alt+Shift+C — or type or paste one in the box above.
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
          <h2 id="can-answer">What ClaimLens can answer now</h2>
          <ul aria-labelledby="can-answer">
            {canAnswerNow(status, builtin.availability).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
          <h2 id="setup-steps">Set up</h2>
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
  const state = step.done ? 'done' : 'not done';
  return (
    <li className="step" aria-label={`${step.title}: ${state}`} data-done={step.done}>
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
      <h2 id="try-it">Try it</h2>
      {status.knowledge.starterPack === 'installed' ? (
        <>
          <p>
            A claim from the starter pack, answered from local knowledge: <q>{claim}</q>
          </p>
          <button type="button" className="primary" onClick={run}>
            Check this claim
          </button>
        </>
      ) : status.knowledge.work === 'installing' ? (
        <p className="hint">The starter pack is being installed: its claims can be tried in a moment.</p>
      ) : (
        <p>
          The starter pack is not installed, so there is no claim to try here.{' '}
          <button type="button" className="link" onClick={() => setTab('Knowledge')}>
            Open Knowledge
          </button>
        </p>
      )}
    </section>
  );
}
