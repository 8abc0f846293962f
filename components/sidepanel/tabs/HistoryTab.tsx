import { useMemo, useState } from 'react';

import { isTypedPage, TYPED_PAGE_TITLE } from '../../../lib/core/typed';
import { historyToCsv, historyToJson } from '../../../lib/history/export';
import { EMPTY_FILTER, filterChecks, type HistoryFilter, sitesOf } from '../../../lib/history/filter';
import { sendToBackground } from '../../../lib/messaging/client';
import type { CheckRecord } from '../../../lib/panel/history';
import { messageOf } from '../../../lib/util/errors';
import { ConfirmButton } from '../../ui/ConfirmButton';
import { downloadText } from '../../ui/download';
import { VerdictTag } from '../../ui/VerdictTag';
import { useHistory } from '../data/useHistory';
import { usePanel } from '../store';

/** Every check, newest first; updates live while checks run. */
export function HistoryTab() {
  const records = useHistory();
  const [filter, setFilter] = useState<HistoryFilter>(EMPTY_FILTER);
  const [error, setError] = useState('');
  const openCheck = usePanel((s) => s.openCheck);
  const shown = useMemo(() => filterChecks(records ?? [], filter), [records, filter]);
  const sites = useMemo(() => sitesOf(records ?? []), [records]);
  const set = (patch: Partial<HistoryFilter>) => setFilter((f) => ({ ...f, ...patch }));
  // Fire and forget: both outcomes land in `error`.
  const run = (p: Promise<unknown>) =>
    void p.then(
      () => setError(''),
      (e: unknown) => setError(messageOf(e)),
    );
  const stamp = new Date().toISOString().slice(0, 10);

  if (!records) return <p className="empty">Loading history…</p>;
  return (
    <section aria-label="History">
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <input
          type="search"
          placeholder="Search checks"
          aria-label="Search checks"
          value={filter.query}
          onChange={(e) => set({ query: e.target.value })}
        />
        <select
          aria-label="Verdict"
          value={filter.verdict}
          onChange={(e) => set({ verdict: e.target.value as HistoryFilter['verdict'] })}
        >
          <option value="all">All verdicts</option>
          <option value="True">True</option>
          <option value="False">False</option>
          <option value="Unverified">Unverified</option>
          <option value="failed">Failed or cancelled</option>
        </select>
        <select aria-label="Site" value={filter.site} onChange={(e) => set({ site: e.target.value })}>
          <option value="">All sites</option>
          {sites.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <label>
          From <input type="date" value={filter.from} onChange={(e) => set({ from: e.target.value })} />
        </label>
        <label>
          To <input type="date" value={filter.to} onChange={(e) => set({ to: e.target.value })} />
        </label>
      </form>
      <div className="toolbar">
        <span aria-live="polite">
          {shown.length} of {records.length} checks
        </span>
        <button
          type="button"
          disabled={!shown.length}
          onClick={() => downloadText(`claimlens-history-${stamp}.json`, historyToJson(shown), 'application/json')}
        >
          Export JSON
        </button>
        <button
          type="button"
          disabled={!shown.length}
          onClick={() => downloadText(`claimlens-history-${stamp}.csv`, historyToCsv(shown), 'text/csv')}
        >
          Export CSV
        </button>
        {records.length > 0 && (
          <ConfirmButton
            label="Delete all"
            confirmLabel={`Delete all ${records.length} checks?`}
            onConfirm={() => run(sendToBackground('check.deleteAll', {}))}
          />
        )}
      </div>
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
      {shown.length === 0 ? (
        <p className="empty">{records.length ? 'No check matches these filters.' : 'No checks yet.'}</p>
      ) : (
        <ul className="history" aria-label="Checks">
          {shown.map((r) => (
            <HistoryRow key={r.id} record={r} onOpen={() => openCheck(r.id)} run={run} />
          ))}
        </ul>
      )}
    </section>
  );
}

function HistoryRow({ record, onOpen, run }: { record: CheckRecord; onOpen(): void; run(p: Promise<unknown>): void }) {
  const busy = record.status === 'queued' || record.status === 'running';
  return (
    <li className="row" data-check-id={record.id}>
      <button type="button" className="open" onClick={onOpen} aria-label={`Open check: ${record.text.slice(0, 80)}`}>
        <VerdictTag check={record} />
        <span className="text">{record.text}</span>
        {record.question?.kind === 'yes-no' && <span className="asked">Checked as: {record.question.statement}</span>}
        {record.status === 'failed' && record.error && <span className="row-error">{record.error}</span>}
        <span className="when">
          {isTypedPage(record.page.url) ? TYPED_PAGE_TITLE : record.site} ·{' '}
          {new Date(record.createdAt).toLocaleString()}
          {record.origin === 'page' && ' · Page check'}
          {record.runs > 1 && ` · checked ${record.runs} times`}
        </span>
      </button>
      <div className="row-actions">
        <button
          type="button"
          disabled={busy}
          onClick={() => run(sendToBackground('check.retry', { checkId: record.id }))}
        >
          Re-check
        </button>
        <ConfirmButton
          label="Delete"
          confirmLabel="Delete this check?"
          onConfirm={() => run(sendToBackground('check.delete', { checkIds: [record.id] }))}
        />
      </div>
    </li>
  );
}
