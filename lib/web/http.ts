/**
 * Fetching with limits: one timeout for headers and body, a byte cap enforced while streaming
 * (a 20 MB page is cut off at the cap, not downloaded), and a hook that inspects the headers and
 * final URL before any of the body is read. Fetch is injected so tests and tools can route it.
 */

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type HttpErrorKind = 'timeout' | 'too-large' | 'network' | 'status' | 'refused';

export class HttpError extends Error {
  constructor(
    readonly kind: HttpErrorKind,
    message: string,
    readonly status?: number,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export interface BoundedOptions {
  fetch?: FetchLike;
  timeoutMs: number;
  maxBytes: number;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  method?: 'GET' | 'POST';
  body?: string;
  /** Runs once the headers are in; throw an HttpError('refused') to stop before the body. */
  inspect?(response: Response): void;
  /** Statuses that are not errors (e.g. 304 for a conditional request). */
  okStatuses?: readonly number[];
}

export interface BoundedResponse {
  url: string;
  status: number;
  headers: Headers;
  body: Uint8Array;
}

export async function fetchBounded(url: string, options: BoundedOptions): Promise<BoundedResponse> {
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(new HttpError('timeout', `no answer within ${formatMs(options.timeoutMs)}`)), options.timeoutMs);
  const onOuterAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  if (options.signal?.aborted) onOuterAbort();
  try {
    let response: Response;
    try {
      response = await doFetch(url, {
        method: options.method ?? 'GET',
        headers: options.headers,
        body: options.body,
        redirect: 'follow',
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        cache: 'no-store',
        signal: controller.signal,
      });
    } catch (e) {
      throw abortReason(controller.signal, options.signal) ?? new HttpError('network', `could not be reached (${(e as Error).message || 'network error'})`);
    }
    const okStatuses = options.okStatuses ?? [];
    try {
      if (!response.ok && !okStatuses.includes(response.status)) throw new HttpError('status', `answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`, response.status);
      options.inspect?.(response);
      const declared = Number(response.headers.get('content-length'));
      if (Number.isFinite(declared) && declared > options.maxBytes) throw new HttpError('too-large', `is ${formatBytes(declared)}, over the ${formatBytes(options.maxBytes)} limit`);
    } catch (e) {
      await response.body?.cancel().catch(() => undefined);
      throw e;
    }
    const body = await readCapped(response, options.maxBytes).catch((e: unknown) => {
      throw abortReason(controller.signal, options.signal) ?? e;
    });
    return { url: response.url || url, status: response.status, headers: response.headers, body };
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }
}

function abortReason(own: AbortSignal, outer: AbortSignal | undefined): unknown {
  if (outer?.aborted) return outer.reason;
  if (own.aborted) return own.reason;
  return undefined;
}

async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new HttpError('too-large', `is over the ${formatBytes(maxBytes)} limit`);
    }
    chunks.push(value);
  }
  const out = new Uint8Array(total);
  let at = 0;
  for (const c of chunks) {
    out.set(c, at);
    at += c.byteLength;
  }
  return out;
}

export function formatBytes(n: number): string {
  if (n >= 1_000_000) return `${(n / 1_000_000).toFixed(n % 1_000_000 ? 1 : 0)} MB`;
  if (n >= 1000) return `${Math.round(n / 1000)} KB`;
  return `${n} bytes`;
}

function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(ms % 1000 ? 1 : 0)} s` : `${ms} ms`;
}
