import { afterEach, describe, expect, it } from 'vitest';

import { ClaimLensDB } from '../../lib/db/database';
import type { DisputeRecord, TaskRecord } from '../../lib/db/records';
import type { KgStatus } from '../../lib/engine/declare/kg';
import { Engine } from '../../lib/engine/engine';
import { stringifyPack } from '../../lib/kg/packs/export';
import { PACK_FORMAT } from '../../lib/kg/packs/format';
import { defaultEngineConfig } from '../../lib/settings/run-config';
import { FixedEmbedder, models } from './support/kg-fixtures';

/** The knowledge ops as the side panel reaches them: through the engine's validated protocol. */

let n = 0;
const dbs: ClaimLensDB[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.delete()));
});

function engine(embedder: FixedEmbedder | null = null) {
  const db = new ClaimLensDB(`kg-ops-${++n}`);
  dbs.push(db);
  const e = new Engine({ db, emit: () => undefined, models: models(embedder, null) });
  const call = <T>(op: string, payload: unknown) => e.handle(op, payload, defaultEngineConfig()) as Promise<T>;
  return { db, call };
}

const pack = stringifyPack({
  format: PACK_FORMAT,
  version: 1,
  pack: { id: 'ops', name: 'Ops pack', version: '1' },
  claims: [
    { id: 'c1', text: 'Handwashing reduces the spread of respiratory infections.', status: 'TRUE' },
    { id: 'c2', text: 'Hand sanitiser is useless against viruses.', status: 'FALSE' },
  ],
  edges: [{ type: 'CORRECTED_BY', from: 'c2', to: 'c1' }],
});

describe('knowledge engine ops', () => {
  it('import a staged pack, report status, delete a node, remove the pack', async () => {
    const embedder = new FixedEmbedder();
    const { db, call } = engine(embedder);
    await db.tasks.put({
      id: 'task:import:a',
      kind: 'import',
      status: 'staged',
      label: 'ops.json',
      phase: 'staged',
      done: 0,
      total: 0,
      blob: new Blob([pack]),
      createdAt: 1,
      updatedAt: 1,
    });
    const imported = await call<{ message: string; packId: string }>('kg.import', { taskId: 'task:import:a' });
    expect(imported).toEqual({
      packId: 'ops',
      message: 'Imported “Ops pack” 1: 2 claims, 0 facts, 0 entities, 0 sources, 1 edges; 2 vectors computed.',
    });
    expect(await call<KgStatus>('kg.status', {})).toMatchObject({
      embedModel: 'test-embed',
      unindexed: 0,
      indexing: false,
    });

    const [c1] = await db.claims.where('status').equals('TRUE').primaryKeys();
    expect(await call('kg.delete', { nodeIds: [c1] })).toEqual({ nodes: 1, edges: 1, vectors: 1 });
    expect(await call('kg.removePack', { packId: 'ops' })).toEqual({ removed: 1 });
    expect(await db.claims.count()).toBe(0);
    expect((await db.packs.get('ops'))?.state).toBe('removed');
    await expect(call('kg.removePack', { packId: 'ops' })).rejects.toThrow('No installed pack "ops".');
  });

  it('refuse malformed requests and say what is missing', async () => {
    const { call } = engine();
    await expect(call('kg.delete', { nodeIds: ['check:1'] })).rejects.toThrow(
      'Engine request "kg.delete" is malformed: must be a node id.',
    );
    await expect(call('kg.import', { taskId: 'task:import:none' })).rejects.toThrow(
      'This import is no longer pending: choose the file again.',
    );
    await expect(call('kg.embed', {})).rejects.toThrow(
      'No embedding model yet: open Settings → Models to install one; vectors are computed for it then.',
    );
    expect(await call<KgStatus>('kg.status', {})).toEqual({
      index: null,
      embedModel: null,
      unindexed: 0,
      indexing: false,
      startup: { state: 'running' },
    });
  });

  it('compute missing vectors on request, in the background', async () => {
    const embedder = new FixedEmbedder();
    const { db, call } = engine(null);
    await db.tasks.put({
      id: 'task:import:b',
      kind: 'import',
      status: 'staged',
      label: 'ops.json',
      phase: 'staged',
      done: 0,
      total: 0,
      blob: new Blob([pack]),
      createdAt: 1,
      updatedAt: 1,
    });
    await call('kg.import', { taskId: 'task:import:b' });
    const withModel = new Engine({ db, emit: () => undefined, models: models(embedder, null) });
    expect(await withModel.handle('kg.embed', {}, defaultEngineConfig())).toEqual({ missing: 2 });
    await expect.poll(() => db.vectors.count()).toBe(2);
    await expect.poll(async () => (await db.tasks.get('task:embed:test-embed'))?.status).toBe('done');
  });

  it('dismiss finished and staged task rows the panel names, and leave a running one', async () => {
    const { db, call } = engine();
    const row = (id: TaskRecord['id'], status: TaskRecord['status']): TaskRecord => ({
      id,
      kind: 'document',
      status,
      label: `${status}.pdf`,
      phase: status,
      done: 0,
      total: 0,
      createdAt: 1,
      updatedAt: 1,
    });
    await db.tasks.bulkPut([
      row('task:document:done', 'done'),
      row('task:document:failed', 'failed'),
      row('task:document:staged', 'staged'),
      row('task:document:running', 'running'),
      row('task:document:other', 'done'),
    ]);
    const named = ['done', 'failed', 'staged', 'running', 'gone'].map((s) => `task:document:${s}`);
    expect(await call('kg.dismissTasks', { taskIds: named })).toEqual({ removed: 3 });
    expect((await db.tasks.toArray()).map((t) => t.id).sort()).toEqual([
      'task:document:other',
      'task:document:running',
    ]);
    await expect(call('kg.dismissTasks', { taskIds: [] })).rejects.toThrow('is malformed');
  });

  it('undo a reader correction and apply it again, setting aside another of the same claim', async () => {
    const { db, call } = engine();
    const dispute = (id: DisputeRecord['id'], state: DisputeRecord['state']): DisputeRecord => ({
      id,
      claim: 'Garlic cures colds.',
      looseKey: 'garlic cures colds',
      verdict: 'False',
      reason: 'A trial found no effect.',
      state,
      provenance: 'reader',
      origin: 'reader',
      original: { checkId: 'check:1', verdict: 'True' },
      createdAt: 1,
      updatedAt: 1,
    });
    await db.disputes.bulkPut([dispute('dispute:a', 'active'), dispute('dispute:b', 'undone')]);
    expect(await call('dispute.setActive', { disputeId: 'dispute:a', active: false })).toMatchObject({
      state: 'undone',
    });
    await call('dispute.setActive', { disputeId: 'dispute:b', active: true });
    expect(await db.disputes.get('dispute:a')).toMatchObject({ state: 'undone' });
    expect(await db.disputes.get('dispute:b')).toMatchObject({ state: 'active' });
    await expect(call('dispute.setActive', { disputeId: 'dispute:gone', active: true })).rejects.toThrow(
      'This correction was deleted.',
    );
    await expect(call('dispute.setActive', { disputeId: 'check:1', active: true })).rejects.toThrow(
      'must be a correction id',
    );
  });
});
