import { batchResultsCsv, batchResultsJson } from '../../../lib/documents/batch/export';
import { callEngine } from '../../../lib/messaging/engine-call';
import type { DocumentBatchRecord } from '../../../lib/panel/documents';
import { downloadText } from '../../ui/download';
import type { Report } from '../../ui/status';
import { BatchResults } from './BatchResults';
import { useBatchEntries } from './useBatches';

const STATES: Record<DocumentBatchRecord['state'], string> = {
  running: 'Checking',
  pausing: 'Pausing: the claims under way finish first',
  paused: 'Paused',
  cancelled: 'Cancelled',
  done: 'Done',
  failed: 'Stopped',
};

/** A list's file name as the results' base name: "claims.csv" → "claims-results". */
const baseName = (name: string) => `${name.replace(/\.[^.]+$/, '') || 'claims'}-results`;

/** One list: its progress (done of total, failed) with Pause / Resume / Cancel, its results and their downloads. */
export function BatchView({ batch: b, report }: { batch: DocumentBatchRecord; report: Report }) {
  const entries = useBatchEntries(b.id);
  const control = (op: 'documents.batch.pause' | 'documents.batch.resume' | 'documents.batch.cancel') =>
    void callEngine(op, { batchId: b.id }).catch((e: Error) => report('error', e.message));
  const active = b.state === 'running' || b.state === 'pausing' || b.state === 'paused';
  const progress = `${b.finished} of ${b.total} checked${b.failed ? `, ${b.failed} failed` : ''}`;
  return (
    <div className="batch" aria-label={`List ${b.name}`} role="group">
      <p>
        <strong>{b.name}</strong> · {STATES[b.state]}
        {b.error && `: ${b.error}`}
      </p>
      <div className="batch-progress">
        <progress max={b.total || 1} value={b.finished} aria-label={`List ${b.name}`} aria-valuetext={progress} />
        <span role="status">{progress}</span>
      </div>
      {b.errors.length > 0 && (
        <p className="hint">
          {b.errors.length} row{b.errors.length === 1 ? ' was' : 's were'} not a claim (line
          {b.errors.length === 1 ? '' : 's'} {b.errors.map((e) => e.line).join(', ')}).
        </p>
      )}
      <div className="row-actions">
        {b.state === 'running' && (
          <button type="button" onClick={() => control('documents.batch.pause')}>
            Pause
          </button>
        )}
        {(b.state === 'paused' || b.state === 'pausing') && (
          <button type="button" onClick={() => control('documents.batch.resume')}>
            Resume
          </button>
        )}
        {active && (
          <button type="button" onClick={() => control('documents.batch.cancel')}>
            Cancel
          </button>
        )}
        <button
          type="button"
          disabled={!entries.length}
          onClick={() => downloadText(`${baseName(b.name)}.json`, batchResultsJson(entries), 'application/json')}
        >
          Download JSON
        </button>
        <button
          type="button"
          disabled={!entries.length}
          onClick={() => downloadText(`${baseName(b.name)}.csv`, batchResultsCsv(entries), 'text/csv')}
        >
          Download CSV
        </button>
      </div>
      {entries.length > 0 && <BatchResults entries={entries} />}
    </div>
  );
}
