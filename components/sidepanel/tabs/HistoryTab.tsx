import { useMemo, useState } from 'react';

import { isTypedPage, TYPED_PAGE_TITLE } from '../../../lib/core/typed';
import { historyToCsv, historyToJson } from '../../../lib/history/export';
import { EMPTY_FILTER, filterChecks, type HistoryFilter, sitesOf } from '../../../lib/history/filter';
import { historyMessages as m } from '../../../lib/i18n/catalogue/history';
import { formatDateTime } from '../../../lib/i18n/format';
import { tCount } from '../../../lib/i18n/plural';
import { t } from '../../../lib/i18n/t';
import { sendToBackground } from '../../../lib/messaging/client';
import type { CheckRecord } from '../../../lib/panel/history';
import { verdictWord } from '../../../lib/pipeline/format';
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

  if (!records) return <p className="empty">{t(m.loading)}</p>;
  return (
    <section aria-label={t(m.label)}>
      <form className="filters" role="search" onSubmit={(e) => e.preventDefault()}>
        <input
          type="search"
          placeholder={t(m.search)}
          aria-label={t(m.search)}
          value={filter.query}
          onChange={(e) => set({ query: e.target.value })}
        />
        <select
          aria-label={t(m.verdict)}
          value={filter.verdict}
          onChange={(e) => set({ verdict: e.target.value as HistoryFilter['verdict'] })}
        >
          <option value="all">{t(m.allVerdicts)}</option>
          <option value="True">{verdictWord({ verdict: 'True' })}</option>
          <option value="False">{verdictWord({ verdict: 'False' })}</option>
          <option value="Unverified">{verdictWord({ verdict: 'Unverified' })}</option>
          <option value="failed">{t(m.failed)}</option>
        </select>
        <select aria-label={t(m.site)} value={filter.site} onChange={(e) => set({ site: e.target.value })}>
          <option value="">{t(m.allSites)}</option>
          {sites.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
        <label>
          {t(m.from)} <input type="date" value={filter.from} onChange={(e) => set({ from: e.target.value })} />
        </label>
        <label>
          {t(m.to)} <input type="date" value={filter.to} onChange={(e) => set({ to: e.target.value })} />
        </label>
      </form>
      <div className="toolbar">
        <span aria-live="polite">{t(m.shown, shown.length, records.length)}</span>
        <button
          type="button"
          disabled={!shown.length}
          onClick={() => downloadText(`claimlens-history-${stamp}.json`, historyToJson(shown), 'application/json')}
        >
          {t(m.exportJson)}
        </button>
        <button
          type="button"
          disabled={!shown.length}
          onClick={() => downloadText(`claimlens-history-${stamp}.csv`, historyToCsv(shown), 'text/csv')}
        >
          {t(m.exportCsv)}
        </button>
        {records.length > 0 && (
          <ConfirmButton
            label={t(m.deleteAll)}
            confirmLabel={tCount(records.length, m.deleteAllConfirmOne, m.deleteAllConfirmOther)}
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
        <p className="empty">{t(records.length ? m.noMatch : m.none)}</p>
      ) : (
        <ul className="history" aria-label={t(m.checks)}>
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
      <button type="button" className="open" onClick={onOpen} aria-label={t(m.open, record.text.slice(0, 80))}>
        <VerdictTag check={record} />
        <span className="text">{record.text}</span>
        {record.question?.kind === 'yes-no' && (
          <span className="asked">{t(m.checkedAs, record.question.statement)}</span>
        )}
        {record.status === 'failed' && record.error && <span className="row-error">{record.error}</span>}
        <span className="when">
          {isTypedPage(record.page.url) ? TYPED_PAGE_TITLE : record.site} · {formatDateTime(record.createdAt)}
          {record.origin === 'page' && ` · ${t(m.pageCheck)}`}
          {record.runs > 1 && ` · ${t(m.checkedTimes, record.runs)}`}
        </span>
      </button>
      <div className="row-actions">
        <button
          type="button"
          disabled={busy}
          onClick={() => run(sendToBackground('check.retry', { checkId: record.id }))}
        >
          {t(m.recheck)}
        </button>
        <ConfirmButton
          label={t(m.delete)}
          confirmLabel={t(m.deleteOne)}
          onConfirm={() => run(sendToBackground('check.delete', { checkIds: [record.id] }))}
        />
      </div>
    </li>
  );
}
