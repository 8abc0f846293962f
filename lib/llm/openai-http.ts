import { redirectStep, refusedRedirectMessage } from '../net/redirect';
import { messageOf } from '../util/errors';
import { LlmError } from './errors';
import type { ChatRequest } from './llm';
import { abortReason } from './retry';

/** One POST to an OpenAI-compatible endpoint (openai.ts): the body, the timeout, redirects, network failures. */

export interface HttpReply {
  status: number;
  ok: boolean;
  headers: Headers;
  text: string;
}

export interface Endpoint {
  url: string;
  host: string;
  model: string;
  apiKey?: string;
  timeoutMs: number;
  fetch: typeof fetch;
}

/** The chat-completions body; structured output as json_schema, or JSON mode where the endpoint needs it. */
function requestBody(model: string, request: ChatRequest, jsonMode: boolean): Record<string, unknown> {
  const b: Record<string, unknown> = { model, messages: request.messages, stream: false };
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

/** One attempt under the endpoint's timeout; a failure to get a reply is a network or timeout LlmError. */
export async function postOnce(endpoint: Endpoint, request: ChatRequest, jsonMode: boolean): Promise<HttpReply> {
  const { host, timeoutMs } = endpoint;
  const timeout = new AbortController();
  const timer = setTimeout(() => timeout.abort(), timeoutMs);
  const signal = request.signal ? AbortSignal.any([request.signal, timeout.signal]) : timeout.signal;
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (endpoint.apiKey) headers.authorization = `Bearer ${endpoint.apiKey}`;
  const body = JSON.stringify(requestBody(endpoint.model, request, jsonMode));
  try {
    const response = await postWithinOrigin(endpoint, { method: 'POST', headers, body, signal });
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
async function postWithinOrigin(endpoint: Endpoint, init: RequestInit): Promise<Response> {
  let current = endpoint.url;
  for (let hops = 0; ; hops++) {
    const response = await endpoint.fetch(current, { ...init, redirect: 'manual' });
    const step = redirectStep(response, current, 'POST', hops);
    if (step.kind === 'none') return response;
    if (step.kind === 'refuse')
      throw new LlmError('config', refusedRedirectMessage(step, 'The LLM endpoint', 'Settings → LLM'));
    await response.arrayBuffer();
    current = step.url;
  }
}

/** The network error's own words, with Node's cause code (ECONNREFUSED) where there is one. */
function networkDetail(e: unknown): string {
  const code = (e as { cause?: { code?: unknown } }).cause?.code;
  return typeof code === 'string' ? `${messageOf(e)}: ${code}` : messageOf(e);
}

function seconds(ms: number): string {
  return ms < 10_000 ? (ms / 1000).toFixed(1) : String(Math.round(ms / 1000));
}
