import type { ReactNode } from 'react';

import { offersBuiltin, type SetupStatus, type SetupStep } from '../../../lib/engine/setup';
import { modelsMessages as mm } from '../../../lib/i18n/catalogue/models';
import { settingsLlm as sl } from '../../../lib/i18n/catalogue/settings-llm';
import { setupMessages as sm } from '../../../lib/i18n/catalogue/setup';
import { formatList, formatNumber } from '../../../lib/i18n/format';
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
      {t(step.id === 'models' ? sm.linkModels : step.id === 'web' ? sm.linkWeb : sm.linkLlm)}
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
            aria-label={t(mm.downloading, m.name)}
            max={m.download!.bytesTotal ?? undefined}
            value={m.download!.bytesDone}
          />{' '}
          <span role="status">
            {m.name}:{' '}
            {m.download!.bytesTotal
              ? t(mm.progressOf, formatBytes(m.download!.bytesDone), formatBytes(m.download!.bytesTotal))
              : formatBytes(m.download!.bytesDone)}
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
            {t(
              sm.downloadModels,
              formatList(missing.map((s) => s.name)),
              formatBytes(missing.reduce((sum, s) => sum + s.bytesToDownload, 0)),
            )}
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
    if (!saved.web.enabled) throw new Error(t(sm.webLocked));
    report('ok', t(sm.webOn));
  };
  return (
    <div className="actions">
      {!step.done && (
        <button type="button" disabled={busy} onClick={() => void act(turnOn)}>
          {t(sm.turnOnWeb)}
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
    if (saved.llm.provider !== 'browser') throw new Error(t(sm.llmLocked));
    report('ok', t(sm.builtinOn));
  };
  const testable = status.llm.provider === 'openai-compatible' && status.llm.target !== '';
  const test = async () => {
    const result = await callEngine('llm.test', {});
    report(
      result.ok ? 'ok' : 'error',
      result.ok ? t(sl.connected, result.model, formatNumber(result.ms)) : t(sl.connectionFailed, result.message),
    );
  };
  return (
    <div className="actions">
      {!step.done && offersBuiltin(builtin.availability) && (
        <button type="button" className="primary" disabled={busy} onClick={() => void act(useBuiltin)}>
          {t(sm.useBuiltin)}
        </button>
      )}
      {!step.done && testable && (
        <button type="button" disabled={busy} onClick={() => void act(test)}>
          {t(busy ? sl.testing : sl.testConnection)}
        </button>
      )}
      {link}
    </div>
  );
}
