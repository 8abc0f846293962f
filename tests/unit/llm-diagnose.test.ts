import { afterEach, describe, expect, it } from 'vitest';

import { testConnection } from '../../lib/llm/connection';
import { diagnose, type DiagnosisCode, errorText, type Observation, type ProbeContext } from '../../lib/llm/diagnose';
import { createOpenAiClient, hostOf, type StructuredMode } from '../../lib/llm/openai';
import { type LlmServer, type LlmServerOptions, startLlmServer } from '../support/llm-server';

const LOCAL: ProbeContext = {
  host: '127.0.0.1:11434',
  model: 'llama3.1:8b',
  loopback: true,
  hasKey: false,
  schemaOnly: false,
};
const REMOTE: ProbeContext = {
  host: 'api.openai.com',
  model: 'gpt-4o-mini',
  loopback: false,
  hasKey: true,
  schemaOnly: false,
};
const reply = (status: number, body: unknown): Observation => ({
  kind: 'reply',
  status,
  body: typeof body === 'string' ? body : JSON.stringify(body),
});

describe('diagnose: the answer of a real server → what is wrong and the fix', () => {
  const table: [string, Observation, ProbeContext, DiagnosisCode, RegExp][] = [
    [
      'Ollama refusing the extension origin (empty 403)',
      reply(403, ''),
      LOCAL,
      'origin-refused',
      /OLLAMA_ORIGINS=chrome-extension:\/\/\* \(in Firefox: moz-extension:\/\/\*\).*restart it/,
    ],
    [
      'a remote 403 with a reason is not the Ollama origin check',
      reply(403, { error: { message: 'Project does not have access to model gpt-4o' } }),
      REMOTE,
      'forbidden',
      /refused access \(HTTP 403: Project does not have access.*check the key and model/,
    ],
    [
      'an empty 403 from a remote service is not Ollama either',
      reply(403, ''),
      REMOTE,
      'forbidden',
      /refused access \(HTTP 403\)/,
    ],
    [
      'OpenAI, bad key',
      reply(401, {
        error: {
          message: 'Incorrect API key provided: sk-abc.',
          type: 'invalid_request_error',
          code: 'invalid_api_key',
        },
      }),
      REMOTE,
      'bad-key',
      /refused the API key \(HTTP 401: Incorrect API key provided: sk-abc\.\)\. Check the key in Settings → LLM\./,
    ],
    [
      '401 with no key set',
      reply(401, { error: { message: 'You didn’t provide an API key.' } }),
      { ...REMOTE, hasKey: false },
      'no-key',
      /needs an API key.*Enter it in Settings → LLM/,
    ],
    [
      'OpenAI, unknown model',
      reply(404, {
        error: {
          message: 'The model `gpt-5x` does not exist or you do not have access to it.',
          type: 'invalid_request_error',
          code: 'model_not_found',
        },
      }),
      REMOTE,
      'unknown-model',
      /does not know the model "gpt-4o-mini" \(HTTP 404: The model `gpt-5x` does not exist.*Check the model name in Settings → LLM\.$/,
    ],
    [
      'Ollama, unknown model',
      reply(404, {
        error: { message: "model 'llama3.1:8b' not found", type: 'not_found_error', param: null, code: null },
      }),
      LOCAL,
      'unknown-model',
      /For Ollama run `ollama pull llama3\.1:8b`/,
    ],
    [
      'older Ollama, unknown model',
      reply(404, { error: { message: 'model "llama3" not found, try pulling it first', type: 'api_error' } }),
      LOCAL,
      'unknown-model',
      /ollama pull/,
    ],
    [
      'LM Studio, unknown model',
      reply(404, {
        error: {
          message: 'Model "x" not found. Please specify a valid model.\n\nYour models:\n\nqwen2.5-7b',
          code: 'model_not_found',
        },
      }),
      LOCAL,
      'unknown-model',
      /for LM Studio load the model/,
    ],
    [
      'LM Studio 0.4, unknown identifier',
      reply(400, { error: 'Invalid model identifier "qwen/qwen2.5vl-7b". Please specify a valid downloaded model.' }),
      LOCAL,
      'unknown-model',
      /does not know the model/,
    ],
    [
      'Ollama, wrong path (plain-text 404)',
      reply(404, '404 page not found'),
      LOCAL,
      'wrong-url',
      /no chat-completions endpoint at this address \(HTTP 404: 404 page not found\).*ends in \/v1/,
    ],
    [
      'OpenAI, wrong path',
      reply(404, { error: { message: 'Invalid URL (POST /v2/chat/completions)', type: 'invalid_request_error' } }),
      REMOTE,
      'wrong-url',
      /Check the base URL in Settings → LLM/,
    ],
    [
      'LM Studio, wrong path (200 with an error)',
      reply(200, { error: 'Unexpected endpoint or method. (POST /chat/completions)' }),
      LOCAL,
      'wrong-url',
      /http:\/\/localhost:1234\/v1/,
    ],
    [
      'JSON Schema refused, "JSON Schema only" chosen',
      reply(400, {
        error: {
          message: "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
        },
      }),
      { ...REMOTE, schemaOnly: true },
      'no-json-schema',
      /Set Structured output to "Automatic" or "JSON mode only"/,
    ],
    [
      'rate limited',
      reply(429, { error: { message: 'Rate limit reached' } }),
      REMOTE,
      'rate-limit',
      /HTTP 429: Rate limit reached.*Wait a minute/,
    ],
    [
      'server error',
      reply(502, '<html>Bad gateway</html>'),
      REMOTE,
      'server-error',
      /HTTP 502: <html>Bad gateway<\/html>/,
    ],
    [
      'nothing listens on the local port',
      { kind: 'network', error: 'fetch failed: ECONNREFUSED' },
      LOCAL,
      'unreachable',
      /Nothing answered at 127\.0\.0\.1:11434.*ollama serve.*Enable CORS/,
    ],
    [
      'a remote host the browser cannot reach (or CORS)',
      { kind: 'network', error: 'Failed to fetch' },
      REMOTE,
      'unreachable',
      /Could not reach api\.openai\.com \(Failed to fetch\).*CORS/,
    ],
    [
      'a local model still loading',
      { kind: 'timeout', seconds: 30 },
      LOCAL,
      'timeout',
      /did not answer within 30 s\. A local model is loaded into memory on its first request/,
    ],
    [
      'a remote timeout',
      { kind: 'timeout', seconds: 30 },
      REMOTE,
      'timeout',
      /^api\.openai\.com did not answer within 30 s\. Test again, or raise the timeout/,
    ],
  ];
  it.each(table)('%s', (_name, observation, context, code, message) => {
    const d = diagnose(observation, context);
    expect(d.code).toBe(code);
    expect(d.message).toMatch(message);
  });

  it('reads the error text of each server’s body shape, and plain text as it is', () => {
    expect(errorText('{"error":{"message":"a  b\\n c"}}')).toBe('a b c');
    expect(errorText('{"error":"LM Studio says"}')).toBe('LM Studio says');
    expect(errorText('{"detail":"vLLM says"}')).toBe('vLLM says');
    expect(errorText('404 page not found\n')).toBe('404 page not found');
  });
});

describe('Test connection against a fixture server that plays each failure', () => {
  let server: LlmServer | null = null;
  afterEach(async () => {
    await server?.close();
    server = null;
  });
  const EXTENSION_ORIGIN = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop';
  async function run(o: {
    server?: LlmServerOptions;
    baseUrl?: (s: LlmServer) => string;
    model?: string;
    apiKey?: string;
    structured?: StructuredMode;
    timeoutMs?: number;
    setup?: (s: LlmServer) => void;
  }) {
    server = await startLlmServer(o.server);
    o.setup?.(server);
    const baseUrl = o.baseUrl?.(server) ?? server.baseUrl;
    // What the browser adds to every request of an extension page or worker.
    const withOrigin: typeof fetch = (input, init) =>
      fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: EXTENSION_ORIGIN } });
    const client = createOpenAiClient({
      baseUrl,
      model: o.model ?? 'scripted-model',
      maxRetries: 0,
      structured: o.structured ?? 'auto',
      fetch: withOrigin,
      timeoutMs: o.timeoutMs ?? 5000,
      ...(o.apiKey ? { apiKey: o.apiKey } : {}),
    });
    const context: ProbeContext = {
      host: hostOf(client.endpoint),
      model: o.model ?? 'scripted-model',
      loopback: true,
      hasKey: Boolean(o.apiKey),
      schemaOnly: o.structured === 'json-schema',
    };
    return testConnection(client, client.endpoint, context, o.timeoutMs ?? 5000);
  }
  const failed = (r: Awaited<ReturnType<typeof run>>) => (r.ok ? { code: 'ok', message: '' } : r);

  it('connects, and says nothing more when JSON Schema works', async () => {
    const r = await run({});
    expect(r).toMatchObject({ ok: true, model: 'scripted-model' });
    expect(r.ok && r.note).toBeUndefined();
  });

  it('Ollama as installed refuses the extension origin; with OLLAMA_ORIGINS it answers', async () => {
    const refused = failed(await run({ server: { flavour: 'ollama' } }));
    expect(refused.code).toBe('origin-refused');
    expect(refused.message).toMatch(
      /^127\.0\.0\.1:\d+ refused the extension's origin \(HTTP 403.*OLLAMA_ORIGINS=chrome-extension:\/\/\*/,
    );
    expect(server!.requests).toHaveLength(0);
    await server!.close();
    expect(
      await run({ server: { flavour: 'ollama', ollamaOrigins: ['chrome-extension://*', 'moz-extension://*'] } }),
    ).toMatchObject({ ok: true });
  });

  it.each([
    [
      'openai',
      /does not know the model "llama-9" \(HTTP 404: The model `llama-9` does not exist or you do not have access to it\.\)\. Check the model name in Settings → LLM\./,
    ],
    ['ollama', /does not know the model "llama-9" \(HTTP 404: model 'llama-9' not found\).*ollama pull llama-9/],
    [
      'lmstudio',
      /does not know the model "llama-9" \(HTTP 404: Model "llama-9" not found\. Please specify a valid model\. Your models: scripted-model\)/,
    ],
  ] as const)('%s: an unknown model name', async (flavour, message) => {
    const r = failed(
      await run({
        server: { flavour, models: ['scripted-model'], ollamaOrigins: ['chrome-extension://*'] },
        model: 'llama-9',
      }),
    );
    expect(r.code).toBe('unknown-model');
    expect(r.message).toMatch(message);
  });

  it.each([
    ['openai', /HTTP 404: Invalid URL \(POST \/chat\/completions\)/],
    ['ollama', /HTTP 404: 404 page not found/],
    ['lmstudio', /HTTP 200: Unexpected endpoint or method\. \(POST \/chat\/completions\)/],
  ] as const)('%s: a base URL without /v1', async (flavour, message) => {
    const r = failed(
      await run({
        server: { flavour, ollamaOrigins: ['chrome-extension://*'] },
        baseUrl: (s) => s.baseUrl.replace(/\/v1$/, ''),
      }),
    );
    expect(r.code).toBe('wrong-url');
    expect(r.message).toMatch(message);
    expect(r.message).toMatch(/it usually ends in \/v1/);
  });

  it('a bad key, and no key where one is needed', async () => {
    expect(failed(await run({ server: { apiKey: 'right' }, apiKey: 'wrong' }))).toMatchObject({
      code: 'bad-key',
      message: expect.stringMatching(/refused the API key \(HTTP 401: Incorrect API key provided\.\)/),
    });
    await server!.close();
    expect(failed(await run({ server: { apiKey: 'right' } }))).toMatchObject({
      code: 'no-key',
      message: expect.stringMatching(/needs an API key/),
    });
  });

  it('no JSON Schema support: falls back to JSON mode and says so; with "JSON Schema only" names the setting', async () => {
    const r = await run({ setup: (s) => s.fault({ mode: 'no-json-schema', times: Infinity }) });
    expect(r).toMatchObject({
      ok: true,
      note: expect.stringMatching(/does not take JSON Schema output, so ClaimLens asks it for JSON mode/),
    });
    expect(server!.requests.map((q) => q.body.response_format?.type)).toEqual(['json_schema', 'json_object']);
    await server!.close();
    const strict = failed(
      await run({ structured: 'json-schema', setup: (s) => s.fault({ mode: 'no-json-schema', times: Infinity }) }),
    );
    expect(strict).toMatchObject({
      code: 'no-json-schema',
      message: expect.stringMatching(
        /HTTP 400: Invalid parameter: 'response_format'.*Set Structured output to "Automatic"/,
      ),
    });
  });

  it('nothing listening on the port', async () => {
    const gone = await startLlmServer();
    const url = gone.baseUrl;
    await gone.close();
    const r = failed(await run({ baseUrl: () => url }));
    expect(r.code).toBe('unreachable');
    expect(r.message).toMatch(
      /^Nothing answered at 127\.0\.0\.1:\d+ \(fetch failed: ECONNREFUSED\)\. Start the server/,
    );
  });

  it('a server slower than the timeout', async () => {
    const r = failed(await run({ timeoutMs: 1000, setup: (s) => s.fault({ mode: 'slow', delayMs: 3000 }) }));
    expect(r).toMatchObject({
      code: 'timeout',
      message: expect.stringMatching(/did not answer within 1 s\. A local model is loaded/),
    });
  });
});
