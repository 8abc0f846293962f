import { useEffect, useState } from 'react';

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
      report('ok', `Copied ${entries?.length ?? 0} diagnostics entries.`);
    } catch (e) {
      report('error', `The log could not be copied (${messageOf(e)}): select the entries and copy them by hand.`);
    }
  };
  const clear = async () => {
    try {
      await clearDiagnostics(chrome.storage.local);
      setEntries([]);
      report('ok', 'The diagnostics log is cleared.');
    } catch (e) {
      report('error', `The log could not be cleared: ${messageOf(e)}`);
    }
  };

  return (
    <fieldset>
      <legend>
        <h2>Diagnostics</h2>
      </legend>
      <p className="hint">
        Errors from every part of ClaimLens (background, pages, engine, side panel), newest first. Page text and API
        keys are never kept here.
      </p>
      <div className="actions">
        <button type="button" onClick={() => void copy()} disabled={!entries?.length}>
          Copy log
        </button>
        <button type="button" onClick={() => void clear()} disabled={!entries?.length}>
          Clear log
        </button>
      </div>
      {entries && entries.length === 0 && <p className="empty">Nothing has gone wrong lately.</p>}
      {entries && entries.length > 0 && (
        <ol className="diagnostics" aria-label="Diagnostics entries" tabIndex={0}>
          {entries.map((e, i) => (
            <li key={`${e.at}-${i}`} className={`diagnostic ${e.level}`}>
              <time dateTime={new Date(e.at).toISOString()}>{new Date(e.at).toLocaleString()}</time>{' '}
              <strong>{e.level}</strong> <span className="where">{`${e.context} · ${e.area}`}</span>
              <p>{e.message}</p>
            </li>
          ))}
        </ol>
      )}
    </fieldset>
  );
}
