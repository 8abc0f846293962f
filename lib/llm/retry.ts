/** Backoff and Retry-After rules for LLM requests: pure, so they are tested without a server. */

export interface BackoffOptions {
  baseMs: number;
  capMs: number;
  /** 0..1, fraction of the delay that is randomised so parallel roles do not retry in lockstep. */
  jitter: number;
}

const DEFAULT_BACKOFF: BackoffOptions = { baseMs: 500, capMs: 8000, jitter: 0.2 };

/** Delay before retry number `attempt` (1 = first retry). */
export function backoffDelay(attempt: number, o: BackoffOptions = DEFAULT_BACKOFF, random = Math.random): number {
  const raw = Math.min(o.capMs, o.baseMs * 2 ** (attempt - 1));
  return Math.round(raw * (1 - o.jitter + 2 * o.jitter * random()));
}

/**
 * How long the server asked us to wait, in ms, or null when it did not say. Honours
 * `retry-after-ms` (OpenAI, Azure) and `Retry-After` as seconds or an HTTP date.
 */
export function retryAfterMs(headers: Headers, now = Date.now()): number | null {
  const ms = headers.get('retry-after-ms');
  if (ms && /^\d+(\.\d+)?$/.test(ms.trim())) return Math.ceil(Number(ms));
  const value = headers.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number(value) * 1000);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export function isRetryableStatus(status: number): boolean {
  return status === 408 || status === 409 || status === 429 || status >= 500;
}

/** Sleeps unless cancelled; a cancel rejects with the signal's AbortError at once. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(abortReason(signal!));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

export function abortReason(signal: AbortSignal): unknown {
  return signal.reason instanceof DOMException ? signal.reason : new DOMException('Cancelled', 'AbortError');
}
