import { afterEach, describe, expect, it } from 'vitest';

import { BUILTIN_MODEL, createBuiltinClient, downloadBuiltin } from '../../lib/llm/builtin';
import { BUILTIN_MISSING } from '../../lib/llm/builtin-api';
import { keepPassages, largestFit } from '../../lib/llm/builtin-fit';
import { LlmError } from '../../lib/llm/errors';
import type { ChatMessage, ChatRequest } from '../../lib/llm/llm';
import { installLanguageModel, type ScriptedLanguageModel, scriptedLanguageModel } from '../support/language-model';

const QUERY_SYSTEM = 'Write one concise web search query for the claim.';
const SCHEMA = {
  name: 'search_query',
  schema: { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] },
};

function request(messages: ChatMessage[], extra: Partial<ChatRequest> = {}): ChatRequest {
  return { messages, temperature: 0, jsonSchema: SCHEMA, ...extra };
}

const ask = (claim: string): ChatMessage[] => [
  { role: 'system', content: QUERY_SYSTEM },
  { role: 'user', content: `<claim>\n${claim}\n</claim>` },
];

function bundle(n: number): string {
  const passages = Array.from(
    { length: n },
    (_, i) =>
      `<passage id="${i + 1}" url="https://who.int/${i + 1}">\n${'Masks reduce transmission. '.repeat(20)}\n</passage>\n`,
  ).join('');
  return `<claim>\nMasks reduce spread.\n</claim>\n<evidence>\n${passages}</evidence>\nWeigh the evidence.`;
}

let uninstall: (() => void) | null = null;
afterEach(() => {
  uninstall?.();
  uninstall = null;
});

function scripted(o: Parameters<typeof scriptedLanguageModel>[0] = {}): ScriptedLanguageModel {
  const lm = scriptedLanguageModel(o);
  uninstall = installLanguageModel(lm);
  return lm;
}

describe('the browser’s built-in model as an LLM client', () => {
  it('sends the system prompt as the session’s, the turns as the prompt and the JSON Schema as responseConstraint', async () => {
    const lm = scripted();
    const reply = await createBuiltinClient(lm).chat(request(ask('Garlic cures COVID-19.')));
    expect(lm.prompts).toEqual([
      {
        system: QUERY_SYSTEM,
        input: [{ role: 'user', content: '<claim>\nGarlic cures COVID-19.\n</claim>' }],
        responseConstraint: SCHEMA.schema,
      },
    ]);
    expect(JSON.parse(reply.content)).toHaveProperty('query');
    expect(reply).toMatchObject({ model: BUILTIN_MODEL, structured: 'json-schema' });
    expect(reply.notes).toBeUndefined();
  });

  it('opens one session per role and clones it for every call', async () => {
    const lm = scripted();
    const client = createBuiltinClient(lm);
    await client.chat(request(ask('Garlic cures COVID-19.')));
    await client.chat(request(ask('Vitamin C prevents colds.')));
    expect(lm.counts).toEqual({ create: 1, clone: 2 });
    await client.chat(
      request([{ role: 'system', content: 'You are the Judge.' }, ...ask('x').slice(1)], { jsonSchema: undefined }),
    );
    expect(lm.counts).toEqual({ create: 2, clone: 3 });
  });

  it('keeps at most eight role sessions, the oldest given back first', async () => {
    const lm = scripted();
    const client = createBuiltinClient(lm);
    const role = (i: number) => request([{ role: 'system', content: `${QUERY_SYSTEM} ${i}` }, ...ask('x').slice(1)]);
    for (let i = 0; i < 9; i++) await client.chat(role(i));
    expect(lm.counts.create).toBe(9);
    await client.chat(role(8));
    expect(lm.counts.create).toBe(9);
    await client.chat(role(0));
    expect(lm.counts.create).toBe(10);
  });

  it('names the fix when the browser has no model, cannot run one, or has not downloaded it, and never starts a download itself', async () => {
    await expect(createBuiltinClient(null).chat(request(ask('x')))).rejects.toThrow(BUILTIN_MISSING);
    const none = scripted({ state: 'unavailable' });
    await expect(createBuiltinClient(none).chat(request(ask('x')))).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringMatching(
        /^This Chrome has no built-in model: .*Pick another provider in Settings → LLM\.$/,
      ),
    });
    for (const state of ['downloadable', 'downloading'] as const) {
      const lm = scripted({ state });
      lm.userActivation = true;
      const error = await createBuiltinClient(lm)
        .chat(request(ask('x')))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(LlmError);
      expect((error as LlmError).message).toMatch(/not downloaded yet: open Settings → LLM and press Download/);
      expect(lm.state).toBe(state);
      expect(lm.counts.create).toBe(0);
    }
  });

  it('a session that could not open is tried again on the next call (after the download)', async () => {
    const lm = scripted({ state: 'downloadable' });
    const client = createBuiltinClient(lm);
    await expect(client.chat(request(ask('x')))).rejects.toThrow(/not downloaded yet/);
    lm.userActivation = true;
    const progress: number[] = [];
    await downloadBuiltin(lm, (f) => progress.push(f));
    expect(progress).toEqual([0, 0.5, 1]);
    expect(JSON.parse((await client.chat(request(ask('x')))).content)).toHaveProperty('query');
  });

  it('a download without the reader’s click is refused with the fix named', async () => {
    const lm = scripted({ state: 'downloadable' });
    await expect(downloadBuiltin(lm, () => undefined)).rejects.toMatchObject({
      kind: 'unavailable',
      message: expect.stringContaining('press Download'),
    });
    expect(lm.state).toBe('downloadable');
  });

  it('trims whole passages from the end until the prompt fits the input quota, and says so', async () => {
    const lm = scripted({ inputQuota: 700 });
    const reply = await createBuiltinClient(lm).chat(
      request(
        ask('x')
          .slice(0, 1)
          .concat({ role: 'user', content: bundle(6) }),
      ),
    );
    const sent = lm.prompts[0]!.input.at(-1)!.content;
    const kept = sent.match(/<passage /g)?.length ?? 0;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThan(6);
    expect(sent).toBe(keepPassages(bundle(6), kept));
    expect(sent).toContain('</evidence>\nWeigh the evidence.');
    expect(reply.notes).toEqual([
      `Evidence trimmed to fit the built-in model’s input quota (700 tokens): ${kept} of 6 passages sent, the rest left out.`,
    ]);
  });

  it('a request over the quota even with one passage fails as quota, naming the fix', async () => {
    const lm = scripted({ inputQuota: 150 });
    await expect(
      createBuiltinClient(lm).chat(
        request(
          ask('x')
            .slice(0, 1)
            .concat({ role: 'user', content: bundle(3) }),
        ),
      ),
    ).rejects.toMatchObject({
      kind: 'quota',
      message: expect.stringMatching(
        /input quota \(150 tokens\), even with one evidence passage: select a shorter text, or pick a remote provider/,
      ),
    });
    expect(lm.prompts).toHaveLength(0);
  });

  it('maps the Prompt API’s errors: QuotaExceededError, NotSupportedError, AbortError', async () => {
    const lm = scripted();
    const client = createBuiltinClient(lm);
    lm.failNext = 'QuotaExceededError';
    await expect(client.chat(request(ask('x')))).rejects.toMatchObject({ kind: 'quota' });
    lm.failNext = 'NotSupportedError';
    await expect(client.chat(request(ask('x')))).rejects.toMatchObject({
      kind: 'unavailable',
      message: /cannot answer this request/,
    });
    const controller = new AbortController();
    controller.abort();
    await expect(client.chat(request(ask('x'), { signal: controller.signal }))).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});

describe('fitting the evidence', () => {
  it('keepPassages removes whole passages after the first n', () => {
    const text = bundle(3);
    expect(keepPassages(text, 3)).toBe(text);
    expect(keepPassages(text, 1).match(/<passage /g)).toHaveLength(1);
    expect(keepPassages(text, 0)).not.toContain('<passage');
    expect(keepPassages(text, 0)).toContain('<evidence>\n</evidence>');
  });

  it('largestFit finds the largest count that fits, at least one passage, or null', async () => {
    for (const limit of [1, 4, 9]) {
      const asked: number[] = [];
      const found = await largestFit(10, async (k) => (asked.push(k), k <= limit));
      expect(found).toBe(limit);
      expect(asked.length).toBeLessThanOrEqual(5);
    }
    expect(await largestFit(10, async () => false)).toBeNull();
    expect(await largestFit(1, async () => true)).toBeNull();
  });
});
