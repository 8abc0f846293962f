import { describe, expect, it } from 'vitest';

import { LlmError } from '../../lib/llm/errors';
import type { ChatRequest } from '../../lib/llm/llm';
import { replyStep } from '../../lib/llm/openai';

const reply = (status: number, body: unknown, headers: Record<string, string> = {}) => ({
  status,
  ok: status >= 200 && status < 300,
  headers: new Headers(headers),
  text: typeof body === 'string' ? body : JSON.stringify(body),
});
const completion = { model: 'm', choices: [{ message: { content: '{"ok":true}' }, finish_reason: 'stop' }] };
const plain: ChatRequest = { messages: [{ role: 'user', content: 'hi' }] };
const structured: ChatRequest = { ...plain, jsonSchema: { name: 'x', schema: { type: 'object' } } };
const o = { model: 'm', host: 'llm.test', jsonMode: false, maxRetryWaitMs: 60_000 };

describe('what an OpenAI-compatible reply leads to', () => {
  it('answers, naming the structured mode the answer came in', () => {
    const step = replyStep(reply(200, completion), structured, o);
    expect(step).toMatchObject({ kind: 'answer', response: { content: '{"ok":true}', structured: 'json-schema' } });
    expect(replyStep(reply(200, completion), structured, { ...o, jsonMode: true })).toMatchObject({
      response: { structured: 'json-mode' },
    });
  });

  it('asks again in JSON mode when the endpoint rejects json_schema, unless json_schema was required', () => {
    const rejected = reply(400, { error: { message: 'response_format json_schema is not supported' } });
    expect(replyStep(rejected, structured, o)).toEqual({ kind: 'json-mode' });
    expect(() => replyStep(rejected, structured, { ...o, structured: 'json-schema' })).toThrow(LlmError);
    expect(() => replyStep(rejected, plain, o)).toThrow(/rejected the request \(HTTP 400/);
  });

  it('retries a 5xx or 429 after the wait the server names, and refuses a wait past the limit', () => {
    const step = replyStep(reply(503, 'busy', { 'retry-after': '2' }), plain, o);
    expect(step).toMatchObject({ kind: 'retry', waitMs: 2000 });
    expect(step.kind === 'retry' && step.failure.message).toMatch(/server error \(HTTP 503/);
    expect(() => replyStep(reply(429, '', { 'retry-after': '120' }), plain, o)).toThrow(/asks to wait 120 s/);
  });

  it('fails at once on a refused key, naming where to fix it', () => {
    expect(() => replyStep(reply(401, { error: { message: 'bad key' } }), plain, o)).toThrow(/Settings → LLM/);
  });
});
