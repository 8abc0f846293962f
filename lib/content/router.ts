import { MessageError } from '../messaging/result';
import { createRouter, type Handlers, ownExtension, type RouterOptions } from '../messaging/router';
import { type ContentMessageType, type ContentPayload, type ToContent, toContent } from '../messaging/to-content';

/**
 * The content side's message router: the same declared router as the background's and the
 * offscreen document's (messages from the background only, payloads checked against
 * `toContent`, every message answered), with each in-page feature registering the messages it
 * handles. Its one runtime.onMessage listener is removed when the signal ends.
 */

export type ContentHandler<K extends ContentMessageType> = (payload: ContentPayload<K>) => unknown;

export interface ContentRouter {
  on<K extends ContentMessageType>(type: K, handler: ContentHandler<K>): void;
}

/** `options` narrows what it reads on an extension page, which the others' runtime messages reach too. */
export function createContentRouter(signal: AbortSignal, options: RouterOptions = ownExtension()): ContentRouter {
  const registered = new Map<ContentMessageType, (payload: unknown) => unknown>();
  const dispatch = (type: ContentMessageType) => (payload: unknown) => {
    const handler = registered.get(type);
    if (!handler) throw new MessageError('unknown-type', `No content feature handles "${type}".`);
    return handler(payload) ?? null;
  };
  const handlers = Object.fromEntries(
    Object.keys(toContent).map((type) => [type, dispatch(type as ContentMessageType)]),
  ) as unknown as Handlers<ToContent>;
  createRouter(toContent, handlers, options).listen(signal);

  return {
    on(type, handler) {
      if (registered.has(type))
        throw new Error(`Two content features handle "${type}": give the message to one of them.`);
      registered.set(type, handler as (payload: unknown) => unknown);
    },
  };
}
