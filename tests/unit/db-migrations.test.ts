import { describe, expect, it } from 'vitest';
import { ClaimLensDB } from '../../lib/db/database';
import { LATEST_VERSION, MIGRATIONS } from '../../lib/db/migrations';

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

  it('open an empty database at the latest version with every table', async () => {
    const db = new ClaimLensDB(fresh());
    await db.open();
    expect(db.verno).toBe(LATEST_VERSION);
    expect(db.tables.map((t) => t.name).sort()).toEqual(expect.arrayContaining(['checks', 'claims', 'edges', 'entities', 'facts', 'sources', 'vectors']));
    await db.delete();
  });

  it.each(MIGRATIONS.slice(1).map((m) => m.version))('upgrade version %i from the one before without losing data', async (version) => {
    const name = fresh();
    const old = new ClaimLensDB(name, MIGRATIONS.filter((m) => m.version < version));
    await old.open();
    await old.checks.add({ id: 'check:keep', text: 'kept', key: 'kept', status: 'done' } as never);
    await old.claims.add({ id: 'claim:keep', text: 'kept claim', normText: 'kept claim', status: 'TRUE', origin: 'test' } as never);
    old.close();
    const db = new ClaimLensDB(name, MIGRATIONS.filter((m) => m.version <= version));
    await db.open();
    expect(db.verno).toBe(version);
    expect((await db.checks.get('check:keep'))?.text).toBe('kept');
    expect((await db.claims.get('claim:keep'))?.text).toBe('kept claim');
    await db.delete();
  });

  it('stores and queries the vector and edge indexes', async () => {
    const db = new ClaimLensDB(fresh());
    await db.vectors.add({ nodeId: 'claim:a', modelId: 'm1', index: 'macro', vector: new Float32Array([1, 0]) });
    await db.vectors.add({ nodeId: 'fact:b', modelId: 'm1', index: 'micro', vector: new Float32Array([0, 1]) });
    expect(await db.vectors.where('[modelId+index]').equals(['m1', 'micro']).count()).toBe(1);
    await db.edges.add({ id: 'edge:1', type: 'CORRECTED_BY', from: 'claim:a', to: 'claim:b', createdAt: 1 });
    expect(await db.edges.where('[from+type]').equals(['claim:a', 'CORRECTED_BY']).count()).toBe(1);
    await db.delete();
  });
});
