import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { loadSourcesState } from '../../lib/sources/load';
import { exportSignedList, rotateSigningKey } from '../../lib/sources/shared/export';
import { parseSharedList } from '../../lib/sources/shared/format';
import { generateSigningKey, type SigningKey, signList } from '../../lib/sources/shared/signature';
import {
  addSubscription,
  type ListFetchOptions,
  loadSubscriptions,
  refreshAll,
  refreshSubscription,
  subscribe,
} from '../../lib/sources/shared/subscriptions';
import { MemoryArea, syncArea } from '../support/memory-storage';
import { MALFORMED_LIST, oversizeList, teamList } from '../support/web-fixtures/lists';
import { fixtureFetch } from '../support/web-fixtures/node-fetch';
import { startWebFixtures, type WebFixtures } from '../support/web-fixtures/server';

let fx: WebFixtures;
let fetch: ReturnType<typeof fixtureFetch>;
let key: SigningKey;
let options: ListFetchOptions;
const URL_ = 'https://lists.example.org/team.json';

beforeAll(async () => {
  fx = await startWebFixtures();
  fetch = fixtureFetch(fx);
  key = await generateSigningKey();
  options = { fetch, maxBytes: 100_000, timeoutMs: 5000 };
});
afterAll(async () => {
  await fetch.close();
  await fx.close();
});
beforeEach(async () => {
  fx.setList('/team.json', {
    body: JSON.stringify(await signList(teamList(['fullfact.org', 'sciencebasedmedicine.org']), key)),
    etag: '"v1"',
  });
});

describe('shared-list subscriptions over HTTPS', () => {
  it('subscribes to a valid signed list, pins its key, and its domains join the effective list', async () => {
    const storage = { local: new MemoryArea(), sync: syncArea() };
    const sub = await addSubscription(storage, URL_, options);
    expect(sub).toMatchObject({ url: URL_, pinnedKey: key.publicKey, etag: '"v1"' });
    const state = await loadSourcesState(storage);
    expect(state.sources.find((s) => s.domain === 'sciencebasedmedicine.org')?.contributors).toEqual([`list:${URL_}`]);
    expect(state.sources.find((s) => s.domain === 'fullfact.org')?.contributors).toEqual(['default', `list:${URL_}`]);
    await expect(addSubscription(storage, URL_, options)).rejects.toThrow(/already subscribed/);
  });

  it('asks with If-None-Match and keeps the list on 304 Not Modified', async () => {
    const sub = await subscribe(URL_, { ...options, now: 1 });
    const before = fx.requests.length;
    const next = await refreshSubscription(sub, { ...options, now: 2 });
    expect(fx.requests.slice(before)[0]?.headers['if-none-match']).toBe('"v1"');
    expect(next).toMatchObject({ lastSyncedAt: 2, lastCheckedAt: 2, list: sub.list });
    expect(next.lastError).toBeUndefined();
  });

  it('uses If-Modified-Since when the server gives Last-Modified only', async () => {
    fx.setList('/lm.json', {
      body: JSON.stringify(teamList(['who.int'])),
      lastModified: 'Sun, 01 Nov 2026 00:00:00 GMT',
    });
    const sub = await subscribe('https://lists.example.org/lm.json', options);
    const next = await refreshSubscription(sub, { ...options, now: 5 });
    expect(fx.requests.at(-1)?.headers['if-modified-since']).toBe('Sun, 01 Nov 2026 00:00:00 GMT');
    expect(next.lastSyncedAt).toBe(5);
  });

  it('accepts a good update and refuses bad ones, always keeping the last good list and saying why', async () => {
    const sub = await subscribe(URL_, { ...options, now: 1 });
    const serve = async (body: string) => {
      fx.setList('/team.json', { body, etag: `"${Math.random()}"` });
      return refreshSubscription(sub, { ...options, now: 9 });
    };
    const good = await serve(
      JSON.stringify(await signList(teamList(['cochrane.org'], '2026-11-02T00:00:00.000Z'), key)),
    );
    expect(good.list.sources.map((s) => s.domain)).toEqual(['cochrane.org']);
    expect(good.lastError).toBeUndefined();

    const cases: [string, RegExp][] = [
      [MALFORMED_LIST, /malformed at "sources\.0\.domain".*public suffix/],
      ['{"format":"claimlens-source-list"', /not valid JSON/],
      [oversizeList(200_000), /capped at 100 KB/],
      [JSON.stringify(teamList(['evil.example'], '2026-12-01T00:00:00.000Z')), /not signed/],
      [
        JSON.stringify({
          ...(await signList(teamList(['who.int'], '2026-12-01T00:00:00.000Z'), key)),
          name: 'Renamed after signing',
        }),
        /does not match its content/,
      ],
      [
        JSON.stringify(await signList(teamList(['who.int'], '2026-12-01T00:00:00.000Z'), await generateSigningKey())),
        /different key/,
      ],
      [
        JSON.stringify(await signList(teamList(['who.int'], '2020-01-01T00:00:00.000Z'), key)),
        /older than the list you have/,
      ],
    ];
    for (const [body, why] of cases) {
      const refused = await serve(body);
      expect(refused.lastError?.message, body.slice(0, 60)).toMatch(why);
      expect(refused.list).toEqual(sub.list);
      expect(refused.lastSyncedAt).toBe(1);
    }
  });

  it('follows an endorsed key rotation and pins the new key', async () => {
    const sub = await subscribe(URL_, options);
    const next = await generateSigningKey();
    fx.setList('/team.json', {
      body: JSON.stringify(await signList(teamList(['who.int'], '2026-11-05T00:00:00.000Z'), next, key)),
      etag: '"v2"',
    });
    const rotated = await refreshSubscription(sub, options);
    expect(rotated).toMatchObject({ pinnedKey: next.publicKey });
    expect(rotated.lastError).toBeUndefined();
  });

  it('refuses http:// lists without sending a request, and a missing list with the status', async () => {
    const before = fx.requests.length;
    await expect(subscribe(fx.httpUrl('/team.json'), options)).rejects.toThrow(/must be served over HTTPS/);
    await expect(subscribe('http://lists.example.org/team.json', options)).rejects.toThrow(/HTTPS/);
    expect(fx.requests.length).toBe(before);
    await expect(subscribe('https://lists.example.org/missing.json', options)).rejects.toThrow(/answered HTTP 404/);
  });

  it('refreshes every subscription without undoing an unsubscribe', async () => {
    const storage = { local: new MemoryArea(), sync: syncArea() };
    await addSubscription(storage, URL_, options);
    fx.setList('/team.json', {
      body: JSON.stringify(await signList(teamList(['who.int'], '2026-11-07T00:00:00.000Z'), key)),
      etag: '"v3"',
    });
    const subs = await refreshAll(storage, options);
    expect(subs[0]?.list.sources.map((s) => s.domain)).toEqual(['who.int']);
    expect(await loadSubscriptions(storage)).toHaveLength(1);
  });

  it('exports the user’s list signed with a generated key that a subscriber can verify, across a key rotation', async () => {
    const storage = { local: new MemoryArea(), sync: syncArea() };
    const { sources } = await loadSourcesState(storage);
    const file = await exportSignedList(storage, sources, { name: 'Clinic list', publisher: 'Clinic' });
    const parsed = parseSharedList(file).list;
    expect(parsed.sources.length).toBe(sources.length);
    fx.setList('/mine.json', { body: file });
    const sub = await subscribe('https://lists.example.org/mine.json', options);
    expect(sub.pinnedKey).toBe(parsed.signature?.publicKey);
    await rotateSigningKey(storage);
    const rotatedFile = await exportSignedList(storage, sources, { name: 'Clinic list' }, new Date(Date.now() + 1000));
    fx.setList('/mine.json', { body: rotatedFile, etag: '"r"' });
    const followed = await refreshSubscription(sub, options);
    expect(followed.lastError).toBeUndefined();
    expect(followed.pinnedKey).toBe(parseSharedList(rotatedFile).list.signature?.publicKey);
  });
});
