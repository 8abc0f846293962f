import { useEffect, useState } from 'react';

import { settingsLlm as m } from '../../../lib/i18n/catalogue/settings-llm';
import { t } from '../../../lib/i18n/t';
import { type KeyState, keyState, type SecretName, type StoredSecrets } from '../../../lib/settings/keyed';
import type { Settings } from '../../../lib/settings/schema';
import { loadStoredSecrets, saveSecret } from '../../../lib/settings/secrets';
import { settledSettings } from '../../../lib/settings/store';

/** The stored keys as the key fields show them: each judged against the endpoint it would go to now. */
export function useSecrets(settings: Settings): {
  state(name: SecretName): KeyState;
  save(name: SecretName, value: string | undefined): Promise<void>;
} {
  const [stored, setStored] = useState<StoredSecrets>({});
  useEffect(() => {
    void loadStoredSecrets(settings).then(setStored);
    // Read once: keys change only through save, and the shown state follows the settings.
  }, []);
  return {
    state: (name) => keyState(stored, settings, name),
    // Bound to the endpoint as stored once pending edits are written: an address typed just before the key counts.
    save: async (name, value) => setStored(await saveSecret(name, value, await settledSettings())),
  };
}

/** The placeholder and the hint a key field shows for its state. */
export function keyPrompt(s: KeyState, empty: string): { placeholder: string; hint: string | null } {
  switch (s.state) {
    case 'none':
      return { placeholder: empty, hint: null };
    case 'ready':
      return { placeholder: t(m.keyReady, s.last4), hint: null };
    case 'other-origin':
      return {
        placeholder: t(m.keyFor, s.host),
        hint: t(m.keyOtherOrigin, s.host, s.boundTo),
      };
    case 'insecure':
      return {
        placeholder: t(m.keyHttpsOnly),
        hint: t(m.keyInsecure, s.host),
      };
  }
}
