import type { ReactNode } from 'react';

import { offersBuiltin, type SetupStatus, type SetupStep } from '../../../lib/engine/setup';
import { t } from '../../../lib/i18n/t';
import { callEngine } from '../../../lib/messaging/engine-call';
import { formatBytes } from '../../../lib/ml/errors';
import { loadSettings, updateSettings } from '../../../lib/settings/store';
import type { Report } from '../../ui/status';
import { useBusy } from '../../ui/useBusy';
import { BuiltinModelStatus } from '../settings/BuiltinModel';
import { startModelDownload } from '../settings/model-download';
import { grantOnlineAccess, ONLINE_REFUSED } from '../settings/online-access';
import type { BuiltinModelView } from '../settings/useBuiltinModel';
import { usePanel } from '../store';

interface Props {
  step: SetupStep;
  status: SetupStatus;
  builtin: BuiltinModelView;
  report: Report;
  refresh(): Promise<void>;
}

/** Each step's one action (the same flows as Settings), and a link to its Settings section. */
export function SetupActions(props: Props) {
  const openSettings = usePanel((s) => s.openSettings);
  const { step } = props;
  const link = (
    <button type="button" className="link" onClick={() => openSettings(step.id)}>
      {step.id === 'models'
        ? 'Choose models in Settings'
        : step.id === 'web'
          ? 'Search service and sources in Settings'
          : 'Set up in Settings → LLM'}
    </button>
  );
  if (step.id === 'models') return <ModelsActions {...props} link={link} />;
  if (step.id === 'web') return <WebActions {...props} link={link} />;
  return <LlmActions {...props} link={link} />;
}

type ActionProps = Props & { link: ReactNode };

/** Download the missing default models, with progress and errors. */
function ModelsActions({ status, report, refresh, link }: ActionProps) {
  const { busy, act } = useBusy(report, refresh);
  const missing = status.models.filter((m) => m.state === 'not-installed' || m.state === 'partial');
  const downloading = status.models.filter((m) => m.download);
  return (
    <>
      {downloading.map((m) => (
        <p key={m.id} className="hint">
          <progress
            aria-label={`Downloading ${m.name}`}
            max={m.download!.bytesTotal ?? undefined}
            value={m.download!.bytesDone}
          />{' '}
          <span role="status">
            {m.name}: {formatBytes(m.download!.bytesDone)}
            {m.download!.bytesTotal ? ` of ${formatBytes(m.download!.bytesTotal)}` : ''}
          </span>
        </p>
      ))}
      {status.models
        .filter((m) => m.error)
        .map((m) => (
          <p key={m.id} className="error" role="alert">
            {m.name}: {m.error}
          </p>
        ))}
      <div className="actions">
        {missing.length > 0 && (
          <button
            type="button"
            disabled={busy || downloading.length > 0}
            onClick={() => void act(() => Promise.all(missing.map((m) => startModelDownload(m.id, false, report))))}
          >
            Download {missing.map((m) => m.name).join(' and ')} (
            {formatBytes(missing.reduce((sum, m) => sum + m.bytesToDownload, 0))})
          </button>
        )}
        {link}
      </div>
    </>
  );
}

/** Turn online checking on, asking for host access in the click. */
function WebActions({ step, report, refresh, link }: ActionProps) {
  const { busy, act } = useBusy(report, refresh);
  const turnOn = async () => {
    const { web } = await loadSettings();
    // Asked while the click lasts, as Settings → Web does.
    if (!(await grantOnlineAccess({ ...web, enabled: true }))) throw new Error(t(ONLINE_REFUSED));
    const saved = await updateSettings((s) => ({ ...s, web: { ...s.web, enabled: true } }));
    // The store keeps a setting the organisation locked: say so rather than "on".
    if (!saved.web.enabled) throw new Error('Online checking is off: set by your organisation.');
    report('ok', 'Online checking is on.');
  };
  return (
    <div className="actions">
      {!step.done && (
        <button type="button" disabled={busy} onClick={() => void act(turnOn)}>
          Turn on online checking
        </button>
      )}
      {link}
    </div>
  );
}

/** The browser's built-in model in one click, or a test of the configured endpoint. */
function LlmActions({ step, status, builtin, report, refresh, link }: ActionProps) {
  const { busy, act } = useBusy(report, refresh);
  if (status.llm.provider === 'browser')
    return (
      <>
        <BuiltinModelStatus view={builtin} />
        <div className="actions">{link}</div>
      </>
    );
  const useBuiltin = async () => {
    // The download starts in the click itself: Chrome refuses it without the reader's activation.
    if (builtin.availability === 'downloadable') builtin.download();
    const saved = await updateSettings((s) => ({ ...s, llm: { ...s.llm, provider: 'browser' } }));
    if (saved.llm.provider !== 'browser') throw new Error('The LLM is set by your organisation.');
    report('ok', 'The browser’s built-in model weighs the evidence now: nothing is sent anywhere.');
  };
  const testable = status.llm.provider === 'openai-compatible' && status.llm.target !== '';
  const test = async () => {
    const result = await callEngine('llm.test', {});
    report(
      result.ok ? 'ok' : 'error',
      result.ok ? `Connected: ${result.model} answered in ${result.ms} ms.` : `Connection failed: ${result.message}`,
    );
  };
  return (
    <div className="actions">
      {!step.done && offersBuiltin(builtin.availability) && (
        <button type="button" className="primary" disabled={busy} onClick={() => void act(useBuiltin)}>
          Use the browser’s built-in model (no key)
        </button>
      )}
      {!step.done && testable && (
        <button type="button" disabled={busy} onClick={() => void act(test)}>
          {busy ? 'Testing…' : 'Test connection'}
        </button>
      )}
      {link}
    </div>
  );
}
