import { afterEach, describe, expect, it } from 'vitest';

import { setContextLocale } from '../../lib/i18n/t';
import { translateForModels } from '../../lib/pipeline/translation';
import { consentReason } from '../../lib/privacy/consent';
import { onlineRecipients } from '../../lib/privacy/recipients';
import { defaultEngineConfig } from '../../lib/settings/run-config';

/**
 * What a check tells beside its verdict and what the consent request lists, written in the engine
 * worker: in the reader's language that the request carried.
 */

afterEach(() => setContextLocale('en'));

const ctx = () => ({ signal: new AbortController().signal });
const german = { code: 'de', name: 'German' };

describe('notices in the reader language', () => {
  it('names what was checked in the claim’s place, and the claim’s language, in German', async () => {
    setContextLocale('de');
    const done = await translateForModels('Zucker ist giftig.', german, ctx(), async () => ({
      ok: true,
      english: 'Sugar is toxic.',
    }));
    expect(done.notice).toBe('Auf Englisch geprüft als: „Sugar is toxic.“ (auf Ihrem Gerät übersetzt aus: Deutsch).');
  });

  it('keeps the English notice as it was', async () => {
    const done = await translateForModels('Zucker ist giftig.', german, ctx(), async () => ({
      ok: true,
      english: 'Sugar is toxic.',
    }));
    expect(done.notice).toBe('Checked in English as: “Sugar is toxic.” (translated from German on your device).');
  });
});

describe('the consent request in the reader language', () => {
  it('lists what goes where, and why nothing was sent, in French', () => {
    setContextLocale('fr');
    const config = defaultEngineConfig();
    config.settings.web.factCheck = true;
    const list = onlineRecipients('Le sucre est toxique.', config, {
      endpoint: 'https://api.example.com/v1',
      model: 'm-1',
      leavesDevice: true,
    } as Parameters<typeof onlineRecipients>[2]);
    expect(list.find((r) => r.origin === 'trusted-sources')).toMatchObject({ label: 'vos sources de confiance' });
    expect(list.at(-1)).toMatchObject({ label: 'api.example.com (modèle m-1)' });
    expect(list.at(-1)!.what).toContain('l’affirmation (21 caractères)');
    expect(consentReason({ state: 'expired', recipients: list.slice(-1) })).toBe(
      'Non envoyé : personne n’a répondu dans les 5 minutes à la demande d’envoyer cette affirmation à api.example.com (modèle m-1). Vérifiez de nouveau pour être de nouveau sollicité.',
    );
  });
});
