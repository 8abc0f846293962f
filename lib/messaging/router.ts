import * as v from 'valibot';
import { failure, MessageError, type Result } from './result';
import { senderAllowed, type SenderLike, type SenderPolicy } from './senders';

/**
 * A runtime.onMessage listener over a table of typed handlers. Each message is checked for its
 * shape and its sender before a handler sees it, and every message of this router's kind gets
 * an answer, also on error. Messages addressed to another context (`target`) are left alone.
 */

export interface RouteSpec {
  from: readonly SenderPolicy[];
  payload: v.GenericSchema;
}

export type Handlers<S extends Record<string, RouteSpec>> = {
  [K in keyof S]: (payload: v.InferOutput<S[K]['payload']>, sender: chrome.runtime.MessageSender) => Promise<unknown> | unknown;
};

export interface RouterOptions {
  extensionId: string;
  extensionOrigin: string;
}

export function createRouter<S extends Record<string, RouteSpec>>(spec: S, handlers: Handlers<S>, options: RouterOptions) {
  return function listener(message: unknown, sender: chrome.runtime.MessageSender, sendResponse: (r: Result<unknown>) => void): boolean {
    if (!message || typeof message !== 'object' || 'target' in message) return false;
    const { type, payload } = message as { type?: unknown; payload?: unknown };
    void dispatch(type, payload, sender).then(sendResponse, (e: unknown) => sendResponse(failure(e)));
    return true;
  };

  async function dispatch(type: unknown, payload: unknown, sender: chrome.runtime.MessageSender): Promise<Result<unknown>> {
    if (typeof type !== 'string' || !Object.hasOwn(spec, type)) throw new MessageError('unknown-type', `Unknown message type "${String(type)}".`);
    const route = spec[type]!;
    if (!route.from.some((policy) => senderAllowed(policy, sender as SenderLike, options.extensionId, options.extensionOrigin))) {
      throw new MessageError('forbidden-sender', `"${type}" is not accepted from this sender.`);
    }
    const parsed = v.safeParse(route.payload, payload ?? {});
    if (!parsed.success) {
      const issue = parsed.issues[0];
      const path = issue?.path?.map((p) => String(p.key)).join('.');
      throw new MessageError('bad-message', `Malformed "${type}" message${path ? ` at ${path}` : ''}: ${issue?.message ?? 'invalid'}.`);
    }
    const data = await handlers[type as keyof S](parsed.output as never, sender);
    return { ok: true, data: data ?? null };
  }
}
