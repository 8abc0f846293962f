import http from 'node:http';
import type { AddressInfo } from 'node:net';

import { tribunalScript } from './llm-script';

/**
 * A scripted OpenAI-compatible chat-completions server on 127.0.0.1 for tests and benchmarks.
 * It speaks the real protocol (JSON bodies, `response_format`, bearer keys, CORS, error bodies,
 * Retry-After) and answers deterministically from the request through a script: the script
 * names the kind of request (by its JSON-schema name, or its prompt) and builds the answer.
 * Fault rules make chosen requests fail the way real endpoints do.
 */

export interface ChatBody {
  model?: string;
  messages: { role: string; content: string }[];
  temperature?: number;
  response_format?: { type: string; json_schema?: { name: string; schema: unknown } };
}

export interface ScriptedRequest {
  body: ChatBody;
  /** What the script recognised the request as, e.g. `judge_verdict`; null when unknown. */
  kind: string | null;
  headers: http.IncomingHttpHeaders;
  at: number;
}

export interface LlmScript {
  identify(body: ChatBody): string | null;
  /** The answer content for a request of a known kind (an object is sent as JSON text). */
  respond(kind: string, body: ChatBody): unknown;
  /** Applies a content fault (foreign URL, fabricated quote) to a normal answer. */
  corrupt?(kind: string, answer: unknown, mode: 'foreign-url' | 'fabricated-quote', body: ChatBody): unknown;
}

export type FaultMode =
  | 'http-500'
  | 'rate-limit'
  | 'slow'
  | 'malformed-json'
  | 'wrong-schema'
  | 'foreign-url'
  | 'fabricated-quote'
  | 'refusal'
  | 'no-json-schema'
  | 'unauthorized';

export interface FaultRule {
  mode: FaultMode;
  /** Only requests of this kind (e.g. `support_analysis`); all when absent. */
  kind?: string;
  /** How many matching requests fail; default 1, Infinity for all. */
  times?: number;
  /** `rate-limit`: the Retry-After header value (default "1"). */
  retryAfter?: string;
  /** `slow`: how long to stall before answering (default 5000 ms). */
  delayMs?: number;
}

export interface LlmServerOptions {
  script?: LlmScript;
  /** Added before every answer (the benchmark's stand-in for model latency). */
  delayMs?: number;
  /** When set, requests must carry `Authorization: Bearer <apiKey>`. */
  apiKey?: string;
  /** A fixed port (e.g. to bring a "crashed" endpoint back at the same address); a free one by default. */
  port?: number;
  /**
   * Whose error answers to play (default OpenAI's): an unknown path, an unknown model, and for
   * Ollama its CORS check, which refuses an Origin it does not allow with an empty 403.
   */
  flavour?: Flavour;
  /** Model names served; a request for another one gets the flavour's unknown-model error. */
  models?: string[];
  /** Ollama: the OLLAMA_ORIGINS it was started with (patterns with `*`), besides its built-in localhost ones. */
  ollamaOrigins?: string[];
}

export type Flavour = 'openai' | 'ollama' | 'lmstudio';

export interface LlmServer {
  /** Base URL to configure, ending in /v1. */
  readonly baseUrl: string;
  readonly requests: ScriptedRequest[];
  fault(rule: FaultRule): void;
  clearFaults(): void;
  setDelay(ms: number): void;
  close(): Promise<void>;
}

const FABRICATED_ANSWER = {
  malformed: '{"verdict": "True", "confidence": 0.9, "explanation": "unterminated',
  wrongSchema: { answer: 'yes', score: 'high' },
};

export async function startLlmServer(options: LlmServerOptions = {}): Promise<LlmServer> {
  const script = options.script ?? tribunalScript;
  const requests: ScriptedRequest[] = [];
  let faults: (FaultRule & { left: number })[] = [];
  let delayMs = options.delayMs ?? 0;

  const takeFault = (kind: string | null, body: ChatBody): FaultRule | null => {
    for (const f of faults) {
      if (f.left <= 0 || (f.kind && f.kind !== kind)) continue;
      if (f.mode === 'no-json-schema' && body.response_format?.type !== 'json_schema') continue;
      f.left--;
      return f;
    }
    return null;
  };

  const flavour = options.flavour ?? 'openai';
  const server = http.createServer((req, res) => {
    const cors = {
      'access-control-allow-origin': '*',
      'access-control-allow-headers': 'authorization, content-type',
      'access-control-allow-methods': 'POST, GET, OPTIONS',
    };
    if (flavour === 'ollama' && !ollamaAllows(req.headers.origin, options.ollamaOrigins ?? [])) {
      // gin-contrib/cors as Ollama configures it: abort with 403, no body, no CORS headers.
      return void res.writeHead(403, { 'content-length': '0' }).end();
    }
    if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
    const send = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      if (res.destroyed) return;
      res.writeHead(status, { 'content-type': 'application/json', ...cors, ...headers }).end(JSON.stringify(payload));
    };
    if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://x').pathname !== '/v1/chat/completions') {
      const route = `${req.method} ${new URL(req.url ?? '/', 'http://x').pathname}`;
      if (flavour === 'ollama')
        return void res.writeHead(404, { 'content-type': 'text/plain', ...cors }).end('404 page not found');
      // LM Studio logs "Unexpected endpoint or method" and answers 200 anyway.
      if (flavour === 'lmstudio') return send(200, { error: `Unexpected endpoint or method. (${route})` });
      return send(404, {
        error: { message: `Invalid URL (${route})`, type: 'invalid_request_error', param: null, code: null },
      });
    }
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (raw += chunk));
    // A handler that throws surfaces as an unhandled rejection, which fails the run that started this server.
    req.on(
      'end',
      () =>
        void (async () => {
          let body: ChatBody;
          try {
            body = JSON.parse(raw) as ChatBody;
            if (!Array.isArray(body.messages)) throw new Error('messages missing');
          } catch (e) {
            return send(400, {
              error: { message: `Invalid request body: ${(e as Error).message}`, type: 'invalid_request_error' },
            });
          }
          const kind = script.identify(body);
          requests.push({ body, kind, headers: req.headers, at: Date.now() });
          if (options.apiKey && req.headers.authorization !== `Bearer ${options.apiKey}`) {
            return send(401, {
              error: { message: 'Incorrect API key provided.', type: 'invalid_request_error', code: 'invalid_api_key' },
            });
          }
          if (options.models && !options.models.includes(body.model ?? '')) {
            const [status, payload] = unknownModel(flavour, body.model ?? '', options.models);
            return send(status, payload);
          }
          const fault = takeFault(kind, body);
          if (delayMs) await wait(delayMs);
          switch (fault?.mode) {
            case 'http-500':
              return send(500, {
                error: { message: 'The server had an error while processing your request.', type: 'server_error' },
              });
            case 'rate-limit':
              return send(
                429,
                { error: { message: 'Rate limit reached for requests.', type: 'requests' } },
                { 'retry-after': fault.retryAfter ?? '1' },
              );
            case 'unauthorized':
              return send(401, { error: { message: 'Incorrect API key provided.', type: 'invalid_request_error' } });
            case 'no-json-schema':
              return send(400, {
                error: {
                  message:
                    "Invalid parameter: 'response_format' of type 'json_schema' is not supported with this model.",
                  type: 'invalid_request_error',
                },
              });
            case 'slow':
              await wait(fault.delayMs ?? 5000);
              break;
            case 'refusal':
              return send(200, completion(body, null, "I'm sorry, but I can't help with that request."));
          }
          if (res.destroyed) return;
          if (fault?.mode === 'malformed-json') return send(200, completion(body, FABRICATED_ANSWER.malformed));
          if (fault?.mode === 'wrong-schema')
            return send(200, completion(body, JSON.stringify(FABRICATED_ANSWER.wrongSchema)));
          if (!kind) return send(200, completion(body, 'I do not know what to answer to this request.'));
          let answer = script.respond(kind, body);
          if ((fault?.mode === 'foreign-url' || fault?.mode === 'fabricated-quote') && script.corrupt)
            answer = script.corrupt(kind, answer, fault.mode, body);
          send(200, completion(body, typeof answer === 'string' ? answer : JSON.stringify(answer)));
        })(),
    );
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    fault: (rule) => faults.push({ ...rule, left: rule.times ?? 1 }),
    clearFaults: () => {
      faults = [];
    },
    setDelay: (ms) => {
      delayMs = ms;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function completion(body: ChatBody, content: string | null, refusal: string | null = null) {
  return {
    id: `chatcmpl-${Math.random().toString(36).slice(2, 10)}`,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model: body.model ?? 'scripted',
    choices: [{ index: 0, message: { role: 'assistant', content, refusal }, finish_reason: 'stop' }],
    usage: {
      prompt_tokens: JSON.stringify(body.messages).length >> 2,
      completion_tokens: (content?.length ?? 0) >> 2,
      total_tokens: 0,
    },
  };
}

/** Ollama's default allow list (envconfig.AllowedOrigins): localhost, 127.0.0.1 and 0.0.0.0 on any port, plus app:// file:// tauri://. */
function ollamaAllows(origin: string | undefined, extra: readonly string[]): boolean {
  if (!origin) return true;
  const builtIn = ['localhost', '127.0.0.1', '0.0.0.0'].flatMap((h) => [
    `http://${h}`,
    `https://${h}`,
    `http://${h}:*`,
    `https://${h}:*`,
  ]);
  return [...builtIn, 'app://*', 'file://*', 'tauri://*', ...extra].some((p) =>
    new RegExp(
      `^${p
        .split('*')
        .map((x) => x.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&'))
        .join('.*')}$`,
    ).test(origin),
  );
}

/** Each server's answer to a model name it does not have (status and body, as they send them). */
function unknownModel(flavour: Flavour, model: string, served: readonly string[]): [number, unknown] {
  if (flavour === 'ollama')
    return [
      404,
      { error: { message: `model '${model}' not found`, type: 'not_found_error', param: null, code: null } },
    ];
  if (flavour === 'lmstudio')
    return [
      404,
      {
        error: {
          message: `Model "${model}" not found. Please specify a valid model.\n\nYour models:\n\n${served.join('\n')}`,
          type: 'invalid_request_error',
          param: 'model',
          code: 'model_not_found',
        },
      },
    ];
  return [
    404,
    {
      error: {
        message: `The model \`${model}\` does not exist or you do not have access to it.`,
        type: 'invalid_request_error',
        param: null,
        code: 'model_not_found',
      },
    },
  ];
}

function wait(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
