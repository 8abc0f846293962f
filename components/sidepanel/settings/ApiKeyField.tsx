import { useEffect, useState } from 'react';
import { loadSecrets, saveSecret } from '../../../lib/settings/secrets';

/**
 * The LLM API key: stored in storage.local apart from the settings (never exported or synced),
 * sent only to the configured endpoint. Never shown again in full once saved.
 */
export function ApiKeyField() {
  const [saved, setSaved] = useState<string | null>(null);
  const [draft, setDraft] = useState('');
  const [message, setMessage] = useState('');
  useEffect(() => {
    void loadSecrets().then((s) => setSaved(s.llmApiKey ?? null));
  }, []);
  const store = async (value: string | undefined) => {
    await saveSecret('llmApiKey', value);
    setSaved(value?.trim() || null);
    setDraft('');
    setMessage(value ? 'API key saved.' : 'API key removed.');
  };
  return (
    <>
      <label>
        API key
        <input
          type="password"
          autoComplete="off"
          value={draft}
          placeholder={saved ? `Saved (ends in …${saved.slice(-4)})` : 'Not needed for local servers'}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && draft.trim() && void store(draft)}
        />
      </label>
      <div className="actions">
        <button type="button" disabled={!draft.trim()} onClick={() => void store(draft)}>
          Save key
        </button>
        {saved && (
          <button type="button" className="danger" onClick={() => void store(undefined)}>
            Remove key
          </button>
        )}
        <span className="hint" role="status">
          {message || 'Kept on this device only; never exported or synced.'}
        </span>
      </div>
    </>
  );
}
