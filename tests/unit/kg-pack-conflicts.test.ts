import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { ReplaceConfirm } from '../../components/sidepanel/knowledge/ReplaceConfirm';
import type { ClaimLensDB } from '../../lib/db/database';
import type { TaskRecord } from '../../lib/db/records';
import { KnowledgeGraph } from '../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../lib/kg/graph/store';
import { stringifyPack } from '../../lib/kg/packs/export';
import { PACK_FORMAT, type PackInput } from '../../lib/kg/packs/format';
import { importPack, removePack } from '../../lib/kg/packs/import';
import { type ImportTaskResult, runImportTask } from '../../lib/kg/packs/install';
import { parsePack } from '../../lib/kg/packs/parse';
import { freshDatabases } from './support/kg-db';

/**
 * Issue 34 (6): a pack cannot flip what memory holds behind the reader's back, nor leave a flip
 * behind when it goes. The attacker's file restates claims another origin holds, with the
 * opposite status, under its own id, dated in the future or merely later.
 */

const freshDb = freshDatabases('kg-pack-conflicts');

const GARLIC = 'Garlic cures COVID-19.';
const MASKS = 'Masks reduce the spread of COVID-19.';

const pack = (id: string, claims: PackInput['claims'], createdAt?: string): string =>
  stringifyPack({
    format: PACK_FORMAT,
    version: 1,
    pack: { id, name: `Pack ${id}`, version: '1', ...(createdAt ? { createdAt } : {}) },
    claims,
  });

/** The reader's own pack: garlic is FALSE, masks TRUE. */
const HELD = pack('held', [
  { id: 'c1', text: GARLIC, status: 'FALSE', verifiedAt: '2021-01-01T00:00:00Z' },
  { id: 'c2', text: MASKS, status: 'TRUE', verifiedAt: '2021-01-01T00:00:00Z' },
]);

async function stage(db: ClaimLensDB, text: string): Promise<TaskRecord['id']> {
  const id: TaskRecord['id'] = `task:import:${crypto.randomUUID()}`;
  const blob = new Blob([text]);
  await db.tasks.put({
    id,
    kind: 'import',
    status: 'staged',
    label: 'f.json',
    phase: 'staged',
    done: 0,
    total: 0,
    blob,
    createdAt: 1,
    updatedAt: 1,
  });
  return id;
}

const statusOf = async (db: ClaimLensDB, text: string) =>
  (await db.claims.toArray()).find((c) => c.text === text)?.status;

async function withHeld(): Promise<{ db: ClaimLensDB; kg: KnowledgeGraph }> {
  const db = freshDb();
  const kg = new KnowledgeGraph(db);
  const r = await runImportTask(kg, await stage(db, HELD), null);
  expect(r).toHaveProperty('message');
  return { db, kg };
}

const message = (r: ImportTaskResult) => {
  if (!('message' in r)) throw new Error('expected an import, got a question');
  return r.message;
};

describe('a pack dated in the future is refused', () => {
  const future = new Date(Date.now() + 365 * 24 * 3600 * 1000).toISOString();
  it.each([
    ['a claim verified in the future', pack('evil', [{ id: 'c1', text: GARLIC, status: 'TRUE', verifiedAt: future }])],
    ['a pack created in the future', pack('evil', [{ id: 'c1', text: GARLIC, status: 'TRUE' }], future)],
    [
      'a claim verified in 2999',
      pack('evil', [{ id: 'c1', text: GARLIC, status: 'TRUE', verifiedAt: '2999-01-01T00:00:00Z' }]),
    ],
  ])('%s', async (_name, text) => {
    const { db, kg } = await withHeld();
    await expect(runImportTask(kg, await stage(db, text), null, { replace: true })).rejects.toThrow(/in the future/);
    expect(await statusOf(db, GARLIC)).toBe('FALSE');
  });
});

describe('one origin never changes the status another holds unasked', () => {
  const ATTACK = pack('evil', [
    { id: 'c1', text: GARLIC, status: 'TRUE', verifiedAt: '2024-01-01T00:00:00Z' },
    { id: 'c2', text: MASKS, status: 'TRUE', verifiedAt: '2024-01-01T00:00:00Z' },
  ]);

  it('the import stops and shows the conflict; nothing is written until the reader says Replace', async () => {
    const { db, kg } = await withHeld();
    const task = await stage(db, ATTACK);
    const asked = await runImportTask(kg, task, null);
    expect(asked).toEqual({
      confirm: {
        packId: 'evil',
        incoming: { name: 'Pack evil', version: '1', claims: 2, facts: 0 },
        conflicts: [{ id: expect.any(String), text: GARLIC, held: 'FALSE', heldBy: ['pack:held'], offered: 'TRUE' }],
      },
    });
    expect(await statusOf(db, GARLIC)).toBe('FALSE');
    expect(await db.packs.get('evil')).toBeUndefined();
    expect(await db.tasks.get(task)).toMatchObject({ status: 'staged' });

    // The reader chose Replace: the flip happens, and the summary says so.
    const done = message(await runImportTask(kg, task, null, { replace: true }));
    expect(done).toMatch(/1 claim’s verdict changed to what this pack says/);
    expect(done).not.toMatch(/nothing changed/);
    expect(await statusOf(db, GARLIC)).toBe('TRUE');

    // Removing the pack takes its flip with it: the status is what the remaining origins hold.
    await removePack(kg, 'evil');
    expect(await statusOf(db, GARLIC)).toBe('FALSE');
    expect(await statusOf(db, MASKS)).toBe('TRUE');
  });

  it('an import that cannot ask (a team pack, the starter pack) keeps what another origin holds, and says so', async () => {
    const { db, kg } = await withHeld();
    const r = await importPack(kg, parsePack(ATTACK), { from: 'https://team.example/pack.json' });
    expect(r.write.conflicts.map((c) => [c.text, c.held, c.offered])).toEqual([[GARLIC, 'FALSE', 'TRUE']]);
    expect(r.write.statusChanged).toEqual([]);
    expect(await statusOf(db, GARLIC)).toBe('FALSE');
    // Once the held pack goes, what remains is the other pack's word.
    await removePack(kg, 'held');
    expect(await statusOf(db, GARLIC)).toBe('TRUE');
  });

  it('a claim a web check and a pack both hold keeps the web check’s status when the pack goes', async () => {
    const { db, kg } = await withHeld();
    await runImportTask(kg, await stage(db, ATTACK), null, { replace: true });
    const web = new GraphWriter('web', Date.parse('2025-01-01T00:00:00Z'));
    web.addClaim({ text: GARLIC, status: 'TRUE' });
    await kg.write(web);
    await removePack(kg, 'held');
    expect(await statusOf(db, GARLIC)).toBe('TRUE');
    await removePack(kg, 'evil');
    expect(await statusOf(db, GARLIC)).toBe('TRUE');
  });

  it('a summary never says “nothing changed” when a verdict changed', async () => {
    const db = freshDb();
    const kg = new KnowledgeGraph(db);
    message(
      await runImportTask(kg, await stage(db, pack('solo', [{ id: 'c1', text: GARLIC, status: 'FALSE' }])), null),
    );
    const v2 = pack('solo', [{ id: 'c1', text: GARLIC, status: 'TRUE' }]).replace('"version": "1"', '"version": "2"');
    const done = message(await runImportTask(kg, await stage(db, v2), null, { replace: true }));
    expect(done).toMatch(/1 claim’s verdict changed/);
    expect(done).not.toMatch(/nothing changed/);
  });
});

describe('the Packs panel asks with the conflicts shown', () => {
  it('lists each claim, what memory holds and from where, and what the pack says; Replace or Cancel', async () => {
    const { db, kg } = await withHeld();
    const asked = await runImportTask(
      kg,
      await stage(db, pack('evil', [{ id: 'c1', text: GARLIC, status: 'TRUE' }])),
      null,
    );
    if (!('confirm' in asked)) throw new Error('expected a question');
    const html = renderToStaticMarkup(
      createElement(ReplaceConfirm, { replaces: asked.confirm, onReplace: () => undefined, onCancel: () => undefined }),
    );
    const text = html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain('Let “Pack evil” change a verdict memory holds?');
    expect(text).toContain('“Garlic cures COVID-19.”: False (from pack:held) → True');
    expect(text).toMatch(/Replace.*Cancel/);
  });
});
