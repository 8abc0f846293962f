import { isPrivateUrl } from '../../net/address';
import { fetchBounded, type FetchLike, HttpError } from '../../net/http';
import { matchSource } from '../../sources/match';
import type { TrustedSource } from '../../sources/types';
import { permits } from '../../web/permissions';

/**
 * A document from a trusted source's URL (issue 30: "or by URL from a trusted domain"), under
 * the web stage's rules for trusted pages (lib/web/pages.ts): https only, on the trusted list,
 * never a private or loopback address, a redirect only to another trusted https page, the host
 * permission granted, the size bounded. Unlike a page read as web evidence, a PDF is taken: the
 * library reads it with pdf.js.
 */

export interface UrlFetchOptions {
  sources: readonly TrustedSource[];
  hostAccess: readonly string[] | null;
  maxBytes: number;
  fetch?: FetchLike;
  signal?: AbortSignal;
}

const TYPES = /^(application\/pdf|text\/html|application\/xhtml\+xml|text\/plain|text\/markdown|text\/x-markdown)\b/i;

export async function fetchTrustedDocument(
  url: string,
  o: UrlFetchOptions,
): Promise<{ bytes: Uint8Array; name: string; type: string }> {
  if (!url.startsWith('https://')) throw new Error(`Only https addresses are read: ${url} is not one.`);
  if (isPrivateUrl(url)) throw new Error('A private or loopback address is never read as a document.');
  if (!matchSource(url, o.sources))
    throw new Error(
      `${new URL(url).hostname} is not on your trusted list: add it in the Sources tab, or download the file and add it from disk.`,
    );
  if (o.hostAccess && !permits(o.hostAccess, url))
    throw new Error(
      `ClaimLens may not read ${new URL(url).hostname} yet: open Settings → Web and press “Allow access”.`,
    );
  let type = '';
  try {
    const r = await fetchBounded(url, {
      ...(o.fetch ? { fetch: o.fetch } : {}),
      ...(o.signal ? { signal: o.signal } : {}),
      timeoutMs: 60_000,
      maxBytes: o.maxBytes,
      headers: { accept: 'application/pdf,text/html;q=0.9,text/plain;q=0.8' },
      inspect: (res) => {
        const final = res.url || url;
        if (isPrivateUrl(final) || (final !== url && (!final.startsWith('https://') || !matchSource(final, o.sources))))
          throw new HttpError('refused', `it redirected to ${final}, which is not on your trusted list`);
        type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
        if (!TYPES.test(type))
          throw new HttpError('refused', `it is not a PDF, HTML or text file (${type || 'no content type'})`);
      },
    });
    return { bytes: r.body, name: nameOf(r.url || url), type };
  } catch (e) {
    o.signal?.throwIfAborted();
    if (e instanceof HttpError && e.kind === 'too-large')
      throw new Error(`${url} is larger than the ${Math.round(o.maxBytes / 1048576)} MB limit (Settings → Documents).`);
    throw new Error(`${url} could not be read: ${(e as Error).message}.`, { cause: e });
  }
}

/** The URL's last path segment, or its host. */
function nameOf(url: string): string {
  const u = new URL(url);
  const last = decodeURIComponent(u.pathname.split('/').filter(Boolean).pop() ?? '');
  return last || u.hostname;
}
