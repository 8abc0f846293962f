import { logged } from '../log/log';
import { messageOf } from '../util/errors';
import { redirectStep, refusedRedirectMessage } from './redirect';

/**
 * Fetching with limits: one timeout for headers and body, a byte cap enforced while streaming
 * (a 20 MB page is cut off at the cap, not downloaded), and a hook that inspects the headers and
 * final URL before any of the body is read. Fetch is injected so tests and tools can route it.
 */

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type HttpErrorKind = 'timeout' | 'too-large' | 'network' | 'status' | 'refused' | 'redirect';

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
  /**
   * For a request that carries a key, a query made from the claim or a body: a redirect never
   * takes it to another origin (lib/net/redirect.ts). `what` and `fix` word the refusal
   * ("Brave Search", "Settings → Web"). Without it the runtime follows redirects and `inspect`
   * judges the final URL (trusted pages).
   */
  sameOriginRedirects?: { what: string; fix: string };
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
  const timer = setTimeout(
    () => controller.abort(new HttpError('timeout', `no answer within ${formatMs(options.timeoutMs)}`)),
    options.timeoutMs,
  );
  const onOuterAbort = () => controller.abort(options.signal?.reason);
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });
  if (options.signal?.aborted) onOuterAbort();
  try {
    const response = await fetchFollowing(doFetch, url, options, controller.signal);
    const okStatuses = options.okStatuses ?? [];
    try {
      if (!response.ok && !okStatuses.includes(response.status))
        throw new HttpError(
          'status',
          `answered HTTP ${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
          response.status,
        );
      options.inspect?.(response);
      const declared = Number(response.headers.get('content-length'));
      if (Number.isFinite(declared) && declared > options.maxBytes)
        throw new HttpError(
          'too-large',
          `is ${formatBytes(declared)}, over the ${formatBytes(options.maxBytes)} limit`,
        );
    } catch (e) {
      await discardBody(response);
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

/** One request, with redirects kept within the origin when the options ask for it. */
async function fetchFollowing(
  doFetch: FetchLike,
  url: string,
  options: BoundedOptions,
  signal: AbortSignal,
): Promise<Response> {
  const method = options.method ?? 'GET';
  const rules = options.sameOriginRedirects;
  let current = url;
  for (let hops = 0; ; hops++) {
    let response: Response;
    try {
      response = await doFetch(current, {
        method,
        headers: options.headers,
        body: options.body,
        redirect: rules ? 'manual' : 'follow',
        credentials: 'omit',
        referrerPolicy: 'no-referrer',
        cache: 'no-store',
        signal,
      });
    } catch (e) {
      throw (
        abortReason(signal, options.signal) ??
        new HttpError('network', `could not be reached (${messageOf(e) || 'network error'})`)
      );
    }
    if (!rules) return response;
    const step = redirectStep(response, current, method, hops);
    if (step.kind === 'none') return response;
    await discardBody(response);
    if (step.kind === 'refuse') throw new HttpError('redirect', refusedRedirectMessage(step, rules.what, rules.fix));
    current = step.url;
  }
}

/** Drops a body that will not be read. */
async function discardBody(response: Response): Promise<void> {
  try {
    await response.body?.cancel();
  } catch {
    // Already closed or errored: there is nothing left to release.
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
      await reader
        .cancel()
        .catch(
          logged(
            'net',
            'An over-large response could not be cancelled; its connection closes when the browser ends it',
            'info',
          ),
        );
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
