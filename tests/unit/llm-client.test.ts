import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

import { LlmError } from '../../lib/llm/errors';
import type { RetryInfo } from '../../lib/llm/llm';
import { chatCompletionsUrl, createOpenAiClient } from '../../lib/llm/openai';
import { backoffDelay, retryAfterMs } from '../../lib/llm/retry';
import { type LlmServer, startLlmServer } from '../support/llm-server';

let server: LlmServer;
beforeAll(async () => {
  server = await startLlmServer({ apiKey: 'sk-test' });
});
afterAll(() => server.close());
afterEach(() => {
  server.clearFaults();
  server.requests.length = 0;
});

const schema = { name: 'judge_verdict', schema: { type: 'object' } };
const judgeRequest = (extra: Partial<Parameters<ReturnType<typeof createOpenAiClient>['chat']>[0]> = {}) => ({
  messages: [
    { role: 'system' as const, content: 'You are the Judge.' },
    { role: 'user' as const, content: 'Claim to judge:\n<claim>\nGarlic cures COVID-19.\n</claim>' },
  ],
  temperature: 0,
  jsonSchema: schema,
  ...extra,
});
const client = (o: Partial<Parameters<typeof createOpenAiClient>[0]> = {}) =>
  createOpenAiClient({ baseUrl: server.baseUrl, model: 'scripted-70b', apiKey: 'sk-test', timeoutMs: 2000, ...o });

describe('OpenAI-compatible client', () => {
  it('posts a chat completion with the model, temperature, json_schema response format and bearer key', async () => {
    const answer = await client().chat(judgeRequest());
    expect(JSON.parse(answer.content)).toMatchObject({ verdict: 'Neutral' });
    expect(answer.model).toBe('scripted-70b');
    const sent = server.requests[0]!;
    expect(sent.headers.authorization).toBe('Bearer sk-test');
    expect(sent.body).toMatchObject({
      model: 'scripted-70b',
      temperature: 0,
      response_format: { type: 'json_schema', json_schema: { name: 'judge_verdict', strict: true } },
    });
    expect(client().id).toBe(`openai-compatible:${server.baseUrl}:scripted-70b`);
  });

  it('builds the endpoint from a base URL with or without the path', () => {
    expect(chatCompletionsUrl('https://api.together.xyz/v1/')).toBe('https://api.together.xyz/v1/chat/completions');
    expect(chatCompletionsUrl('http://localhost:11434/v1/chat/completions')).toBe(
      'http://localhost:11434/v1/chat/completions',
    );
  });

  it('falls back to JSON mode once an endpoint rejects json_schema, and remembers it', async () => {
    server.fault({ mode: 'no-json-schema', times: Infinity });
    const c = client();
    await c.chat(judgeRequest());
    await c.chat(judgeRequest());
    expect(server.requests.map((r) => r.body.response_format?.type)).toEqual([
      'json_schema',
      'json_object',
      'json_object',
    ]);
  });

  it('retries a server error with backoff and reports the retry', async () => {
    server.fault({ mode: 'http-500', times: 1 });
    const retries: RetryInfo[] = [];
    const answer = await client().chat(judgeRequest({ onRetry: (r) => retries.push(r) }));
    expect(JSON.parse(answer.content).verdict).toBe('Neutral');
    expect(retries).toHaveLength(1);
    expect(retries[0]!.reason).toMatch(/server error \(HTTP 500/);
  });

  it('honours Retry-After on 429', async () => {
    server.fault({ mode: 'rate-limit', retryAfter: '1' });
    const retries: RetryInfo[] = [];
    const started = performance.now();
    await client().chat(judgeRequest({ onRetry: (r) => retries.push(r) }));
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
    expect(retries).toEqual([{ attempt: 1, reason: expect.stringMatching(/rate-limiting/), waitMs: 1000 }]);
  });

  it('fails at once, naming the wait, when Retry-After is longer than it is worth waiting', async () => {
    server.fault({ mode: 'rate-limit', retryAfter: '3600' });
    await expect(client({ maxRetryWaitMs: 5000 }).chat(judgeRequest())).rejects.toThrow(/asks to wait 3600 s/);
    expect(server.requests).toHaveLength(1);
  });

  it('gives up after its retries with the last error', async () => {
    server.fault({ mode: 'http-500', times: Infinity });
    const err = await client({ maxRetries: 1 })
      .chat(judgeRequest())
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(LlmError);
    expect((err as LlmError).kind).toBe('http');
    expect(server.requests).toHaveLength(2);
  });

  it('times out a stalled request and retries it', async () => {
    server.fault({ mode: 'slow', delayMs: 1500, times: 1 });
    const answer = await client({ timeoutMs: 300 }).chat(judgeRequest());
    expect(JSON.parse(answer.content).verdict).toBe('Neutral');
    server.fault({ mode: 'slow', delayMs: 1500, times: Infinity });
    await expect(client({ timeoutMs: 300, maxRetries: 0 }).chat(judgeRequest())).rejects.toThrow(
      /did not answer within 0\.3 s\. Try again, or raise the timeout in Settings → LLM\./,
    );
  });

  it('does not retry a refused key, and names the fix', async () => {
    const err = (await client({ apiKey: 'sk-wrong' })
      .chat(judgeRequest())
      .catch((e: unknown) => e)) as LlmError;
    expect(err.kind).toBe('auth');
    expect(err.message).toMatch(
      /refused the API key \(HTTP 401: Incorrect API key provided\.\)\. Check the key in Settings → LLM\./,
    );
    expect(server.requests).toHaveLength(1);
  });

  it('reports a refusal as such', async () => {
    server.fault({ mode: 'refusal' });
    const err = (await client()
      .chat(judgeRequest())
      .catch((e: unknown) => e)) as LlmError;
    expect(err.kind).toBe('refusal');
    expect(err.message).toContain('The model declined to answer');
  });

  it('is cancelled at once by the caller’s signal, also while waiting to retry', async () => {
    server.fault({ mode: 'slow', delayMs: 3000 });
    const ac = new AbortController();
    setTimeout(() => ac.abort(new DOMException('Cancelled', 'AbortError')), 100);
    const started = performance.now();
    const err = await client({ timeoutMs: 10_000 })
      .chat(judgeRequest({ signal: ac.signal }))
      .catch((e: unknown) => e);
    expect((err as DOMException).name).toBe('AbortError');
    expect(performance.now() - started).toBeLessThan(1000);

    server.fault({ mode: 'rate-limit', retryAfter: '30' });
    const ac2 = new AbortController();
    setTimeout(() => ac2.abort(new DOMException('Cancelled', 'AbortError')), 200);
    const err2 = await client()
      .chat(judgeRequest({ signal: ac2.signal }))
      .catch((e: unknown) => e);
    expect((err2 as DOMException).name).toBe('AbortError');
  });

  it('says clearly when the endpoint cannot be reached or the model is not set', async () => {
    const err = (await createOpenAiClient({ baseUrl: 'http://127.0.0.1:9/v1', model: 'm', maxRetries: 0 })
      .chat(judgeRequest())
      .catch((e: unknown) => e)) as LlmError;
    expect(err.kind).toBe('network');
    expect(err.message).toMatch(/^Could not reach 127\.0\.0\.1:9 .*Check the base URL in Settings → LLM/);
    await expect(client({ model: ' ' }).chat(judgeRequest())).rejects.toThrow(
      'No model name is set for the LLM endpoint: enter one in Settings → LLM.',
    );
  });
});

describe('retry rules', () => {
  it('reads Retry-After as seconds, an HTTP date, or retry-after-ms', () => {
    expect(retryAfterMs(new Headers({ 'retry-after': '2' }))).toBe(2000);
    expect(retryAfterMs(new Headers({ 'retry-after-ms': '150' }))).toBe(150);
    expect(
      retryAfterMs(new Headers({ 'retry-after': 'Thu, 01 Jan 2026 00:00:10 GMT' }), Date.parse('2026-01-01T00:00:00Z')),
    ).toBe(10_000);
    expect(retryAfterMs(new Headers({ 'retry-after': 'soon' }))).toBeNull();
    expect(retryAfterMs(new Headers())).toBeNull();
  });

  it('backs off exponentially up to a cap, with bounded jitter', () => {
    const mid = () => 0.5;
    expect([1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, undefined, mid))).toEqual([500, 1000, 2000, 4000, 8000, 8000]);
    expect(backoffDelay(1, undefined, () => 0)).toBe(400);
    expect(backoffDelay(1, undefined, () => 1)).toBe(600);
  });
});
