import { useEffect, useState } from 'react';
import type { Settings } from '../../../lib/settings/schema';
import { loadSettings, updateSettings, watchSettings } from '../../../lib/settings/store';
import { SETTINGS_SECTIONS, type SaveSection } from '../settings/sections';

/** Settings: one section per area, each saving through the same validated store. */
export function SettingsTab() {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);

  useEffect(() => {
    const ac = new AbortController();
    void loadSettings().then(setSettings);
    watchSettings(setSettings, ac.signal);
    return () => ac.abort();
  }, []);
  if (!settings) return <p className="empty">Loading settings…</p>;

  const report = (kind: 'ok' | 'error', text: string) => setStatus({ kind, text });
  const save: SaveSection = (section, patch) =>
    updateSettings((current) => ({ ...current, [section]: { ...current[section], ...patch } })).then(
      (s) => {
        setSettings(s);
        report('ok', 'Saved.');
      },
      (e: Error) => report('error', e.message),
    );

  return (
    <section aria-label="Settings" className="settings">
      {SETTINGS_SECTIONS.map(({ id, Section }) => (
        <Section key={id} settings={settings} save={save} report={report} />
      ))}
      {status && (
        <p className={status.kind} role={status.kind === 'error' ? 'alert' : 'status'}>
          {status.text}
        </p>
      )}
    </section>
  );
}
