import { errorText } from './diagnose';
import { LlmError } from './errors';
import type { ChatRequest, ChatResponse, LlmClient } from './llm';
import { type Endpoint, type HttpReply, postOnce } from './openai-http';
import { backoffDelay, isRetryableStatus, retryAfterMs, sleep } from './retry';

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

/** What one reply leads to: an answer, the same request again in JSON mode, or a retry after a wait. */
export type ReplyStep =
  | { kind: 'answer'; response: ChatResponse }
  | { kind: 'json-mode' }
  | { kind: 'retry'; failure: LlmError; waitMs: number | null };

/** Decides what a reply leads to; a failure that no retry can mend is thrown. */
export function replyStep(
  reply: HttpReply,
  request: ChatRequest,
  o: { model: string; host: string; jsonMode: boolean; structured?: StructuredMode; maxRetryWaitMs: number },
): ReplyStep {
  const { host } = o;
  if (reply.ok) {
    const parsed = parseCompletion(reply.text, o.model, host);
    const structured = o.jsonMode ? 'json-mode' : 'json-schema';
    return { kind: 'answer', response: request.jsonSchema ? { ...parsed, structured } : parsed };
  }
  const detail = errorText(reply.text);
  const mayDropSchema = request.jsonSchema && !o.jsonMode && o.structured !== 'json-schema';
  if (mayDropSchema && rejectsJsonSchema(reply.status, detail)) return { kind: 'json-mode' };
  const failure = httpError(reply.status, detail, host, reply.text);
  if (!isRetryableStatus(reply.status)) throw failure;
  const waitMs = retryAfterMs(reply.headers);
  if (waitMs !== null && waitMs > o.maxRetryWaitMs)
    throw new LlmError(
      'rate-limit',
      `${host} asks to wait ${Math.ceil(waitMs / 1000)} s before the next request (HTTP ${reply.status}). Try again later.`,
      reply.status,
    );
  return { kind: 'retry', failure, waitMs };
}

/** A network failure or a timeout is worth another attempt; any other error ends the request. */
function retryableFailure(e: unknown): LlmError {
  if (!(e instanceof LlmError) || (e.kind !== 'network' && e.kind !== 'timeout')) throw e;
  return e;
}

export function createOpenAiClient(options: OpenAiOptions): LlmClient & { readonly endpoint: string } {
  const url = chatCompletionsUrl(options.baseUrl);
  const endpoint: Endpoint = {
    url,
    host: hostOf(url),
    model: options.model,
    ...(options.apiKey ? { apiKey: options.apiKey } : {}),
    timeoutMs: options.timeoutMs ?? 60_000,
    fetch: options.fetch ?? ((input, init) => fetch(input, init)),
  };
  const maxRetries = options.maxRetries ?? 2;
  const decide = {
    ...{ model: options.model, host: endpoint.host, maxRetryWaitMs: options.maxRetryWaitMs ?? 60_000 },
    ...(options.structured ? { structured: options.structured } : {}),
  };
  // Learned once per client: this endpoint does not take json_schema.
  let jsonMode = options.structured === 'json-mode';

  async function chat(request: ChatRequest): Promise<ChatResponse> {
    if (!options.model.trim())
      throw new LlmError('config', 'No model name is set for the LLM endpoint: enter one in Settings → LLM.');
    for (let retries = 0; ;) {
      request.signal?.throwIfAborted();
      let step: ReplyStep;
      try {
        step = replyStep(await postOnce(endpoint, request, jsonMode), request, { ...decide, jsonMode });
      } catch (e) {
        step = { kind: 'retry', failure: retryableFailure(e), waitMs: null };
      }
      if (step.kind === 'answer') return step.response;
      if (step.kind === 'json-mode') {
        jsonMode = true;
        continue;
      }
      if (retries >= maxRetries) throw step.failure;
      retries++;
      const wait = step.waitMs ?? backoffDelay(retries);
      request.onRetry?.({ attempt: retries, reason: step.failure.message, waitMs: wait });
      await sleep(wait, request.signal);
    }
  }

  const id = `openai-compatible:${options.baseUrl.trim().replace(/\/+$/, '')}:${options.model}`;
  return { id, endpoint: url, chat };
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

export function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}
