import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { lockedReasonInline } from '../../lib/settings/locks';
import { parsePolicy } from '../../lib/settings/managed-policy';
import { groupTitle, reviewImport } from '../../lib/settings/review';
import { defaultSettings } from '../../lib/settings/schema';
import { SettingsError } from '../../lib/settings/schema';
import { importSettings } from '../../lib/settings/transfer';
import { useBrowserLocale } from '../support/i18n';

/** A settings file's review and the organisation policy's refusals as a German browser shows them. */

let restore: () => void = () => undefined;
beforeEach(() => {
  restore = useBrowserLocale('de');
});
afterEach(() => restore());

describe('reviewing a settings file in German', () => {
  it('names groups, settings, values, notes and grants in German', () => {
    const current = defaultSettings();
    const incoming = defaultSettings();
    incoming.web.enabled = !current.web.enabled;
    incoming.models.mirrorUrl = 'https://models.example.org/';
    incoming.privacy.askBeforeSending = false;
    incoming.privacy.allowedRecipients = ['https://llm.example.org'];
    const review = reviewImport(current, incoming);
    const by = (path: string) => review.changes.find((c) => c.path === path);
    expect(groupTitle('endpoints')).toBe('Endpunkte (wohin Anfragen gehen)');
    expect(by('web.enabled')).toMatchObject({
      label: 'Vertrauenswürdige Quellen online durchsuchen',
      from: current.web.enabled ? 'an' : 'aus',
      to: current.web.enabled ? 'aus' : 'an',
    });
    expect(by('models.mirrorUrl')).toMatchObject({
      label: 'Modell-Spiegel',
      note: 'Modelldateien würden von models.example.org heruntergeladen.',
    });
    expect(by('privacy.askBeforeSending')?.note).toBe('Gilt nur, soweit Sie es unten namentlich bestätigen.');
    expect(review.consents.map((c) => c.label)).toEqual([
      'Mich nicht fragen, bevor eine Behauptung dieses Gerät verlässt',
      'https://llm.example.org immer erlauben, Behauptungen ohne Nachfrage zu empfangen',
    ]);
  });

  it('refuses a file from a newer ClaimLens in German', () => {
    const newer = JSON.stringify({ format: 'claimlens-settings', version: 99, settings: {} });
    expect(() => importSettings(newer)).toThrow(SettingsError);
    expect(() => importSettings(newer)).toThrow(/^Diese Einstellungsdatei hat Version 99;/);
  });
});

describe('the organisation policy in German', () => {
  it('says why each refused field is ignored, and a lock in a sentence keeps German capitals', () => {
    const { refused } = parsePolicy({
      llm: { baseUrl: 'http://llm.example.org/v1' },
      sourceLists: [{ url: 'https://lists.example.org/a.json', publicKey: 'short' }],
      locked: { 'no.such': 1 },
      apiKey: 'sk-1',
    });
    const reasons = Object.fromEntries(refused.map((r) => [r.field, r.reason]));
    expect(reasons).toMatchObject({
      'llm.baseUrl': expect.stringMatching(/^muss eine https:\/\/-Adresse sein .*; ignoriert\.$/),
      'sourceLists.0.publicKey': 'muss ein roher öffentlicher Ed25519-Schlüssel in Base64 sein (44 Zeichen)',
      'locked.no.such': 'keine solche Einstellung (docs/settings.md führt sie auf); ignoriert.',
      apiKey: expect.stringMatching(/^API-Schlüssel und andere Geheimnisse/),
    });
    expect(lockedReasonInline()).toBe('von Ihrer Organisation festgelegt');
  });
});
