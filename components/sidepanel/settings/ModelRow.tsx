import { useState } from 'react';

import { modelsMessages as mm } from '../../../lib/i18n/catalogue/models';
import { formatNumber } from '../../../lib/i18n/format';
import { t } from '../../../lib/i18n/t';
import { callEngine } from '../../../lib/messaging/engine-call';
import {
  describeDevice,
  describeFacts,
  describeMeasurement,
  describeSize,
  describeState,
  describeStats,
  describeText,
  describeThreshold,
} from '../../../lib/ml/describe';
import { formatBytes } from '../../../lib/ml/errors';
import type { ModelStatus, ModelTestResult } from '../../../lib/ml/manager';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { useBusy } from '../../ui/useBusy';
import { startModelDownload } from './model-download';

interface Props {
  model: ModelStatus;
  selected: boolean;
  onSelect(): void;
  onChanged(): void;
  report(kind: 'ok' | 'error', text: string): void;
}

/** One model in Settings → Models: state, size, progress, and what can be done with it. */
export function ModelRow({ model: m, selected, onSelect, onChanged, report }: Props) {
  const [test, setTest] = useState<ModelTestResult | null>(null);
  const { busy, act } = useBusy(report, onChanged);
  const actions: ModelActions = {
    download: (restart) => void act(() => startModelDownload(m.id, restart, report)),
    cancel: () => void act(() => callEngine('models.cancel', { modelId: m.id })),
    remove: () => void act(() => callEngine('models.delete', { modelId: m.id })),
    test: () =>
      void act(async () => {
        setTest(null);
        setTest(await callEngine('models.test', { modelId: m.id }));
      }),
    measure: () =>
      void act(async () => {
        setTest(null);
        report('ok', `${m.name}: ${describeMeasurement(await callEngine('models.measure', { modelId: m.id }))}`);
      }),
  };
  return (
    <li className="model" aria-label={m.name}>
      <div className="model-head">
        <label className="check">
          <input type="radio" name={`model-${m.task}`} checked={selected} onChange={onSelect} />
          <strong>{m.name}</strong>
        </label>
        <span className="model-state">
          {describeState(m)} · {describeSize(m)}
        </span>
      </div>
      <ModelFacts model={m} />
      <ModelButtons model={m} busy={busy} actions={actions} />
      {test && <TestResult name={m.name} test={test} />}
    </li>
  );
}

interface ModelActions {
  download(restart: boolean): void;
  cancel(): void;
  remove(): void;
  test(): void;
  measure(): void;
}

/** What is known of a model: its description and quality, a download's progress, errors, where it runs. */
function ModelFacts({ model: m }: { model: ModelStatus }) {
  const stats = describeStats(m);
  const threshold = describeThreshold(m);
  const progress = m.download;
  return (
    <>
      {m.description && <p className="hint">{describeText(m.description)}</p>}
      <p className="hint">{describeFacts(m)}</p>
      {m.about.quality && <p className="hint">{t(mm.quality, describeText(m.about.quality))}</p>}
      {threshold && <p className="hint">{threshold}</p>}
      {progress && (
        <progress
          aria-label={t(mm.downloading, m.name)}
          max={progress.bytesTotal ?? undefined}
          value={progress.bytesDone}
        >
          {formatBytes(progress.bytesDone)}
        </progress>
      )}
      {progress && (
        <p className="hint" role="status">
          {progress.file}:{' '}
          {progress.bytesTotal
            ? t(mm.progressOf, formatBytes(progress.bytesDone), formatBytes(progress.bytesTotal))
            : formatBytes(progress.bytesDone)}
        </p>
      )}
      {m.error && (
        <p className="error" role="alert">
          {m.error}
        </p>
      )}
      {m.deviceNote && (
        <p className="hint" role="status" aria-label={t(mm.whereRuns, m.name)}>
          {m.deviceNote}
        </p>
      )}
      {m.measurement && (
        <p className="hint" role="status" aria-label={t(mm.backendOf, m.name)}>
          {describeMeasurement(m.measurement)}
        </p>
      )}
      {stats && <p className="hint">{t(mm.latency, stats)}</p>}
    </>
  );
}

/** The actions a model's state allows: download, resume or restart, cancel, test, measure, delete. */
function ModelButtons({ model: m, busy, actions }: { model: ModelStatus; busy: boolean; actions: ModelActions }) {
  return (
    <div className="actions">
      {m.state === 'not-installed' && (
        <button type="button" disabled={busy} onClick={() => actions.download(false)}>
          {t(mm.download)}
        </button>
      )}
      {m.state === 'partial' && (
        <>
          <button type="button" disabled={busy} onClick={() => actions.download(false)}>
            {t(mm.resume)}
          </button>
          <button type="button" disabled={busy} onClick={() => actions.download(true)}>
            {t(mm.restart)}
          </button>
        </>
      )}
      {m.state === 'downloading' && (
        <button type="button" onClick={actions.cancel}>
          {t(mm.cancel)}
        </button>
      )}
      {m.state === 'installed' && (
        <button type="button" disabled={busy} onClick={actions.test}>
          {t(mm.test)}
        </button>
      )}
      {m.state === 'installed' && m.device === 'webgpu' && (
        <button type="button" disabled={busy} onClick={actions.measure}>
          {t(m.measurement ? mm.measureAgain : mm.measure)}
        </button>
      )}
      {m.state !== 'not-installed' && m.state !== 'downloading' && (
        <ConfirmButton
          label={t(mm.delete)}
          confirmLabel={t(mm.deleteConfirm, m.name, formatBytes(m.bytesOnDisk))}
          onConfirm={actions.remove}
        />
      )}
    </div>
  );
}

/** What a test run of a model found: where it ran, how fast, and a sample of its output. */
function TestResult({ name, test }: { name: string; test: ModelTestResult }) {
  return (
    <p className="ok" role="status" aria-label={t(mm.testResultFor, name)}>
      {t(mm.works, describeDevice(test.device), whole(test.loadMs), whole(test.latencyMs))}{' '}
      {test.task === 'embed'
        ? t(mm.embedSample, test.dims === undefined ? '—' : formatNumber(test.dims), fixed(test.sample[0]!, 3))
        : t(mm.nliSample, fixed(test.sample[0]!, 2), fixed(test.sample[1]!, 2), fixed(test.sample[2]!, 2))}
    </p>
  );
}

/** Milliseconds as whole numbers, and scores with a fixed number of decimals, in the reader's language. */
function whole(ms: number): string {
  return formatNumber(ms, { maximumFractionDigits: 0 });
}

function fixed(score: number, digits: number): string {
  return formatNumber(score, { minimumFractionDigits: digits, maximumFractionDigits: digits });
}
