import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { bindSecret, keyState, migrateSecrets, type StoredSecrets, usableSecrets } from '../../lib/settings/keyed';
import { defaultSettings, type Settings } from '../../lib/settings/schema';
import { loadStoredSecrets, saveSecret } from '../../lib/settings/secrets';
import { loadSettings, saveSettings } from '../../lib/settings/store';
import { MemoryArea } from '../support/memory-storage';

/**
 * Issue "Verdict integrity", item 7: a secret is bound to the origin it was entered for. The
 * attack: the LLM (or Brave, or Fact Check) endpoint is moved, by a file or by hand, and the next
 * request would carry the stored key to the new host.
 */

function settings(patch: { llm?: string; brave?: string; factCheck?: string } = {}): Settings {
  const s = defaultSettings();
  if (patch.llm) s.llm.baseUrl = patch.llm;
  if (patch.brave) s.web.braveUrl = patch.brave;
  if (patch.factCheck) s.web.factCheckUrl = patch.factCheck;
  return s;
}

const STORED: StoredSecrets = {
  llmApiKey: { value: 'sk-mine', origin: 'https://api.openai.com' },
  braveApiKey: { value: 'brave-mine', origin: 'https://api.search.brave.com' },
  factCheckApiKey: { value: 'fc-mine', origin: 'https://factchecktools.googleapis.com' },
};

describe('a key goes only to the origin it was entered for', () => {
  it.each([
    [
      'the endpoints it was entered for',
      settings(),
      { llmApiKey: 'sk-mine', braveApiKey: 'brave-mine', factCheckApiKey: 'fc-mine' },
    ],
    [
      'another path on the same origin',
      settings({ llm: 'https://api.openai.com/v2/' }),
      { llmApiKey: 'sk-mine', braveApiKey: 'brave-mine', factCheckApiKey: 'fc-mine' },
    ],
    [
      'the LLM moved to another host',
      settings({ llm: 'https://llm.attacker.example/v1' }),
      { braveApiKey: 'brave-mine', factCheckApiKey: 'fc-mine' },
    ],
    [
      'the LLM moved to another port (another origin)',
      settings({ llm: 'https://api.openai.com:8443/v1' }),
      { braveApiKey: 'brave-mine', factCheckApiKey: 'fc-mine' },
    ],
    [
      'the LLM moved to http on the same host',
      settings({ llm: 'http://api.openai.com/v1' }),
      { braveApiKey: 'brave-mine', factCheckApiKey: 'fc-mine' },
    ],
    [
      'Brave moved',
      settings({ brave: 'https://search.attacker.example/res/v1/web/search' }),
      { llmApiKey: 'sk-mine', factCheckApiKey: 'fc-mine' },
    ],
    [
      'Fact Check moved',
      settings({ factCheck: 'https://facts.attacker.example/claims:search' }),
      { llmApiKey: 'sk-mine', braveApiKey: 'brave-mine' },
    ],
  ])('%s', (_name, s, expected) => {
    expect(usableSecrets(STORED, s)).toEqual(expected);
  });

  it('a key bound to a plain-http host elsewhere (from before binding) is not sent; on this computer it is', () => {
    const lan = { llmApiKey: { value: 'sk-lan', origin: 'http://192.168.1.5:11434' } };
    expect(usableSecrets(lan, settings({ llm: 'http://192.168.1.5:11434/v1' }))).toEqual({});
    const local = { llmApiKey: { value: 'sk-local', origin: 'http://127.0.0.1:11434' } };
    expect(usableSecrets(local, settings({ llm: 'http://127.0.0.1:11434/v1' }))).toEqual({ llmApiKey: 'sk-local' });
  });

  it.each([
    ['ready', settings(), { state: 'ready', last4: 'mine' }],
    [
      'moved',
      settings({ llm: 'https://api.example.org/v1' }),
      { state: 'other-origin', host: 'api.example.org', boundTo: 'api.openai.com' },
    ],
    [
      'moved to another port',
      settings({ llm: 'http://127.0.0.1:9999/v1' }),
      { state: 'other-origin', host: '127.0.0.1:9999', boundTo: 'api.openai.com' },
    ],
  ])('the key field says what it needs: %s', (_name, s, expected) => {
    expect(keyState(STORED, s, 'llmApiKey')).toEqual(expected);
  });

  it('binds a new key to its endpoint, and refuses one that would travel in the clear', () => {
    expect(bindSecret('llmApiKey', ' sk-new ', settings({ llm: 'https://api.example.org/v1' }))).toEqual({
      value: 'sk-new',
      origin: 'https://api.example.org',
    });
    expect(() => bindSecret('llmApiKey', 'sk-new', settings({ llm: 'http://llm.lan/v1' }))).toThrow(
      /plain http: an API key is sent only over https or to this computer/,
    );
  });

  it('migrates keys stored before binding to the endpoints current at migration', () => {
    const s = settings({ llm: 'http://localhost:11434/v1' });
    expect(migrateSecrets({ llmApiKey: 'sk-old', braveApiKey: 'brave-old' }, s)).toEqual({
      changed: true,
      stored: {
        llmApiKey: { value: 'sk-old', origin: 'http://localhost:11434' },
        braveApiKey: { value: 'brave-old', origin: 'https://api.search.brave.com' },
      },
    });
    expect(migrateSecrets({ llmApiKey: STORED.llmApiKey }, s)).toEqual({
      changed: false,
      stored: { llmApiKey: STORED.llmApiKey },
    });
  });
});

describe('in storage.local', () => {
  let local: MemoryArea;
  beforeEach(() => {
    local = new MemoryArea();
    vi.stubGlobal('chrome', { storage: { local } });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('an old plain key is bound to the endpoint in place before a settings change moves it', async () => {
    await local.set({ settings: settings({ llm: 'https://api.openai.com/v1' }), secrets: { llmApiKey: 'sk-old' } });
    // The hostile change arrives before anything read the secrets under this version.
    await saveSettings(settings({ llm: 'https://llm.attacker.example/v1' }));
    const now = await loadSettings();
    const stored = await loadStoredSecrets(now);
    expect(local.data.get('secrets')).toEqual({ llmApiKey: { value: 'sk-old', origin: 'https://api.openai.com' } });
    expect(usableSecrets(stored, now)).toEqual({});
    expect(keyState(stored, now, 'llmApiKey')).toMatchObject({ state: 'other-origin', host: 'llm.attacker.example' });
  });

  it('saving a key binds it to the current endpoint; removing it forgets it', async () => {
    const s = settings({ llm: 'http://127.0.0.1:8080/v1' });
    expect(await saveSecret('llmApiKey', 'sk-local', s)).toEqual({
      llmApiKey: { value: 'sk-local', origin: 'http://127.0.0.1:8080' },
    });
    expect(await saveSecret('llmApiKey', undefined, s)).toEqual({});
  });
});
