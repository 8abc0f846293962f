import { appendFileSync, mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import type { CheckRecord } from '../../lib/db/records';
import { parseEvalArgs } from '../../lib/eval/args';
import { evalConfig, searchSettings } from '../../lib/eval/config';
import { memoryDatabase } from '../../lib/eval/knowledge';
import { countingServices, emptyUsage } from '../../lib/eval/llm-usage';
import { MemoryLog } from '../../lib/eval/memory-log';
import { evalModels, modelFolders } from '../../lib/eval/models';
import { recordFromCheck } from '../../lib/eval/system-run';
import type { EvalItem } from '../../lib/eval/types';
import { LlmError } from '../../lib/llm/errors';
import type { LlmServices } from '../../lib/llm/provider';
import { readModelFolder } from '../../lib/ml/node';
import { TINY_MODELS_DIR } from '../../lib/ml/node';
import { defaultEngineConfig } from '../../lib/settings/run-config';
import { defaultSettings } from '../../lib/settings/schema';
import { startModelMirror } from '../support/model-mirror';

const tmp = () => mkdtempSync(path.join(os.tmpdir(), 'eval-run-'));

describe('memory log: what a system learned survives a resume', () => {
  const vector = new Float32Array([0.25, -0.5, 0.125]);

  async function learn(log: MemoryLog) {
    const db = memoryDatabase('log');
    log.attach(db);
    await db.claims.put({
      id: 'claim:pack',
      text: 'From the pack.',
      normText: 'from the pack',
      looseKey: 'from pack',
      status: 'TRUE',
      origins: ['pack:p'],
      createdAt: 1,
      verifiedAt: 1,
    });
    await log.within('check:1', async () => {
      await db.transaction('rw', [db.claims, db.vectors], async () => {
        await db.claims.put({
          id: 'claim:one',
          text: 'One.',
          normText: 'one',
          looseKey: 'one',
          status: 'TRUE',
          origins: ['web'],
          createdAt: 2,
          verifiedAt: 2,
        });
        await db.vectors.put({ nodeId: 'claim:one', modelId: 'm', index: 'macro', vector });
      });
      await db.claims.update('claim:one', { status: 'FALSE' });
    });
    await log.within('check:2', () =>
      db.claims.put({
        id: 'claim:two',
        text: 'Two.',
        normText: 'two',
        looseKey: 'two',
        status: 'TRUE',
        origins: ['web'],
        createdAt: 3,
        verifiedAt: 3,
      }),
    );
    await log.within('check:3', () =>
      db.claims.put({
        id: 'claim:three',
        text: 'Three.',
        normText: 'three',
        looseKey: 'three',
        status: 'TRUE',
        origins: ['web'],
        createdAt: 4,
        verifiedAt: 4,
      }),
    );
    return db;
  }

  it('logs the writes of journaled claims only, and replays them in order', async () => {
    const file = path.join(tmp(), 'memory.jsonl');
    const log = new MemoryLog(file);
    const db = await learn(log);
    log.commit('check:1', 'item-1');
    log.discard('check:2');
    // check:3 never finished (the process died): its writes are not in the log.
    await db.delete();

    const fresh = memoryDatabase('replay');
    const replayed = await new MemoryLog(file).replay(fresh, (item) => item === 'item-1');
    expect(replayed).toBe(3);
    expect((await fresh.claims.toArray()).map((c) => [c.id, c.status])).toEqual([['claim:one', 'FALSE']]);
    const stored = await fresh.vectors.get(['m', 'claim:one'] as never);
    expect(stored?.vector).toBeInstanceOf(Float32Array);
    expect([...stored!.vector]).toEqual([...vector]);
    await fresh.delete();
  });

  it('replays nothing for claims the journal no longer holds, and skips a torn line', async () => {
    const file = path.join(tmp(), 'memory.jsonl');
    const log = new MemoryLog(file);
    const db = await learn(log);
    log.commit('check:1', 'item-1');
    log.commit('check:2', 'item-2');
    await db.delete();
    appendFileSync(file, '{"item":"item-3","table":"claims","type":"put","values":[{"id":"cl');
    const fresh = memoryDatabase('replay');
    expect(await new MemoryLog(file).replay(fresh, (item) => item === 'item-2')).toBe(1);
    expect((await fresh.claims.toArray()).map((c) => c.id)).toEqual(['claim:two']);
    await fresh.delete();
  });

  it('a write that lands after its claim was journaled still goes to the log', async () => {
    const file = path.join(tmp(), 'memory.jsonl');
    const log = new MemoryLog(file);
    const db = memoryDatabase('late');
    log.attach(db);
    let late: Promise<unknown> = Promise.resolve();
    await log.within('check:1', async () => {
      late = new Promise((r) => setTimeout(r, 5)).then(() =>
        db.vectors.put({ nodeId: 'claim:x', modelId: 'm', index: 'macro', vector: new Float32Array([1]) }),
      );
    });
    log.commit('check:1', 'item-1');
    await late;
    await db.delete();
    const fresh = memoryDatabase('replay');
    expect(await new MemoryLog(file).replay(fresh, () => true)).toBe(1);
    expect(await fresh.vectors.count()).toBe(1);
    await fresh.delete();
  });
});

describe('LLM use per claim', () => {
  it('counts every call, failed ones too, and the tokens the endpoint reported', async () => {
    let n = 0;
    const services: LlmServices = {
      recipient: () => null,
      open: async () => ({
        recipient: {
          provider: 'openai-compatible',
          endpoint: 'http://127.0.0.1/v1/chat/completions',
          model: 'm',
          leavesDevice: false,
        },
        client: {
          id: 'test',
          chat: async () => {
            if (++n === 3) throw new LlmError('network', 'Could not reach 127.0.0.1');
            return {
              content: '{}',
              model: 'm',
              ...(n === 1 ? { usage: { promptTokens: 120, completionTokens: 30 } } : {}),
            };
          },
        },
      }),
    };
    const usage = emptyUsage();
    const handle = await countingServices(services, usage).open(defaultEngineConfig());
    await handle!.client.chat({ messages: [] });
    await handle!.client.chat({ messages: [] });
    await expect(handle!.client.chat({ messages: [] })).rejects.toThrow(/Could not reach/);
    expect(usage).toEqual({ calls: 3, promptTokens: 120, completionTokens: 30 });
  });
});

describe('the run configuration', () => {
  const args = (extra: string[]) => parseEvalArgs(['--data', 'd.jsonl', ...extra]);

  it('uses the given LLM and search, never asks before sending, and takes keys from the environment only', () => {
    const c = evalConfig(
      args(['--llm', 'https://api.together.xyz/v1', '--llm-model', 'llama', '--search', 'brave', '--concurrency', '4']),
      defaultSettings(),
      {
        CLAIMLENS_LLM_API_KEY: ' sk-test ',
        CLAIMLENS_BRAVE_API_KEY: 'brave-key',
      },
    );
    expect(c.settings.llm).toMatchObject({
      provider: 'openai-compatible',
      baseUrl: 'https://api.together.xyz/v1',
      model: 'llama',
    });
    expect(c.settings.web).toMatchObject({ enabled: true, provider: 'brave' });
    expect(c.settings.privacy.askBeforeSending).toBe(false);
    expect(c.settings.general.maxConcurrentChecks).toBe(4);
    expect(c.secrets).toEqual({ llmApiKey: 'sk-test', braveApiKey: 'brave-key' });
    expect(c.sources.length).toBeGreaterThan(30);
  });

  it('keeps the settings file’s thresholds; a WebLLM or built-in model choice becomes no LLM under Node', () => {
    const s = defaultSettings();
    s.llm.provider = 'webllm';
    s.web.minBestScore = 0.55;
    const c = evalConfig(args([]), s, {});
    expect(c.settings.llm.provider).toBe('none');
    expect(c.settings.web.minBestScore).toBe(0.55);
    expect(c.settings.web.enabled).toBe(false);
    s.llm.provider = 'browser';
    expect(evalConfig(args([]), s, {}).settings.llm.provider).toBe('none');
  });

  it('reads --search and names the fix for a wrong one', () => {
    expect(searchSettings('duckduckgo')).toEqual({ enabled: true, provider: 'duckduckgo' });
    expect(searchSettings('searxng=https://searx.example.org/')).toEqual({
      enabled: true,
      provider: 'searxng',
      searxngUrl: 'https://searx.example.org/',
    });
    expect(searchSettings('http://127.0.0.1:8888')).toEqual({
      enabled: true,
      provider: 'searxng',
      searxngUrl: 'http://127.0.0.1:8888',
    });
    expect(() => searchSettings('searxng')).toThrow(/--search searxng=https:\/\/searx\.example\.org\//);
    expect(() => searchSettings('google')).toThrow(
      /Unknown search provider "google": use duckduckgo, brave or searxng=URL/,
    );
    expect(() => evalConfig(args(['--search', 'brave']), defaultSettings(), {})).toThrow(/set CLAIMLENS_BRAVE_API_KEY/);
  });
});

describe('a finished check as an evaluation record', () => {
  const item: EvalItem = { id: 'c1', claim: 'Garlic cures COVID-19.', gold: 'False', rawLabel: 'false', line: 3 };
  const check = (extra: Partial<CheckRecord>): CheckRecord =>
    ({
      id: 'check:1',
      text: item.claim,
      status: 'done',
      timings: [
        { stage: 'input', ms: 1 },
        { stage: 'memory', ms: 20 },
        { stage: 'web', ms: 300 },
        { stage: 'tribunal', ms: 900 },
        { stage: 'persist', ms: 40 },
      ],
      traces: {},
      evidence: [],
      startedAt: 1000,
      finishedAt: 2300,
      ...extra,
    }) as CheckRecord;
  const usage = { calls: 5, promptTokens: 4000, completionTokens: 600 };

  it('keeps verdict, path, stage times, LLM use and what was stored', () => {
    const r = recordFromCheck(
      'full',
      item,
      check({
        verdict: 'False',
        path: 'web',
        confidence: 0.8,
        traces: { persist: { stored: true, dropped: [], report: { facts: [{}, {}] } } },
      }),
      usage,
    );
    expect(r).toEqual({
      system: 'full',
      id: 'c1',
      claim: item.claim,
      gold: 'False',
      verdict: 'False',
      path: 'web',
      confidence: 0.8,
      stageMs: { input: 1, memory: 20, web: 300, tribunal: 900, persist: 40 },
      totalMs: 1300,
      llmCalls: 5,
      promptTokens: 4000,
      completionTokens: 600,
      storedFacts: 2,
    });
  });

  it('an LLM that failed (tribunal and single pass) is a technical error, not an abstention', () => {
    const r = recordFromCheck(
      'full',
      item,
      check({
        verdict: 'Unverified',
        path: 'web',
        reason: 'The LLM could not weigh the evidence…',
        traces: { tribunal: { mode: 'failed', error: 'Could not reach 127.0.0.1:9.' } },
      }),
      usage,
    );
    expect(r).toMatchObject({ verdict: 'Unverified', error: 'The LLM failed: Could not reach 127.0.0.1:9.' });
    expect(
      recordFromCheck('full', item, check({ status: 'failed', error: 'Text over the limit.' }), usage),
    ).toMatchObject({ verdict: 'Unverified', error: 'Text over the limit.' });
  });

  it('an honest Unverified keeps its reason', () => {
    const r = recordFromCheck(
      'full',
      item,
      check({ verdict: 'Unverified', path: 'web', reason: 'No usable evidence on your trusted sources.' }),
      usage,
    );
    expect(r).toMatchObject({ verdict: 'Unverified', reason: 'No usable evidence on your trusted sources.' });
    expect(r.error).toBeUndefined();
  });
});

describe('models from a mirror (or the Hub)', () => {
  it('downloads the models the settings name into the cache once, then reuses them', async () => {
    const mirror = await startModelMirror(TINY_MODELS_DIR);
    try {
      const settings = defaultSettings();
      settings.models.custom = ['tiny-embed', 'tiny-nli'].map(
        (id) => readModelFolder(path.join(TINY_MODELS_DIR, 'claimlens', id)).entry,
      );
      settings.models.embedModelId = 'tiny-embed';
      settings.models.nliModelId = 'tiny-nli';
      const cacheDir = tmp();
      const logs: string[] = [];
      const first = await evalModels(mirror.base, settings, {
        backend: 'onnxruntime-web',
        log: (l) => logs.push(l),
        cacheDir,
      });
      expect(first).toMatchObject({ embed: 'tiny-embed', nli: 'tiny-nli' });
      expect(logs.filter((l) => l.startsWith('Downloaded'))).toEqual([
        'Downloaded tiny-embed.',
        'Downloaded tiny-nli.',
      ]);
      expect(mirror.log.some((l) => l.startsWith('GET claimlens/tiny-nli/onnx/model.onnx'))).toBe(true);
      const requests = mirror.log.length;
      logs.length = 0;
      await evalModels(mirror.base, settings, { backend: 'onnxruntime-web', log: (l) => logs.push(l), cacheDir });
      expect(logs).toEqual([]);
      expect(mirror.log.length).toBe(requests);
      await expect(
        evalModels(
          `${mirror.base}/nothing-here`,
          { ...settings, models: { ...settings.models } },
          { backend: 'onnxruntime-web', log: () => undefined, cacheDir: tmp() },
        ),
      ).rejects.toThrow(/Downloading tiny-embed failed: .*HTTP 404/);
    } finally {
      await mirror.close();
    }
  }, 60_000);
});

describe('model folders', () => {
  it('finds every folder with a claimlens-model.json below the one given', () => {
    expect(modelFolders(TINY_MODELS_DIR).map((d) => path.basename(d))).toEqual(['tiny-embed', 'tiny-nli']);
    expect(modelFolders(path.join(TINY_MODELS_DIR, 'claimlens/tiny-nli'))).toHaveLength(1);
    expect(() => modelFolders('/nonexistent/models')).toThrow(/--models \/nonexistent\/models: no such folder/);
  });
});
