import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { ClaimLensDB } from '../../lib/db/database';
import { BUILTIN_MODEL, createBuiltinClient } from '../../lib/llm/builtin';
import { bridgedClient, serveBuiltinBridge } from '../../lib/llm/builtin-bridge';
import { NO_MODELS } from '../../lib/ml/types';
import { tribunalStage } from '../../lib/pipeline/stages/tribunal';
import { defaultEngineConfig } from '../../lib/settings/run-config';
import { GARLIC_CLAIM, MASK_BUNDLE, MASK_CLAIM } from '../fixtures/bundles';
import { installLanguageModel, type ScriptedLanguageModel, scriptedLanguageModel } from '../support/language-model';
import { doneCheck } from './support/check-row';
import { stageContext } from './support/scripted-tribunal';

let db: ClaimLensDB;
let lm: ScriptedLanguageModel;
let uninstall: () => void;
let n = 0;
beforeEach(async () => {
  db = new ClaimLensDB(`builtin-stage-${++n}`);
  await db.open();
  lm = scriptedLanguageModel();
  uninstall = installLanguageModel(lm);
});
afterEach(() => {
  uninstall();
  db.close();
});

describe('a check weighed by the browser’s built-in model', () => {
  it('answers True with no key and no server: every role through LanguageModel, on the device, in the transcript', async () => {
    const config = defaultEngineConfig();
    config.settings.llm.provider = 'browser';
    const ctx = stageContext(db, NO_MODELS, config, 'check:builtin');
    await db.checks.put({ ...doneCheck({}, MASK_CLAIM), id: 'check:builtin', status: 'running' });
    const { outcome, recorder } = await tribunalStage(MASK_CLAIM, MASK_BUNDLE, ctx);
    expect(outcome.verdict).toBe('True');
    expect(outcome.modelIds).toMatchObject({ llm: 'browser:built-in' });
    const roles = recorder!.calls.map((c) => c.role);
    expect(roles).toEqual(expect.arrayContaining(['support', 'contradiction', 'judge']));
    expect(
      recorder!.calls.every((c) => c.to.provider === 'browser' && !c.to.leavesDevice && c.to.model === BUILTIN_MODEL),
    ).toBe(true);
    // One session per role, cloned per call; every structured call constrained by its JSON Schema.
    expect(lm.counts.create).toBe(new Set(lm.prompts.map((p) => p.system)).size);
    expect(lm.counts.clone).toBe(lm.prompts.length);
    expect(lm.prompts.every((p) => p.responseConstraint)).toBe(true);
  });
});

describe('the bridge from the engine worker to the page that has LanguageModel', () => {
  function bridge(host = createBuiltinClient(lm)) {
    const channel = new MessageChannel();
    serveBuiltinBridge(channel.port2, () => host);
    const client = bridgedClient(channel.port1);
    return { client, close: () => (channel.port1.close(), channel.port2.close()) };
  }
  const query = [
    { role: 'system' as const, content: 'Write one concise web search query for the claim.' },
    { role: 'user' as const, content: `<claim>\n${GARLIC_CLAIM}\n</claim>` },
  ];

  it('carries the request and the answer, notes included', async () => {
    const { client, close } = bridge();
    const reply = await client.chat({
      messages: query,
      jsonSchema: { name: 'search_query', schema: { type: 'object', required: ['query'] } },
    });
    close();
    expect(JSON.parse(reply.content)).toHaveProperty('query');
    expect(reply.model).toBe(BUILTIN_MODEL);
    expect(lm.prompts[0]!.system).toBe(query[0]!.content);
  });

  it('carries errors with their kind and message, and the reader’s cancel', async () => {
    lm.state = 'unavailable';
    const { client, close } = bridge();
    await expect(client.chat({ messages: query })).rejects.toMatchObject({
      name: 'LlmError',
      kind: 'unavailable',
      message: expect.stringMatching(/^This Chrome has no built-in model/),
    });
    const controller = new AbortController();
    const pending = client.chat({ messages: query, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    close();
  });
});
