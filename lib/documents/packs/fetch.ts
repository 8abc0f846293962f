import { fetchBounded, type FetchLike, formatBytes, HttpError } from '../../net/http';
import { ListError } from '../../sources/shared/format';
import { type Fetched, fetchListText } from '../../sources/shared/subscriptions';
import { messageOf } from '../../util/errors';
import { sha256Hex } from '../hash';
import { MAX_MANIFEST_BYTES, type ResolvedDocument } from './format';

/**
 * Downloads for document packs: the manifest as the shared lists and team packs are fetched
 * (HTTPS, conditional, capped at MAX_MANIFEST_BYTES), and each document from the manifest's
 * origin, capped at the library's file size limit, its bytes checked against the SHA-256 the
 * signed manifest gives before anything is added.
 */

export interface PackFetchOptions {
  fetch?: FetchLike;
  timeoutMs?: number;
  /** Settings → Documents → the largest file, in bytes. */
  maxDocumentBytes: number;
  signal?: AbortSignal;
}

export function fetchManifest(
  url: string,
  validators: { etag?: string | undefined; lastModified?: string | undefined },
  o: Pick<PackFetchOptions, 'fetch' | 'timeoutMs'>,
): Promise<Fetched> {
  return fetchListText(
    url,
    {
      ...(o.fetch ? { fetch: o.fetch } : {}),
      maxBytes: MAX_MANIFEST_BYTES,
      timeoutMs: o.timeoutMs ?? 30_000,
    },
    {
      ...(validators.etag ? { etag: validators.etag } : {}),
      ...(validators.lastModified ? { lastModified: validators.lastModified } : {}),
    },
    'pack',
  );
}

export interface FetchedDocument {
  doc: ResolvedDocument;
  bytes: Uint8Array;
  /** The server's content type, when it gave one (the file name's extension decides otherwise). */
  type?: string;
}

/** One document of a verified manifest: from its own origin only, and only if its bytes are the ones signed. */
export async function fetchPackDocument(doc: ResolvedDocument, o: PackFetchOptions): Promise<FetchedDocument> {
  const origin = new URL(doc.url).origin;
  let type = '';
  let bytes: Uint8Array;
  try {
    const r = await fetchBounded(doc.url, {
      ...(o.fetch ? { fetch: o.fetch } : {}),
      ...(o.signal ? { signal: o.signal } : {}),
      timeoutMs: o.timeoutMs ?? 60_000,
      maxBytes: o.maxDocumentBytes,
      inspect: (res) => {
        if (res.url && new URL(res.url).origin !== origin)
          throw new HttpError('refused', `redirected to ${new URL(res.url).origin}, off the pack’s own site`);
        type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim();
      },
    });
    bytes = r.body;
  } catch (e) {
    o.signal?.throwIfAborted();
    if (e instanceof HttpError && e.kind === 'too-large')
      throw new ListError(
        `The document “${doc.name}” is larger than the ${formatBytes(o.maxDocumentBytes)} limit (Settings → Documents): nothing of the pack was added.`,
      );
    throw new ListError(`The document “${doc.name}” could not be downloaded: ${messageOf(e)}.`);
  }
  const actual = await sha256Hex(bytes);
  if (actual !== doc.sha256)
    throw new ListError(
      `The document “${doc.name}” does not match the SHA-256 its signed manifest gives (expected ${doc.sha256.slice(0, 12)}…, got ${actual.slice(0, 12)}…): it was altered or replaced after signing. Refused; nothing of the pack was added.`,
    );
  // A generic type says nothing: the file name's extension then tells the reader which kind it is.
  return { doc, bytes, ...(type && type !== 'application/octet-stream' ? { type } : {}) };
}
