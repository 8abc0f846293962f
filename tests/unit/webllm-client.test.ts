import type { ChatCompletionRequestNonStreaming } from '@mlc-ai/web-llm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { LlmError } from '../../lib/llm/errors';
import { LocalLlm } from '../../lib/llm/webllm';
import { LOCAL_MODELS } from '../../lib/llm/webllm-models';
import { tribunalScript } from '../support/llm-script';

/**
 * The local LLM's chat path at WebLLM's boundary: WebLLM needs WebGPU, so its module is replaced
 * by one with the real surface (`CreateMLCEngine`, `hasModelInCache`, an engine whose
 * `chat.completions.create` takes an OpenAI-style request with `response_format.schema` as a JSON
 * string, and `interruptGenerate`), answered by the tribunal script.
 */

const lib = vi.hoisted(() => ({
  cached: true,
  requests: [] as unknown[],
  interrupts: 0,
  reply: null as null | ((req: unknown) => Promise<unknown>),
}));

vi.mock('@mlc-ai/web-llm', () => ({
  hasModelInCache: async () => lib.cached,
  deleteModelAllInfoInCache: async () => undefined,
  CreateMLCEngine: async (_id: string, o: { initProgressCallback?(r: object): void }) => {
    o.initProgressCallback?.({ progress: 1, timeElapsed: 0, text: 'Finish loading on WebGPU' });
    return {
      chat: { completions: { create: (req: unknown) => (lib.requests.push(req), lib.reply!(req)) } },
      interruptGenerate: () => void lib.interrupts++,
      setInitProgressCallback: () => undefined,
      reload: async () => undefined,
      unload: async () => undefined,
    };
  },
}));

/** What the scripted model answers, as WebLLM's ChatCompletion. */
async function scripted(req: unknown): Promise<unknown> {
  const body = req as ChatCompletionRequestNonStreaming;
  const format = body.response_format as { type: string; schema?: unknown } | undefined;
  // WebLLM takes the schema only as a JSON string, and only with type json_object.
  if (format && (format.type !== 'json_object' || typeof format.schema !== 'string'))
    throw new Error('Invalid response_format: schema must be a JSON string');
  const messages = body.messages.map((m) => ({ role: m.role, content: String(m.content) }));
  const kind = tribunalScript.identify({ messages })!;
  return {
    choices: [
      {
        index: 0,
        finish_reason: 'stop',
        message: { role: 'assistant', content: JSON.stringify(tribunalScript.respond(kind, { messages })) },
      },
    ],
    usage: { prompt_tokens: 120, completion_tokens: 12, total_tokens: 132 },
  };
}

const MODEL = LOCAL_MODELS[0]!.id;
const SCHEMA = { type: 'object', properties: { query: { type: 'string' } }, required: ['query'] };
const QUERY = [
  { role: 'system' as const, content: 'Write one concise web search query for the claim.' },
  { role: 'user' as const, content: '<claim>\nGarlic cures COVID-19.\n</claim>' },
];

// WebGPU is the browser's: an adapter is all the client asks of it before loading.
beforeAll(() => {
  vi.stubGlobal('navigator', { ...globalThis.navigator, gpu: { requestAdapter: async () => ({}) } });
});
afterAll(() => {
  vi.unstubAllGlobals();
});
beforeEach(() => {
  lib.cached = true;
  lib.requests.length = 0;
  lib.interrupts = 0;
  lib.reply = scripted;
});

describe('WebLLM’s JSON-schema chat path', () => {
  it('sends the messages at temperature 0 with the schema as a JSON string, and maps the answer and usage', async () => {
    const client = await new LocalLlm().client(MODEL);
    const reply = await client.chat({
      messages: QUERY,
      temperature: 0,
      jsonSchema: { name: 'search_query', schema: SCHEMA },
    });
    expect(lib.requests).toEqual([
      {
        messages: QUERY,
        temperature: 0,
        response_format: { type: 'json_object', schema: JSON.stringify(SCHEMA) },
        stream: false,
      },
    ]);
    expect(JSON.parse(reply.content)).toHaveProperty('query');
    expect(reply).toMatchObject({ model: MODEL, usage: { promptTokens: 120, completionTokens: 12 } });
    expect(client.id).toBe(`webllm:${MODEL}`);
  });

  it('a model not downloaded is refused with the fix named, before anything loads', async () => {
    lib.cached = false;
    await expect(new LocalLlm().client(MODEL)).rejects.toThrow(
      /is not downloaded yet: open Settings → LLM and press Download\./,
    );
  });

  it('an empty answer is invalid output; a library failure is named as the local model’s', async () => {
    const client = await new LocalLlm().client(MODEL);
    lib.reply = async () => ({ choices: [{ message: { content: '' } }] });
    await expect(client.chat({ messages: QUERY })).rejects.toMatchObject({ kind: 'invalid-output' });
    lib.reply = async () => {
      throw new Error('GPU device lost');
    };
    const error = await client.chat({ messages: QUERY }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(LlmError);
    expect((error as LlmError).message).toBe('The local model failed: GPU device lost');
  });

  it('the reader’s cancel interrupts the generation and rejects as aborted', async () => {
    const client = await new LocalLlm().client(MODEL);
    let release!: () => void;
    lib.reply = (req) => new Promise((resolve) => (release = () => resolve(scripted(req))));
    const controller = new AbortController();
    const pending = client.chat({ messages: QUERY, signal: controller.signal });
    await vi.waitFor(() => expect(lib.requests).toHaveLength(1));
    controller.abort();
    release();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    expect(lib.interrupts).toBe(1);
  });
});
