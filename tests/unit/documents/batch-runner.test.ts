import { describe, expect, it } from 'vitest';

import type { CheckOutcome } from '../../../lib/core/types';
import { entryOf } from '../../../lib/documents/batch/entry';
import { memoryJournal } from '../../../lib/documents/batch/memory-journal';
import { BatchRun } from '../../../lib/documents/batch/runner';
import { parseShard, shardClaims } from '../../../lib/documents/batch/shard';
import type { BatchClaim, BatchProgress, CheckClaim } from '../../../lib/documents/batch/types';

const claims = (n: number): BatchClaim[] =>
  Array.from({ length: n }, (_, i) => ({ index: i, line: i + 2, claim: `Claim number ${i}.` }));

const outcome = (verdict: CheckOutcome['verdict'] = 'True'): CheckOutcome => ({
  verdict,
  confidence: 0.9,
  path: 'memory',
  explanation: 'Because the label says so.',
  evidence: [],
  traces: {},
  modelIds: {},
});

/** A check that waits until released, counting how many run at once. */
function gated() {
  const waiting: (() => void)[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const started: string[] = [];
  const check: CheckClaim = ({ claim }, signal) =>
    new Promise((resolve, reject) => {
      started.push(claim);
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      signal.addEventListener('abort', () => {
        inFlight--;
        reject(signal.reason);
      });
      waiting.push(() => {
        inFlight--;
        resolve(outcome());
      });
    });
  const releaseAll = async () => {
    while (waiting.length) waiting.shift()!();
    await tick();
  };
  return { check, started, releaseAll, waiting, max: () => maxInFlight };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('batch runner', () => {
  it('runs at most `concurrency` claims at once and finishes every one', async () => {
    const g = gated();
    const run = await BatchRun.open({ claims: claims(7), check: g.check, journal: memoryJournal(), concurrency: 3 });
    run.resume();
    await tick();
    expect(g.started).toHaveLength(3);
    while (run.progress.state === 'running') await g.releaseAll();
    const done = await run.finished;
    expect(done.state).toBe('done');
    expect(done.entries.map((e) => e.index)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(g.max()).toBe(3);
  });

  it('pause lets the claims in flight finish and starts none until resume', async () => {
    const g = gated();
    const seen: BatchProgress['state'][] = [];
    const run = await BatchRun.open({
      claims: claims(5),
      check: g.check,
      journal: memoryJournal(),
      concurrency: 2,
      onProgress: (p) => seen.push(p.state),
    });
    run.resume();
    await tick();
    run.pause();
    expect(run.progress.state).toBe('pausing');
    await g.releaseAll();
    expect(run.progress).toMatchObject({ state: 'paused', finished: 2, inFlight: 0 });
    expect(g.started).toHaveLength(2);
    run.resume();
    await tick();
    expect(g.started).toHaveLength(4);
    while (run.progress.state === 'running') await g.releaseAll();
    expect((await run.finished).entries).toHaveLength(5);
    expect(seen).toContain('paused');
  });

  it('records a claim that throws as failed (Unverified, with the reason) and checks the others', async () => {
    const check: CheckClaim = ({ claim }) =>
      claim.includes('1')
        ? Promise.reject(new Error('LLM endpoint down (HTTP 503)'))
        : Promise.resolve(outcome('False'));
    const journal = memoryJournal();
    const run = await BatchRun.open({ claims: claims(4), check, journal, concurrency: 2 });
    run.resume();
    const { entries } = await run.finished;
    expect(entries.map((e) => e.verdict)).toEqual(['False', 'Unverified', 'False', 'False']);
    expect(entries[1]).toMatchObject({ status: 'failed', error: 'LLM endpoint down (HTTP 503)' });
    expect(entries[1]!.reasoning).toContain('LLM endpoint down');
    expect(run.progress).toMatchObject({ finished: 4, failed: 1 });
    expect(journal.entries).toHaveLength(4);
  });

  it('resumed from its journal, checks only the claims not done (and the failed ones again)', async () => {
    const journal = memoryJournal();
    const first = await BatchRun.open({
      claims: claims(4),
      check: ({ claim }) => (claim.includes('2') ? Promise.reject(new Error('timeout')) : Promise.resolve(outcome())),
      journal,
      concurrency: 1,
    });
    // Two claims done (one of them failed), then the engine stops.
    let seen = 0;
    first.resume();
    await new Promise<void>((resolve) => {
      const poll = () => (first.progress.finished >= 3 ? resolve() : setTimeout(poll, 0));
      poll();
    });
    first.cancel();
    await first.finished;
    seen = journal.entries.length;
    expect(seen).toBeGreaterThanOrEqual(3);

    const checked: string[] = [];
    const second = await BatchRun.open({
      claims: claims(4),
      check: ({ claim }) => {
        checked.push(claim);
        return Promise.resolve(outcome());
      },
      journal,
      concurrency: 2,
    });
    expect(second.progress).toMatchObject({ finished: seen - 1, total: 4 });
    second.resume();
    const { entries } = await second.finished;
    expect(checked.sort()).toEqual(
      claims(4)
        .filter((c) => c.index === 2 || c.index >= seen)
        .map((c) => c.claim)
        .sort(),
    );
    expect(entries.every((e) => e.status === 'done')).toBe(true);
  });

  it('cancel aborts the claims in flight without recording them', async () => {
    const g = gated();
    const journal = memoryJournal();
    const run = await BatchRun.open({ claims: claims(3), check: g.check, journal, concurrency: 2 });
    run.resume();
    await tick();
    run.cancel();
    const done = await run.finished;
    expect(done).toMatchObject({ state: 'cancelled', entries: [] });
    expect(journal.entries).toEqual([]);
  });

  it('stops, and says so, when the journal cannot be written', async () => {
    const journal = { load: () => Promise.resolve([]), add: () => Promise.reject(new Error('QuotaExceededError')) };
    const run = await BatchRun.open({
      claims: claims(3),
      check: () => Promise.resolve(outcome()),
      journal,
      concurrency: 1,
    });
    run.resume();
    await expect(run.finished).rejects.toThrow('QuotaExceededError');
  });

  it('refuses a concurrency below one', async () => {
    await expect(
      BatchRun.open({ claims: [], check: () => Promise.resolve(outcome()), journal: memoryJournal(), concurrency: 0 }),
    ).rejects.toThrow(/at least one/);
  });
});

describe('shards', () => {
  it.each([
    ['1/3', [0, 3, 6]],
    ['2/3', [1, 4]],
    ['3/3', [2, 5]],
    ['1/1', [0, 1, 2, 3, 4, 5, 6]],
  ])('%s takes every n-th claim from the i-th', (text, indexes) => {
    const shard = parseShard(text);
    if ('error' in shard) throw new Error(shard.error);
    expect(shardClaims(claims(7), shard).map((c) => c.index)).toEqual(indexes);
  });

  it('the shards together hold every claim once', () => {
    const all = [1, 2, 3, 4].flatMap((i) => shardClaims(claims(10), { index: i, count: 4 }).map((c) => c.index));
    expect(all.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it.each(['0/3', '4/3', '2', 'a/b', '1/0'])('refuses %s with what to write', (text) => {
    expect(parseShard(text)).toEqual({ error: expect.stringMatching(/--shard/) });
  });
});

describe('a checked claim as its entry', () => {
  const doc = (text: string, page: number, stance?: 'supports' | 'refutes' | 'neutral') => ({
    kind: 'document' as const,
    text,
    document: { id: 'doc:0123456789abcdef', name: 'label.pdf', page },
    ...(stance ? { stance } : {}),
  });
  const evidence = [
    doc('Approved for adults.', 2, 'supports'),
    doc('Not approved for children.', 4, 'refutes'),
    doc('Store cold.', 5, 'neutral'),
    doc('Each dose holds 45 micrograms.', 3),
    { kind: 'web' as const, text: 'A web page says so.', url: 'https://example.org/' },
  ];
  const claim = { index: 0, line: 1, claim: 'A claim.' };

  it.each([
    ['True', ['Approved for adults.', 'Each dose holds 45 micrograms.']],
    ['False', ['Not approved for children.', 'Each dose holds 45 micrograms.']],
    ['Unverified', []],
  ] as const)('%s: the document passages it rests on, with name and page', (verdict, texts) => {
    const e = entryOf(claim, { ...outcome(verdict), evidence }, 5);
    expect(e.details.map((d) => d.text)).toEqual(texts);
    for (const d of e.details) expect(d.document).toBe('label.pdf');
  });
});
