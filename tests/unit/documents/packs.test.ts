import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import type { ClaimLensDB } from '../../../lib/db/database';
import { memoryOriginOf } from '../../../lib/documents/library/ids';
import { libraryOf } from '../../../lib/documents/library/library';
import { planUpdate } from '../../../lib/documents/packs/diff';
import { DOCUMENT_PACK_FORMAT, type DocumentPackInput } from '../../../lib/documents/packs/format';
import {
  ensureDocumentPacks,
  refreshDocumentPack,
  subscribeDocumentPack,
  unsubscribeDocumentPack,
} from '../../../lib/documents/packs/subscriptions';
import { knowledgeOf } from '../../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../../lib/kg/graph/store';
import { defaultSettings } from '../../../lib/settings/schema';
import { generateSigningKey, signDocument } from '../../../lib/sources/shared/signature';
import { signFile } from '../../../scripts/sign/sign-file';
import { useSignedWeb } from '../../support/web-fixtures/signed-web';
import { freshDatabases } from '../support/kg-db';

/**
 * Document packs (issue 30 item 7) against the fixture web, the true boundary: manifests the test
 * signs with a key it generates, documents served beside them. Subscribing adds them through the
 * library; an update applies its diff; every hostile manifest is refused with its own reason
 * and leaves the library as it was.
 */

const web = useSignedWeb();
const MANIFEST = 'https://packs.example.org/library/pack.json';
const freshDb = freshDatabases('document-packs');
const settings = defaultSettings().documents;

const TEXTS = {
  label: 'Zelvatrin tablets treat seasonal allergic rhinitis in adults. Take one tablet a day with water.',
  guide: 'The desk guideline: antihistamines are first-line for hay fever. Nasal sprays are second-line.',
  leaflet: 'Store Zelvatrin below 25 degrees in the original blister, away from moisture and light.',
  label2: 'Zelvatrin tablets treat seasonal allergic rhinitis in adults and children over 12. One a day.',
};
type Name = keyof typeof TEXTS;
const sha = (s: string) => createHash('sha256').update(s).digest('hex');

function serveDocs(...names: Name[]): void {
  for (const n of names) web.fx.setList(`/library/${n}.txt`, { body: TEXTS[n], contentType: 'text/plain' });
}

function manifest(docs: { id: string; name: Name; text?: string; url?: string }[], version: string, createdAt: string) {
  return {
    format: DOCUMENT_PACK_FORMAT,
    version: 1,
    pack: { id: 'desk-library', name: 'Desk library', version, createdAt },
    documents: docs.map((d) => ({
      id: d.id,
      name: `${d.name}.txt`,
      url: d.url ?? `${d.name}.txt`,
      ...(d.name === 'guide' ? { title: 'Desk guideline on hay fever' } : {}),
      sha256: sha(d.text ?? TEXTS[d.name]),
    })),
  } satisfies DocumentPackInput;
}

/** The label, then a document whose served bytes are `text`. */
const labelAnd = (name: Name, text: string, version: string, createdAt: string) =>
  manifest(
    [
      { id: 'label', name: 'label' },
      { id: name, name, text },
    ],
    version,
    createdAt,
  );

async function publish(m: DocumentPackInput | string, k = web.key): Promise<void> {
  const body = typeof m === 'string' ? m : JSON.stringify(await signDocument(m, k));
  web.fx.setList('/library/pack.json', { body, etag: `"${Math.random()}"` });
}

const V1 = manifest(
  [
    { id: 'label', name: 'label' },
    { id: 'guide', name: 'guide' },
  ],
  '1',
  '2026-11-01T00:00:00Z',
);
const opts = (now = 1) => ({ fetch: web.fetch, now, timeoutMs: 5000, embedder: null, settings });

async function library(db: ClaimLensDB): Promise<string[]> {
  return (await db.documents.orderBy('addedAt').toArray()).map((d) => d.name).sort();
}

describe('document pack diff (pure)', () => {
  const held = [
    { id: 'label', name: 'label.txt', sha256: sha(TEXTS.label), docId: 'doc:1111111111111111' as const, owned: true },
    { id: 'guide', name: 'guide.txt', sha256: sha(TEXTS.guide), docId: 'doc:2222222222222222' as const, owned: true },
  ];
  const doc = (id: string, text: string) => ({ id, name: `${id}.txt`, url: `https://x/${id}`, sha256: sha(text) });
  it.each([
    ['the same documents: nothing', [doc('label', TEXTS.label), doc('guide', TEXTS.guide)], [], [], [], []],
    [
      'a new id is added, new bytes under an id replace it, a missing id is removed',
      [doc('label', TEXTS.label2), doc('leaflet', TEXTS.leaflet)],
      ['label', 'leaflet'],
      ['leaflet.txt'],
      ['label.txt'],
      ['guide.txt'],
    ],
  ])('%s', (_name, incoming, fetched, added, changed, removed) => {
    const plan = planUpdate(held, incoming);
    expect(plan.fetch.map((d) => d.id)).toEqual(fetched);
    expect(plan.diff).toEqual({ added, changed, removed });
    expect(plan.drop.map((e) => e.name).sort()).toEqual([...changed, ...removed].sort());
  });
});

describe('subscribing to a document pack', () => {
  it('verifies the manifest and each document, adds them through the library marked as the pack’s, and finds them', async () => {
    const db = freshDb();
    serveDocs('label', 'guide');
    await publish(V1);
    const sub = await subscribeDocumentPack(db, { url: MANIFEST }, 'reader', opts());
    expect(sub).toMatchObject({
      packId: 'desk-library',
      name: 'Desk library',
      version: '1',
      pinnedKey: web.key.publicKey,
    });
    expect(sub.documents.map((d) => [d.id, d.owned])).toEqual([
      ['label', true],
      ['guide', true],
    ]);
    expect(sub.lastDiff).toMatchObject({ fromVersion: null, added: ['label.txt', 'guide.txt'] });
    const docs = await db.documents.toArray();
    expect(docs.map((d) => d.origin)).toEqual([
      { kind: 'pack', url: MANIFEST, name: 'Desk library' },
      { kind: 'pack', url: MANIFEST, name: 'Desk library' },
    ]);
    expect(docs.every((d) => d.state === 'ready')).toBe(true);
    expect(docs.map((d) => d.title).sort()).toEqual(['Desk guideline on hay fever', 'label.txt']);
    const hits = await libraryOf(db).search('seasonal allergic rhinitis');
    expect(hits[0]?.docId).toBe(sub.documents[0]!.docId);
  });

  it('never removes a document the reader added themselves: unsubscribing takes only the pack’s own', async () => {
    const db = freshDb();
    serveDocs('label', 'guide');
    await publish(V1);
    await libraryOf(db).add(
      { bytes: new TextEncoder().encode(TEXTS.label), name: 'my-label.txt', origin: { kind: 'file' } },
      { embedder: null, settings },
    );
    const sub = await subscribeDocumentPack(db, { url: MANIFEST }, 'reader', opts());
    expect(sub.documents.map((d) => d.owned)).toEqual([false, true]);
    expect(await library(db)).toEqual(['guide.txt', 'my-label.txt']);
    expect(await unsubscribeDocumentPack(db, MANIFEST, 'reader')).toEqual({ removed: 1 });
    expect(await library(db)).toEqual(['my-label.txt']);
    expect(await db.documentPacks.count()).toBe(0);
    expect(await db.documentChunks.count()).toBeGreaterThan(0);
  });
});

describe('refreshing a document pack', () => {
  it('applies the diff: a new document added, a changed one replaced, a dropped one removed; an unchanged manifest is no update', async () => {
    const db = freshDb();
    serveDocs('label', 'guide', 'leaflet');
    await publish(V1);
    const held = await subscribeDocumentPack(db, { url: MANIFEST }, 'reader', opts());
    const guide = held.documents.find((d) => d.id === 'guide')!.docId;
    const verdict = new GraphWriter(memoryOriginOf(guide), 1);
    verdict.addClaim({ text: 'Antihistamines are first-line for hay fever.', status: 'TRUE', verifiedAt: 1 });
    await knowledgeOf(db).write(verdict);
    expect(await db.claims.count()).toBe(1);
    const same = await refreshDocumentPack(db, held, opts(2));
    expect(same).toMatchObject({ version: '1', lastSyncedAt: 2 });
    expect(same.lastError).toBeUndefined();

    web.fx.setList('/library/label.txt', { body: TEXTS.label2, contentType: 'text/plain' });
    const v2 = manifest(
      [
        { id: 'label', name: 'label', text: TEXTS.label2 },
        { id: 'leaflet', name: 'leaflet' },
      ],
      '2',
      '2026-11-10T00:00:00Z',
    );
    await publish(v2);
    const next = await refreshDocumentPack(db, same, opts(3));
    expect(next.lastError).toBeUndefined();
    expect(next).toMatchObject({ version: '2', lastChangedAt: 3 });
    expect(next.lastDiff).toEqual({
      fromVersion: '1',
      toVersion: '2',
      added: ['leaflet.txt'],
      changed: ['label.txt'],
      removed: ['guide.txt'],
    });
    expect(await library(db)).toEqual(['label.txt', 'leaflet.txt']);
    const label = await db.documents.get(next.documents.find((d) => d.id === 'label')!.docId);
    expect(label?.sha256).toBe(sha(TEXTS.label2));
    expect((await libraryOf(db).search('hay fever antihistamines first-line')).length).toBe(0);
    // What memory held on the dropped guideline's word alone went with it.
    expect(await db.claims.count()).toBe(0);
  });

  it('a document two packs list stays while either lists it: the other pack takes it over', async () => {
    const db = freshDb();
    serveDocs('label', 'guide');
    await publish(V1);
    await subscribeDocumentPack(db, { url: MANIFEST }, 'reader', opts());
    const second = manifest([{ id: 'same-label', name: 'label' }], '1', '2026-11-01T00:00:00Z');
    web.fx.setList('/other/pack.json', {
      body: JSON.stringify(await signDocument({ ...second, pack: { ...second.pack, id: 'clinic' } }, web.key)),
    });
    web.fx.setList('/other/label.txt', { body: TEXTS.label, contentType: 'text/plain' });
    const other = 'https://packs.example.org/other/pack.json';
    expect((await subscribeDocumentPack(db, { url: other }, 'reader', opts())).documents[0]?.owned).toBe(false);

    expect(await unsubscribeDocumentPack(db, MANIFEST, 'reader')).toEqual({ removed: 1 });
    expect(await library(db)).toEqual(['label.txt']);
    expect((await db.documents.toArray())[0]?.origin).toEqual({ kind: 'pack', url: other, name: 'Desk library' });
    expect(await unsubscribeDocumentPack(db, other, 'reader')).toEqual({ removed: 1 });
    expect(await db.documents.count()).toBe(0);
  });

  it('refuses a replayed older version, a tampered manifest and a document whose bytes changed, keeping what it holds', async () => {
    const db = freshDb();
    serveDocs('label', 'guide', 'leaflet');
    await publish(manifest([{ id: 'label', name: 'label' }], '2', '2026-11-10T00:00:00Z'));
    const held = await subscribeDocumentPack(db, { url: MANIFEST }, 'reader', opts());

    await publish(V1);
    const replay = await refreshDocumentPack(db, held, opts(2));
    expect(replay.lastError?.message).toMatch(
      /^The update is version 1, dated .*older than the version you have \(2,.*refused as a possible rollback\.$/,
    );

    const signed = await signDocument(
      manifest([{ id: 'leaflet', name: 'leaflet' }], '3', '2026-11-20T00:00:00Z'),
      web.key,
    );
    await publish(JSON.stringify({ ...signed, pack: { ...signed.pack, name: 'Hijacked library' } }));
    const tampered = await refreshDocumentPack(db, replay, opts(3));
    expect(tampered.lastError?.message).toMatch(/signature does not match its content/);

    // Signed, but the file on the server is not the one signed.
    await publish(labelAnd('leaflet', 'other words', '3', '2026-11-20T00:00:00Z'));
    const swapped = await refreshDocumentPack(db, tampered, opts(4));
    expect(swapped.lastError?.message).toMatch(
      /^The document “leaflet.txt” does not match the SHA-256 its signed manifest gives/,
    );

    expect(swapped).toMatchObject({ version: '2', name: 'Desk library' });
    expect(await library(db)).toEqual(['label.txt']);
    expect((await db.documentPacks.get(MANIFEST))?.version).toBe('2');
  });
});

describe('hostile document packs are refused whole', () => {
  async function refused(db: ClaimLensDB, pattern: RegExp): Promise<void> {
    await expect(subscribeDocumentPack(db, { url: MANIFEST }, 'reader', opts())).rejects.toThrow(pattern);
    expect(await db.documents.count()).toBe(0);
    expect(await db.documentChunks.count()).toBe(0);
    expect(await db.documentPacks.count()).toBe(0);
  }

  it('a bad signature', async () => {
    serveDocs('label', 'guide');
    const signed = await signDocument(V1, web.key);
    await publish(JSON.stringify({ ...signed, documents: [...signed.documents].reverse() }));
    await refused(freshDb(), /^The pack’s signature does not match its content/);
  });

  it('a manifest signed by another key than the one pinned', async () => {
    serveDocs('label', 'guide');
    await publish(V1, await generateSigningKey());
    await expect(
      subscribeDocumentPack(freshDb(), { url: MANIFEST, publicKey: web.key.publicKey }, 'reader', opts()),
    ).rejects.toThrow(/signed with a different key than the one pinned/);
  });

  it('an unsigned manifest', async () => {
    await publish(JSON.stringify(V1));
    await refused(freshDb(), /^The document pack is not signed/);
  });

  it('a document whose bytes do not match its hash (the first one, already fetched, is not added either)', async () => {
    serveDocs('label');
    web.fx.setList('/library/guide.txt', { body: 'Altered guideline.', contentType: 'text/plain' });
    await publish(V1);
    await refused(freshDb(), /^The document “guide.txt” does not match the SHA-256 its signed manifest gives/);
  });

  it('a manifest pointing off its origin: nothing is fetched from there', async () => {
    const before = web.fx.requests.length;
    await publish(
      manifest(
        [{ id: 'label', name: 'label', url: 'https://evil.example.com/library/label.txt' }],
        '1',
        '2026-11-01T00:00:00Z',
      ),
    );
    await refused(
      freshDb(),
      /^The document “label.txt” points to https:\/\/evil.example.com, off the pack’s own site \(https:\/\/packs.example.org\)/,
    );
    expect(web.fx.requests.slice(before).filter((r) => r.host === 'evil.example.com')).toEqual([]);
  });

  it('a document that redirects off the origin', async () => {
    serveDocs('guide');
    web.fx.setList('/library/label.txt', { body: '', redirect: 'https://evil.example.com/library/guide.txt' });
    await publish(V1);
    await refused(freshDb(), /^The document “label.txt” could not be downloaded: .*off the pack’s own site/);
  });

  it('a huge manifest', async () => {
    await publish(JSON.stringify({ ...V1, padding: 'x'.repeat(1_100_000) }));
    await refused(freshDb(), /^The pack .* \(packs are capped at/);
  });

  it('a document the library cannot read: the ones added before it are taken back', async () => {
    serveDocs('label');
    web.fx.setList('/library/guide.txt', { body: '   ', contentType: 'text/plain' });
    await publish(labelAnd('guide', '   ', '1', '2026-11-01T00:00:00Z'));
    await refused(
      freshDb(),
      /^The document “guide.txt” could not be added to the library: .+ Nothing of this pack version was added\.$/,
    );
  });

  it('a manifest that is not the format, with the place of the problem', async () => {
    await publish(JSON.stringify({ ...V1, documents: [{ ...V1.documents[0], sha256: 'abc' }] }));
    await refused(freshDb(), /^The document pack is not valid: documents\.0\.sha256 must be 64 lower-case hex digits/);
  });
});

describe('document packs of the organisation’s policy', () => {
  it('are subscribed as the policy’s, cannot be unsubscribed by the reader, and end when the policy drops them', async () => {
    const db = freshDb();
    serveDocs('label', 'guide');
    await publish(V1);
    expect(await ensureDocumentPacks(db, [{ url: MANIFEST, publicKey: web.key.publicKey }], opts())).toEqual([
      { url: MANIFEST },
    ]);
    expect((await db.documentPacks.get(MANIFEST))?.by).toBe('policy');
    await expect(unsubscribeDocumentPack(db, MANIFEST, 'reader')).rejects.toThrow(
      '“Desk library” is subscribed by your organisation’s policy: it stays while the policy lists it.',
    );
    expect(await db.documents.count()).toBe(2);
    await ensureDocumentPacks(db, [], opts());
    expect(await db.documentPacks.count()).toBe(0);
    expect(await db.documents.count()).toBe(0);
  });
});

describe('signing a document pack for publishing', () => {
  it('scripts/sign signs a manifest so that a subscriber accepts it with the publisher’s key', async () => {
    const signed = await signFile(JSON.stringify(V1), web.key);
    expect(signed.kind).toBe('document pack');
    serveDocs('label', 'guide');
    await publish(signed.text);
    const sub = await subscribeDocumentPack(
      freshDb(),
      { url: MANIFEST, publicKey: web.key.publicKey },
      'reader',
      opts(),
    );
    expect(sub.documents).toHaveLength(2);
  });
});
