import { redirectStep, refusedRedirectMessage } from '../net/redirect';
import { messageOf } from '../util/errors';
import { errorText } from './diagnose';
import { LlmError } from './errors';
import type { ChatRequest, ChatResponse, LlmClient } from './llm';
import { abortReason, backoffDelay, isRetryableStatus, retryAfterMs, sleep } from './retry';

/**
 * Any OpenAI-compatible chat-completions endpoint (OpenAI, Together, Groq, OpenRouter, and
 * Ollama / llama.cpp / vLLM on localhost). Structured output through `response_format:
 * json_schema` where the endpoint takes it; an endpoint that rejects it is asked again in JSON
 * mode (and remembered), with validation done by the caller (structured.ts). Every attempt has
 * a timeout; network errors, timeouts, 408/409/429/5xx are retried with backoff, honouring
 * Retry-After; the caller's signal cancels at once.
 */

export type StructuredMode = 'auto' | 'json-schema' | 'json-mode';

export interface OpenAiOptions {
  baseUrl: string;
  model: string;
  apiKey?: string;
  timeoutMs?: number;
  /** Retries after the first attempt. */
  maxRetries?: number;
  structured?: StructuredMode;
  /** A Retry-After longer than this fails at once with the wait named, rather than hanging the check. */
  maxRetryWaitMs?: number;
  fetch?: typeof fetch;
}

interface HttpReply {
  status: number;
  ok: boolean;
  headers: Headers;
  text: string;
}

interface CompletionBody {
  error?: unknown;
  choices?: { message?: { content?: string | null; refusal?: string | null }; finish_reason?: string }[];
  model?: string;
  usage?: { prompt_tokens?: number; completion_tokens?: number };
}

export function chatCompletionsUrl(baseUrl: string): string {
  const base = baseUrl.trim().replace(/\/+$/, '');
  return /\/chat\/completions$/.test(base) ? base : `${base}/chat/completions`;
}

export function createOpenAiClient(options: OpenAiOptions): LlmClient & { readonly endpoint: string } {
  const endpoint = chatCompletionsUrl(options.baseUrl);
  const host = hostOf(endpoint);
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxRetries = options.maxRetries ?? 2;
  const maxRetryWaitMs = options.maxRetryWaitMs ?? 60_000;
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  // Learned once per client: this endpoint does not take json_schema.
  let jsonMode = options.structured === 'json-mode';

  function body(request: ChatRequest): Record<string, unknown> {
    const b: Record<string, unknown> = { model: options.model, messages: request.messages, stream: false };
    if (request.temperature !== undefined) b.temperature = request.temperature;
    if (request.maxTokens !== undefined) b.max_tokens = request.maxTokens;
    if (request.jsonSchema) {
      b.response_format = jsonMode
        ? { type: 'json_object' }
        : {
            type: 'json_schema',
            json_schema: { name: request.jsonSchema.name, schema: request.jsonSchema.schema, strict: true },
          };
    }
    return b;
  }

  async function attempt(request: ChatRequest): Promise<HttpReply> {
    const timeout = new AbortController();
    const timer = setTimeout(() => timeout.abort(), timeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout.signal]) : timeout.signal;
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
    try {
      const response = await postWithinOrigin(endpoint, {
        method: 'POST',
        headers,
        body: JSON.stringify(body(request)),
        signal,
      });
      // Read the body under the same timeout: a server may stall after the headers.
      return { status: response.status, ok: response.ok, headers: response.headers, text: await response.text() };
    } catch (e) {
      if (e instanceof LlmError) throw e;
      if (request.signal?.aborted) throw abortReason(request.signal);
      if (timeout.signal.aborted)
        throw new LlmError(
          'timeout',
          `${host} did not answer within ${seconds(timeoutMs)} s. Try again, or raise the timeout in Settings → LLM.`,
          undefined,
          seconds(timeoutMs),
        );
      throw new LlmError(
        'network',
        `Could not reach ${host} (${messageOf(e)}). Check the base URL in Settings → LLM and your connection.`,
        undefined,
        networkDetail(e),
      );
    } finally {
      clearTimeout(timer);
    }
  }

  /**
   * The request carries the claim, the evidence and the key: a redirect never takes it to another
   * origin (lib/net/redirect.ts); one within the origin is followed by hand where the runtime shows it.
   */
  async function postWithinOrigin(url: string, init: RequestInit): Promise<Response> {
    let current = url;
    for (let hops = 0; ; hops++) {
      const response = await doFetch(current, { ...init, redirect: 'manual' });
      const step = redirectStep(response, current, 'POST', hops);
      if (step.kind === 'none') return response;
      if (step.kind === 'refuse')
        throw new LlmError('config', refusedRedirectMessage(step, 'The LLM endpoint', 'Settings → LLM'));
      await response.arrayBuffer();
      current = step.url;
    }
  }

  return {
    id: `openai-compatible:${options.baseUrl.trim().replace(/\/+$/, '')}:${options.model}`,
    endpoint,
    async chat(request) {
      if (!options.model.trim())
        throw new LlmError('config', 'No model name is set for the LLM endpoint: enter one in Settings → LLM.');
      let retries = 0;
      for (;;) {
        request.signal?.throwIfAborted();
        let failure: LlmError;
        let waitMs: number | null = null;
        try {
          const response = await attempt(request);
          if (response.ok) {
            const parsed = parseCompletion(response.text, options.model, host);
            return request.jsonSchema ? { ...parsed, structured: jsonMode ? 'json-mode' : 'json-schema' } : parsed;
          }
          const detail = errorText(response.text);
          if (
            request.jsonSchema &&
            !jsonMode &&
            options.structured !== 'json-schema' &&
            rejectsJsonSchema(response.status, detail)
          ) {
            jsonMode = true;
            continue;
          }
          failure = httpError(response.status, detail, host, response.text);
          if (!isRetryableStatus(response.status)) throw failure;
          waitMs = retryAfterMs(response.headers);
          if (waitMs !== null && waitMs > maxRetryWaitMs) {
            throw new LlmError(
              'rate-limit',
              `${host} asks to wait ${Math.ceil(waitMs / 1000)} s before the next request (HTTP ${response.status}). Try again later.`,
              response.status,
            );
          }
        } catch (e) {
          if (!(e instanceof LlmError) || (e.kind !== 'network' && e.kind !== 'timeout')) throw e;
          failure = e;
        }
        if (retries >= maxRetries) throw failure;
        retries++;
        const wait = waitMs ?? backoffDelay(retries);
        request.onRetry?.({ attempt: retries, reason: failure.message, waitMs: wait });
        await sleep(wait, request.signal);
      }
    },
  };
}

function parseCompletion(text: string, model: string, host: string): ChatResponse {
  let body: CompletionBody;
  try {
    body = JSON.parse(text) as CompletionBody;
  } catch {
    throw new LlmError(
      'invalid-output',
      `${host} answered with something that is not a chat completion.`,
      200,
      text.slice(0, 2000),
    );
  }
  // LM Studio answers an unknown path with 200 and {"error": "Unexpected endpoint or method. …"}.
  if (body.error)
    throw new LlmError('http', `${host} answered with an error: ${errorText(text)}`, 200, text.slice(0, 2000));
  const choice = body.choices?.[0];
  const message = choice?.message;
  if (message?.refusal)
    throw new LlmError('refusal', `The model declined to answer: “${message.refusal.slice(0, 300)}”`);
  if (choice?.finish_reason === 'content_filter')
    throw new LlmError('refusal', 'The model declined to answer (its content filter stopped it).');
  if (typeof message?.content !== 'string' || !message.content.trim()) {
    throw new LlmError('invalid-output', `${host} returned an empty answer.`);
  }
  const response: ChatResponse = { content: message.content, model: body.model || model };
  if (body.usage)
    response.usage = {
      promptTokens: body.usage.prompt_tokens ?? 0,
      completionTokens: body.usage.completion_tokens ?? 0,
    };
  return response;
}

function rejectsJsonSchema(status: number, detail: string): boolean {
  return (status === 400 || status === 422) && /response_format|json_schema|structured/i.test(detail);
}

function httpError(status: number, detail: string, host: string, body: string): LlmError {
  const said = detail ? `: ${detail}` : '';
  const raw = body.slice(0, 2000);
  if (status === 401 || status === 403)
    return new LlmError(
      'auth',
      `${host} refused the API key (HTTP ${status}${said}). Check the key in Settings → LLM.`,
      status,
      raw,
    );
  if (status === 404)
    return new LlmError(
      'config',
      `${host} has no such model or endpoint (HTTP 404${said}). Check the base URL and model name in Settings → LLM.`,
      status,
      raw,
    );
  if (status === 429)
    return new LlmError('rate-limit', `${host} is rate-limiting requests (HTTP 429${said}).`, status, raw);
  if (status >= 500) return new LlmError('http', `${host} had a server error (HTTP ${status}${said}).`, status, raw);
  return new LlmError('http', `${host} rejected the request (HTTP ${status}${said}).`, status, raw);
}

/** The network error's own words, with Node's cause code (ECONNREFUSED) where there is one. */
function networkDetail(e: unknown): string {
  const code = (e as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' ? `${messageOf(e)}: ${code}` : messageOf(e);
}

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

function seconds(ms: number): string {
  return ms < 10_000 ? (ms / 1000).toFixed(1) : String(Math.round(ms / 1000));
}
