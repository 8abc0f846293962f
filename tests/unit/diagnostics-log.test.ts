import { afterEach, describe, expect, it } from 'vitest';

import { ClaimLensDB } from '../../lib/db/database';
import type { KgStatus } from '../../lib/engine/declare/kg';
import { Engine } from '../../lib/engine/engine';
import { startKnowledge } from '../../lib/engine/startup';
import { formatEntries, type LogEntry, makeEntry, MAX_CONTENT_MESSAGE, parseEntry, redact } from '../../lib/log/entry';
import { forwardingSink, type LogEvent } from '../../lib/log/forward';
import { log } from '../../lib/log/log';
import { newestFirst, Ring } from '../../lib/log/ring';
import { clearDiagnostics, logKey, readDiagnostics, storageSink } from '../../lib/log/store';
import { defaultEngineConfig } from '../../lib/settings/run-config';
import { MemoryArea } from '../support/memory-storage';
import { models } from './support/kg-fixtures';

const entry = (at: number, message = `m${at}`, context: LogEntry['context'] = 'background'): LogEntry => ({
  at,
  level: 'error',
  context,
  area: 'test',
  message,
});

describe('the ring buffer', () => {
  it('keeps the newest entries up to its capacity, oldest first', () => {
    const ring = new Ring(3);
    ring.push(entry(1), entry(2));
    ring.push(entry(3), entry(4), entry(5));
    expect(ring.entries().map((e) => e.at)).toEqual([3, 4, 5]);
    ring.clear();
    expect(ring.entries()).toEqual([]);
  });

  it('merges contexts newest first, capped', () => {
    expect(
      newestFirst(
        [
          [entry(1), entry(4)],
          [entry(3), entry(2)],
        ],
        3,
      ).map((e) => e.at),
    ).toEqual([4, 3, 2]);
  });
});

describe('no secrets in the log', () => {
  it.each([
    [
      'OpenAI key in an echoed error',
      'Incorrect API key provided: sk-proj-AbCdEf1234567890xyz',
      'sk-proj-AbCdEf1234567890xyz',
    ],
    ['Bearer header', 'request failed with Authorization: Bearer abc.def.ghi-123', 'abc.def.ghi-123'],
    ['key in a query string', 'GET https://api.example.com/search?api_key=s3cr3tValue&q=x failed', 's3cr3tValue'],
    ['Google key', 'Invalid key AIzaSyA1234567890abcdefghijklmno', 'AIzaSyA1234567890abcdefghijklmno'],
    ['Hugging Face token', 'HTTP 401 for hf_AbCdEfGhIjKlMnOpQrStUv', 'hf_AbCdEfGhIjKlMnOpQrStUv'],
    [
      'a long opaque token',
      'token rejected: 9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c',
      '9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c',
    ],
  ])('%s is redacted', (_name, message, secret) => {
    const e = makeEntry('error', 'engine', 'llm', 'The LLM refused', new Error(message));
    expect(e.message).not.toContain(secret);
    expect(e.message).toContain('[redacted]');
  });

  it('keeps what a reader needs: model ids, hosts, HTTP statuses', () => {
    const text =
      'Xenova/all-MiniLM-L6-v2 could not be downloaded from https://huggingface.co/Xenova/all-MiniLM-L6-v2/resolve/main/onnx/model_quantized.onnx (HTTP 404)';
    expect(redact(text)).toBe(text);
  });

  it('re-redacts an entry that arrives from another context', () => {
    expect(parseEntry({ ...entry(1, 'key sk-live-1234567890abcdef'), context: 'engine' })?.message).toBe(
      'key [redacted]',
    );
    expect(parseEntry({ ...entry(1), context: 'attacker' })).toBeNull();
    expect(parseEntry({ at: '1', level: 'error', context: 'engine', area: 'x', message: 'y' })).toBeNull();
  });

  it('cuts a content script’s messages short, as they may quote the page', () => {
    const e = makeEntry('warn', 'content', 'content', 'Badges could not be restored', new Error('x'.repeat(500)));
    expect(e.message.length).toBeLessThanOrEqual(MAX_CONTENT_MESSAGE);
  });

  it('logs the error’s message after the specific text, and copies as one line each', () => {
    log.error('knowledge', 'The starter pack could not be installed', new Error('HTTP 404'));
    const last = log.entries().at(-1)!;
    expect(last).toMatchObject({
      level: 'error',
      area: 'knowledge',
      message: 'The starter pack could not be installed: HTTP 404',
    });
    expect(formatEntries([last])).toMatch(
      /^\d{4}-\d\d-\d\dT.* ERROR \[other\/knowledge\] The starter pack could not be installed: HTTP 404$/,
    );
  });

  it('takes only the areas in the typed list, so a misspelt area does not compile', () => {
    // @ts-expect-error 'knowlege' is not a LogArea
    log.info('knowlege', 'Misspelt');
    expect(log.entries().at(-1)).toMatchObject({ area: 'knowlege', message: 'Misspelt' });
  });
});

describe('the transport to Settings → Diagnostics', () => {
  it('batches a burst into one write, per context key, capped at 200', async () => {
    const area = new MemoryArea();
    const sink = storageSink(area, 'background', 60_000);
    for (let i = 0; i < 250; i++) sink(entry(i));
    await sink.flush();
    expect(area.writes).toBe(1);
    const stored = area.data.get(logKey('background')) as LogEntry[];
    expect(stored).toHaveLength(200);
    expect(stored[0]!.at).toBe(50);
  });

  it('reads every context newest first, and clears them all', async () => {
    const area = new MemoryArea();
    const bg = storageSink(area, 'background', 60_000);
    const panel = storageSink(area, 'sidepanel', 60_000);
    bg(entry(1));
    panel(entry(3, 'm3', 'sidepanel'));
    bg(entry(2));
    await Promise.all([bg.flush(), panel.flush()]);
    expect((await readDiagnostics(area)).map((e) => `${e.context}:${e.at}`)).toEqual([
      'sidepanel:3',
      'background:2',
      'background:1',
    ]);
    await clearDiagnostics(area);
    expect(await readDiagnostics(area)).toEqual([]);
  });

  it('keeps a batch whose write failed and writes it with the next', async () => {
    const area = new MemoryArea();
    const set = area.set.bind(area);
    let fail = true;
    area.set = async (items) => (fail ? Promise.reject(new Error('QUOTA_BYTES quota exceeded')) : set(items));
    const sink = storageSink(area, 'content', 60_000);
    sink(entry(1, 'm1', 'content'));
    await sink.flush();
    fail = false;
    sink(entry(2, 'm2', 'content'));
    await sink.flush();
    expect((await readDiagnostics(area)).map((e) => e.at)).toEqual([2, 1]);
  });

  it('forwards from a context without storage, resending what the background missed', async () => {
    const sent: LogEvent[] = [];
    let up = false;
    const sink = forwardingSink(async (event) => {
      if (!up) throw new Error('Could not establish connection. Receiving end does not exist.');
      sent.push(event);
    });
    sink(entry(1, 'm1', 'engine'));
    await new Promise((r) => setTimeout(r, 0));
    up = true;
    sink(entry(2, 'm2', 'engine'));
    await new Promise((r) => setTimeout(r, 0));
    expect(sent.map((e) => [e.kind, e.entry.at])).toEqual([
      ['log', 1],
      ['log', 2],
    ]);
  });
});

describe('engine start-up work', () => {
  const dbs: ClaimLensDB[] = [];
  afterEach(async () => {
    await Promise.all(dbs.splice(0).map((db) => db.delete()));
  });
  const services = () => {
    const db = new ClaimLensDB(`startup-${dbs.length}-${Date.now()}`);
    dbs.push(db);
    return new Engine({ db, emit: () => undefined, models: models(null, null) }).services;
  };

  it('a starter pack that cannot be installed is logged and reported, not swallowed', async () => {
    const s = services();
    const state = await startKnowledge(
      s,
      async () => Promise.reject(new Error('The starter pack file is missing from the extension (HTTP 404).')),
      true,
    );
    expect(state).toEqual({
      state: 'failed',
      message: expect.stringContaining(
        'The starter pack could not be installed (it is tried again when the engine next starts): The starter pack file is missing from the extension (HTTP 404).',
      ),
    });
    expect(log.entries().at(-1)).toMatchObject({
      level: 'error',
      area: 'startup',
      message: expect.stringContaining('HTTP 404'),
    });
    expect((await s.db.tasks.get('task:starter'))?.status).toBe('failed');
  });

  it('runs in Engine.init, and kg.status reports how it went', async () => {
    const db = new ClaimLensDB(`startup-init-${Date.now()}`);
    dbs.push(db);
    const engine = new Engine({ db, emit: () => undefined, models: models(null, null) });
    const status = async () => ((await engine.handle('kg.status', {}, defaultEngineConfig())) as KgStatus).startup;
    expect(await status()).toEqual({ state: 'running' });
    await engine.init();
    await expect.poll(status).toEqual({ state: 'done' });
  });

  it('outside the extension only interrupted tasks are failed', async () => {
    expect(await startKnowledge(services(), async () => Promise.reject(new Error('not called')), false)).toEqual({
      state: 'done',
    });
  });
});
