import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { ClaimLensDB } from '../../lib/db/database';
import { LATEST_VERSION, MIGRATIONS } from '../../lib/db/migrations';
import { importClosure } from './support/import-graph';

/**
 * Every migration upgrades a database of the version before it, holding data, and loses
 * none. Add a case to `seedBefore`/`expectAfter` with each new migration.
 */
let n = 0;
const fresh = () => `migrations-${++n}`;

describe('database migrations', () => {
  it('are numbered 1..N without gaps', () => {
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
    expect(LATEST_VERSION).toBe(MIGRATIONS.length);
  });

  it('depend only on their own frozen code: nothing outside lib/db/migrations (and lib/util) can change a released migration', () => {
    const reached = importClosure(path.resolve(__dirname, '../..'), 'lib/db/migrations.ts');
    expect(reached).toContain('lib/db/migrations/v2-text.ts');
    expect(
      reached.filter(
        (f) => f !== 'lib/db/migrations.ts' && !f.startsWith('lib/db/migrations/') && !f.startsWith('lib/util/'),
      ),
    ).toEqual([]);
  });

  it('open an empty database at the latest version with every table', async () => {
    const db = new ClaimLensDB(fresh());
    await db.open();
    expect(db.verno).toBe(LATEST_VERSION);
    expect(db.tables.map((t) => t.name).sort()).toEqual(
      expect.arrayContaining([
        'checks',
        'claims',
        'disputes',
        'documentChunks',
        'documentPages',
        'documentVectors',
        'documents',
        'edges',
        'entities',
        'facts',
        'packs',
        'sources',
        'tasks',
        'teamPacks',
        'vectors',
      ]),
    );
    await db.delete();
  });

  it.each(MIGRATIONS.slice(1).map((m) => m.version))(
    'upgrade version %i from the one before without losing data',
    async (version) => {
      const name = fresh();
      const old = new ClaimLensDB(
        name,
        MIGRATIONS.filter((m) => m.version < version),
      );
      await old.open();
      await old.checks.add({ id: 'check:keep', text: 'kept', key: 'kept', status: 'done' } as never);
      await old.claims.add({
        id: 'claim:keep',
        text: 'kept claim',
        normText: 'kept claim',
        status: 'TRUE',
        origin: 'test',
      } as never);
      old.close();
      const db = new ClaimLensDB(
        name,
        MIGRATIONS.filter((m) => m.version <= version),
      );
      await db.open();
      expect(db.verno).toBe(version);
      expect((await db.checks.get('check:keep'))?.text).toBe('kept');
      expect((await db.claims.get('claim:keep'))?.text).toBe('kept claim');
      await db.delete();
    },
  );

  it('stores and queries the vector and edge indexes', async () => {
    const db = new ClaimLensDB(fresh());
    await db.vectors.add({ nodeId: 'claim:a', modelId: 'm1', index: 'macro', vector: new Float32Array([1, 0]) });
    await db.vectors.add({ nodeId: 'fact:b', modelId: 'm1', index: 'micro', vector: new Float32Array([0, 1]) });
    expect(await db.vectors.where('[modelId+index]').equals(['m1', 'micro']).count()).toBe(1);
    await db.edges.add({
      id: 'edge:1',
      type: 'CORRECTED_BY',
      from: 'claim:a',
      to: 'claim:b',
      createdAt: 1,
      origins: ['test'],
    });
    expect(await db.edges.where('[from+type]').equals(['claim:a', 'CORRECTED_BY']).count()).toBe(1);
    await db.delete();
  });

  it('version 2 gives every knowledge row its origins and word-for-word keys, losing nothing', async () => {
    const name = fresh();
    const v1 = new ClaimLensDB(
      name,
      MIGRATIONS.filter((m) => m.version < 2),
    );
    await v1.open();
    await v1.table('claims').add({
      id: 'claim:a',
      text: 'Masks DO reduce the spread.',
      normText: 'masks do reduce the spread',
      status: 'TRUE',
      origin: 'pack:x',
      createdAt: 1,
      verifiedAt: 2,
    });
    await v1.table('facts').add({
      id: 'fact:b',
      subject: 'masks',
      predicate: 'reduce',
      object: 'spread',
      text: 'Masks reduce spread',
      status: 'Verified',
      origin: 'web',
      createdAt: 1,
      verifiedAt: 2,
    });
    await v1
      .table('entities')
      .add({ id: 'entity:c', name: 'Masks', norm: 'masks', aliases: ['face masks'], type: 'intervention' });
    await v1.table('sources').add({
      id: 'source:d',
      url: 'https://who.int/x',
      domain: 'who.int',
      title: 'WHO',
      type: 'public-health',
      retrievedAt: 3,
    });
    await v1.table('edges').add({ id: 'edge:e', type: 'FROM_SOURCE', from: 'claim:a', to: 'source:d', createdAt: 4 });
    await v1
      .table('vectors')
      .add({ nodeId: 'claim:a', modelId: 'm', index: 'macro', vector: new Float32Array([1, 0]) });
    v1.close();

    const db = new ClaimLensDB(
      name,
      MIGRATIONS.filter((m) => m.version <= 2),
    );
    await db.open();
    const claim = await db.claims.get('claim:a');
    expect(claim).toMatchObject({
      text: 'Masks DO reduce the spread.',
      status: 'TRUE',
      origins: ['pack:x'],
      looseKey: 'mask do reduce spread',
    });
    expect(claim).not.toHaveProperty('origin');
    expect(await db.facts.get('fact:b')).toMatchObject({
      origins: ['web'],
      normText: 'masks reduce spread',
      looseKey: 'mask reduce spread',
    });
    expect(await db.entities.get('entity:c')).toMatchObject({ aliases: ['face masks'], origins: ['user'] });
    expect(await db.sources.get('source:d')).toMatchObject({ url: 'https://who.int/x', origins: ['user'] });
    expect(await db.edges.where('origins').equals('user').count()).toBe(1);
    expect(await db.claims.where('origins').equals('pack:x').count()).toBe(1);
    expect(await db.claims.where('looseKey').equals('mask do reduce spread').count()).toBe(1);
    expect(await db.vectors.where('nodeId').equals('claim:a').count()).toBe(1);
    await db.delete();
  });

  it('version 4 adds the document library beside a version 3 database, keeping its tasks, team packs and disputes', async () => {
    const name = fresh();
    const v3 = new ClaimLensDB(
      name,
      MIGRATIONS.filter((m) => m.version <= 3),
    );
    await v3.open();
    await v3.tasks.add({
      id: 'task:import:1',
      kind: 'import',
      status: 'done',
      label: 'pack.json',
      phase: 'done',
      done: 1,
      total: 1,
      createdAt: 1,
      updatedAt: 1,
    });
    await v3.table('disputes').add({ id: 'dispute:a', looseKey: 'k', state: 'open', createdAt: 1 });
    v3.close();

    const db = new ClaimLensDB(
      name,
      MIGRATIONS.filter((m) => m.version <= 4),
    );
    await db.open();
    expect(db.verno).toBe(4);
    expect((await db.tasks.get('task:import:1'))?.label).toBe('pack.json');
    expect(await db.table('disputes').count()).toBe(1);
    const id = 'doc:0123456789abcdef' as const;
    await db.documents.add({
      id,
      name: 'label.pdf',
      title: 'Label',
      kind: 'pdf',
      pages: 2,
      size: 10,
      sha256: 'ab'.repeat(32),
      origin: { kind: 'file' },
      addedAt: 1,
      enabled: true,
      state: 'ready',
      chunking: 'chars-500-150',
      chunkCount: 1,
      embedModel: null,
    });
    // The same file twice is one document: the hash is unique.
    await expect(db.documents.add({ ...(await db.documents.get(id))!, id: 'doc:ffffffffffffffff' })).rejects.toThrow();
    await db.documentPages.bulkAdd([
      { docId: id, page: 1, text: 'one' },
      { docId: id, page: 2, text: 'two' },
    ]);
    await db.documentChunks.add({ docId: id, index: 0, page: 1, endPage: 2, start: 0, end: 7, text: 'one two' });
    await db.documentVectors.add({ modelId: 'm', chunkId: `${id}#0`, docId: id, vector: new Float32Array([1, 0]) });
    expect(await db.documentPages.where('docId').equals(id).count()).toBe(2);
    expect((await db.documentPages.get([id, 2]))?.text).toBe('two');
    expect((await db.documentChunks.get([id, 0]))?.endPage).toBe(2);
    expect(await db.documentVectors.where('docId').equals(id).count()).toBe(1);
    expect(await db.documentVectors.where('modelId').equals('m').count()).toBe(1);
    await db.delete();
  });

  it('version 5 adds the batches of claims beside a version 4 database, keeping its documents', async () => {
    const name = fresh();
    const v4 = new ClaimLensDB(
      name,
      MIGRATIONS.filter((m) => m.version <= 4),
    );
    await v4.open();
    await v4.documentPages.add({ docId: 'doc:0123456789abcdef', page: 1, text: 'one' });
    v4.close();

    const db = new ClaimLensDB(
      name,
      MIGRATIONS.filter((m) => m.version <= 5),
    );
    await db.open();
    expect(db.verno).toBe(5);
    expect(await db.documentPages.count()).toBe(1);
    const batchId = 'batch:1' as const;
    await db.documentBatches.add({
      id: batchId,
      name: 'claims.csv',
      state: 'running',
      claims: [{ index: 0, line: 2, claim: 'A claim.' }],
      errors: [],
      concurrency: 2,
      total: 1,
      finished: 0,
      failed: 0,
      inFlight: 0,
      createdAt: 1,
      updatedAt: 1,
    });
    const entry = { index: 0, line: 2, claim: 'A claim.', status: 'done', verdict: 'True', confidence: 1 } as const;
    await db.documentBatchEntries.put({ ...entry, batchId, reasoning: '', details: [], ms: 1 });
    await db.documentBatchEntries.put({ ...entry, batchId, reasoning: 'again', details: [], ms: 1 });
    expect(await db.documentBatches.where('state').equals('running').count()).toBe(1);
    expect(await db.documentBatchEntries.where('batchId').equals(batchId).count()).toBe(1);
    expect((await db.documentBatchEntries.get([batchId, 0]))?.reasoning).toBe('again');
    await db.delete();
  });

  it('v5 → v6 keeps the library and adds document pack subscriptions by URL and pack id', async () => {
    const name = fresh();
    const v5 = new ClaimLensDB(
      name,
      MIGRATIONS.filter((m) => m.version <= 5),
    );
    await v5.open();
    await v5.documentPages.add({ docId: 'doc:0123456789abcdef', page: 1, text: 'one' });
    v5.close();

    const db = new ClaimLensDB(
      name,
      MIGRATIONS.filter((m) => m.version <= 6),
    );
    await db.open();
    expect(db.verno).toBe(6);
    expect(await db.documentPages.count()).toBe(1);
    await db.documentPacks.add({
      url: 'https://packs.example.org/pack.json',
      packId: 'desk-library',
      name: 'Desk library',
      version: '1',
      createdAt: '2026-11-01T00:00:00Z',
      digest: 'd',
      pinnedKey: 'k',
      by: 'reader',
      documents: [],
      addedAt: 1,
      lastCheckedAt: 1,
      lastSyncedAt: 1,
    });
    expect((await db.documentPacks.where('packId').equals('desk-library').first())?.name).toBe('Desk library');
    await db.delete();
  });

  it('upgrade while another context (a side panel) holds the previous version open: the upgrade is not blocked and nothing is lost', async () => {
    const name = fresh();
    const panel = new ClaimLensDB(
      name,
      MIGRATIONS.filter((m) => m.version < LATEST_VERSION),
    );
    await panel.open();
    await panel.checks.add({ id: 'check:open', text: 'seen by the panel', key: 'k', status: 'done' } as never);
    const engine = new ClaimLensDB(name);
    await engine.open();
    expect(engine.verno).toBe(LATEST_VERSION);
    // Dexie closes the old connection on "versionchange" so the upgrade can go on.
    expect(panel.isOpen()).toBe(false);
    expect((await engine.checks.get('check:open'))?.text).toBe('seen by the panel');
    await engine.delete();
  });

  it('two contexts of the new version opening an old database at once: one upgrades, the other waits, both read the data', async () => {
    const name = fresh();
    // A version 1 database: its rows are rewritten by the upgrade (origin → origins) on the way to the latest.
    const old = new ClaimLensDB(
      name,
      MIGRATIONS.filter((m) => m.version === 1),
    );
    await old.open();
    await old.claims.add({
      id: 'claim:keep',
      text: 'kept claim',
      normText: 'kept claim',
      status: 'TRUE',
      origin: 'test',
    } as never);
    old.close();
    const panel = new ClaimLensDB(name);
    const engine = new ClaimLensDB(name);
    await Promise.all([panel.open(), engine.open()]);
    expect([panel.verno, engine.verno]).toEqual([LATEST_VERSION, LATEST_VERSION]);
    expect((await panel.claims.get('claim:keep'))?.origins).toEqual(['test']);
    await engine.transaction('rw', engine.claims, () => engine.claims.update('claim:keep', { status: 'FALSE' }));
    expect((await panel.claims.get('claim:keep'))?.status).toBe('FALSE');
    panel.close();
    await engine.delete();
  });
});
