import { toContent } from '../messaging/to-content';

/**
 * What the viewer's page router reads: only the background's messages to pages. On an extension
 * page every runtime message the extension's other pages send (the side panel's requests to the
 * background) reaches this listener too, and answering those would race their real recipient's
 * answer; so any other message is left alone (null).
 */
export function contentMessagesOnly(message: object): { type: unknown; payload: unknown } | null {
  const { type, payload } = message as { type?: unknown; payload?: unknown };
  return typeof type === 'string' && Object.hasOwn(toContent, type) && !('target' in message)
    ? { type, payload }
    : null;
}
