import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';

import { afterEach, describe, expect, it } from 'vitest';

import type { LogEntry } from '../../lib/log/entry';
import { configureLog } from '../../lib/log/log';
import { type BackendMeasurement, readMeasurement, saveMeasurement } from '../../lib/ml/backend-record';
import { fsStore } from '../../lib/ml/store-fs';

/** The remembered backend measurement is a stored file: read back whole, or measured again. */

const GOOD: BackendMeasurement = {
  key: 'sha:abc|adapter:none|ort:1.23',
  device: 'wasm',
  reason: 'WASM was faster (38 ms vs 51 ms a batch)',
  webgpuMs: 51,
  wasmMs: 38,
  measuredAt: 1_764_000_000_000,
};

const entries: LogEntry[] = [];
afterEach(() => {
  entries.length = 0;
  configureLog({ context: 'other' });
});

async function storeWith(text: string | null) {
  const store = fsStore(await mkdtemp(path.join(os.tmpdir(), 'claimlens-backend-')));
  if (text !== null) await store.write('m', 'claimlens-backend.json', new TextEncoder().encode(text));
  return store;
}

describe('remembered backend measurement', () => {
  it('reads back what was saved', async () => {
    const store = await storeWith(null);
    expect(await readMeasurement(store, 'm')).toBeNull();
    await saveMeasurement(store, 'm', GOOD);
    expect(await readMeasurement(store, 'm')).toEqual(GOOD);
  });

  it.each([
    ['a reason that is not text', { ...GOOD, reason: { html: '<img src=x onerror=alert(1)>' } }],
    ['a figure that is not a number', { ...GOOD, wasmMs: '38 ms' }],
    ['a negative figure', { ...GOOD, webgpuMs: -1 }],
    ['an unknown device', { ...GOOD, device: 'cuda' }],
    ['no time of measuring', { ...GOOD, measuredAt: undefined }],
  ])('a record with %s is not used, and the log says it is measured again', async (_what, record) => {
    configureLog({ context: 'other', sink: (e) => entries.push(e) });
    const store = await storeWith(JSON.stringify(record));
    expect(await readMeasurement(store, 'm')).toBeNull();
    expect(entries.map((e) => e.message)).toEqual([
      expect.stringMatching(/^The remembered backend of m is malformed \(.+\): it is measured again$/),
    ]);
  });

  it('a file that is not JSON is not used either', async () => {
    configureLog({ context: 'other', sink: (e) => entries.push(e) });
    expect(await readMeasurement(await storeWith('{"key": '), 'm')).toBeNull();
    expect(entries.map((e) => e.message)).toEqual([
      expect.stringMatching(/^The remembered backend of m could not be read: it is measured again: .*JSON/),
    ]);
  });
});
