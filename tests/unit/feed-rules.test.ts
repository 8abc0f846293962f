import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { FEED_ADAPTERS, postsOn } from '../../lib/content/feeds/adapters';
import { disabledAdapters } from '../../lib/content/feeds/rules';
import {
  disabledIds,
  FEED_RULES_FORMAT,
  FEED_RULES_KEY,
  FEED_RULES_URL,
  type FeedRules,
  loadFeedRules,
  readFeedRules,
  updateFeedRules,
} from '../../lib/sources/feed-rules';
import { generateSigningKey, signDocument, type SigningKey } from '../../lib/sources/shared/signature';
import { KEYS } from '../../lib/sources/storage';
import { loadFeedFixture } from '../support/feed-fixtures';
import { MemoryArea } from '../support/memory-storage';
import { fixtureFetch } from '../support/web-fixtures/node-fetch';
import { startWebFixtures, type WebFixtures } from '../support/web-fixtures/server';

/**
 * The feed-adapter rules list over real HTTPS (the web fixtures' server), signed with keys made
 * here and pinned as the built-in key would be: good updates switch adapters off; every bad
 * one is refused with its reason, and the last good list stays in force.
 */

let fx: WebFixtures;
let fetch: ReturnType<typeof fixtureFetch>;
let key: SigningKey;
const URL_ = 'https://lists.example.org/feed-rules.json';

beforeAll(async () => {
  fx = await startWebFixtures();
  fetch = fixtureFetch(fx);
  key = await generateSigningKey();
});
afterAll(async () => {
  await fetch.close();
  await fx.close();
});

const rules = (disabled: [string, string][], updatedAt = '2026-12-01T00:00:00.000Z'): Omit<FeedRules, 'signature'> => ({
  format: FEED_RULES_FORMAT,
  version: 1,
  updatedAt,
  disabled,
});
const signed = async (r: object, k = key) => JSON.stringify(await signDocument(r, k));
const serve = (body: string) => fx.setList('/feed-rules.json', { body, etag: `"${Math.random()}"` });

async function subscribed(area = new MemoryArea(), now = 1) {
  serve(await signed(rules([['reddit', 'Reddit moved comment bodies (2026-12-01)']])));
  const state = await updateFeedRules(area, { url: URL_, pinnedKey: key.publicKey, fetch, now });
  return { area, state };
}

describe('feed rules list', () => {
  it('accepts a signed list from the pinned key, stores it, and switches its adapters off', async () => {
    const { area, state } = await subscribed();
    expect(state.lastError).toBeUndefined();
    expect(disabledIds(state)).toEqual(new Set(['reddit']));
    expect(disabledIds(await loadFeedRules(area, URL_, key.publicKey))).toEqual(new Set(['reddit']));
  });

  it('refuses bad updates with their reason and keeps the last good list', async () => {
    const { area } = await subscribed();
    const other = await generateSigningKey();
    const good = rules(
      [
        ['x', 'X changed tweetText'],
        ['facebook', 'New feed markup'],
      ],
      '2026-12-02T00:00:00.000Z',
    );
    const cases: [string, string, RegExp][] = [
      [
        'tampered after signing',
        JSON.stringify({
          ...(await signDocument(good, key)),
          disabled: [['article', 'an attacker switches the fallback off']],
        }),
        /does not match its content/,
      ],
      [
        'older than the list held (a replay)',
        await signed(rules([], '2026-11-01T00:00:00.000Z')),
        /older than the list you have/,
      ],
      ['unsigned', JSON.stringify(good), /malformed at "signature"/],
      ['signed by another key', await signed(good, other), /different key/],
      ['not JSON', '{"format":"claimlens-feed-rules"', /not valid JSON/],
      ['another format', await signed({ ...good, format: 'claimlens-source-list' }), /not a ClaimLens feed rules list/],
      ['a newer format version', await signed({ ...good, version: 2 }), /format version 2.*Update ClaimLens/],
      [
        'an adapter id that is not one',
        await signed(rules([['<script>', 'x']], '2026-12-03T00:00:00.000Z')),
        /malformed at "disabled\.0\.0"/,
      ],
      [
        'an entry without a reason',
        await signed(rules([['x', '']], '2026-12-03T00:00:00.000Z')),
        /malformed at "disabled\.0\.1".*reason/,
      ],
      ['too large', await signed({ ...good, padding: 'x'.repeat(70_000) }), /capped at/],
    ];
    for (const [name, body, why] of cases) {
      serve(body);
      const state = await updateFeedRules(area, { url: URL_, pinnedKey: key.publicKey, fetch, now: 5 });
      expect(state.lastError?.message, name).toMatch(why);
      expect(disabledIds(await loadFeedRules(area, URL_, key.publicKey)), name).toEqual(new Set(['reddit']));
    }
    fx.setList('/feed-rules.json', null);
    const gone = await updateFeedRules(area, { url: URL_, pinnedKey: key.publicKey, fetch, now: 6 });
    expect(gone.lastError?.message).toMatch(/list server/);
    expect(disabledIds(gone)).toEqual(new Set(['reddit']));

    serve(await signDocument(good, key).then((s) => JSON.stringify(s, null, 2)));
    const next = await updateFeedRules(area, { url: URL_, pinnedKey: key.publicKey, fetch, now: 7 });
    expect(next.lastError).toBeUndefined();
    expect(disabledIds(next)).toEqual(new Set(['x', 'facebook']));
  });

  it('follows a key rotation the pinned key endorsed, and then refuses the old key', async () => {
    const { area } = await subscribed();
    const next = await generateSigningKey();
    serve(
      JSON.stringify(
        await signDocument(rules([['bluesky', 'New post markup']], '2026-12-05T00:00:00.000Z'), next, key),
      ),
    );
    const rotated = await updateFeedRules(area, { url: URL_, pinnedKey: key.publicKey, fetch, now: 9 });
    expect(rotated).toMatchObject({ pinnedKey: next.publicKey });
    expect(disabledIds(rotated)).toEqual(new Set(['bluesky']));
    serve(await signed(rules([], '2026-12-06T00:00:00.000Z'), key));
    expect(
      (await updateFeedRules(area, { url: URL_, pinnedKey: key.publicKey, fetch, now: 10 })).lastError?.message,
    ).toMatch(/different key/);
  });

  it('asks with If-None-Match and keeps the list on 304 Not Modified', async () => {
    const area = new MemoryArea();
    fx.setList('/feed-rules.json', { body: await signed(rules([['mastodon', 'Mastodon 5 markup']])), etag: '"r1"' });
    await updateFeedRules(area, { url: URL_, pinnedKey: key.publicKey, fetch, now: 1 });
    const state = await updateFeedRules(area, { url: URL_, pinnedKey: key.publicKey, fetch, now: 2 });
    expect(fx.requests.at(-1)?.headers['if-none-match']).toBe('"r1"');
    expect(state).toMatchObject({ lastSyncedAt: 2 });
    expect(disabledIds(state)).toEqual(new Set(['mastodon']));
  });

  it.each([
    ['nothing stored', undefined, []],
    [
      'a stored list that no longer parses',
      { url: FEED_RULES_URL, pinnedKey: FEED_RULES_KEY, rules: { format: 'other', disabled: [['x', 'y']] } },
      [],
    ],
    [
      'a state for another address',
      { url: 'https://old.example/rules.json', pinnedKey: FEED_RULES_KEY, rules: null },
      [],
    ],
    ['garbage', 'not a state', []],
  ])('reads %s as no adapter switched off', (_name, stored, ids) => {
    expect([...disabledIds(readFeedRules(stored))]).toEqual(ids);
  });

  it('pins the built-in key to a real Ed25519 public key and an HTTPS address', () => {
    expect(atob(FEED_RULES_KEY)).toHaveLength(32);
    expect(new URL(FEED_RULES_URL).protocol).toBe('https:');
  });
});

describe('disabledAdapters (what a page reads)', () => {
  it('reads the stored last good list, and postsOn skips what it switches off', async () => {
    const { area } = await subscribed();
    const state = await loadFeedRules(area, URL_, key.publicKey);
    // The page reads the state stored for the built-in address.
    const stored = {
      [KEYS.feedRules]: {
        ...state,
        url: FEED_RULES_URL,
        rules: { ...state.rules!, disabled: [['x', 'X changed tweetText']] },
      },
    };
    vi.stubGlobal('chrome', { storage: { local: { get: async () => stored } } });
    try {
      const disabled = await disabledAdapters();
      expect(disabled).toEqual(new Set(['x']));
      const doc = loadFeedFixture('x.html', 'https://x.com/home');
      // Without the X adapter only the generic fallback's text blocks are left (the list can switch it off too).
      const fallback = postsOn(doc, new URL('https://x.com/home'), disabled);
      expect(fallback.some((p) => p.element.tagName === 'ARTICLE')).toBe(false);
      expect(postsOn(doc, new URL('https://x.com/home'), new Set([...disabled, 'article']))).toEqual([]);
      expect(postsOn(doc, new URL('https://x.com/home')).map((p) => p.element.tagName)).toContain('ARTICLE');
      expect(FEED_ADAPTERS.some((a) => a.id === 'x')).toBe(true);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
