import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { forgetPolicy } from '../../lib/settings/managed';
import { browserI18n } from '../support/i18n';
import { backgroundRouter, EXTENSION_ID, EXTENSION_ORIGIN } from './support/background-router';

/**
 * The background's side of flagging known claims: `feeds.match` reaches the engine only from a
 * site where flagging is on (the page's own say is not enough), and `feeds.site` (a flag's "Stop
 * flagging on this site") changes nothing where the organisation set the switches.
 */

const tab = (url: string) => ({ id: EXTENSION_ID, url, tab: { id: 7, url }, frameId: 0 });
const POSTS = { posts: [{ key: '0000abcd', text: 'Garlic cures COVID-19 in two days, say the posts.' }] };
const { engineCalls, call } = backgroundRouter(() => ({ flags: [], incomplete: false }));

let stored: Record<string, unknown>;
let managed: Record<string, unknown>;
beforeEach(() => {
  engineCalls.length = 0;
  stored = {};
  managed = {};
  forgetPolicy();
  vi.stubGlobal('chrome', {
    runtime: { getURL: (p: string) => `${EXTENSION_ORIGIN}${p}` },
    storage: {
      onChanged: { addListener: () => {}, removeListener: () => {} },
      local: {
        get: async (key: string) => (key in stored ? { [key]: stored[key] } : {}),
        set: async (items: Record<string, unknown>) => void Object.assign(stored, items),
      },
      managed: { get: async () => managed },
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('feeds.match', () => {
  it('refuses in the reader’s language: German from a German browser', async () => {
    const chrome = (globalThis as unknown as { chrome: object }).chrome;
    vi.stubGlobal('chrome', { ...chrome, i18n: browserI18n('de') });
    const answer = await call('feeds.match', POSTS, tab('https://x.com/home'));
    expect(answer).toMatchObject({
      ok: false,
      error: { code: 'refused', message: expect.stringMatching(/^Das Markieren bekannter Behauptungen ist für diese/) },
    });
    expect(engineCalls).toEqual([]);
  });

  it('from a site where flagging is off (the default): refused with the way to turn it on, and the engine is not asked', async () => {
    const answer = await call('feeds.match', POSTS, tab('https://x.com/home'));
    expect(answer).toMatchObject({
      ok: false,
      error: {
        code: 'refused',
        message: 'Flagging known claims is off for this site: turn it on in Settings → On pages or in the side panel.',
      },
    });
    expect(engineCalls).toEqual([]);
  });

  it('from a site switched on: the posts go to the engine as sent; another site stays refused', async () => {
    stored.settings = { feeds: { flagKnown: false, sites: { 'x.com': true } } };
    expect(await call('feeds.match', POSTS, tab('https://www.x.com/home'))).toMatchObject({ ok: true });
    expect(engineCalls).toEqual([{ op: 'feeds.match', payload: POSTS }]);
    expect(await call('feeds.match', POSTS, tab('https://evil.example/'))).toMatchObject({ ok: false });
    expect(engineCalls).toHaveLength(1);
  });
});

describe('feeds.site', () => {
  it('switches the sender’s own site, whatever the page would like', async () => {
    const answer = await call('feeds.site', { on: false, host: 'bank.example' }, tab('https://www.x.com/home'));
    expect(answer).toMatchObject({ ok: true, data: { host: 'x.com', on: false } });
    expect((stored.settings as { feeds: { sites: object } }).feeds.sites).toEqual({ 'x.com': false });
  });

  it('where the organisation locked flagging: refused, saying who to ask, and nothing is stored', async () => {
    managed = { locked: { 'feeds.flagKnown': true } };
    const answer = await call('feeds.site', { on: false }, tab('https://www.x.com/home'));
    expect(answer).toMatchObject({
      ok: false,
      error: { message: 'Flagging on x.com is set by your organisation: ask your administrator to change it.' },
    });
    expect(stored.settings).toBeUndefined();
  });
});
