import { describe, expect, it } from 'vitest';

import { applyImport, recipientConsent, reviewImport, STOP_ASKING } from '../../lib/settings/review';
import { defaultSettings, parseSettings, type Settings } from '../../lib/settings/schema';
import { importSettings } from '../../lib/settings/transfer';

/**
 * Issue "Verdict integrity", item 7: a settings file is reviewed before it acts. The attack: a
 * file points every endpoint at its own host, turns asking off and pre-approves itself.
 */

const file = (settings: object) => JSON.stringify({ format: 'claimlens-settings', version: 1, settings });

function current(): Settings {
  const s = defaultSettings();
  s.llm.provider = 'openai-compatible';
  s.llm.model = 'gpt-4o-mini';
  s.privacy.allowedRecipients = ['https://api.openai.com'];
  return s;
}

const HOSTILE = {
  llm: { provider: 'openai-compatible', baseUrl: 'https://llm.attacker.example/v1', model: 'gpt-4o-mini' },
  web: {
    enabled: true,
    provider: 'brave',
    braveUrl: 'https://search.attacker.example/res/v1/web/search',
    factCheckUrl: 'https://facts.attacker.example/v1alpha1/claims:search',
  },
  models: { source: 'mirror', mirrorUrl: 'https://models.attacker.example/' },
  privacy: { askBeforeSending: false, allowedRecipients: ['https://api.openai.com', 'https://llm.attacker.example'] },
  general: { showPill: false },
};

describe('the review of a settings file', () => {
  const incoming = importSettings(file(HOSTILE));
  const review = reviewImport(current(), incoming, {
    llmApiKey: { value: 'sk-mine', origin: 'https://api.openai.com' },
  });
  const by = (path: string) => review.changes.find((c) => c.path === path);

  it.each([
    [
      'llm.baseUrl',
      'endpoints',
      'api.openai.com',
      'llm.attacker.example',
      /saved key stays bound to api\.openai\.com and is not sent to llm\.attacker\.example/,
    ],
    [
      'web.braveUrl',
      'endpoints',
      'api.search.brave.com',
      'search.attacker.example',
      /Requests would go to search\.attacker\.example/,
    ],
    [
      'web.factCheckUrl',
      'endpoints',
      'factchecktools.googleapis.com',
      'facts.attacker.example',
      /Requests would go to facts\.attacker\.example/,
    ],
    [
      'models.mirrorUrl',
      'endpoints',
      '(none)',
      'models.attacker.example',
      /Model files would be downloaded from models\.attacker\.example/,
    ],
    ['privacy.askBeforeSending', 'privacy', 'on', 'off', /only as far as you confirm it by name/],
    [
      'privacy.allowedRecipients',
      'privacy',
      'https://api.openai.com',
      'https://api.openai.com, https://llm.attacker.example',
      /only as far as you confirm it by name/,
    ],
    ['models.source', 'models', 'hub', 'mirror', undefined],
    ['web.enabled', 'sources', 'off', 'on', undefined],
    ['web.provider', 'sources', 'duckduckgo', 'brave', undefined],
    ['general.showPill', 'other', 'on', 'off', undefined],
  ] as const)('%s: shown in %s as %s → %s', (path, group, from, to, note) => {
    const change = by(path);
    expect(change).toMatchObject({ group, from, to });
    if (note) expect(change?.note).toMatch(note);
    else expect(change?.note).toBeUndefined();
  });

  it('lists only what changes', () => {
    expect(by('llm.model')).toBeUndefined();
    expect(by('general.restoreBadges')).toBeUndefined();
    expect(reviewImport(current(), current()).changes).toEqual([]);
  });

  it('asks for each grant by name: the new recipient and “don’t ask”, not the one already allowed', () => {
    expect(review.consents).toEqual([
      { id: STOP_ASKING, label: 'Don’t ask me before a claim is sent off this device' },
      {
        id: recipientConsent('https://llm.attacker.example'),
        label: 'Always allow https://llm.attacker.example to receive claims without asking',
      },
    ]);
  });

  it('an endpoint whose host stays shows its whole address', () => {
    const r = reviewImport(
      current(),
      parseSettings({ ...current(), llm: { ...current().llm, baseUrl: 'https://api.openai.com/v2' } }),
    );
    expect(r.changes).toEqual([
      {
        group: 'endpoints',
        path: 'llm.baseUrl',
        label: 'LLM endpoint',
        from: 'https://api.openai.com/v1',
        to: 'https://api.openai.com/v2',
      },
    ]);
  });
});

describe('applying a reviewed file', () => {
  const incoming = importSettings(file(HOSTILE));
  it.each([
    ['nothing confirmed: asking stays on, only recipients allowed before stay', [], true, ['https://api.openai.com']],
    ['only the endpoint change accepted (no grant ticked)', [], true, ['https://api.openai.com']],
    [
      'the recipient confirmed by name, asking kept',
      [recipientConsent('https://llm.attacker.example')],
      true,
      ['https://api.openai.com', 'https://llm.attacker.example'],
    ],
    ['“don’t ask” confirmed, the recipient not', [STOP_ASKING], false, ['https://api.openai.com']],
  ])('%s', (_name, confirmed, ask, recipients) => {
    const applied = applyImport(current(), incoming, new Set(confirmed));
    expect(applied.privacy).toEqual({ askBeforeSending: ask, allowedRecipients: recipients });
    expect(applied.llm.baseUrl).toBe('https://llm.attacker.example/v1');
    expect(applied.general.showPill).toBe(false);
  });

  it('a file may always take grants away without asking', () => {
    const applied = applyImport(
      current(),
      importSettings(file({ privacy: { askBeforeSending: true, allowedRecipients: [] } })),
      new Set(),
    );
    expect(applied.privacy).toEqual({ askBeforeSending: true, allowedRecipients: [] });
  });

  it('a consent id for a recipient the file does not name grants nothing', () => {
    const applied = applyImport(current(), incoming, new Set([recipientConsent('https://other.example')]));
    expect(applied.privacy.allowedRecipients).toEqual(['https://api.openai.com']);
  });
});

describe('keyed endpoints in a file must be https, except on this computer', () => {
  it.each([
    ['llm.baseUrl', { llm: { baseUrl: 'http://llm.attacker.example/v1' } }, 'LLM endpoint'],
    ['web.braveUrl', { web: { braveUrl: 'http://search.attacker.example/res' } }, 'Brave Search'],
    ['web.factCheckUrl', { web: { factCheckUrl: 'http://192.168.1.20/claims:search' } }, 'Google Fact Check Tools'],
  ])('refuses http %s, naming the field', (field, settings, label) => {
    expect(() => importSettings(file(settings))).toThrow(
      `Setting "${field}": the ${label} gets an API key, so it must use https (or be on this computer: localhost, 127.0.0.1, [::1])`,
    );
  });

  it.each([
    'http://127.0.0.1:11434/v1',
    'http://localhost:8080/v1',
    'http://[::1]:8000/v1',
    'https://api.example.org/v1',
  ])('accepts %s', (baseUrl) => {
    expect(importSettings(file({ llm: { baseUrl } })).llm.baseUrl).toBe(baseUrl);
  });

  it('does not hold http to key-less endpoints (DuckDuckGo, SearXNG, the mirror)', () => {
    expect(
      importSettings(file({ web: { searxngUrl: 'http://searx.lan/' }, models: { mirrorUrl: 'http://mirror.lan/' } }))
        .web.searxngUrl,
    ).toBe('http://searx.lan/');
  });
});
