import { useRef } from 'react';
import { saveSettings } from '../../../lib/settings/store';
import { exportSettings, importSettings } from '../../../lib/settings/transfer';
import { downloadText } from '../../ui/download';
import type { SettingsSectionProps } from './sections';

export function SettingsFileSection({ settings, report }: SettingsSectionProps) {
  const fileRef = useRef<HTMLInputElement>(null);
  const onImport = async (file: File | undefined) => {
    if (!file) return;
    try {
      await saveSettings(importSettings(await file.text()));
      report('ok', `Imported settings from ${file.name}.`);
    } catch (e) {
      report('error', `Nothing was changed. ${(e as Error).message}`);
    } finally {
      if (fileRef.current) fileRef.current.value = '';
    }
  };
  return (
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
  );
}
