import { useState } from 'react';

import { settingsLlm as m } from '../../../lib/i18n/catalogue/settings-llm';
import { t } from '../../../lib/i18n/t';
import type { Settings } from '../../../lib/settings/schema';
import { messageOf } from '../../../lib/util/errors';
import { keyPrompt, useSecrets } from './useSecrets';

/**
 * The LLM API key: stored in storage.local apart from the settings (never exported or synced),
 * bound to the endpoint's origin when saved and sent only there. Never shown again in full.
 */
export function ApiKeyField({ settings }: { settings: Settings }) {
  const secrets = useSecrets(settings);
  const [draft, setDraft] = useState('');
  // A message belongs to the endpoint it was said for: a new endpoint shows its own prompt.
  const [message, setMessage] = useState<{ text: string; endpoint: string } | null>(null);
  const state = secrets.state('llmApiKey');
  const prompt = keyPrompt(state, t(m.keyNotNeeded));
  const store = async (value: string | undefined) => {
    const endpoint = settings.llm.baseUrl;
    try {
      await secrets.save('llmApiKey', value);
      setDraft('');
      setMessage({ text: t(value ? m.keySaved : m.keyRemoved), endpoint });
    } catch (e) {
      setMessage({ text: messageOf(e), endpoint });
    }
  };
  const said = message?.endpoint === settings.llm.baseUrl ? message.text : null;
  return (
    <>
      <label>
        {t(m.apiKey)}
        <input
          type="password"
          autoComplete="off"
          value={draft}
          placeholder={prompt.placeholder}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => e.key === 'Enter' && draft.trim() && void store(draft)}
        />
      </label>
      <div className="actions">
        <button type="button" disabled={!draft.trim()} onClick={() => void store(draft)}>
          {t(m.saveKey)}
        </button>
        {state.state !== 'none' && (
          <button type="button" className="danger" onClick={() => void store(undefined)}>
            {t(m.removeKey)}
          </button>
        )}
        <span className="hint" role="status">
          {said || prompt.hint || t(m.keyKept)}
        </span>
      </div>
    </>
  );
}
