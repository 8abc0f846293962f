import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { CheckOutcome } from '../../lib/core/types';
import { ClaimLensDB } from '../../lib/db/database';
import type { CheckRecord } from '../../lib/db/records';
import { CheckRunner, type RunCheck } from '../../lib/jobs/runner';
import { defaultEngineConfig } from '../../lib/settings/run-config';

const page = { url: 'https://example.com/post#c1', title: 'A post' };
const outcome = (verdict: CheckOutcome['verdict']): CheckOutcome => ({
  verdict,
  confidence: 0.9,
  path: 'memory',
  evidence: [],
  traces: {},
  modelIds: {},
});

/** A pipeline whose runs finish only when the test says so. */
function gatedPipeline() {
  const gates = new Map<string, { resolve: (o: CheckOutcome) => void; reject: (e: Error) => void }>();
  let running = 0;
  let maxRunning = 0;
  const run: RunCheck = (record, ctx) =>
    new Promise<CheckOutcome>((resolve, reject) => {
      running++;
      maxRunning = Math.max(maxRunning, running);
      ctx.onStage('memory');
      const done = () => running--;
      gates.set(record.text, { resolve: (o) => (done(), resolve(o)), reject: (e) => (done(), reject(e)) });
      ctx.signal.addEventListener('abort', () => (done(), reject(ctx.signal.reason)), { once: true });
    });
  return { run, gates, maxRunning: () => maxRunning };
}

let db: ClaimLensDB;
let events: CheckRecord[];
let n = 0;
beforeEach(async () => {
  db = new ClaimLensDB(`runner-test-${++n}`);
  await db.open();
  events = [];
});
afterEach(() => db.delete());

function runner(run: RunCheck, settings = defaultEngineConfig()) {
  let id = 0;
  const r = new CheckRunner({ db, run, emit: (rec) => events.push(rec), newId: () => `t${++id}` });
  return { r, settings };
}

const until = async (cond: () => boolean | Promise<boolean>) => {
  for (let i = 0; i < 200; i++) {
    if (await cond()) return;
    await new Promise((res) => setTimeout(res, 5));
  }
  throw new Error('condition not reached');
};

describe('check job store', () => {
  it('a start sent twice at once (a resend racing the original) adds one row', async () => {
    const p = gatedPipeline();
    const { r, settings } = runner(p.run);
    const req = { text: 'Garlic cures COVID-19', page, requestId: 'req-1' };
    const [a, b] = await Promise.all([r.start(req, settings), r.start(req, settings)]);
    expect(b.record.id).toBe(a.record.id);
    expect(b.deduped).toBe(true);
    const [c, d] = await Promise.all([
      r.start({ ...req, text: 'Masks work', requestId: 'req-2' }, settings),
      r.start({ ...req, text: 'Masks work', requestId: 'req-3' }, settings),
    ]);
    expect(d.record.id).toBe(c.record.id);
    expect(await db.checks.count()).toBe(2);
  });

  it('persists a check from the start and records its result, stages and page', async () => {
    const p = gatedPipeline();
    const { r, settings } = runner(p.run);
    const { record } = await r.start(
      { text: '  Garlic   cures COVID-19 ', page, subscriber: { tabId: 1, frameId: 0 } },
      settings,
    );
    expect(record.text).toBe('Garlic cures COVID-19');
    expect((await db.checks.get(record.id))?.status).toBe('queued');
    await until(() => p.gates.has('Garlic cures COVID-19'));
    expect((await db.checks.get(record.id))?.status).toBe('running');
    p.gates.get('Garlic cures COVID-19')!.resolve(outcome('False'));
    await r.idle();
    const done = await db.checks.get(record.id);
    expect(done).toMatchObject({
      status: 'done',
      verdict: 'False',
      confidence: 0.9,
      path: 'memory',
      site: 'example.com',
      pageKey: 'https://example.com/post',
      runs: 1,
    });
    expect(done?.timings.map((t) => t.stage)).toEqual(['memory']);
    expect(events.map((e) => e.status)).toEqual(['queued', 'running', 'running', 'done']);
  });

  it('deduplicates an identical claim in flight into one history row with both subscribers', async () => {
    const p = gatedPipeline();
    const { r, settings } = runner(p.run);
    const a = await r.start({ text: 'Masks work.', page, subscriber: { tabId: 1, frameId: 0 } }, settings);
    const b = await r.start({ text: 'masks  work', page, subscriber: { tabId: 2, frameId: 3 } }, settings);
    expect(b.deduped).toBe(true);
    expect(b.record.id).toBe(a.record.id);
    expect(await db.checks.count()).toBe(1);
    expect((await db.checks.get(a.record.id))?.subscribers).toEqual([
      { tabId: 1, frameId: 0 },
      { tabId: 2, frameId: 3 },
    ]);
    await until(() => p.gates.has('Masks work.'));
    p.gates.get('Masks work.')!.resolve(outcome('True'));
    await r.idle();
    // Once finished, the same claim checks afresh.
    const c = await r.start({ text: 'Masks work', page }, settings);
    expect(c.deduped).toBe(false);
    expect(await db.checks.count()).toBe(2);
    await until(() => p.gates.has('Masks work'));
    p.gates.get('Masks work')!.resolve(outcome('True'));
    await r.idle();
  });

  it('answers a start sent again with the same request id from its row, even once finished, never a second row', async () => {
    const p = gatedPipeline();
    const { r, settings } = runner(p.run);
    const first = await r.start(
      { text: 'Zinc cures colds', page, subscriber: { tabId: 1, frameId: 0 }, requestId: 'req-1' },
      settings,
    );
    const again = await r.start(
      { text: 'Zinc cures colds', page, subscriber: { tabId: 1, frameId: 0 }, requestId: 'req-1' },
      settings,
    );
    expect(again).toMatchObject({ deduped: true, record: { id: first.record.id } });
    await until(() => p.gates.has('Zinc cures colds'));
    p.gates.get('Zinc cures colds')!.resolve(outcome('False'));
    await r.idle();
    // The answer to the first send was lost (a restarted service worker): the resend finds the finished row.
    const late = await r.start(
      { text: 'zinc cures colds.', page, subscriber: { tabId: 1, frameId: 0 }, requestId: 'req-1' },
      settings,
    );
    expect(late).toMatchObject({ deduped: true, record: { id: first.record.id, status: 'done', verdict: 'False' } });
    expect(await db.checks.count()).toBe(1);
    // A joining request of another tab is remembered too; a new request id starts a new check.
    const other = await r.start({ text: 'Zinc cures colds', page, requestId: 'req-2' }, settings);
    expect(other.deduped).toBe(false);
    expect(await db.checks.count()).toBe(2);
    expect((await db.checks.get(other.record.id))?.requestIds).toEqual(['req-2']);
    await until(() => p.gates.has('Zinc cures colds'));
    p.gates.get('Zinc cures colds')!.resolve(outcome('False'));
    await r.idle();
  });

  it('records the request ids that joined a check in flight', async () => {
    const p = gatedPipeline();
    const { r, settings } = runner(p.run);
    const a = await r.start(
      { text: 'Vitamin D prevents flu', page, subscriber: { tabId: 1, frameId: 0 }, requestId: 'a' },
      settings,
    );
    await r.start(
      { text: 'Vitamin D prevents flu', page, subscriber: { tabId: 2, frameId: 0 }, requestId: 'b' },
      settings,
    );
    await r.start(
      { text: 'Vitamin D prevents flu', page, subscriber: { tabId: 2, frameId: 0 }, requestId: 'b' },
      settings,
    );
    expect((await db.checks.get(a.record.id))?.requestIds).toEqual(['a', 'b']);
    await until(() => p.gates.has('Vitamin D prevents flu'));
    p.gates.get('Vitamin D prevents flu')!.resolve(outcome('Unverified'));
    await r.idle();
    expect(await db.checks.count()).toBe(1);
  });

  it('runs no more checks at once than the setting allows', async () => {
    const p = gatedPipeline();
    const settings = defaultEngineConfig();
    settings.settings.general.maxConcurrentChecks = 2;
    const { r } = runner(p.run, settings);
    for (const t of ['one', 'two', 'three', 'four']) await r.start({ text: t, page }, settings);
    await until(() => p.gates.size === 2);
    expect(r.stats).toEqual({ active: 2, queued: 2 });
    p.gates.get('one')!.resolve(outcome('True'));
    await until(() => p.gates.has('three'));
    expect(r.stats.active).toBe(2);
    for (const t of ['two', 'three']) p.gates.get(t)!.resolve(outcome('True'));
    await until(() => p.gates.has('four'));
    p.gates.get('four')!.resolve(outcome('True'));
    await r.idle();
    expect(p.maxRunning()).toBe(2);
  });

  it('cancels a running and a queued check, and a cancelled check can be retried in the same row', async () => {
    const p = gatedPipeline();
    const settings = defaultEngineConfig();
    settings.settings.general.maxConcurrentChecks = 1;
    const { r } = runner(p.run, settings);
    const a = await r.start({ text: 'first', page }, settings);
    const b = await r.start({ text: 'second', page }, settings);
    await until(() => p.gates.has('first'));
    expect((await r.cancel(b.record.id))?.status).toBe('cancelled');
    await r.cancel(a.record.id);
    await r.idle();
    expect((await db.checks.get(a.record.id))?.status).toBe('cancelled');
    expect(p.gates.has('second')).toBe(false);

    p.gates.clear();
    await r.retry(b.record.id, settings);
    await until(() => p.gates.has('second'));
    p.gates.get('second')!.resolve(outcome('Unverified'));
    await r.idle();
    expect(await db.checks.get(b.record.id)).toMatchObject({ status: 'done', verdict: 'Unverified', runs: 1 });
    expect(await db.checks.count()).toBe(2);
  });

  it('retry with online skips memory for that run only; the flag travels on the record to the pipeline', async () => {
    const seen: (boolean | undefined)[] = [];
    const { r, settings } = runner(async (record) => {
      seen.push(record.skipMemory);
      return outcome('Unverified');
    });
    const { record } = await r.start({ text: 'memory knows this', page }, settings);
    await r.idle();
    await r.retry(record.id, settings, undefined, { online: true });
    await r.idle();
    await r.retry(record.id, settings);
    await r.idle();
    expect(seen).toEqual([undefined, true, false]);
    expect(await db.checks.count()).toBe(1);
  });

  it('records a failing pipeline as a failed entry with its message, never a verdict', async () => {
    const { r, settings } = runner(async () => {
      throw new Error('No NLI model yet: open Settings → Models to download it');
    });
    const { record } = await r.start({ text: 'x causes y', page }, settings);
    await r.idle();
    const failed = await db.checks.get(record.id);
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toContain('Settings → Models');
    expect(failed?.verdict).toBeUndefined();
  });

  it('marks checks left running by a dead engine as failed and retryable', async () => {
    const p = gatedPipeline();
    const first = runner(p.run);
    const { record } = await first.r.start({ text: 'stuck claim', page }, first.settings);
    await until(() => p.gates.has('stuck claim'));
    // A new engine starts over the same database (the old one is gone).
    const second = runner(async () => outcome('True'));
    expect(await second.r.recover()).toBe(1);
    const failed = await db.checks.get(record.id);
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toMatch(/Interrupted during “memory”.*Retry/);
    await second.r.retry(record.id, second.settings);
    await second.r.idle();
    expect(await db.checks.get(record.id)).toMatchObject({ status: 'done', verdict: 'True' });
  });

  it('refuses bad input with a specific error and stores nothing', async () => {
    const { r, settings } = runner(async () => outcome('True'));
    await expect(r.start({ text: '   ', page }, settings)).rejects.toThrow(/empty/);
    await expect(r.start({ text: 'y'.repeat(5001), page }, settings)).rejects.toThrow(/5,001 characters/);
    expect(await db.checks.count()).toBe(0);
  });

  it('deletes one or all checks, stopping a running one', async () => {
    const p = gatedPipeline();
    const { r, settings } = runner(p.run);
    const a = await r.start({ text: 'alpha', page }, settings);
    await r.start({ text: 'beta', page }, settings);
    await until(() => p.gates.size === 2);
    expect(await r.delete([a.record.id])).toBe(1);
    expect(await db.checks.get(a.record.id)).toBeUndefined();
    expect(await r.deleteAll()).toBe(1);
    await r.idle();
    expect(await db.checks.count()).toBe(0);
  });
});

describe('a final write that fails never leaves a check running', () => {
  const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');
  /** A full disk at the database boundary: writes of the check's final row (and, when `small`, its small patches too) throw. */
  function fullDisk(options: { small: boolean }) {
    const fault = { on: true };
    const put = db.checks.put.bind(db.checks);
    const update = db.checks.update.bind(db.checks);
    vi.spyOn(db.checks, 'put').mockImplementation(((row: CheckRecord) =>
      fault.on && row.finishedAt !== undefined ? Promise.reject(quota()) : put(row)) as typeof db.checks.put);
    vi.spyOn(db.checks, 'update').mockImplementation(((key: CheckRecord['id'], changes: Partial<CheckRecord>) =>
      fault.on && options.small && changes.status === 'failed'
        ? Promise.reject(quota())
        : update(key, changes)) as typeof db.checks.update);
    return fault;
  }
  afterEach(() => vi.restoreAllMocks());

  it('the verdict cannot be written: the row ends failed with retry, the reader is told, and Retry runs it again', async () => {
    const fault = fullDisk({ small: false });
    const { r, settings } = runner(async () => ({
      ...outcome('True'),
      evidence: [{ kind: 'web', text: 'x'.repeat(1000), title: 'Big' }],
    }));
    const { record } = await r.start({ text: 'Garlic cures COVID-19', page }, settings);
    await r.idle();
    const row = await db.checks.get(record.id);
    expect(row).toMatchObject({ status: 'failed' });
    expect(row?.verdict).toBeUndefined();
    expect(row?.error).toBe(
      'ClaimLens could not save this check’s result (The quota has been exceeded.). The browser’s storage is full: free disk space or delete old checks in History, then retry it.',
    );
    const last = events.at(-1)!;
    expect(last).toMatchObject({ id: record.id, status: 'failed', error: row?.error });
    expect(last.verdict).toBeUndefined();
    fault.on = false;
    await r.retry(record.id, settings);
    await r.idle();
    expect(await db.checks.get(record.id)).toMatchObject({ status: 'done', verdict: 'True' });
  });

  it('not even the failure can be written: the reader is told at once, Retry is accepted, and a watchdog writes the failure once it can', async () => {
    const fault = fullDisk({ small: true });
    let runs = 0;
    const r = new CheckRunner({
      db,
      run: async () => (runs++, outcome('False')),
      emit: (rec) => events.push(rec),
      retryDelayMs: 10,
    });
    const settings = defaultEngineConfig();
    const { record } = await r.start({ text: 'Masks cause hypoxia', page }, settings);
    await r.idle();
    expect((await db.checks.get(record.id))?.status).toBe('running');
    expect(events.at(-1)).toMatchObject({
      id: record.id,
      status: 'failed',
      error: expect.stringContaining('could not save'),
    });
    // The disk has room again: the watchdog writes the failure without anyone asking.
    fault.on = false;
    await until(async () => (await db.checks.get(record.id))?.status === 'failed');
    expect((await db.checks.get(record.id))?.error).toContain('storage is full');
    await r.retry(record.id, settings);
    await r.idle();
    expect(runs).toBe(2);
    expect(await db.checks.get(record.id)).toMatchObject({ status: 'done', verdict: 'False' });
  });

  it('Retry is accepted while the failure is still unwritten (the row on disk says running)', async () => {
    const fault = fullDisk({ small: true });
    const r = new CheckRunner({
      db,
      run: async () => outcome('True'),
      emit: (rec) => events.push(rec),
      retryDelayMs: 60_000,
    });
    const settings = defaultEngineConfig();
    const { record } = await r.start({ text: 'Zinc prevents colds', page }, settings);
    await r.idle();
    expect((await db.checks.get(record.id))?.status).toBe('running');
    fault.on = false;
    const again = await r.retry(record.id, settings);
    expect(again.status).toBe('queued');
    await r.idle();
    expect(await db.checks.get(record.id)).toMatchObject({ status: 'done', verdict: 'True', runs: 2 });
  });
});
