import { batchResultsCsv, batchResultsJson } from '../../../lib/documents/batch/export';
import { documentsBatch as m } from '../../../lib/i18n/catalogue/documents-batch';
import { documentsWork } from '../../../lib/i18n/catalogue/documents-work';
import { formatNumber } from '../../../lib/i18n/format';
import type { Message } from '../../../lib/i18n/locales';
import { tCount } from '../../../lib/i18n/plural';
import { t } from '../../../lib/i18n/t';
import { callEngine } from '../../../lib/messaging/engine-call';
import type { DocumentBatchRecord } from '../../../lib/panel/documents';
import { downloadText } from '../../ui/download';
import type { Report } from '../../ui/status';
import { BatchResults } from './BatchResults';
import { useBatchEntries } from './useBatches';

const STATES: Record<DocumentBatchRecord['state'], Message> = {
  running: m.stateRunning,
  pausing: m.statePausing,
  paused: m.statePaused,
  cancelled: m.stateCancelled,
  done: m.stateDone,
  failed: m.stateFailed,
};

/** A list's file name as the results' base name: "claims.csv" → "claims-results". */
const baseName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'claims'}-results`;

/** One list: its progress (done of total, failed) with Pause / Resume / Cancel, its results and their downloads. */
export function BatchView({ batch: b, report }: { batch: DocumentBatchRecord; report: Report }) {
  const entries = useBatchEntries(b.id);
  const control = (op: 'documents.batch.pause' | 'documents.batch.resume' | 'documents.batch.cancel') =>
    void callEngine(op, { batchId: b.id }).catch((e: Error) => report('error', e.message));
  const active = b.state === 'running' || b.state === 'pausing' || b.state === 'paused';
  const [finished, total] = [formatNumber(b.finished), formatNumber(b.total)];
  const progress = b.failed
    ? t(m.progressFailed, finished, total, formatNumber(b.failed))
    : t(m.progress, finished, total);
  return (
    <div className="batch" aria-label={t(m.listOf, b.name)} role="group">
      <p>
        <strong>{b.name}</strong> · {t(STATES[b.state])}
        {b.error && `: ${b.error}`}
      </p>
      <div className="batch-progress">
        <progress max={b.total || 1} value={b.finished} aria-label={t(m.listOf, b.name)} aria-valuetext={progress} />
        <span role="status">{progress}</span>
      </div>
      {b.errors.length > 0 && (
        <p className="hint">
          {tCount(b.errors.length, m.rowsSkippedOne, m.rowsSkippedOther, b.errors.map((e) => e.line).join(', '))}
        </p>
      )}
      <div className="row-actions">
        {b.state === 'running' && (
          <button type="button" onClick={() => control('documents.batch.pause')}>
            {t(m.pause)}
          </button>
        )}
        {(b.state === 'paused' || b.state === 'pausing') && (
          <button type="button" onClick={() => control('documents.batch.resume')}>
            {t(m.resume)}
          </button>
        )}
        {active && (
          <button type="button" onClick={() => control('documents.batch.cancel')}>
            {t(documentsWork.cancel)}
          </button>
        )}
        <button
          type="button"
          disabled={!entries.length}
          onClick={() => downloadText(`${baseName(b.name)}.json`, batchResultsJson(entries), 'application/json')}
        >
          {t(m.downloadJson)}
        </button>
        <button
          type="button"
          disabled={!entries.length}
          onClick={() => downloadText(`${baseName(b.name)}.csv`, batchResultsCsv(entries), 'text/csv')}
        >
          {t(m.downloadCsv)}
        </button>
      </div>
      {entries.length > 0 && <BatchResults entries={entries} />}
    </div>
  );
}
