/**
 * Why a language-model call failed, phrased for the reader with the fix where there is one.
 * `kind` drives decisions (retry, single-pass fallback); the message is what the side panel shows.
 */
export type LlmErrorKind =
  | 'network'
  | 'timeout'
  | 'http'
  | 'rate-limit'
  | 'auth'
  | 'config'
  | 'refusal'
  | 'invalid-output'
  | 'unavailable'
  /** The browser's built-in model: the prompt is over its input quota even when trimmed. */
  | 'quota';

export class LlmError extends Error {
  constructor(
    readonly kind: LlmErrorKind,
    message: string,
    readonly status?: number,
    /** What the server or the network said, unphrased (a reply's body, a fetch error), for diagnosis. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

/** The run was cancelled by the reader (or the check was deleted): never a technical failure. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
