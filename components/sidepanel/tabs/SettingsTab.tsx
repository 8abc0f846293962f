import { useEffect, useState } from 'react';

import type { Settings } from '../../../lib/settings/schema';
import { loadSettings, updateSettings, watchSettings } from '../../../lib/settings/store';
import { type SaveSection, SETTINGS_SECTIONS } from '../settings/sections';
import { usePanel } from '../store';

/** Settings: one section per area, each saving through the same validated store. */
export function SettingsTab() {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const section = usePanel((s) => s.settingsSection);

  useEffect(() => {
    const ac = new AbortController();
    void loadSettings().then(setSettings);
    watchSettings(setSettings, ac.signal);
    return () => ac.abort();
  }, []);
  // A link from the guided setup: that section comes into view and takes the focus, once.
  useEffect(() => {
    if (!settings || !section) return;
    const target = document.getElementById(`settings-${section}`);
    target?.scrollIntoView({ block: 'start' });
    target?.focus({ preventScroll: true });
    usePanel.setState({ settingsSection: null });
  }, [settings, section]);
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
        <div key={id} id={`settings-${id}`} tabIndex={-1} className="settings-section">
          <Section settings={settings} save={save} report={report} />
        </div>
      ))}
      {status && (
        <p className={status.kind} role={status.kind === 'error' ? 'alert' : 'status'}>
          {status.text}
        </p>
      )}
    </section>
  );
}
