import { useEffect, useState } from 'react';

import { shellMessages as m } from '../../../lib/i18n/catalogue/shell';
import { t } from '../../../lib/i18n/t';
import { lockedInPatch } from '../../../lib/settings/locks';
import { settingLabel } from '../../../lib/settings/review';
import type { Settings } from '../../../lib/settings/schema';
import { loadSettings, updateSettings, watchSettings } from '../../../lib/settings/store';
import { LocksContext } from '../settings/Lockable';
import { ManagedNotice } from '../settings/ManagedNotice';
import type { SaveSection } from '../settings/section-props';
import { SETTINGS_SECTIONS } from '../settings/sections';
import { usePolicy } from '../settings/usePolicy';
import { usePanel } from '../store';

/** Settings: one section per area, each saving through the same validated store. */
export function SettingsTab() {
  const [settings, setSettings] = useState<Settings | null>(null);
  const [status, setStatus] = useState<{ kind: 'ok' | 'error'; text: string } | null>(null);
  const section = usePanel((s) => s.settingsSection);
  const policy = usePolicy();
  const locks = policy?.policy.locks ?? {};

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
  if (!settings) return <p className="empty">{t(m.loadingSettings)}</p>;

  const report = (kind: 'ok' | 'error', text: string) => setStatus({ kind, text });
  const save: SaveSection = async (section, patch) => {
    // The store keeps locked settings anyway; saying so here beats a "Saved." that did nothing.
    const locked = lockedInPatch(section, patch, locks);
    const note = locked.length ? t(m.lockedNotChanged, locked.map(settingLabel).join(', ')) : '';
    const rest = Object.fromEntries(Object.entries(patch).filter(([k]) => !locked.includes(`${section}.${k}`)));
    if (locked.length && Object.keys(rest).length === 0) return report('error', note);
    return updateSettings((current) => ({ ...current, [section]: { ...current[section], ...rest } })).then(
      (s) => {
        setSettings(s);
        report('ok', note ? t(m.savedWith, note) : t(m.saved));
      },
      (e: Error) => report('error', e.message),
    );
  };

  return (
    <LocksContext.Provider value={locks}>
      <section aria-label={t(m.tabSettings)} className="settings">
        {policy?.managed && <ManagedNotice policy={policy} />}
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
    </LocksContext.Provider>
  );
}
