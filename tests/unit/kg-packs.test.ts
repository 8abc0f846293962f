import { readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';

import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';

import type { ClaimLensDB } from '../../lib/db/database';
import { KnowledgeGraph } from '../../lib/kg/graph/knowledge';
import { GraphWriter } from '../../lib/kg/graph/store';
import { exportPack, stringifyPack } from '../../lib/kg/packs/export';
import { MAX_PACK_BYTES, PACK_FORMAT, type PackInput } from '../../lib/kg/packs/format';
import { importPack, removePack } from '../../lib/kg/packs/import';
import { ensureStarterPack, type ImportTaskResult, runImportTask, STARTER_PACK_ID } from '../../lib/kg/packs/install';
import { locate } from '../../lib/kg/packs/json-locate';
import { PackError, parsePack } from '../../lib/kg/packs/parse';
import { download } from '../../lib/kg/packs/remote';
import { packRedirectProblem, packUrlProblem } from '../../lib/kg/packs/url-rules';
import { buildStarterPack, type CheckCovidRow, type CorpusDoc } from '../../scripts/packs/starter';
import { freshDatabases, stagePack } from './support/kg-db';
import { FixedEmbedder } from './support/kg-fixtures';

function messageOf(fn: () => unknown): string {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(PackError);
    return (e as Error).message;
  }
  throw new Error('expected the pack to be refused');
}

const root = path.resolve(import.meta.dirname, '../..');
const STARTER = readFileSync(path.join(root, 'public/packs/check-covid-starter.json'), 'utf8');
const SCHEMA = JSON.parse(readFileSync(path.join(root, 'docs/knowledge-pack.schema.json'), 'utf8')) as object;

const freshDb = freshDatabases('kg-packs');

async function counts(db: ClaimLensDB) {
  return {
    claims: await db.claims.count(),
    facts: await db.facts.count(),
    entities: await db.entities.count(),
    sources: await db.sources.count(),
    edges: await db.edges.count(),
  };
}

function smallPack(over: Partial<PackInput> = {}, id = 'demo'): PackInput {
  return {
    format: PACK_FORMAT,
    version: 1,
    pack: { id, name: 'Demo pack', version: '1' },
    sources: [{ id: 's1', url: 'https://www.who.int/news', title: 'WHO', type: 'public-health' }],
    entities: [{ id: 'e1', name: 'Garlic', type: 'food' }],
    claims: [
      { id: 'c1', text: 'Garlic cures COVID-19.', status: 'FALSE' },
      { id: 'c2', text: 'Garlic does not cure COVID-19.', status: 'TRUE' },
    ],
    facts: [
      {
        id: 'f1',
        subject: 'garlic',
        predicate: 'has no effect on',
        object: 'SARS-CoV-2 infection',
        status: 'Verified',
      },
    ],
    edges: [
      { type: 'CORRECTED_BY', from: 'c1', to: 'c2' },
      { type: 'SUPPORTS', from: 'f1', to: 'c2' },
      { type: 'FROM_SOURCE', from: 'c2', to: 's1' },
      { type: 'MENTIONS', from: 'c1', to: 'e1' },
    ],
    ...over,
  };
}

/** The summary of an import that ran (not one held for a confirmation). */
function summary(r: ImportTaskResult): string {
  if (!('message' in r))
    throw new Error(`expected an import, got a request to confirm replacing "${r.confirm.packId}"`);
  return r.message;
}

const stage = stagePack;

describe('the starter pack shipped in the extension', () => {
  const pack = parsePack(STARTER);

  it('is a valid pack, by the parser and by the published JSON Schema', () => {
    const ajv = new Ajv2020({ allErrors: false });
    addFormats(ajv);
    expect(ajv.validate(SCHEMA, JSON.parse(STARTER))).toBe(true);
    expect(pack.pack).toMatchObject({
      id: STARTER_PACK_ID,
      license: 'MIT (Check-COVID, Copyright (c) 2023 Columbia University)',
    });
    expect(pack.pack.provenance?.splits).toBe('train + dev (the test split is held out for evaluation)');
  });

  it('maps SUPPORT to TRUE claims with evidence and papers, REFUTE to FALSE claims corrected by their evidence', () => {
    const edges = (type: string, from?: string, to?: string) =>
      pack.edges.filter((e) => e.type === type && (!from || e.from === from) && (!to || e.to === to));
    const trueClaims = pack.claims.filter((c) => c.status === 'TRUE');
    const falseClaims = pack.claims.filter((c) => c.status === 'FALSE');
    expect(trueClaims.length).toBeGreaterThan(300);
    expect(falseClaims.length).toBeGreaterThan(300);
    for (const c of trueClaims) {
      expect(edges('SUPPORTS', undefined, c.id).length).toBeGreaterThan(0);
      expect(edges('FROM_SOURCE', c.id).some((e) => e.to.startsWith('source:cord-'))).toBe(true);
    }
    for (const c of falseClaims) expect(edges('CORRECTED_BY', c.id).some((e) => e.to.startsWith('fact:'))).toBe(true);
    expect(
      pack.facts.every((f) => f.status === 'Verified' && f.predicate === 'reports' && !/^abstract\b/i.test(f.text!)),
    ).toBe(true);
    const neanderthal = pack.claims.find((c) =>
      c.text.startsWith('A stretch of DNA that increases the risk of severe illness'),
    );
    expect(neanderthal?.status).toBe('TRUE');
    const faster = pack.claims.find(
      (c) => c.text === 'One type of COVID-19 test identifies coronavirus proteins in a few seconds.',
    );
    const slower = pack.claims.find(
      (c) => c.text === 'One type of COVID-19 test identifies coronavirus proteins in thirty minutes.',
    );
    expect(faster?.status).toBe('FALSE');
    expect(edges('CORRECTED_BY', faster!.id, slower!.id)).toHaveLength(1);
  });

  it('installs on first run, once; stays removed when the user removes it', async () => {
    const db = freshDb();
    const kg = new KnowledgeGraph(db);
    let loads = 0;
    const load = async () => {
      loads++;
      return STARTER;
    };
    expect(await ensureStarterPack(kg, load, null)).toBe('installed');
    expect(await counts(db)).toEqual({
      claims: pack.claims.length,
      facts: pack.facts.length,
      entities: pack.entities.length,
      sources: pack.sources.length,
      edges: pack.edges.length,
    });
    expect((await db.tasks.get('task:starter'))?.status).toBe('done');
    expect(await ensureStarterPack(kg, load, null)).toBe('present');
    expect(loads).toBe(1);

    expect(await removePack(kg, STARTER_PACK_ID)).toBe(
      pack.claims.length + pack.facts.length + pack.entities.length + pack.sources.length,
    );
    expect(await counts(db)).toEqual({ claims: 0, facts: 0, entities: 0, sources: 0, edges: 0 });
    expect(await ensureStarterPack(kg, load, null)).toBe('removed');
    expect(loads).toBe(1);
  }, 60_000);
});

describe('the starter pack builder', () => {
  const corpus = new Map<string, CorpusDoc>([
    [
      'paperA',
      {
        cord_id: 'paperA',
        title: 'Field-deployable rapid testing of saliva for SARS-CoV-2.',
        abstract: ['Abstract Rapid testing is needed.', 'The assay detects SARS-CoV-2 in saliva in 30 min.'],
      },
    ],
    [
      'paperB',
      {
        cord_id: 'paperB',
        title: 'Masks and transmission',
        abstract: [
          'Surgical masks reduced droplet transmission.',
          'Other text.',
          'Masks protected health care workers.',
        ],
      },
    ],
  ]);
  const rows: CheckCovidRow[] = [
    {
      id: 'p_0',
      claim: 'A saliva test detects the virus in seconds.',
      cord_id: 'paperA',
      label: 'REFUTE',
      evidence_set: [{ sent_index: 1, type: 'PRIMARY' }],
    },
    {
      id: 'p_1',
      claim: 'A saliva test detects the virus in thirty minutes. ',
      cord_id: 'paperA',
      label: 'SUPPORT',
      evidence_set: [{ sent_index: 1, type: 'PRIMARY' }],
    },
    {
      id: 'p_2',
      claim: 'A saliva test detects the virus in thirty minutes.',
      cord_id: 'paperA',
      label: 'NOTENOUGHINFO',
      evidence_set: [{ sent_index: 0, type: 'PRIMARY' }],
    },
    {
      id: 'q_0',
      claim: 'Masks reduce transmission.',
      cord_id: 'paperB',
      label: 'SUPPORT',
      evidence_set: [
        { sent_index: 0, type: 'PRIMARY' },
        { sent_index: 2, type: 'SUPPLEMENTARY' },
      ],
    },
  ];

  it('maps the rows as documented, deterministically', () => {
    const pack = buildStarterPack(rows, corpus);
    expect(buildStarterPack(rows, corpus)).toEqual(pack);
    expect(pack.claims!.map((c) => [c.text, c.status])).toEqual(
      expect.arrayContaining([
        ['A saliva test detects the virus in seconds.', 'FALSE'],
        ['A saliva test detects the virus in thirty minutes.', 'TRUE'],
        ['Masks reduce transmission.', 'TRUE'],
      ]),
    );
    expect(pack.claims).toHaveLength(3);
    // NOTENOUGHINFO evidence (the "Abstract …" sentence) is left out.
    expect(pack.facts!.map((f) => f.text).sort()).toEqual([
      'Masks protected health care workers.',
      'Surgical masks reduced droplet transmission.',
      'The assay detects SARS-CoV-2 in saliva in 30 min.',
    ]);
    const id = (text: string) => pack.claims!.find((c) => c.text === text)!.id;
    const fact = (text: string) => pack.facts!.find((f) => f.text === text)!.id;
    const has = (type: string, from: string, to: string) =>
      pack.edges!.some((e) => e.type === type && e.from === from && e.to === to);
    const refuted = id('A saliva test detects the virus in seconds.');
    const supported = id('A saliva test detects the virus in thirty minutes.');
    expect(has('CORRECTED_BY', refuted, fact('The assay detects SARS-CoV-2 in saliva in 30 min.'))).toBe(true);
    expect(has('CORRECTED_BY', refuted, supported)).toBe(true);
    expect(has('SUPPORTS', fact('The assay detects SARS-CoV-2 in saliva in 30 min.'), supported)).toBe(true);
    expect(has('FROM_SOURCE', supported, 'source:cord-paperA')).toBe(true);
    expect(has('FROM_SOURCE', refuted, 'source:cord-paperA')).toBe(false);
    expect(has('FROM_SOURCE', refuted, 'source:check-covid')).toBe(true);
    expect(pack.sources!.find((s) => s.id === 'source:cord-paperA')).toMatchObject({
      title: 'Field-deployable rapid testing of saliva for SARS-CoV-2',
      type: 'journal',
    });
    expect(has('MENTIONS', id('Masks reduce transmission.'), 'entity:face-masks')).toBe(true);
    expect(() => parsePack(stringifyPack(pack))).not.toThrow();
  });

  it('stops on data it cannot place', () => {
    expect(() => buildStarterPack([{ ...rows[0]!, cord_id: 'nowhere' }], corpus)).toThrow(
      'Row p_0 cites paper nowhere, which is not in the corpus.',
    );
    expect(() =>
      buildStarterPack([{ ...rows[0]!, evidence_set: [{ sent_index: 9, type: 'PRIMARY' }] }], corpus),
    ).toThrow('Row p_0 cites sentence 9 of paperA, which has 2.');
  });
});

describe('importing a pack', () => {
  it('is idempotent: the same pack again (once the reader confirms replacing it) changes nothing', async () => {
    const db = freshDb();
    const kg = new KnowledgeGraph(db);
    const text = stringifyPack(smallPack());
    const first = await runImportTask(kg, await stage(db, text), null);
    expect(summary(first)).toBe('Imported “Demo pack” 1: 2 claims, 1 facts, 1 entities, 1 sources, 4 edges.');
    const before = await counts(db);
    const again = await runImportTask(kg, await stage(db, text), null, { replace: true });
    expect(summary(again)).toBe(
      'Imported “Demo pack” 1: 2 claims, 1 facts, 1 entities, 1 sources, 4 edges — already installed, nothing changed.',
    );
    expect(await counts(db)).toEqual(before);
    expect(await db.packs.count()).toBe(1);
  });

  it('a new version of a pack replaces the old one; what another origin holds stays', async () => {
    const db = freshDb();
    const kg = new KnowledgeGraph(db);
    await importPack(kg, parsePack(stringifyPack(smallPack())), { from: 'a.json' });
    const web = new GraphWriter('web');
    web.addClaim({ text: 'Garlic cures COVID-19.', status: 'FALSE' });
    await kg.write(web);
    const v2 = smallPack({
      claims: [{ id: 'c2', text: 'Garlic does not cure COVID-19.', status: 'TRUE' }],
      edges: [{ type: 'SUPPORTS', from: 'f1', to: 'c2' }],
      entities: [],
    });
    v2.pack.version = '2';
    const r = await importPack(kg, parsePack(stringifyPack(v2)), { from: 'a.json' });
    expect(r.write.removed.length).toBe(1);
    expect((await db.claims.toArray()).map((c) => [c.text, c.origins]).sort()).toEqual([
      ['Garlic cures COVID-19.', ['web']],
      ['Garlic does not cure COVID-19.', ['pack:demo']],
    ]);
    expect(await db.edges.count()).toBe(1);
    expect((await db.packs.get('demo'))?.version).toBe('2');
  });

  it('computes vectors after the import when an embedder is installed', async () => {
    const db = freshDb();
    const kg = new KnowledgeGraph(db);
    const embedder = new FixedEmbedder();
    const r = await importPack(kg, parsePack(stringifyPack(smallPack())), { from: 'a.json', embedder });
    expect(r.embedded).toBe(3);
    expect(await db.vectors.count()).toBe(3);
  });

  it.each([
    [
      'a syntax error',
      '{\n  "format": "claimlens-knowledge-pack",\n  "version": 1,\n  "pack": { "id": "x" "name": "y" }\n}',
      'Not valid JSON: line 4, column 23.',
    ],
    [
      'something else',
      '{"settings": {}}',
      'Not a ClaimLens knowledge pack: "format" must be "claimlens-knowledge-pack" (found nothing).',
    ],
    [
      'a newer format version',
      '{"format": "claimlens-knowledge-pack", "version": 2, "pack": {}}',
      'This pack uses format version 2; this version of ClaimLens reads version 1. Update ClaimLens to import it.',
    ],
  ])('refuses %s with a clear message', (_, text, message) => {
    expect(messageOf(() => parsePack(text))).toBe(message);
  });

  it.each([
    [
      'a bad status',
      (p: PackInput) => (p.claims![1]!.status = 'true' as never),
      'Line 13: claims[1].status must be "TRUE" or "FALSE" (found "true").',
    ],
    [
      'a missing field',
      (p: PackInput) => delete (p.facts![0] as Partial<(typeof p.facts & object)[number]>).predicate,
      'Line 16: facts[0].predicate is missing.',
    ],
    [
      'an empty text',
      (p: PackInput) => (p.claims![0]!.text = '   '),
      'Line 12: claims[0].text must not be empty (found "").',
    ],
    [
      'a bad URL',
      (p: PackInput) => (p.sources![0]!.url = 'ftp://x.org/a'),
      'Line 6: sources[0].url must be an http(s) URL (found "ftp://x.org/a").',
    ],
    [
      'a bad date',
      (p: PackInput) => (p.claims![0]!.verifiedAt = 'yesterday'),
      'Line 12: claims[0].verifiedAt must be an ISO 8601 date-time, e.g. 2023-05-30T00:00:00Z (found "yesterday").',
    ],
    [
      'an edge to nowhere',
      (p: PackInput) => (p.edges![2]!.to = 's9'),
      'Line 21: edges[2].to refers to "s9", which is not an item of this pack.',
    ],
    [
      'an edge of the wrong kind',
      (p: PackInput) => (p.edges![3]!.to = 's1'),
      'Line 22: edges[3].to of a MENTIONS edge must be a entity, not a source.',
    ],
    [
      'a repeated id',
      (p: PackInput) => (p.claims![1]!.id = 'c1'),
      'Line 13: claims[1].id repeats the id "c1": ids must be unique in a pack.',
    ],
    [
      'an unknown edge type',
      (p: PackInput) => (p.edges![0]!.type = 'CAUSES'),
      'Line 19: edges[0].type must be one of SUPPORTS, ASSERTS, CORRECTED_BY, MENTIONS, FROM_SOURCE (found "CAUSES").',
    ],
  ])('names the field and line of %s, and imports nothing', async (_, spoil, message) => {
    const pack = smallPack();
    spoil(pack);
    const text = stringifyPack(pack);
    expect(messageOf(() => parsePack(text))).toBe(message);
    const db = freshDb();
    const task = await stage(db, text, 'spoilt.json');
    await expect(runImportTask(new KnowledgeGraph(db), task, null)).rejects.toThrow(message);
    expect(await counts(db)).toEqual({ claims: 0, facts: 0, entities: 0, sources: 0, edges: 0 });
    expect(await db.tasks.get(task)).toMatchObject({ status: 'failed', error: message });
    expect((await db.tasks.get(task))?.blob).toBeUndefined();
  });

  it('refuses a pack over the size limit before reading it', async () => {
    const db = freshDb();
    const id = await stage(db, 'x');
    await db.tasks.update(id, { blob: new Blob([new Uint8Array(MAX_PACK_BYTES + 1)]) });
    await expect(runImportTask(new KnowledgeGraph(db), id, null)).rejects.toThrow(
      'This pack is 100 MB; ClaimLens imports packs of up to 100 MB. Split it into smaller packs.',
    );
  });

  it('imports a 50 MB pack in one transaction with progress', async () => {
    const db = freshDb();
    const filler = 'evidence '.repeat(290).trim();
    const claims = Array.from({ length: 20_000 }, (_, i) => ({
      id: `c${i}`,
      text: `Claim number ${i} about ${filler}`,
      status: (i % 2 ? 'TRUE' : 'FALSE') as 'TRUE' | 'FALSE',
    }));
    const text = stringifyPack(smallPack({ claims, edges: [], facts: [], entities: [] }, 'big'));
    expect(text.length).toBeGreaterThan(50 * 1024 * 1024);
    const task = await stage(db, text, 'big.json');
    const phases = new Set<string>();
    const watch = setInterval(() => void db.tasks.get(task).then((t) => t && phases.add(t.phase)), 20);
    const r = await runImportTask(new KnowledgeGraph(db), task, null);
    clearInterval(watch);
    expect(summary(r)).toContain('20,000 claims');
    expect(await db.claims.count()).toBe(20_000);
    expect(phases.has('claims')).toBe(true);
    expect(await db.tasks.get(task)).toMatchObject({ status: 'done', phase: 'done' });
  }, 120_000);

  it('rolls back everything when the storage quota runs out mid-import, and says so', async () => {
    const db = freshDb();
    // The browser's quota, at the storage boundary: writing the facts fails, after the claims were written.
    db.use({
      stack: 'dbcore',
      name: 'quota',
      create: (down) => ({
        ...down,
        table: (name) => {
          const table = down.table(name);
          return name !== 'facts'
            ? table
            : {
                ...table,
                mutate: () => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError')),
              };
        },
      }),
    });
    const task = await stage(db, stringifyPack(smallPack()), 'demo.json');
    const message =
      'Not enough storage to import "Demo pack": the browser\'s storage quota was exceeded. Nothing was imported. Free disk space or remove knowledge you no longer need, then try again.';
    await expect(runImportTask(new KnowledgeGraph(db), task, null)).rejects.toThrow(message);
    expect(await counts(db)).toEqual({ claims: 0, facts: 0, entities: 0, sources: 0, edges: 0 });
    expect(await db.packs.count()).toBe(0);
    expect(await db.tasks.get(task)).toMatchObject({ status: 'failed', error: message });
  });
});

describe('exporting', () => {
  it('the whole graph round-trips through a pack file', async () => {
    const db = freshDb();
    const kg = new KnowledgeGraph(db);
    await importPack(kg, parsePack(STARTER), { from: 'built-in' });
    const exported = stringifyPack(await exportPack(db, { all: true }, { id: 'my-graph', name: 'My graph' }));
    const again = freshDb();
    await importPack(new KnowledgeGraph(again), parsePack(exported), { from: 'export.json' });
    expect(await counts(again)).toEqual(await counts(db));
    const ajv = new Ajv2020();
    addFormats(ajv);
    expect(ajv.validate(SCHEMA, JSON.parse(exported))).toBe(true);
  }, 60_000);

  it('a selection carries its entities, sources and the edges among them', async () => {
    const db = freshDb();
    const kg = new KnowledgeGraph(db);
    await importPack(kg, parsePack(stringifyPack(smallPack())), { from: 'a.json' });
    const [c1, c2] = (await db.claims.toArray()).sort((a, b) => a.text.length - b.text.length);
    const pack = await exportPack(db, { nodeIds: [c1!.id] }, { id: 'one', name: 'One claim' });
    expect(pack.claims!.map((c) => c.text)).toEqual(['Garlic cures COVID-19.']);
    expect(pack.entities!.map((e) => e.name)).toEqual(['Garlic']);
    expect(pack.edges).toEqual([{ type: 'MENTIONS', from: c1!.id, to: pack.entities![0]!.id }]);
    const both = await exportPack(db, { nodeIds: [c1!.id, c2!.id] }, { id: 'two', name: 'Two claims' });
    expect(both.edges!.map((e) => e.type).sort()).toEqual(['CORRECTED_BY', 'FROM_SOURCE', 'MENTIONS']);
    expect(both.sources!.map((s) => s.url)).toEqual(['https://www.who.int/news']);
    const byPack = await exportPack(db, { packId: 'demo' }, { id: 'demo-copy', name: 'Copy' });
    expect([byPack.claims!.length, byPack.facts!.length, byPack.edges!.length]).toEqual([2, 1, 4]);
    expect(() => parsePack(stringifyPack(both))).not.toThrow();
  });
});

describe('locating a path in JSON', () => {
  it('finds the line of a nested value', () => {
    const text = '{\n "a": [\n  1,\n  {"b": "x"}\n ]\n}';
    expect(locate(text, ['a', 1, 'b']).line).toBe(4);
    expect(locate(text, ['a', 7]).line).toBe(2);
  });
});

describe('packs cannot squat', () => {
  // The attack: a file that reuses an id to replace what memory answers word for word.
  const squat = (id: string) =>
    stringifyPack(
      smallPack({ claims: [{ id: 'c1', text: 'Garlic cures COVID-19.', status: 'TRUE' }], edges: [], facts: [] }, id),
    );

  it.each([
    ['before the starter pack is installed', false, false],
    ['over the installed starter pack', true, false],
    ['over the installed starter pack, even when told to replace', true, true],
  ])(
    'a file with the starter pack id is refused %s, naming the reserved id',
    async (_, starterFirst, replace) => {
      const db = freshDb();
      const kg = new KnowledgeGraph(db);
      if (starterFirst) await ensureStarterPack(kg, async () => STARTER, null);
      const before = await counts(db);
      const task = await stage(db, squat(STARTER_PACK_ID), 'starter.json');
      await expect(runImportTask(kg, task, null, { replace })).rejects.toThrow(
        `The pack id "${STARTER_PACK_ID}" is reserved for the starter pack that ships with ClaimLens: nothing was imported.`,
      );
      expect(await counts(db)).toEqual(before);
      expect((await db.tasks.get(task))?.status).toBe('failed');
      expect((await db.tasks.get(task))?.blob).toBeUndefined();
      // The bundled file still installs on first run: the squatter did not take its place.
      if (!starterFirst) expect(await ensureStarterPack(kg, async () => STARTER, null)).toBe('installed');
      expect((await db.packs.get(STARTER_PACK_ID))?.from).toBe('built-in');
    },
    60_000,
  );

  it('a pack whose id is installed is not imported until the reader confirms, and the answer shows both sides', async () => {
    const db = freshDb();
    const kg = new KnowledgeGraph(db);
    summary(await runImportTask(kg, await stage(db, stringifyPack(smallPack())), null));
    const before = await counts(db);
    const task = await stage(db, squat('demo'), 'other.json');

    const asked = await runImportTask(kg, task, null);
    expect(asked).toEqual({
      confirm: {
        packId: 'demo',
        installed: { name: 'Demo pack', version: '1', claims: 2, facts: 1 },
        incoming: { name: 'Demo pack', version: '1', claims: 1, facts: 0 },
      },
    });
    expect(await counts(db)).toEqual(before);
    expect((await db.claims.toArray()).find((c) => c.text === 'Garlic cures COVID-19.')?.status).toBe('FALSE');
    expect(await db.tasks.get(task)).toMatchObject({ status: 'staged', blob: expect.any(Blob) });

    expect(summary(await runImportTask(kg, task, null, { replace: true }))).toMatch(
      /^Imported “Demo pack” 1: 1 claims, 0 facts/,
    );
    expect((await db.claims.toArray()).map((c) => [c.text, c.status])).toEqual([['Garlic cures COVID-19.', 'TRUE']]);
    expect((await db.packs.get('demo'))?.from).toBe('other.json');
  });

  it('a pack the reader removed is imported again without asking', async () => {
    const db = freshDb();
    const kg = new KnowledgeGraph(db);
    summary(await runImportTask(kg, await stage(db, stringifyPack(smallPack())), null));
    await removePack(kg, 'demo');
    expect(summary(await runImportTask(kg, await stage(db, stringifyPack(smallPack())), null))).toMatch(
      /^Imported “Demo pack” 1/,
    );
  });
});

describe('packs by URL: where they may come from, and where redirects may end', () => {
  it.each([
    ['https://example.org/pack.json', null],
    ['http://127.0.0.1:8080/pack.json', null],
    ['http://localhost/pack.json', null],
    ['http://example.org/pack.json', 'Packs are imported over https:// only.'],
    ['ftp://example.org/pack.json', 'Packs are imported over https:// only.'],
    [
      'https://192.168.1.1/pack.json',
      '192.168.1.1 is an address on your local network: packs are imported from public https:// sites only.',
    ],
    [
      'https://10.0.0.7/pack.json',
      '10.0.0.7 is an address on your local network: packs are imported from public https:// sites only.',
    ],
    [
      'https://172.20.1.1/pack.json',
      '172.20.1.1 is an address on your local network: packs are imported from public https:// sites only.',
    ],
    [
      'https://169.254.169.254/latest',
      '169.254.169.254 is an address on your local network: packs are imported from public https:// sites only.',
    ],
    [
      'https://[fd00::1]/pack.json',
      '[fd00::1] is an address on your local network: packs are imported from public https:// sites only.',
    ],
    ['https://172.32.0.1/pack.json', null],
  ])('asking for %s → %s', (url, problem) => expect(packUrlProblem(new URL(url))).toBe(problem));

  const asked = new URL('https://packs.example.org/a/pack.json');
  it.each([
    ['no redirect', 'https://packs.example.org/a/pack.json', null],
    ['same origin, another path', 'https://packs.example.org/b/pack-v2.json', null],
    [
      'down to http',
      'http://packs.example.org/a/pack.json',
      /^redirected to http:\/\/packs\.example\.org, another site/,
    ],
    [
      'another site',
      'https://evil.example/pack.json',
      /^redirected to https:\/\/evil\.example, another site: ClaimLens imports a pack only from the site you named\. If you trust evil\.example, import from https:\/\/evil\.example\/pack\.json directly$/,
    ],
    ['this machine', 'http://127.0.0.1:9/pack.json', /^redirected to http:\/\/127\.0\.0\.1:9, another site/],
    ['the local network', 'https://192.168.0.10/pack.json', /^redirected to https:\/\/192\.168\.0\.10, another site/],
  ])('a redirect to %s', (_, final, problem) => {
    const got = packRedirectProblem(asked, final);
    if (problem === null) expect(got).toBeNull();
    else expect(got).toMatch(problem);
  });

  it('a download whose redirect leaves the origin asked for is refused before its body is read', async () => {
    const target = http.createServer((_, res) =>
      res.writeHead(200, { 'content-type': 'application/json' }).end(stringifyPack(smallPack())),
    );
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    const targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}/pack.json`;
    const origin = http.createServer((req, res) => {
      if (req.url === '/moved') res.writeHead(302, { location: '/pack.json' }).end();
      else if (req.url === '/pack.json')
        res.writeHead(200, { 'content-type': 'application/json' }).end(stringifyPack(smallPack()));
      else res.writeHead(302, { location: targetUrl }).end();
    });
    await new Promise<void>((resolve) => origin.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(origin.address() as AddressInfo).port}`;
    try {
      await expect(download(new URL(`${base}/elsewhere`))).rejects.toThrow(
        `The pack at ${new URL(base).host} redirected to ${new URL(targetUrl).origin}, another site: ClaimLens imports a pack only from the site you named.`,
      );
      expect(parsePack(await (await download(new URL(`${base}/moved`))).text()).pack.id).toBe('demo');
    } finally {
      origin.close();
      target.close();
    }
  });
});
