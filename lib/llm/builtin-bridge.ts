import { log } from '../log/log';
import { messageOf } from '../util/errors';
import { createBuiltinClient } from './builtin';
import { promptApi } from './builtin-api';
import { LlmError, type LlmErrorKind } from './errors';
import type { ChatRequest, ChatResponse, LlmClient } from './llm';
import { abortReason } from './retry';

/**
 * The engine worker's way to the browser's built-in model: Chrome gives `LanguageModel` to the
 * offscreen document that hosts the worker but not to the worker, so chat calls cross the
 * worker's own port as typed messages (kinds the engine's RPC ignores) and the host answers
 * with its client. Only data crosses: the request's messages and schema, the answer's text.
 */

/** A worker, or the worker's own global scope: what the bridge needs of either end. */
export interface BridgePort {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (e: MessageEvent) => void): void;
}

type WireRequest = Pick<ChatRequest, 'messages' | 'temperature' | 'jsonSchema'>;

export type BridgeCall =
  | { kind: 'builtin-llm'; id: number; op: 'chat'; request: WireRequest }
  | { kind: 'builtin-llm'; id: number; op: 'abort' };

export type BridgeReply =
  | { kind: 'builtin-llm-reply'; id: number; ok: true; response: ChatResponse }
  | { kind: 'builtin-llm-reply'; id: number; ok: false; error: { kind: LlmErrorKind | 'abort'; message: string } };

/** Worker side: a client whose calls the host answers. */
export function bridgedClient(port: BridgePort): LlmClient {
  let next = 1;
  const pending = new Map<number, (reply: BridgeReply) => void>();
  port.addEventListener('message', (e: MessageEvent) => {
    const reply = e.data as BridgeReply;
    if (reply?.kind !== 'builtin-llm-reply') return;
    pending.get(reply.id)?.(reply);
    pending.delete(reply.id);
  });
  return {
    id: 'browser:built-in',
    chat(request) {
      request.signal?.throwIfAborted();
      const id = next++;
      const { messages, temperature, jsonSchema } = request;
      const wire: WireRequest = {
        messages,
        ...(temperature !== undefined ? { temperature } : {}),
        ...(jsonSchema ? { jsonSchema } : {}),
      };
      return new Promise<ChatResponse>((resolve, reject) => {
        const onAbort = () => {
          pending.delete(id);
          port.postMessage({ kind: 'builtin-llm', id, op: 'abort' } satisfies BridgeCall);
          reject(abortReason(request.signal!));
        };
        request.signal?.addEventListener('abort', onAbort, { once: true });
        pending.set(id, (reply) => {
          request.signal?.removeEventListener('abort', onAbort);
          if (reply.ok) resolve(reply.response);
          else if (reply.error.kind === 'abort') reject(new DOMException(reply.error.message, 'AbortError'));
          else reject(new LlmError(reply.error.kind, reply.error.message));
        });
        port.postMessage({ kind: 'builtin-llm', id, op: 'chat', request: wire } satisfies BridgeCall);
      });
    },
  };
}

/** Host side: answers the worker's calls with this context's `LanguageModel` (none in Firefox: each call says so). */
export function serveBuiltinBridge(port: BridgePort, client: () => LlmClient = lazyClient()): void {
  const running = new Map<number, AbortController>();
  port.addEventListener('message', (e: MessageEvent) => {
    const call = e.data as BridgeCall;
    if (call?.kind !== 'builtin-llm' || typeof call.id !== 'number') return;
    if (call.op === 'abort') return running.get(call.id)?.abort();
    if (call.op !== 'chat') return;
    const controller = new AbortController();
    running.set(call.id, controller);
    const reply = (
      r:
        | Omit<Extract<BridgeReply, { ok: true }>, 'kind' | 'id'>
        | Omit<Extract<BridgeReply, { ok: false }>, 'kind' | 'id'>,
    ) => port.postMessage({ kind: 'builtin-llm-reply', id: call.id, ...r } as BridgeReply);
    client()
      .chat({ ...call.request, signal: controller.signal })
      .then(
        (response) => reply({ ok: true, response }),
        (error: unknown) => reply({ ok: false, error: wireError(error) }),
      )
      .finally(() => running.delete(call.id));
  });
}

function wireError(error: unknown): { kind: LlmErrorKind | 'abort'; message: string } {
  if (error instanceof LlmError) return { kind: error.kind, message: error.message };
  if (error instanceof DOMException && error.name === 'AbortError') return { kind: 'abort', message: error.message };
  log.warn('llm', 'The built-in model bridge met an unexpected error', error);
  return { kind: 'unavailable', message: `The browser’s built-in model failed: ${messageOf(error)}` };
}

function lazyClient(): () => LlmClient {
  let client: LlmClient | undefined;
  return () => (client ??= createBuiltinClient(promptApi()));
}

/**
 * The built-in model from wherever the engine runs. In its dedicated worker, always through the
 * hosting document: Chrome documents `LanguageModel` for extension pages, and a worker's own
 * (exposed only behind a flag) need not be the one the reader downloaded in Settings.
 */
export function builtinClient(): LlmClient {
  if (!('DedicatedWorkerGlobalScope' in globalThis)) return createBuiltinClient(promptApi());
  // One client per worker: each would add a listener to the worker's port.
  workerClient ??= bridgedClient(self as unknown as BridgePort);
  return workerClient;
}

let workerClient: LlmClient | undefined;
