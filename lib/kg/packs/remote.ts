import { packsEngine as m } from '../../i18n/catalogue/packs-engine';
import { t } from '../../i18n/t';
import { log } from '../../log/log';
import { fetchBounded, HttpError } from '../../net/http';
import { MAX_PACK_BYTES } from './format';
import { PackError } from './parse';
import { packRedirectProblem, packUrlProblem } from './url-rules';

/**
 * Fetching a pack by URL from an extension page: https only (http for this machine, for
 * testing), with the user's permission for that site, no cookies, size-capped while reading,
 * and refused before its body is read when redirects ended anywhere but the origin asked for.
 */

const TIMEOUT_MS = 120_000;

export async function fetchPackFromUrl(raw: string): Promise<Blob> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new PackError(t(m.notUrl, raw));
  }
  const problem = packUrlProblem(url);
  if (problem) throw new PackError(problem);
  const origins = [`${url.origin}/*`];
  if (!(await chrome.permissions.contains({ origins }))) {
    // A site that lets any page read it (CORS), such as raw files on GitHub, needs no permission.
    try {
      return await download(url);
    } catch (e) {
      if (!(e instanceof PackError && e.unreachable)) throw e;
    }
    const granted = await chrome.permissions.request({ origins }).catch((e: unknown) => {
      log.warn('packs', `Permission to read ${url.host} could not be asked for`, e);
      return false;
    });
    if (!granted) throw new PackError(t(m.askPermission, url.host));
  }
  return download(url);
}

/** Downloads a pack (exported for tests: the permission step needs the extension). */
export async function download(url: URL): Promise<Blob> {
  try {
    const response = await fetchBounded(url.href, {
      timeoutMs: TIMEOUT_MS,
      maxBytes: MAX_PACK_BYTES,
      inspect: (r) => {
        const moved = packRedirectProblem(url, r.url);
        if (moved) throw new HttpError('refused', moved);
      },
    });
    return new Blob([response.body as BlobPart], { type: 'application/json' });
  } catch (e) {
    if (e instanceof HttpError) {
      const fix = e.kind === 'too-large' ? t(m.splitIt) : '';
      const error = new PackError(t(m.packAt, url.host, e.message, fix));
      error.unreachable = e.kind === 'network';
      throw error;
    }
    throw e;
  }
}
