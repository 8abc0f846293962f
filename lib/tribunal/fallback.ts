import { isAbort, LlmError } from '../llm/errors';

/**
 * When the single-pass check runs (Memory-first fact-checking §III-E): only after a technical
 * failure of the tribunal — an API error, a timeout, a refusal, an answer that stayed invalid —
 * never because the judge answered Neutral, never after a cancel, and not when the same request is
 * bound to fail again (wrong key, unknown model or endpoint).
 */
export type TribunalEnd = { kind: 'verdict' } | { kind: 'error'; error: unknown };

export function shouldRunSinglePass(end: TribunalEnd): boolean {
  if (end.kind === 'verdict') return false;
  if (isAbort(end.error)) return false;
  if (end.error instanceof LlmError) return end.error.kind !== 'auth' && end.error.kind !== 'config';
  return true;
}
