import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TeamPackRecord } from '../../lib/db/records';
import type { DisputeRecord } from '../../lib/db/records';
import { KnowledgeGraph } from '../../lib/kg/graph/knowledge';
import { findVerbatim } from '../../lib/kg/memory/near-verbatim';
import { correctionsPack } from '../../lib/kg/packs/corrections-pack';
import { stringifyPack } from '../../lib/kg/packs/export';
import { PACK_FORMAT, type PackInput } from '../../lib/kg/packs/format';
import { importPack } from '../../lib/kg/packs/import';
import { parsePack } from '../../lib/kg/packs/parse';
import { ensureTeamPacks, refreshTeamPack, subscribeTeamPack, unsubscribeTeamPack } from '../../lib/kg/packs/team';
import { diffClaims, diffSummary } from '../../lib/kg/packs/team-diff';
import { readTeamPack } from '../../lib/kg/packs/team-verify';
import { currentPublicKey, signWithOwnKey } from '../../lib/sources/shared/export';
import { parseSharedList } from '../../lib/sources/shared/format';
import { generateSigningKey, signDocument, type SigningKey } from '../../lib/sources/shared/signature';
import { checkListSignature } from '../../lib/sources/shared/signature';
import { signFile } from '../../scripts/sign/sign-file';
import { MemoryArea, syncArea } from '../support/memory-storage';
import { teamList } from '../support/web-fixtures/lists';
import { fixtureFetch } from '../support/web-fixtures/node-fetch';
import { startWebFixtures, type WebFixtures } from '../support/web-fixtures/server';
import { freshDatabases } from './support/kg-db';

let fx: WebFixtures;
let fetch: ReturnType<typeof fixtureFetch>;
let key: SigningKey;
const URL_ = 'https://packs.example.org/desk.json';
const freshDb = freshDatabases('kg-team');

beforeAll(async () => {
  fx = await startWebFixtures();
  fetch = fixtureFetch(fx);
  key = await generateSigningKey();
});
afterAll(async () => {
  await fetch.close();
  await fx.close();
});

type Claim = { id: string; text: string; status: 'TRUE' | 'FALSE' };
function teamPack(claims: Claim[], createdAt: string, version: string, id = 'desk-pack'): PackInput {
  return { format: PACK_FORMAT, version: 1, pack: { id, name: 'Health desk pack', version, createdAt }, claims };
}
const V1: Claim[] = [
  { id: 'garlic', text: 'Eating garlic prevents COVID-19.', status: 'FALSE' },
  { id: 'vitc', text: 'Vitamin C cures the common cold.', status: 'FALSE' },
  { id: 'wash', text: 'Washing hands with soap removes viruses.', status: 'TRUE' },
];
const V2: Claim[] = [
  { id: 'garlic', text: 'Eating garlic prevents COVID-19.', status: 'FALSE' },
  { id: 'wash', text: 'Washing hands with soap for twenty seconds removes viruses.', status: 'TRUE' },
  { id: 'mask', text: 'Masks reduce the spread of respiratory viruses.', status: 'TRUE' },
];
const serve = async (body: string, path = '/desk.json') => fx.setList(path, { body, etag: `"${Math.random()}"` });
const signed = async (p: PackInput, k = key) => JSON.stringify(await signDocument(p, k));
const opts = (now: number) => ({ fetch, now, timeoutMs: 5000 });

async function subscribed(): Promise<{ kg: KnowledgeGraph; sub: TeamPackRecord }> {
  const kg = new KnowledgeGraph(freshDb());
  await serve(await signed(teamPack(V1, '2026-11-01T00:00:00Z', '1')));
  return { kg, sub: await subscribeTeamPack(kg, { url: URL_ }, 'reader', opts(1)) };
}

describe('team pack diff (pure)', () => {
  it.each([
    ['first install: everything added', null, V1, { added: 3, changed: 0, withdrawn: 0 }, '3 claims added'],
    ['same claims: nothing', V1, V1, { added: 0, changed: 0, withdrawn: 0 }, 'no claim changed'],
    [
      'v1 → v2: one added, one reworded, one withdrawn',
      V1,
      V2,
      { added: 1, changed: 1, withdrawn: 1 },
      '1 claim added, 1 claim changed, 1 claim withdrawn',
    ],
    [
      'a status flip is a change',
      V1,
      V1.map((c) => (c.id === 'garlic' ? { ...c, status: 'TRUE' as const } : c)),
      { added: 0, changed: 1, withdrawn: 0 },
      '1 claim changed',
    ],
  ])('%s', (_name, before, after, counts, summary) => {
    const diff = diffClaims(before, after, { from: before ? '1' : null, to: '2' });
    expect(diff.counts).toEqual(counts);
    expect(diffSummary(diff)).toBe(summary);
  });

  it('names what changed: the wording before and after, and the withdrawn claim', () => {
    const diff = diffClaims(V1, V2, { from: '1', to: '2' });
    expect(diff.added.map((c) => c.id)).toEqual(['mask']);
    expect(diff.changed).toEqual([{ before: V1[2], after: V2[1] }]);
    expect(diff.withdrawn.map((c) => c.text)).toEqual(['Vitamin C cures the common cold.']);
  });
});

describe('team pack subscriptions over HTTPS', () => {
  it('subscribes to a signed pack, pins its key, installs it, and an update is applied as a diff', async () => {
    const { kg, sub } = await subscribed();
    expect(sub).toMatchObject({
      url: URL_,
      packId: 'desk-pack',
      version: '1',
      pinnedKey: key.publicKey,
      by: 'reader',
      lastChangedAt: 1,
    });
    expect(sub.lastDiff?.counts).toEqual({ added: 3, changed: 0, withdrawn: 0 });
    expect((await kg.db.packs.get('desk-pack'))?.state).toBe('installed');
    expect((await findVerbatim(kg.db, 'Vitamin C cures the common cold.'))?.text).toBe(
      'Vitamin C cures the common cold.',
    );

    await serve(await signed(teamPack(V2, '2026-11-10T00:00:00Z', '2')));
    const next = await refreshTeamPack(kg, sub, opts(2));
    expect(next.lastError).toBeUndefined();
    expect(next).toMatchObject({ version: '2', lastChangedAt: 2, lastSyncedAt: 2 });
    expect(next.lastDiff).toMatchObject({
      fromVersion: '1',
      toVersion: '2',
      counts: { added: 1, changed: 1, withdrawn: 1 },
    });
    // Withdrawn knowledge leaves memory; the new claim is there.
    expect(await findVerbatim(kg.db, 'Vitamin C cures the common cold.')).toBeNull();
    expect(await findVerbatim(kg.db, 'Masks reduce the spread of respiratory viruses.')).not.toBeNull();
    expect(await kg.db.teamPacks.get(URL_)).toEqual(next);
  });

  it('asks with If-None-Match and keeps the pack on 304; the same file again is no change', async () => {
    const { kg, sub } = await subscribed();
    const before = fx.requests.length;
    const same = await refreshTeamPack(kg, sub, opts(5));
    expect(fx.requests.slice(before)[0]?.headers['if-none-match']).toBe(sub.etag);
    expect(same).toMatchObject({ lastSyncedAt: 5, lastChangedAt: 1, version: '1' });
    await serve(await signed(teamPack(V1, '2026-11-01T00:00:00Z', '1')));
    expect(await refreshTeamPack(kg, same, opts(6))).toMatchObject({ lastSyncedAt: 6, lastChangedAt: 1 });
  });

  it('refuses bad updates with the reason and keeps the good pack installed', async () => {
    const { kg, sub } = await subscribed();
    const other = await generateSigningKey();
    const newer = teamPack(V2, '2026-11-20T00:00:00Z', '2');
    const good = JSON.parse(await signed(newer)) as Record<string, unknown>;
    const cases: [string, () => Promise<void>, RegExp][] = [
      [
        'tampered',
        () =>
          serve(
            JSON.stringify({ ...good, claims: [...V2, { id: 'x', text: 'Bleach cures COVID-19.', status: 'TRUE' }] }),
          ),
        /pack’s signature does not match its content/,
      ],
      ['unsigned', () => serve(JSON.stringify(newer)), /not signed: team packs must carry an Ed25519 signature/],
      ['wrong key', async () => serve(await signed(newer, other)), /signed with a different key than the one pinned/],
      [
        'older',
        async () => serve(await signed(teamPack(V2, '2026-10-01T00:00:00Z', '0.9'))),
        /version 0\.9, dated 2026-10-01T00:00:00Z, older than the version you have \(1, 2026-11-01T00:00:00Z\): refused as a possible rollback/,
      ],
      [
        'same date, other content',
        async () => serve(await signed(teamPack(V2, '2026-11-01T00:00:00Z', '1b'))),
        /keeps its date/,
      ],
      [
        'another pack',
        async () => serve(await signed(teamPack(V2, '2026-11-20T00:00:00Z', '2', 'other-pack'))),
        /is the pack "other-pack", not "desk-pack"/,
      ],
      [
        'oversize',
        () =>
          serve(JSON.stringify({ ...good, pack: { ...(good.pack as object), description: 'x'.repeat(20_100_000) } })),
        /The pack is over the 20 MB limit \(packs are capped at 20 MB\)/,
      ],
      [
        'malformed',
        async () =>
          serve(await signed({ ...newer, claims: [{ id: 'a', text: 'A claim.', status: 'true' as 'TRUE' }] })),
        /not a valid knowledge pack: Line \d+: claims\[0\]\.status must be "TRUE" or "FALSE"/,
      ],
      [
        'redirect to http',
        async () => {
          await serve(JSON.stringify(good), '/desk-plain.json');
          fx.setList('/desk.json', { body: '', redirect: 'http://packs.example.org/desk-plain.json' });
        },
        /The pack server redirected to a non-HTTPS address/,
      ],
    ];
    let held = sub;
    for (const [name, set, why] of cases) {
      await set();
      held = await refreshTeamPack(kg, held, opts(10));
      expect(held.lastError?.message, name).toMatch(why);
      expect(held, name).toMatchObject({ version: '1', digest: sub.digest, lastSyncedAt: 1, lastChangedAt: 1 });
      expect(await findVerbatim(kg.db, 'Vitamin C cures the common cold.'), name).not.toBeNull();
      expect(await findVerbatim(kg.db, 'Masks reduce the spread of respiratory viruses.'), name).toBeNull();
    }
    // A good update clears the refusal.
    await serve(JSON.stringify(good));
    const ok = await refreshTeamPack(kg, held, opts(11));
    expect(ok.lastError).toBeUndefined();
    expect(ok.version).toBe('2');
  }, 30_000);

  it('refuses a subscription over http, with a key it does not carry, or unsigned, and installs nothing', async () => {
    const kg = new KnowledgeGraph(freshDb());
    await serve(await signed(teamPack(V1, '2026-11-01T00:00:00Z', '1')));
    await expect(
      subscribeTeamPack(kg, { url: 'http://packs.example.org/desk.json' }, 'reader', opts(1)),
    ).rejects.toThrow(/Team packs must be served over HTTPS/);
    const other = await generateSigningKey();
    await expect(subscribeTeamPack(kg, { url: URL_, publicKey: other.publicKey }, 'reader', opts(1))).rejects.toThrow(
      /different key than the one pinned/,
    );
    await serve(JSON.stringify(teamPack(V1, '2026-11-01T00:00:00Z', '1')));
    await expect(subscribeTeamPack(kg, { url: URL_ }, 'reader', opts(1))).rejects.toThrow(/not signed/);
    await serve(
      await signed({
        ...teamPack(V1, '2026-11-01T00:00:00Z', '1'),
        pack: { id: 'desk-pack', name: 'Undated', version: '1' },
      }),
    );
    await expect(subscribeTeamPack(kg, { url: URL_ }, 'reader', opts(1))).rejects.toThrow(/no "pack\.createdAt"/);
    expect(await kg.db.teamPacks.count()).toBe(0);
    expect(await kg.db.packs.count()).toBe(0);
  });

  /** Issue 34 (7): a team pack whose id is a pack the reader imported from a file never takes it over. */
  it.each([
    ['subscribing', (kg: KnowledgeGraph) => subscribeTeamPack(kg, { url: URL_ }, 'reader', opts(1)).then(() => '')],
    [
      'the policy’s ensureTeamPacks',
      (kg: KnowledgeGraph) => ensureTeamPacks(kg, [{ url: URL_ }], 'policy', opts(1)).then((r) => r[0]!.error ?? ''),
    ],
  ])('%s refuses a team pack whose id is a pack imported from a file, and changes nothing', async (_name, act) => {
    const kg = new KnowledgeGraph(freshDb());
    const mine = teamPack(
      [
        { id: 'garlic', text: 'Eating garlic prevents COVID-19.', status: 'FALSE' },
        { id: 'zinc', text: 'Zinc lozenges shorten colds.', status: 'TRUE' },
      ],
      '2026-10-01T00:00:00Z',
      'mine',
    );
    await importPack(kg, parsePack(stringifyPack(mine)), { from: 'my-desk.json' });
    const before = (await kg.db.claims.toArray()).map((c) => [c.text, c.status]).sort();
    // The team's pack: the same id, garlic flipped, zinc gone.
    await serve(
      await signed(
        teamPack(
          [{ id: 'garlic', text: 'Eating garlic prevents COVID-19.', status: 'TRUE' }],
          '2026-11-01T00:00:00Z',
          '1',
        ),
      ),
    );
    const refused = await act(kg).catch((e: Error) => e.message);
    expect(refused).toMatch(/“Health desk pack” \(desk-pack\) is already installed from my-desk\.json/);
    expect(refused).toMatch(/Remove it .* first/);
    expect((await kg.db.claims.toArray()).map((c) => [c.text, c.status]).sort()).toEqual(before);
    expect(await kg.db.packs.get('desk-pack')).toMatchObject({ from: 'my-desk.json', version: 'mine' });
    expect(await kg.db.teamPacks.count()).toBe(0);
  });

  it('follows a key rotation the pinned key endorsed; unsubscribing removes the pack', async () => {
    const { kg, sub } = await subscribed();
    const next = await generateSigningKey();
    await serve(JSON.stringify(await signDocument(teamPack(V2, '2026-11-10T00:00:00Z', '2'), next, key)));
    const rotated = await refreshTeamPack(kg, sub, opts(3));
    expect(rotated.lastError).toBeUndefined();
    expect(rotated.pinnedKey).toBe(next.publicKey);
    expect(await unsubscribeTeamPack(kg, URL_)).toEqual({ removed: expect.any(Number) });
    expect(await kg.db.teamPacks.count()).toBe(0);
    expect((await kg.db.packs.get('desk-pack'))?.state).toBe('removed');
  });
});

describe('the reader’s corrections as a signed pack for the team', () => {
  const dispute = (
    n: number,
    claim: string,
    verdict: 'True' | 'False',
    state: DisputeRecord['state'],
    sourceUrl?: string,
  ): DisputeRecord => ({
    id: `dispute:${n}`,
    claim,
    looseKey: claim.toLowerCase(),
    verdict,
    reason: `Reason ${n}.`,
    ...(sourceUrl ? { sourceUrl } : {}),
    state,
    provenance: 'reader',
    origin: 'reader',
    original: { checkId: 'check:x', verdict: verdict === 'True' ? 'False' : 'True' },
    createdAt: n,
    updatedAt: n,
  });

  it('exports the active corrections, signed with this browser’s key, and a teammate subscribed to it gets them', async () => {
    const disputes = [
      dispute(1, 'Eating garlic prevents COVID-19.', 'True', 'active', 'https://journal.example.org/garlic'),
      dispute(2, 'Vitamin C cures the common cold.', 'True', 'undone'),
      dispute(3, 'Masks reduce the spread of respiratory viruses.', 'False', 'active'),
    ];
    const pack = correctionsPack(
      disputes,
      { name: 'Desk corrections', publisher: 'Ana' },
      new Date('2026-12-01T10:00:00Z'),
    );
    expect(pack.claims).toEqual([
      { id: 'c1', text: 'Eating garlic prevents COVID-19.', status: 'TRUE', verifiedAt: '1970-01-01T00:00:00.001Z' },
      {
        id: 'c2',
        text: 'Masks reduce the spread of respiratory viruses.',
        status: 'FALSE',
        verifiedAt: '1970-01-01T00:00:00.003Z',
      },
    ]);
    expect(pack.pack.provenance).toMatchObject({
      'reason:c1': 'Reason 1.',
      'reason:c2': 'Reason 3.',
      publisher: 'Ana',
    });
    expect(pack.edges).toEqual([{ type: 'FROM_SOURCE', from: 'c1', to: 's1' }]);

    const storage = { local: new MemoryArea(), sync: syncArea() };
    // Saved as the panel saves it: one item per line.
    const file = stringifyPack(await signWithOwnKey(storage, pack));
    expect(parsePack(file).signature?.publicKey).toBe(await currentPublicKey(storage));

    const kg = new KnowledgeGraph(freshDb());
    await serve(file, '/ana.json');
    const sub = await subscribeTeamPack(
      kg,
      { url: 'https://packs.example.org/ana.json', publicKey: (await currentPublicKey(storage))! },
      'reader',
      opts(1),
    );
    expect(sub).toMatchObject({ packId: 'reader-corrections', name: 'Desk corrections' });
    expect((await findVerbatim(kg.db, 'Eating garlic prevents COVID-19.'))?.status).toBe('TRUE');
    expect(await findVerbatim(kg.db, 'Vitamin C cures the common cold.')).toBeNull();
  });
});

describe('scripts/sign: one tool signs shared lists and team packs', () => {
  it('signs a pack a subscriber then accepts, and a list; an edit after signing is caught; a rotation carries the endorsement', async () => {
    const pack = await signFile(JSON.stringify(teamPack(V1, '2026-11-01T00:00:00Z', '1')), key);
    expect(pack.kind).toBe('pack');
    expect((await readTeamPack(pack.text, key.publicKey)).pack.claims).toHaveLength(3);
    await expect(readTeamPack(pack.text.replace('Vitamin C', 'Vitamin D'), key.publicKey)).rejects.toThrow(
      /does not match its content/,
    );
    const next = await generateSigningKey();
    const rotated = await signFile(JSON.stringify(teamPack(V2, '2026-11-02T00:00:00Z', '2')), next, key);
    expect((await readTeamPack(rotated.text, key.publicKey)).key).toBe(next.publicKey);

    const list = await signFile(JSON.stringify(teamList(['who.int'])), key);
    const read = parseSharedList(list.text);
    expect([list.kind, (await checkListSignature(read.list.signature, read.payload, key.publicKey)).ok]).toEqual([
      'list',
      true,
    ]);
    await expect(signFile('{"format":"other"}', key)).rejects.toThrow(
      /Not a ClaimLens source list, knowledge pack or document pack/,
    );
  });
});
