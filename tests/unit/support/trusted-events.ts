import { implForWrapper } from 'jsdom/lib/generated/idl/utils.js';

/**
 * Dispatches `event` as the browser itself would for a real user action (isTrusted true). A
 * page script has no way to do this; jsdom exposes it only through its internal event object.
 * Unit tests use it to press in-page buttons as the reader does. `target` is a node (jsdom's
 * window has no such handle); the event reaches window listeners through the node's path.
 */
export function dispatchTrusted(target: Node, event: Event): void {
  const impl = implForWrapper(event) as { isTrusted: boolean } | null;
  const at = implForWrapper(target) as { _dispatch(e: object): boolean } | null;
  if (!impl || !at) throw new Error('dispatchTrusted needs the jsdom test environment (// @vitest-environment jsdom).');
  // dispatchEvent() would reset isTrusted to false, as in a browser: dispatch as the UA does.
  impl.isTrusted = true;
  at._dispatch(impl);
}

export function trustedClick(target: Node): void {
  dispatchTrusted(target, new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
}
