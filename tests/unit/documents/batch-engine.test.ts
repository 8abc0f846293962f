import { afterEach, describe, expect, it } from 'vitest';

import type { CheckOutcome } from '../../../lib/core/types';
import { ClaimLensDB } from '../../../lib/db/database';
import type { DocumentBatchRecord } from '../../../lib/db/records';
import { batchResultsCsv, batchResultsJson } from '../../../lib/documents/batch/export';
import { batchEntries } from '../../../lib/documents/batch/store';
import type { BatchStartResult } from '../../../lib/engine/declare/batches';
import { Engine } from '../../../lib/engine/engine';
import type { RunCheck } from '../../../lib/jobs/runner';
import { defaultEngineConfig } from '../../../lib/settings/run-config';
import { stagePack } from '../support/kg-db';

/** Lists of claims as the side panel drives them: a staged claims file, the engine's ops, the batch row. */

let n = 0;
const dbs: ClaimLensDB[] = [];
afterEach(async () => {
  await Promise.all(dbs.splice(0).map((db) => db.delete()));
});

const QUOTE = 'Each 0.5 mL dose contains 45 micrograms of hemagglutinin per strain.';

/** A pipeline stand-in: True with a document quote, except claims that say "fail" (the LLM is down). */
const fakeRun =
  (gate?: Promise<void>): RunCheck =>
  async (record) => {
    await gate;
    if (record.text.includes('fail')) throw new Error('The LLM endpoint answered HTTP 503.');
    const outcome: CheckOutcome = {
      verdict: 'True',
      confidence: 0.93,
      path: 'documents',
      explanation: 'The label states the dose.',
      evidence: [
        { kind: 'document', text: QUOTE, document: { id: 'doc:0123456789abcdef', name: 'label.pdf', page: 3 } },
      ],
      traces: {},
      modelIds: {},
    };
    return outcome;
  };

function engine(run: RunCheck, name = `batch-ops-${++n}`) {
  const db = new ClaimLensDB(name);
  dbs.push(db);
  const e = new Engine({ db, emit: () => undefined, run });
  const call = <T>(op: string, payload: unknown) => e.handle(op, payload, defaultEngineConfig()) as Promise<T>;
  return { db, call, e };
}

const stage = (db: ClaimLensDB, text: string, label = 'claims.csv') => stagePack(db, text, label, 'claims');

async function until(db: ClaimLensDB, id: string, states: DocumentBatchRecord['state'][]) {
  for (let i = 0; i < 500; i++) {
    const row = await db.documentBatches.get(id as DocumentBatchRecord['id']);
    if (row && states.includes(row.state)) return row;
    await new Promise((r) => setTimeout(r, 10));
  }
  throw new Error(`the batch never reached ${states.join(' or ')}`);
}

describe('lists of claims in the engine', () => {
  it('start: every claim checked in History, a failed one listed Unverified with its reason, bad rows with their line', async () => {
    const { db, call } = engine(fakeRun());
    const taskId = await stage(
      db,
      'claim,source\nFlublok holds 45 micrograms per strain.,label\n,empty\nThis one will fail.,x\n',
    );
    const started = await call<BatchStartResult>('documents.batch.start', { taskId });
    expect(started).toMatchObject({ name: 'claims.csv', total: 2, concurrency: 2 });
    expect(started.errors).toEqual([{ line: 3, message: expect.any(String) }]);
    const row = await until(db, started.id, ['done']);
    expect(row).toMatchObject({ finished: 2, failed: 1, inFlight: 0 });
    expect(await db.tasks.get(taskId)).toBeUndefined();

    const history = await db.checks.toArray();
    expect(history.map((c) => c.page.title).sort()).toEqual(['List claims.csv, line 2', 'List claims.csv, line 4']);

    const entries = await batchEntries(db, started.id);
    const results = JSON.parse(batchResultsJson(entries));
    expect(results).toEqual([
      {
        claim: 'Flublok holds 45 micrograms per strain.',
        verdict: 'True',
        confidence: 0.93,
        reasoning: 'The label states the dose.',
        details: [{ text: QUOTE, document: 'label.pdf', page: 3 }],
      },
      expect.objectContaining({ claim: 'This one will fail.', verdict: 'Unverified', details: [] }),
    ]);
    expect(results[1].reasoning).toMatch(/HTTP 503/);
    expect(batchResultsCsv(entries)).toContain('label.pdf');
  });

  it('pause, resume, cancel by id; an unknown batch says how to start again', async () => {
    let open!: () => void;
    const gate = new Promise<void>((r) => (open = r));
    const { db, call } = engine(fakeRun(gate));
    const taskId = await stage(db, 'One.\nTwo.\nThree.\nFour.\n', 'claims.txt');
    const { id } = await call<BatchStartResult>('documents.batch.start', { taskId });
    await call('documents.batch.pause', { batchId: id });
    open();
    const paused = await until(db, id, ['paused']);
    expect(paused.finished).toBe(2);
    await call('documents.batch.resume', { batchId: id });
    expect((await until(db, id, ['done'])).finished).toBe(4);
    await expect(call('documents.batch.cancel', { batchId: 'batch:gone' })).rejects.toThrow(/start it again/);
  });

  it('a batch an engine left running goes on at the first request of the next engine, finished claims not checked again', async () => {
    const db = new ClaimLensDB(`batch-ops-${++n}`);
    dbs.push(db);
    const id = 'batch:left-running' as const;
    const claims = ['One.', 'Two.', 'Three.'].map((claim, index) => ({ index, line: index + 1, claim }));
    await db.documentBatches.add({
      id,
      name: 'claims.txt',
      state: 'running',
      claims,
      errors: [],
      concurrency: 2,
      total: 3,
      finished: 1,
      failed: 0,
      inFlight: 2,
      createdAt: 1,
      updatedAt: 1,
    });
    const done = {
      status: 'done',
      verdict: 'True',
      confidence: 1,
      reasoning: 'before the restart',
      details: [],
      ms: 1,
    } as const;
    await db.documentBatchEntries.put({ ...claims[0]!, ...done, details: [], batchId: id });
    const seen: string[] = [];
    const next = new Engine({
      db,
      emit: () => undefined,
      run: async (record, ctx) => {
        seen.push(record.text);
        return fakeRun()(record, ctx);
      },
    });
    await next.init();
    await next.handle('kg.status', {}, defaultEngineConfig());
    const row = await until(db, id, ['done']);
    expect(row).toMatchObject({ finished: 3, inFlight: 0 });
    expect(seen.sort()).toEqual(['Three.', 'Two.']);
  });
});
