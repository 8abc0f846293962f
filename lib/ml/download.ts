import { sha1 } from '@noble/hashes/legacy.js';
import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@noble/hashes/utils.js';

import { modelsDownload as md } from '../i18n/catalogue/models-download';
import { t } from '../i18n/t';
import { logged } from '../log/log';
import { messageOf } from '../util/errors';
import { isQuotaError } from '../util/quota';
import { formatBytes, ModelError } from './errors';
import type { ModelStore } from './store';

/**
 * Downloads one file into the store with resume: bytes already in the `.part` file are kept
 * and re-hashed, the rest is asked for with an HTTP Range request. The file is kept only if
 * its size and hash match what is expected (the registry's pin or the Hub's API, hub-api.ts);
 * a wrong file is removed, never used.
 */

export interface DownloadTarget {
  url: string;
  modelId: string;
  path: string;
  /** Known size and hash: the registry's pin, else what the Hub's API lists. */
  size?: number;
  sha256?: string;
  /** Git blob id of a file the Hub keeps in git (its API gives no SHA-256 for those); needs `size`. */
  gitOid?: string;
  /** Start over instead of resuming. */
  restart?: boolean;
}

export interface FileProgress {
  done: number;
  total: number | null;
}

const describe = (target: DownloadTarget) => t(md.fileOf, target.path, target.modelId);

/** What has been received so far: its length and its running hashes. */
interface Received {
  have: number;
  hash: ReturnType<typeof sha256.create>;
  blob: ReturnType<typeof gitBlobHash>;
}

export async function downloadFile(
  store: ModelStore,
  target: DownloadTarget,
  onProgress: (p: FileProgress) => void,
  signal: AbortSignal,
  fetchFn: typeof fetch = fetch,
): Promise<{ size: number; sha256: string }> {
  const got = await resumed(store, target);
  const response = await request(target, got.have, signal, fetchFn);
  if (response.status === 206) {
    const start = Number(/bytes (\d+)-/.exec(response.headers.get('content-range') ?? '')?.[1] ?? NaN);
    if (start !== got.have) {
      // Not the range asked for: discard what we have and start over.
      await response.body?.cancel();
      return downloadFile(store, { ...target, restart: true }, onProgress, signal, fetchFn);
    }
  }
  // The server ignored the Range request and sends the whole file: start over with it.
  if (response.status === 200 && got.have > 0) Object.assign(got, fresh(target));
  const rangeTotal = Number(/\/(\d+)$/.exec(response.headers.get('content-range') ?? '')?.[1] ?? NaN);
  const length = Number(response.headers.get('content-length') ?? NaN);
  const total =
    target.size ?? (Number.isFinite(rangeTotal) ? rangeTotal : Number.isFinite(length) ? got.have + length : null);
  if (response.status !== 416) await receive(store, target, response, got, total, onProgress, signal);
  return keep(store, target, got, total);
}

const fresh = (target: DownloadTarget): Received => ({ have: 0, hash: sha256.create(), blob: gitBlobHash(target) });

/** The `.part` file's bytes so far, hashed again (none when starting over). */
async function resumed(store: ModelStore, target: DownloadTarget): Promise<Received> {
  const got = fresh(target);
  if (target.restart) {
    await store.removePart(target.modelId, target.path);
    return got;
  }
  got.have = await store.partSize(target.modelId, target.path);
  if (got.have > 0)
    for await (const chunk of store.readPart(target.modelId, target.path)) {
      got.hash.update(chunk);
      got.blob?.update(chunk);
    }
  return got;
}

/** Asks for the file, or its rest from `have` on; an answer that gives nothing to use throws, saying why. */
async function request(target: DownloadTarget, have: number, signal: AbortSignal, fetchFn: typeof fetch) {
  let response: Response;
  try {
    response = await fetchFn(target.url, {
      headers: have > 0 ? { Range: `bytes=${have}-` } : {},
      signal,
      cache: 'no-store',
    });
  } catch (e) {
    if (signal.aborted) throw cancelled(target);
    throw new ModelError('network', t(md.unreachable, new URL(target.url).origin, describe(target), messageOf(e)));
  }
  // 416 with the whole file already in the part (a crash after the last byte): it is only verified.
  if (response.ok || (response.status === 416 && have > 0 && target.size === have)) return response;
  throw new ModelError(
    'network',
    response.status === 404 ? t(md.notFound, target.url) : t(md.httpFailed, describe(target), response.status),
  );
}

/** Appends the response's body to the `.part` file, hashing it on the way; a failure says what to do. */
async function receive(
  store: ModelStore,
  target: DownloadTarget,
  response: Response,
  got: Received,
  total: number | null,
  onProgress: (p: FileProgress) => void,
  signal: AbortSignal,
): Promise<void> {
  const writer = await store.appendPart(target.modelId, target.path, got.have === 0);
  const reader = response.body!.getReader();
  const onAbort = () =>
    void reader
      .cancel()
      .catch(logged('models', `Stopping the download of ${target.path} did not close its connection`, 'info'));
  signal.addEventListener('abort', onAbort, { once: true });
  try {
    onProgress({ done: got.have, total });
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (total !== null && got.have + value.length > total)
        throw new ModelError('hash-mismatch', tooBig(target, total));
      await writer.write(value);
      got.hash.update(value);
      got.blob?.update(value);
      got.have += value.length;
      onProgress({ done: got.have, total });
    }
    // A cancelled body may simply end early rather than fail.
    if (signal.aborted) throw cancelled(target);
  } catch (e) {
    await writer.close();
    throw await interrupted(store, target, e, signal);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
  await writer.close();
}

/** The error a stopped transfer ends with; a full disk or a wrong file removes the part. */
async function interrupted(store: ModelStore, target: DownloadTarget, e: unknown, signal: AbortSignal) {
  if (signal.aborted) return cancelled(target);
  if (isQuotaError(e)) {
    await store.removePart(target.modelId, target.path);
    return new ModelError('quota', t(md.storageFull, describe(target)));
  }
  if (e instanceof ModelError) {
    await store.removePart(target.modelId, target.path);
    return e;
  }
  return new ModelError('network', t(md.interrupted, describe(target), messageOf(e)));
}

/** Keeps the file if it is whole and its hash is the expected one; else removes it and says why. */
async function keep(
  store: ModelStore,
  target: DownloadTarget,
  got: Received,
  total: number | null,
): Promise<{ size: number; sha256: string }> {
  if (total !== null && got.have < total)
    throw new ModelError('network', t(md.early, describe(target), formatBytes(got.have), formatBytes(total)));
  const digest = bytesToHex(got.hash.digest());
  const blobId = got.blob ? bytesToHex(got.blob.digest()) : undefined;
  const wrong: [string, string, string] | null =
    target.sha256 && digest !== target.sha256
      ? ['SHA-256', digest, target.sha256]
      : target.gitOid && blobId !== target.gitOid
        ? // not interface text: git's own name for the hash, like SHA-256
          ['git blob id', blobId ?? '', target.gitOid]
        : null;
  if (wrong) {
    await store.removePart(target.modelId, target.path);
    throw new ModelError(
      'hash-mismatch',
      t(md.mismatch, describe(target), wrong[0], wrong[1].slice(0, 12), wrong[2].slice(0, 12)),
    );
  }
  await store.commitPart(target.modelId, target.path);
  return { size: got.have, sha256: digest };
}

/** Git's id of a file: SHA-1 over "blob <size>\0" and the bytes (what the Hub's API lists for non-LFS files). */
function gitBlobHash(t: DownloadTarget) {
  if (!t.gitOid || t.size === undefined) return null;
  return sha1.create().update(new TextEncoder().encode(`blob ${t.size}\0`));
}

const cancelled = (target: DownloadTarget) => new ModelError('cancelled', t(md.cancelled, describe(target)));
const tooBig = (target: DownloadTarget, total: number) => t(md.tooBig, describe(target), formatBytes(total));
