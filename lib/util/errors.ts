/**
 * What was thrown, in words: an Error's message (its name when the message is empty), a thrown
 * string as it is, anything else as `String()` reads it. The one way to turn a caught value into
 * text (the lint refuses `as Error`).
 */
export function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  if (typeof error === 'string') return error;
  return String(error);
}

/** The name of what was thrown (a DOMException's "NotFoundError"), or undefined when it has none. */
export function nameOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error && typeof error.name === 'string'
    ? error.name
    : undefined;
}
