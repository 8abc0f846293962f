import { describe, expect, it } from 'vitest';

import { applyLocks, keepLocked, lockedChanges, lockedInPatch } from '../../lib/settings/locks';
import { parsePolicy } from '../../lib/settings/managed-policy';
import { defaultSettings } from '../../lib/settings/schema';

/** Issue 15, item 1: the organisation's policy, parsed field by field, and the locks it sets. */

const KEY = 'WpvTU3VuUUu0WjBwG3xHaLXi8OJ8vqKLJBZnAmL5G6Q=';
const LIST = { url: 'https://lists.example.org/team.json', publicKey: KEY };

describe('a good policy applies as written', () => {
  it('subscriptions, LLM endpoint and model, mirror and explicit locks', () => {
    const { managed, policy, refused } = parsePolicy({
      sourceLists: [LIST],
      teamPacks: [{ url: 'https://packs.example.org/clinic.json', publicKey: KEY }],
      documentPacks: [{ url: 'https://packs.example.org/library.json', publicKey: KEY }],
      llm: { baseUrl: 'https://llm.example.org/v1', model: 'team-model' },
      modelMirror: 'https://models.example.org/',
      locked: { 'general.showPill': false, 'web.maxResults': 10 },
    });
    expect(refused).toEqual([]);
    expect(managed).toBe(true);
    expect(policy.sourceLists).toEqual([LIST]);
    expect(policy.teamPacks).toEqual([{ url: 'https://packs.example.org/clinic.json', publicKey: KEY }]);
    expect(policy.documentPacks).toEqual([{ url: 'https://packs.example.org/library.json', publicKey: KEY }]);
    expect(policy.locks).toEqual({
      'general.showPill': false,
      'web.maxResults': 10,
      'llm.provider': 'openai-compatible',
      'llm.baseUrl': 'https://llm.example.org/v1',
      'llm.model': 'team-model',
      'models.source': 'mirror',
      'models.mirrorUrl': 'https://models.example.org/',
    });
  });

  it('online checking forced off locks web evidence, fact checks and a remote LLM off', () => {
    expect(parsePolicy({ onlineChecking: 'off' }).policy.locks).toEqual({
      'web.enabled': false,
      'web.factCheck': false,
      'llm.provider': 'none',
    });
    // The local LLM runs on the device: an admin may keep it.
    expect(parsePolicy({ onlineChecking: 'off', locked: { 'llm.provider': 'webllm' } }).policy.locks).toEqual({
      'llm.provider': 'webllm',
      'web.enabled': false,
      'web.factCheck': false,
    });
    expect(parsePolicy({ onlineChecking: 'allowed' }).policy.locks).toEqual({});
  });

  it('flagging locked on or off holds on every site: the per-site switches are locked empty unless the policy sets them', () => {
    const off = parsePolicy({ locked: { 'feeds.flagKnown': false } }).policy.locks;
    expect(off).toEqual({ 'feeds.flagKnown': false, 'feeds.sites': {} });
    expect(
      applyLocks({ ...defaultSettings(), feeds: { ...defaultSettings().feeds, sites: { 'x.com': true } } }, off).feeds,
    ).toMatchObject({ flagKnown: false, sites: {} });
    expect(
      parsePolicy({ locked: { 'feeds.flagKnown': true, 'feeds.sites': { 'intranet.example.org': false } } }).policy
        .locks,
    ).toEqual({ 'feeds.flagKnown': true, 'feeds.sites': { 'intranet.example.org': false } });
    expect(parsePolicy({ locked: { 'feeds.minConfidence': 0.9 } }).policy.locks).toEqual({
      'feeds.minConfidence': 0.9,
    });
  });

  it.each([[undefined], [null], [{}]])('%j is an unmanaged browser: nothing locked, nothing refused', (raw) => {
    const parsed = parsePolicy(raw);
    expect(parsed.managed).toBe(false);
    expect(parsed.refused).toEqual([]);
    expect(parsed.policy.locks).toEqual({});
  });
});

describe('a hostile or broken policy: the bad parts are refused with the reason, the rest applies', () => {
  it.each([
    [
      'an API key for the LLM',
      { llm: { baseUrl: 'https://llm.example.org/v1', apiKey: 'sk-x' } },
      'llm.apiKey',
      /never taken from a policy/,
    ],
    ['a top-level token', { token: 'abc' }, 'token', /never taken from a policy/],
    [
      'a key hidden in a list entry',
      { sourceLists: [{ ...LIST, password: 'p' }] },
      'sourceLists.0.password',
      /never taken from a policy/,
    ],
    [
      'a key in the endpoint address',
      { llm: { baseUrl: 'https://llm.example.org/v1?api_key=sk-x' } },
      'llm.baseUrl',
      /never taken from a policy/,
    ],
    [
      'credentials in the endpoint address',
      { llm: { baseUrl: 'https://me:pw@llm.example.org/v1' } },
      'llm.baseUrl',
      /user name or password/,
    ],
    ['an http LLM endpoint', { llm: { baseUrl: 'http://llm.example.org/v1' } }, 'llm.baseUrl', /https:\/\//],
    ['an http model mirror', { modelMirror: 'http://models.example.org/' }, 'modelMirror', /https:\/\//],
    [
      'an http list',
      { sourceLists: [{ ...LIST, url: 'http://lists.example.org/a.json' }] },
      'sourceLists.0.url',
      /https:\/\//,
    ],
    [
      'an http URL locked by path',
      { locked: { 'web.searxngUrl': 'http://searx.example.org/' } },
      'locked.web.searxngUrl',
      /https:\/\//,
    ],
    [
      'a list without a key',
      { sourceLists: [{ url: LIST.url }] },
      'sourceLists.0.publicKey',
      /Invalid key|publicKey|string/,
    ],
    [
      'a key of the wrong length',
      { teamPacks: [{ url: LIST.url, publicKey: 'AAAA' }] },
      'teamPacks.0.publicKey',
      /Ed25519/,
    ],
    ['subscriptions that are not a list', { teamPacks: { url: LIST.url } }, 'teamPacks', /list of/],
    [
      'a document pack over http',
      { documentPacks: [{ url: 'http://packs.example.org/library.json', publicKey: KEY }] },
      'documentPacks.0.url',
      /must be an https:\/\/ address/,
    ],
    ['a duplicate list', { sourceLists: [LIST, LIST] }, 'sourceLists.1', /twice/],
    ['a wrong type for a locked setting', { locked: { 'web.maxResults': 'ten' } }, 'locked.web.maxResults', /number/i],
    ['a locked value out of range', { locked: { 'web.maxResults': 400 } }, 'locked.web.maxResults', /400|40/],
    ['a lock on no setting', { locked: { 'web.apiEndpoint': 'x' } }, 'locked.web.apiEndpoint', /no such setting/],
    ['a lock on a secret', { locked: { 'secrets.llmApiKey': 'sk' } }, 'locked.secrets.llmApiKey', /no such setting/],
    ['locked that is not an object', { locked: ['web.enabled'] }, 'locked', /object of setting paths/],
    ['online checking in another word', { onlineChecking: 'forced' }, 'onlineChecking', /allowed|off|Invalid/],
    [
      'a lock that contradicts online checking off',
      { onlineChecking: 'off', locked: { 'web.enabled': true } },
      'locked.web.enabled',
      /contradicts "onlineChecking"/,
    ],
    [
      'an LLM endpoint with online checking off',
      { onlineChecking: 'off', llm: { baseUrl: 'https://llm.example.org/v1' } },
      'llm',
      /online checking is off/,
    ],
    ['an unknown field', { sourcelists: [LIST] }, 'sourcelists', /not a ClaimLens policy field/],
  ])('%s', (_name, raw, field, reason) => {
    const { refused } = parsePolicy(raw);
    const hit = refused.find((r) => r.field === field);
    expect(hit, JSON.stringify(refused)).toBeDefined();
    expect(hit!.reason).toMatch(reason);
  });

  it('the good parts of a partly bad policy still apply', () => {
    const { policy, refused } = parsePolicy({
      sourceLists: [LIST, { url: 'http://x.example/a.json', publicKey: KEY }, 'not an entry'],
      llm: { baseUrl: 'https://llm.example.org/v1', model: 'm', apiKey: 'sk-x' },
      locked: { 'general.showPill': false, 'general.maxConcurrentChecks': 99, nope: 1 },
      secret: 'x',
    });
    expect(policy.sourceLists).toEqual([LIST]);
    expect(policy.locks).toEqual({
      'general.showPill': false,
      'llm.provider': 'openai-compatible',
      'llm.baseUrl': 'https://llm.example.org/v1',
      'llm.model': 'm',
    });
    expect(refused.map((r) => r.field).sort()).toEqual(
      ['general.maxConcurrentChecks', 'llm.apiKey', 'nope', 'secret', 'sourceLists.1.url', 'sourceLists.2']
        .map((f) => (f.startsWith('general') || f === 'nope' ? `locked.${f}` : f))
        .sort(),
    );
    expect(JSON.stringify(policy)).not.toContain('sk-x');
  });

  it.each([
    ['a string', 'policy'],
    ['a list', [LIST]],
    ['a number', 3],
  ])('a policy that is %s applies nothing', (_name, raw) => {
    const { policy, refused, managed } = parsePolicy(raw);
    expect(managed).toBe(true);
    expect(policy.locks).toEqual({});
    expect(refused).toEqual([{ field: '(policy)', reason: expect.stringMatching(/must be an object/) }]);
  });
});

describe('locks over the reader’s settings', () => {
  const locks = { 'general.showPill': false, 'web.maxResults': 10, 'llm.baseUrl': 'https://llm.example.org/v1' };
  const mine = () => {
    const s = defaultSettings();
    s.general.showPill = true;
    s.general.maxConcurrentChecks = 4;
    s.web.maxResults = 30;
    return s;
  };

  it('a locked setting reads as the policy’s value; the others as the reader set them', () => {
    const s = applyLocks(mine(), locks);
    expect([s.general.showPill, s.web.maxResults, s.llm.baseUrl, s.general.maxConcurrentChecks]).toEqual([
      false,
      10,
      'https://llm.example.org/v1',
      4,
    ]);
  });

  it('no locks: the settings are exactly the reader’s (an unmanaged browser behaves as before)', () => {
    const s = mine();
    expect(applyLocks(s, {})).toBe(s);
    expect(keepLocked(s, { ...s, general: { ...s.general, showPill: false } }, {}).general.showPill).toBe(false);
  });

  it.each([
    [
      'the UI turns a locked setting back on',
      (s: ReturnType<typeof mine>) => ({ ...s, general: { ...s.general, showPill: true } }),
    ],
    [
      'an import moves a locked endpoint',
      (s: ReturnType<typeof mine>) => ({ ...s, llm: { ...s.llm, baseUrl: 'https://llm.attacker.example/v1' } }),
    ],
    ['a write raises a locked number', (s: ReturnType<typeof mine>) => ({ ...s, web: { ...s.web, maxResults: 40 } })],
  ])('%s: the write keeps the stored value, and the setting still reads as locked', (_name, change) => {
    const stored = mine();
    const next = change(applyLocks(stored, locks));
    const written = keepLocked(stored, next, locks);
    expect([written.general.showPill, written.web.maxResults, written.llm.baseUrl]).toEqual([
      stored.general.showPill,
      stored.web.maxResults,
      stored.llm.baseUrl,
    ]);
    const read = applyLocks(written, locks);
    expect([read.general.showPill, read.web.maxResults, read.llm.baseUrl]).toEqual([
      false,
      10,
      'https://llm.example.org/v1',
    ]);
  });

  it('an unlocked change in the same write goes through', () => {
    const stored = mine();
    const next = applyLocks(stored, locks);
    next.general.maxConcurrentChecks = 6;
    expect(keepLocked(stored, next, locks).general.maxConcurrentChecks).toBe(6);
  });

  it('names the locked settings an import would change, and only those', () => {
    const incoming = defaultSettings();
    incoming.web.maxResults = 10;
    incoming.general.showPill = true;
    incoming.llm.baseUrl = 'https://elsewhere.example/v1';
    expect(lockedChanges(incoming, locks)).toEqual([
      { path: 'general.showPill', reason: 'Set by your organisation' },
      { path: 'llm.baseUrl', reason: 'Set by your organisation' },
    ]);
  });

  it('names the locked fields of a section patch that differ from the lock', () => {
    expect(lockedInPatch('general', { showPill: true, maxConcurrentChecks: 3 }, locks)).toEqual(['general.showPill']);
    expect(lockedInPatch('general', { showPill: false }, locks)).toEqual([]);
    expect(lockedInPatch('web', { enabled: true }, locks)).toEqual([]);
  });

  it('a lock that breaks a rule between two settings applies over the defaults', () => {
    const s = mine();
    s.web.passageWords = 100;
    s.web.passageOverlap = 90;
    const read = applyLocks(s, { 'web.passageWords': 50 });
    expect([read.web.passageWords, read.web.passageOverlap]).toEqual([50, 25]);
  });
});
