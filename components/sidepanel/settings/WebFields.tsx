import { useEffect, useState } from 'react';

import { settingsLlm as m } from '../../../lib/i18n/catalogue/settings-llm';
import { t } from '../../../lib/i18n/t';
import type { KeyState } from '../../../lib/settings/keyed';
import { Lockable } from './Lockable';
import { keyPrompt } from './useSecrets';

/** An address field of Settings → Web, saved on Enter or when it loses focus. */
export function UrlField({
  path,
  label,
  value,
  placeholder,
  onSave,
}: {
  path: string;
  label: string;
  value: string;
  placeholder?: string;
  onSave(v: string): Promise<void>;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <Lockable path={path}>
      <label>
        {label}
        <input
          type="url"
          value={draft}
          placeholder={placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => draft !== value && void onSave(draft.trim())}
          onKeyDown={(e) => e.key === 'Enter' && draft !== value && void onSave(draft.trim())}
        />
      </label>
    </Lockable>
  );
}

/**
 * An API key field: the key is typed, saved (the button or Enter) or removed, never shown again.
 * `onSave` says whether it saved: what was typed stays in the field until it is.
 */
export function KeyField({
  label,
  state,
  onSave,
}: {
  label: string;
  state: KeyState;
  onSave(v: string | undefined): Promise<boolean>;
}) {
  const [draft, setDraft] = useState('');
  const prompt = keyPrompt(state, t(m.pasteKey));
  const save = async () => {
    if (await onSave(draft)) setDraft('');
  };
  return (
    <div className="key-field">
      {/* The label names the field alone: a label around the buttons too would fold their names into it. */}
      <label>
        {label}
        <input
          type="password"
          autoComplete="off"
          value={draft}
          placeholder={prompt.placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && draft.trim() && void save()}
        />
      </label>
      <span className="actions">
        <button type="button" disabled={!draft.trim()} onClick={() => void save()}>
          {t(m.saveKey)}
        </button>
        {state.state !== 'none' && (
          <button type="button" onClick={() => void onSave(undefined)}>
            {t(m.remove)}
          </button>
        )}
      </span>
      {prompt.hint && <span className="hint">{prompt.hint}</span>}
    </div>
  );
}
