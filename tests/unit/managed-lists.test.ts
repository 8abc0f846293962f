import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadManagedListErrors, planManagedLists, syncManagedLists } from '../../lib/sources/shared/managed-lists';
import { generateSigningKey, type SigningKey, signList } from '../../lib/sources/shared/signature';
import {
  addSubscription,
  type ListFetchOptions,
  loadSubscriptions,
  type Subscription,
} from '../../lib/sources/shared/subscriptions';
import { MemoryArea, syncArea } from '../support/memory-storage';
import { teamList } from '../support/web-fixtures/lists';
import { fixtureFetch } from '../support/web-fixtures/node-fetch';
import { startWebFixtures, type WebFixtures } from '../support/web-fixtures/server';

/** Issue 15, item 1: the shared lists an organisation's policy subscribes every reader to, with pinned keys. */

let fx: WebFixtures;
let fetch: ReturnType<typeof fixtureFetch>;
let team: SigningKey;
let other: SigningKey;
let options: ListFetchOptions;
const TEAM = 'https://lists.example.org/team.json';
const MINE = 'https://lists.example.org/mine.json';

beforeAll(async () => {
  fx = await startWebFixtures();
  fetch = fixtureFetch(fx);
  [team, other] = await Promise.all([generateSigningKey(), generateSigningKey()]);
  options = { fetch, maxBytes: 100_000, timeoutMs: 5000, now: 1000 };
});
afterAll(async () => {
  await fetch.close();
  await fx.close();
});

const sub = (url: string, pinnedKey: string | null, managed?: string): Subscription =>
  ({
    url,
    pinnedKey,
    addedAt: 1,
    lastCheckedAt: 1,
    lastSyncedAt: 1,
    list: teamList(['who.int']),
    ...(managed ? { managed: { publicKey: managed } } : {}),
  }) as Subscription;

describe('the plan that brings subscriptions in step with the policy', () => {
  it.each([
    [
      'a new policy list is subscribed',
      [{ url: TEAM, publicKey: 'K' }],
      [],
      { subscribe: [{ url: TEAM, publicKey: 'K' }], adopt: [], remove: [] },
    ],
    [
      'the reader’s own subscription with the policy key is adopted',
      [{ url: TEAM, publicKey: 'K' }],
      [sub(TEAM, 'K')],
      { subscribe: [], adopt: [{ url: TEAM, publicKey: 'K' }], remove: [] },
    ],
    [
      'the reader’s own under another key is subscribed again with the policy key',
      [{ url: TEAM, publicKey: 'K' }],
      [sub(TEAM, 'X')],
      { subscribe: [{ url: TEAM, publicKey: 'K' }], adopt: [], remove: [] },
    ],
    [
      'an unsigned one of the reader’s too',
      [{ url: TEAM, publicKey: 'K' }],
      [sub(TEAM, null)],
      { subscribe: [{ url: TEAM, publicKey: 'K' }], adopt: [], remove: [] },
    ],
    [
      'a managed one rotated to a key the policy key endorsed stays',
      [{ url: TEAM, publicKey: 'K' }],
      [sub(TEAM, 'K2', 'K')],
      { subscribe: [], adopt: [], remove: [] },
    ],
    [
      'the policy pins a new key: subscribed again',
      [{ url: TEAM, publicKey: 'K3' }],
      [sub(TEAM, 'K', 'K')],
      { subscribe: [{ url: TEAM, publicKey: 'K3' }], adopt: [], remove: [] },
    ],
    [
      'a managed one the policy dropped is removed; the reader’s own stays',
      [],
      [sub(TEAM, 'K', 'K'), sub(MINE, 'M')],
      { subscribe: [], adopt: [], remove: [TEAM] },
    ],
  ])('%s', (_name, wanted, subs, plan) => {
    expect(planManagedLists(wanted, subs)).toEqual(plan);
  });
});

describe('syncing with the fixture HTTPS server', () => {
  it('subscribes the policy list with its pinned key, marked as the organisation’s; the reader’s own list stays', async () => {
    fx.setList('/team.json', {
      body: JSON.stringify(await signList(teamList(['fullfact.org'], undefined, 'Team list'), team)),
    });
    fx.setList('/mine.json', {
      body: JSON.stringify(await signList(teamList(['who.int'], undefined, 'My list'), other)),
    });
    const storage = { local: new MemoryArea(), sync: syncArea() };
    await addSubscription(storage, MINE, options);
    expect(await syncManagedLists(storage, [{ url: TEAM, publicKey: team.publicKey }], options)).toEqual({});
    const subs = await loadSubscriptions(storage);
    expect(
      subs.map((s) => [s.list.name, s.pinnedKey === team.publicKey, s.managed?.publicKey === team.publicKey]),
    ).toEqual([
      ['My list', false, false],
      ['Team list', true, true],
    ]);
    // The admin takes the list out of the policy: it goes; the reader's own does not.
    await syncManagedLists(storage, [], options);
    expect((await loadSubscriptions(storage)).map((s) => s.list.name)).toEqual(['My list']);
  });

  it.each([
    [
      'signed with another key',
      async () => JSON.stringify(await signList(teamList(['fullfact.org']), other)),
      /different key than the one pinned/,
    ],
    ['not signed', async () => JSON.stringify(teamList(['fullfact.org'])), /not signed: refused/],
    ['not a list', async () => '{"hello": 1}', /not a ClaimLens source list/],
  ])('a policy list %s is not subscribed, and the reason is kept for the Sources tab', async (_name, body, reason) => {
    fx.setList('/team.json', { body: await body() });
    const storage = { local: new MemoryArea(), sync: syncArea() };
    const errors = await syncManagedLists(storage, [{ url: TEAM, publicKey: team.publicKey }], options);
    expect(errors[TEAM]?.message).toMatch(reason);
    expect(await loadManagedListErrors(storage)).toEqual(errors);
    expect(await loadSubscriptions(storage)).toEqual([]);
  });
});
