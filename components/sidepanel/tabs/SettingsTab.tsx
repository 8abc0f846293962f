import { useEffect, useRef, useState } from 'react';
import type { Settings } from '../../../lib/settings/schema';
import { loadSettings, saveSettings, watchSettings } from '../../../lib/settings/store';
import { exportSettings, importSettings } from '../../../lib/settings/transfer';
import { downloadText } from '../../ui/download';

/** Settings: general behaviour, and one-step configuration from a shared settings file. */
export function SettingsTab() {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const ac = new AbortController();
    void loadSettings().then(setSettings);
    watchSettings(setSettings, ac.signal);
    return () => ac.abort();
  }, []);
  if (!settings) return <p className="empty">Loading settings…</p>;

  const save = (next: Settings) =>
    saveSettings(next).then(
      (s) => {
        setSettings(s);
        setStatus({ kind: 'ok', text: 'Saved.' });
      },
      (e: Error) => setStatus({ kind: 'error', text: e.message }),
    );
  const general = settings.general;
  const setGeneral = (patch: Partial<Settings['general']>) => save({ ...settings, general: { ...general, ...patch } });

  const onImport = async (file: File | undefined) => {
    if (!file) return;
    try {
      const imported = importSettings(await file.text());
      await saveSettings(imported);
      setSettings(imported);
      setStatus({ kind: 'ok', text: `Imported settings from ${file.name}.` });
    } catch (e) {
      setStatus({ kind: 'error', text: `Nothing was changed. ${(e as Error).message}` });
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
  };

  return (
    <section aria-label="Settings" className="settings">
      <fieldset>
        <legend>On pages</legend>
        <label className="check">
          <input type="checkbox" checked={general.showPill} onChange={(e) => setGeneral({ showPill: e.target.checked })} />
          Show the “Check claim” button when I select text
        </label>
        <label className="check">
          <input type="checkbox" checked={general.restoreBadges} onChange={(e) => setGeneral({ restoreBadges: e.target.checked })} />
          Show earlier verdicts when I revisit a page
        </label>
        <label>
          Longest selection (characters)
          <input
            type="number"
            min={100}
            max={20000}
            value={general.maxSelectionChars}
            onChange={(e) => e.target.valueAsNumber >= 100 && e.target.valueAsNumber <= 20000 && setGeneral({ maxSelectionChars: e.target.valueAsNumber })}
          />
        </label>
        <label>
          Checks at the same time
          <input
            type="number"
            min={1}
            max={8}
            value={general.maxConcurrentChecks}
            onChange={(e) => e.target.valueAsNumber >= 1 && e.target.valueAsNumber <= 8 && setGeneral({ maxConcurrentChecks: e.target.valueAsNumber })}
          />
        </label>
      </fieldset>
      <fieldset>
        <legend>Settings file</legend>
        <p className="hint">Share a configuration with your team. API keys are never included.</p>
        <div className="actions">
          <button type="button" onClick={() => downloadText('claimlens-settings.json', exportSettings(settings), 'application/json')}>
            Export settings
          </button>
          <label className="button">
            Import settings…
            <input ref={fileRef} type="file" accept="application/json,.json" className="visually-hidden" aria-label="Import settings file" onChange={(e) => void onImport(e.target.files?.[0])} />
          </label>
        </div>
      </fieldset>
      {status && (
        <p className={status.kind} role={status.kind === 'error' ? 'alert' : 'status'}>
          {status.text}
        </p>
      )}
    </section>
  );
}
