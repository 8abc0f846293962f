import { useState } from 'react';

import { type ClaimsFile, ClaimsFileError, parseClaimsFile } from '../../../lib/documents/claims-file';
import { documentsWork as m } from '../../../lib/i18n/catalogue/documents-work';
import { formatNumber } from '../../../lib/i18n/format';
import { tCount } from '../../../lib/i18n/plural';
import { t } from '../../../lib/i18n/t';
import { callEngine } from '../../../lib/messaging/engine-call';
import { messageOf } from '../../../lib/util/errors';
import type { Report } from '../../ui/status';
import { BatchView } from './BatchView';
import { stageFile } from './stage';
import { useLatestBatch } from './useBatches';

type Picked = { file: File; parsed: ClaimsFile } | null;

/**
 * Check a list (issue 30, seed 002's batch): a claims file read here first, so the rows that are
 * not claims are listed by line before anything starts; then the engine checks the claims N at
 * a time and the newest list's progress and results show below.
 */
export function CheckList({ report }: { report: Report }) {
  const batch = useLatestBatch();
  const [picked, setPicked] = useState<Picked>(null);
  const [busy, setBusy] = useState(false);

  const pick = async (file: File | undefined) => {
    setPicked(null);
    if (!file) return;
    try {
      setPicked({ file, parsed: parseClaimsFile(await file.text(), file.name) });
    } catch (e) {
      // A file that is no claims file at all: the message says what one looks like.
      report('error', e instanceof ClaimsFileError ? e.message : t(m.unreadable, file.name, messageOf(e)));
    }
  };
  const start = async (p: NonNullable<Picked>) => {
    setBusy(true);
    try {
      const taskId = await stageFile(p.file, 'claims');
      const started = await callEngine('documents.batch.start', { taskId });
      setPicked(null);
      report('ok', tCount(started.total, m.checkingOne, m.checkingOther, started.name));
    } catch (e) {
      report('error', messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="documents-list" className="check-list">
      <h3 id="documents-list">{t(m.checkList)}</h3>
      <label>
        {t(m.claimsFile)}
        <input
          type="file"
          accept=".json,.csv,.tsv,.txt,application/json,text/csv,text/plain"
          disabled={busy}
          onChange={(e) => {
            void pick(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </label>
      {picked && <Preview picked={picked} busy={busy} onStart={() => void start(picked)} />}
      {batch && <BatchView batch={batch} report={report} />}
    </section>
  );
}

function Preview({ picked, busy, onStart }: { picked: NonNullable<Picked>; busy: boolean; onStart(): void }) {
  const { claims, errors } = picked.parsed;
  return (
    <div className="batch-preview" role="status">
      <p>
        {tCount(claims.length, m.toCheckOne, m.toCheckOther, picked.file.name)}
        {errors.length > 0 && tCount(errors.length, m.skippedOne, m.skippedOther)}
      </p>
      {errors.length > 0 && (
        <ul className="batch-errors" aria-label={t(m.notClaims)}>
          {errors.map((e) => (
            <li key={e.line}>{t(m.line, formatNumber(e.line), e.message)}</li>
          ))}
        </ul>
      )}
      <button type="button" className="primary" disabled={busy || claims.length === 0} onClick={onStart}>
        {t(m.start)}
      </button>
    </div>
  );
}
