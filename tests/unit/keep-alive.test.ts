import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { inFlightAfter, KEEP_ALIVE_MS, keepAliveWhileChecking, STALE_MS } from '../../lib/background/keep-alive';

/** Firefox's event page stays up while the engine it hosts has checks queued or running. */

const update = (id: string, status: string) => ({
  kind: 'check.update',
  summary: { id: `check:${id}`, status, text: 'Garlic cures colds.', updatedAt: 1 },
  subscribers: [],
});

describe('inFlightAfter', () => {
  const cases: { name: string; before: [string, number][]; event: unknown; now: number; after: string[] }[] = [
    { name: 'a queued check counts', before: [], event: update('a', 'queued'), now: 10, after: ['check:a'] },
    { name: 'a running check counts', before: [], event: update('a', 'running'), now: 10, after: ['check:a'] },
    {
      name: 'a finished check stops counting',
      before: [['check:a', 5]],
      event: update('a', 'done'),
      now: 10,
      after: [],
    },
    {
      name: 'a failed check stops counting',
      before: [['check:a', 5]],
      event: update('a', 'failed'),
      now: 10,
      after: [],
    },
    {
      name: 'a cancelled check stops counting, others stay',
      before: [
        ['check:a', 5],
        ['check:b', 5],
      ],
      event: update('a', 'cancelled'),
      now: 10,
      after: ['check:b'],
    },
    { name: 'a check silent for STALE_MS is dropped', before: [['check:a', 0]], event: null, now: STALE_MS, after: [] },
    { name: 'one silent for less stays', before: [['check:a', 1]], event: null, now: STALE_MS, after: ['check:a'] },
    {
      name: 'a malformed event changes nothing',
      before: [['check:a', 5]],
      event: { kind: 'check.update', summary: { id: 'nope', status: 'running' } },
      now: 10,
      after: ['check:a'],
    },
    { name: 'a log event changes nothing', before: [], event: { kind: 'log', entry: {} }, now: 10, after: [] },
  ];
  it.each(cases)('$name', ({ before, event, now, after }) => {
    expect([...inFlightAfter(new Map(before), event, now).keys()]).toEqual(after);
  });
});

describe('keepAliveWhileChecking', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('pings every KEEP_ALIVE_MS while a check is in flight, and stops once it ends', async () => {
    const ping = vi.fn(() => Promise.resolve());
    const observe = keepAliveWhileChecking(ping);
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS * 3);
    expect(ping).not.toHaveBeenCalled();

    observe(update('a', 'running'));
    observe(update('b', 'queued'));
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS * 3);
    expect(ping).toHaveBeenCalledTimes(3);

    observe(update('a', 'done'));
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS);
    expect(ping).toHaveBeenCalledTimes(4);
    observe(update('b', 'failed'));
    await vi.advanceTimersByTimeAsync(KEEP_ALIVE_MS * 3);
    expect(ping).toHaveBeenCalledTimes(4);
  });

  it('gives up on a check that never reports its end', async () => {
    const ping = vi.fn(() => Promise.resolve());
    const observe = keepAliveWhileChecking(ping);
    observe(update('a', 'running'));
    await vi.advanceTimersByTimeAsync(STALE_MS + KEEP_ALIVE_MS * 3);
    expect(ping).toHaveBeenCalledTimes(STALE_MS / KEEP_ALIVE_MS - 1);
  });
});
