/** Every handler answers with a Result, also on error, so no caller waits forever. */

export type ErrorCode =
  | 'bad-message'
  | 'forbidden-sender'
  | 'unknown-type'
  | 'not-found'
  | 'invalid-input'
  | 'engine-unavailable'
  /** Refused by a rule that protects the reader (no user gesture, rate limit). */
  | 'refused'
  | 'internal';

export interface MessageFailure {
  code: ErrorCode;
  message: string;
}

export type Result<T> = { ok: true; data: T } | { ok: false; error: MessageFailure };

export class MessageError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'MessageError';
  }
}

export function failure(error: unknown): { ok: false; error: MessageFailure } {
  if (error instanceof MessageError) return { ok: false, error: { code: error.code, message: error.message } };
  const message = error instanceof Error ? error.message : String(error);
  return { ok: false, error: { code: 'internal', message: message || 'Unexpected error' } };
}

export function unwrap<T>(result: unknown, context: string): T {
  if (!result || typeof result !== 'object' || !('ok' in result)) {
    throw new MessageError('engine-unavailable', `${context}: no answer. Reload the extension and try again.`);
  }
  const r = result as Result<T>;
  if (r.ok) return r.data;
  throw new MessageError(r.error.code, r.error.message);
}
