import { type BoundedResponse, fetchBounded, HttpError } from '../../net/http';
import { MAX_SEARCH_BYTES, SearchError, type SearchOptions } from './types';

/**
 * A provider request with the shared limits; failures become SearchErrors that name the provider
 * and the fix. Every provider request carries a query made from the claim, and some a key (in a
 * header or the URL): a redirect never takes it to another origin.
 */
export async function providerRequest(
  label: string,
  url: string,
  options: SearchOptions,
  init: { headers?: Record<string, string>; method?: 'GET' | 'POST'; body?: string } = {},
): Promise<BoundedResponse> {
  try {
    return await fetchBounded(url, {
      fetch: options.fetch,
      signal: options.signal,
      timeoutMs: options.timeoutMs,
      maxBytes: MAX_SEARCH_BYTES,
      sameOriginRedirects: { what: label, fix: 'Settings → Web' },
      ...init,
    });
  } catch (e) {
    options.signal?.throwIfAborted();
    if (!(e instanceof HttpError)) throw e;
    if (e.kind === 'redirect') throw new SearchError(e.message);
    if (e.status === 401 || e.status === 403)
      throw new SearchError(
        `${label} refused the request (HTTP ${e.status}): check its API key or URL in Settings → Web.`,
      );
    if (e.status === 429)
      throw new SearchError(
        `${label} is rate-limiting requests (HTTP 429): wait a minute, or choose another search provider in Settings → Web.`,
      );
    throw new SearchError(`${label} ${e.message}.`);
  }
}

export function decodeUtf8(body: Uint8Array): string {
  return new TextDecoder('utf-8').decode(body);
}

export function parseJson(label: string, body: Uint8Array): unknown {
  try {
    return JSON.parse(decodeUtf8(body));
  } catch {
    throw new SearchError(`${label} answered something that is not JSON: check its URL in Settings → Web.`);
  }
}

/** Only http(s) result links are kept. */
export function webUrl(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  try {
    const u = new URL(raw);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.href : null;
  } catch {
    // A result link that is not a URL is left out.
    return null;
  }
}
