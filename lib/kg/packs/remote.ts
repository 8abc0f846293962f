import { MAX_PACK_BYTES } from './format';
import { checkPackSize, PackError } from './parse';

/**
 * Fetching a pack by URL from an extension page: https only (http for this machine, for
 * testing), with the user's permission for that site, no cookies, size-capped while reading.
 */
export async function fetchPackFromUrl(raw: string): Promise<Blob> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PackError(`"${raw}" is not a URL.`);
  }
  const local = url.hostname === '127.0.0.1' || url.hostname === 'localhost';
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && local)) throw new PackError('Packs are imported over https:// only.');
  const origins = [`${url.origin}/*`];
  const granted = (await chrome.permissions.contains({ origins })) || (await chrome.permissions.request({ origins }));
  if (!granted) throw new PackError(`ClaimLens needs permission to read ${url.host} to import a pack from it.`);
  let response: Response;
  try {
    response = await fetch(url, { credentials: 'omit', cache: 'no-store' });
  } catch (e) {
    throw new PackError(`Could not reach ${url.host}: ${(e as Error).message}.`);
  }
  if (!response.ok) throw new PackError(`${url.host} answered HTTP ${response.status} for this pack.`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared) checkPackSize(declared);
  const reader = response.body?.getReader();
  if (!reader) return response.blob();
  const parts: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_PACK_BYTES) {
      await reader.cancel();
      checkPackSize(size);
    }
    parts.push(value);
  }
  return new Blob(parts as BlobPart[], { type: 'application/json' });
}
