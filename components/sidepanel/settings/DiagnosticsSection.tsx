import { useEffect, useState } from 'react';

import { settingsMessages as m } from '../../../lib/i18n/catalogue/settings';
import { formatDate } from '../../../lib/i18n/format';
import { tCount } from '../../../lib/i18n/plural';
import { t } from '../../../lib/i18n/t';
import { formatEntries, type LogEntry } from '../../../lib/log/entry';
import { log } from '../../../lib/log/log';
import { clearDiagnostics, isLogKey, readDiagnostics } from '../../../lib/log/store';
import { messageOf } from '../../../lib/util/errors';
import type { SettingsSectionProps } from './section-props';

/** What went wrong lately in every part of ClaimLens, newest first, to read or copy into a bug report. */
export function DiagnosticsSection({ report }: SettingsSectionProps) {
  const [entries, setEntries] = useState<LogEntry[] | null>(null);

  useEffect(() => {
    let live = true;
    const load = () =>
      void readDiagnostics(chrome.storage.local).then(
        (list) => live && setEntries(list),
        (e: unknown) => log.warn('diagnostics', 'The diagnostics log could not be read', e),
      );
    const onChanged = (changes: Record<string, unknown>, area: string) => {
      if (area === 'local' && Object.keys(changes).some(isLogKey)) load();
    };
    load();
    chrome.storage.onChanged.addListener(onChanged);
    return () => {
      live = false;
      chrome.storage.onChanged.removeListener(onChanged);
    };
  }, []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(formatEntries(entries ?? []));
      report('ok', tCount(entries?.length ?? 0, m.copiedOne, m.copiedOther));
    } catch (e) {
      report('error', t(m.copyFailed, messageOf(e)));
    }
  };
  const clear = async () => {
    try {
      await clearDiagnostics(chrome.storage.local);
      setEntries([]);
      report('ok', t(m.cleared));
    } catch (e) {
      report('error', t(m.clearFailed, messageOf(e)));
    }
  };

  return (
    <fieldset>
      <legend>
        <h2>{t(m.diagnostics)}</h2>
      </legend>
      <p className="hint">{t(m.diagnosticsHint)}</p>
      <div className="actions">
        <button type="button" onClick={() => void copy()} disabled={!entries?.length}>
          {t(m.copyLog)}
        </button>
        <button type="button" onClick={() => void clear()} disabled={!entries?.length}>
          {t(m.clearLog)}
        </button>
      </div>
      {entries && entries.length === 0 && <p className="empty">{t(m.nothingWrong)}</p>}
      {entries && entries.length > 0 && (
        <ol className="diagnostics" aria-label={t(m.entries)} tabIndex={0}>
          {entries.map((e, i) => (
            <li key={`${e.at}-${i}`} className={`diagnostic ${e.level}`}>
              <time dateTime={new Date(e.at).toISOString()}>
                {formatDate(e.at, { dateStyle: 'medium', timeStyle: 'medium' })}
              </time>{' '}
              <strong>{e.level}</strong> <span className="where">{`${e.context} · ${e.area}`}</span>
              <p>{e.message}</p>
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
