import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import type { CheckOutcome } from '../../lib/core/types';
import { ClaimLensDB } from '../../lib/db/database';
import type { CheckRecord } from '../../lib/db/records';
import { CheckRunner } from '../../lib/jobs/runner';
import { defaultEngineConfig } from '../../lib/settings/run-config';

/**
 * A start sent again with the request id of an earlier one (a resend whose answer was lost, or
 * the badge's Retry of a start that was never answered) is the same check: what the job store
 * does with it depends only on how that check's row stands, and it never adds a row.
 */

const page = { url: 'https://example.com/post', title: 'A post' };
const TEXT = 'Zinc cures colds';
const config = defaultEngineConfig();
const verdict: CheckOutcome = {
  verdict: 'False',
  confidence: 0.9,
  path: 'memory',
  evidence: [],
  traces: {},
  modelIds: {},
};

let db: ClaimLensDB;
let n = 0;
beforeEach(async () => {
  db = new ClaimLensDB(`runner-again-${++n}`);
  await db.open();
});
afterEach(() => db.delete());

/** A runner whose pipeline waits until `release` (so a row can be caught running). */
function gated() {
  let release: () => void = () => undefined;
  let runs = 0;
  const runner = new CheckRunner({
    db,
    emit: () => undefined,
    run: (_record, ctx) => {
      runs++;
      return new Promise((resolve, reject) => {
        release = () => resolve(verdict);
        ctx.signal.addEventListener('abort', () => reject(ctx.signal.reason), { once: true });
      });
    },
  });
  const ran = async () => {
    for (let i = 0; i < 200 && runner.stats.active + runner.stats.queued > 0; i++) {
      release();
      await new Promise((r) => setTimeout(r, 5));
    }
    await runner.idle();
  };
  const running = async () => {
    for (let i = 0; i < 200 && runs === 0; i++) await new Promise((r) => setTimeout(r, 5));
  };
  return { runner, ran, running, runs: () => runs };
}

type Standing = 'failed' | 'cancelled' | 'done' | 'running';

/** The first start's row, brought to the given standing; `g` is the engine that answers the second. */
async function firstRow(g: ReturnType<typeof gated>, standing: Standing): Promise<CheckRecord> {
  // A failed row was left by an engine that is gone; the next one marked it failed (Engine.init).
  const first = standing === 'failed' ? gated() : g;
  const { record } = await first.runner.start(
    { text: TEXT, page, subscriber: { tabId: 1, frameId: 0 }, requestId: 'req-1' },
    config,
  );
  await first.running();
  if (standing === 'done') await g.ran();
  if (standing === 'cancelled') {
    await g.runner.cancel(record.id);
    await g.runner.idle();
  }
  if (standing === 'failed') await g.runner.recover();
  return (await db.checks.get(record.id))!;
}

describe('a start sent again with its request id', () => {
  const cases: {
    standing: Standing;
    answered: CheckRecord['status'];
    runsAgain: boolean;
    ends: CheckRecord['status'];
  }[] = [
    { standing: 'failed', answered: 'queued', runsAgain: true, ends: 'done' },
    { standing: 'cancelled', answered: 'cancelled', runsAgain: false, ends: 'cancelled' },
    { standing: 'done', answered: 'done', runsAgain: false, ends: 'done' },
    { standing: 'running', answered: 'running', runsAgain: false, ends: 'done' },
  ];

  it.each(cases)(
    'finds its $standing row: answered $answered, runs again: $runsAgain, one row',
    async ({ standing, answered, runsAgain, ends }) => {
      const g = gated();
      const first = await firstRow(g, standing);
      const runsBefore = standing === 'failed' ? 0 : g.runs();
      const again = await g.runner.start(
        { text: TEXT, page, subscriber: { tabId: 2, frameId: 0 }, requestId: 'req-1' },
        config,
      );
      expect(again.deduped).toBe(true);
      expect(again.record.id).toBe(first.id);
      expect(again.record.status).toBe(answered);
      await g.ran();
      const rows = await db.checks.toArray();
      expect(rows.map((r) => r.status)).toEqual([ends]);
      expect(g.runs() - runsBefore).toBe(runsAgain ? 1 : 0);
      // Whoever sent it again follows the row from now on (a rerun tells both tabs).
      expect(rows[0]!.subscribers.map((s) => s.tabId)).toEqual([1, 2]);
    },
  );

  it('finds its failed row while the same claim runs in a newer row: it follows that row, and nothing is doubled', async () => {
    const g = gated();
    const first = await firstRow(g, 'failed');
    const newer = await g.runner.start({ text: TEXT, page, requestId: 'req-2' }, config);
    expect(newer.deduped).toBe(false);
    const again = await g.runner.start(
      { text: TEXT, page, subscriber: { tabId: 2, frameId: 0 }, requestId: 'req-1' },
      config,
    );
    expect(again).toMatchObject({ deduped: true, record: { id: newer.record.id } });
    await g.ran();
    expect(await db.checks.get(first.id)).toMatchObject({ status: 'failed' });
    expect(await db.checks.get(newer.record.id)).toMatchObject({ status: 'done', requestIds: ['req-2', 'req-1'] });
    expect(await db.checks.count()).toBe(2);
  });
});
