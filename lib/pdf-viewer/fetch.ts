import { logged } from '../log/log';
import { messageOf } from '../util/errors';
import {
  failureOfStatus,
  FILE_ACCESS,
  fileAccessAsk,
  looksLikePdf,
  notPdf,
  refusedFetch,
  tooLargeFailure,
  type ViewerFailure,
} from './failure';

/**
 * The PDF's bytes, fetched by the viewer itself (no page's cookies or scripts involved), or why
 * not. A file:// PDF is read with XMLHttpRequest: fetch() has no file scheme, and the browser
 * lets an extension read files only when the reader allowed it, which is asked first so the
 * reader is told how to allow it rather than that the file is missing.
 */

export type Fetched = { ok: true; bytes: Uint8Array } | { ok: false; failure: ViewerFailure };

export async function fetchPdf(url: string, limitMb: number, signal: AbortSignal): Promise<Fetched> {
  const limit = limitMb * 1024 * 1024;
  if (url.startsWith('file:')) return openFile(url, limitMb);
  const access = await granted(`${new URL(url).origin}/*`);
  let response: Response;
  try {
    // With the site's access the reader's cookies go along (a PDF behind a sign-in); without it
    // the request is a plain CORS one, which a site sharing its PDFs with anyone (`*`) answers.
    response = await fetch(url, { signal, credentials: access ? 'include' : 'omit' });
  } catch (e) {
    signal.throwIfAborted();
    logged('pdf-viewer', `The PDF at ${url} could not be fetched`, 'info')(e);
    return { ok: false, failure: refusedFetch(url, access) };
  }
  if (!response.ok) return { ok: false, failure: failureOfStatus(response.status, url) };
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > limit) return { ok: false, failure: tooLargeFailure(declared, limitMb) };
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (bytes.length > limit) return { ok: false, failure: tooLargeFailure(bytes.length, limitMb) };
  if (!looksLikePdf(bytes)) return { ok: false, failure: notPdf(url, response.headers.get('content-type')) };
  return { ok: true, bytes };
}

async function granted(pattern: string): Promise<boolean> {
  return chrome.permissions
    .contains({ origins: [pattern] })
    .catch(logged('pdf-viewer', 'The site access of ClaimLens could not be read', 'info'))
    .then((granted) => granted === true);
}

/**
 * Chrome reads a file for an extension only with both its `file:///*` access (asked for first:
 * once granted, the browser shows the switch below on ClaimLens's page) and the reader's "Allow
 * access to file URLs". Firefox has neither.
 */
async function openFile(url: string, limitMb: number): Promise<Fetched> {
  if (!import.meta.env.FIREFOX && !(await granted(FILE_ACCESS))) return { ok: false, failure: fileAccessAsk() };
  if (!(await fileAccess())) return { ok: false, failure: refusedFetch(url, false, import.meta.env.FIREFOX) };
  return readFile(url, limitMb);
}

function readFile(url: string, limitMb: number): Promise<Fetched> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('GET', url);
    request.responseType = 'arraybuffer';
    // Access was granted (fetchPdf asked first): a refusal now means the file is not there.
    const refused = () => resolve({ ok: false, failure: refusedFetch(url, true) });
    request.onerror = refused;
    request.onload = () => {
      const body = request.response as ArrayBuffer | null;
      if (!body || !body.byteLength) return refused();
      const bytes = new Uint8Array(body);
      if (bytes.length > limitMb * 1024 * 1024) resolve({ ok: false, failure: tooLargeFailure(bytes.length, limitMb) });
      else if (!looksLikePdf(bytes)) resolve({ ok: false, failure: notPdf(url, null) });
      else resolve({ ok: true, bytes });
    };
    try {
      request.send();
    } catch (e) {
      logged('pdf-viewer', `The file ${url} could not be read: ${messageOf(e)}`, 'info')(e);
      refused();
    }
  });
}

/** Whether the reader let ClaimLens read files ("Allow access to file URLs"). */
async function fileAccess(): Promise<boolean> {
  const allowed = await Promise.resolve(chrome.extension.isAllowedFileSchemeAccess()).catch(
    logged('pdf-viewer', 'Whether ClaimLens may read files could not be told', 'info'),
  );
  return allowed === true;
}
