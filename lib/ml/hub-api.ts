import * as v from 'valibot';

import { messageOf } from '../util/errors';
import { ModelError } from './errors';
import type { ModelEntry } from './registry';

/**
 * What the Hub says a repository's files are, before any byte is downloaded: its JSON API
 * (`POST /api/models/<repo>/paths-info/<revision>`, as @huggingface/hub and huggingface_hub
 * call it). The download URL (`resolve/…`) answers an LFS file with a 302 whose
 * `X-Linked-Etag` carries the SHA-256, but a browser's `fetch` follows the redirect and
 * returns the CDN's response without it, so the API is the source of truth for sizes and hashes.
 */

export interface HubFileMeta {
  size: number;
  /** SHA-256 of an LFS file (weights). */
  sha256?: string;
  /** Git blob id (SHA-1 of "blob <size>\0" + bytes) of a file kept in git (tokenizer, config). */
  gitOid?: string;
}

const Hex = (n: number) => v.pipe(v.string(), v.regex(new RegExp(`^[0-9a-f]{${n}}$`)));
const PathInfo = v.object({
  path: v.string(),
  type: v.string(),
  oid: v.optional(Hex(40)),
  size: v.pipe(v.number(), v.integer(), v.minValue(0)),
  lfs: v.optional(v.object({ oid: Hex(64), size: v.pipe(v.number(), v.integer(), v.minValue(0)) })),
});
const PathsInfo = v.array(PathInfo);

function pathsInfoUrl(base: string, entry: ModelEntry): string {
  return `${base.replace(/\/+$/, '')}/api/models/${entry.repo}/paths-info/${encodeURIComponent(entry.revision)}`;
}

/** Size and hash of each path, from the Hub (or a mirror that serves the same API). */
export async function hubFileMeta(
  base: string,
  entry: ModelEntry,
  paths: readonly string[],
  signal: AbortSignal,
  fetchFn: typeof fetch,
): Promise<Map<string, HubFileMeta>> {
  const url = pathsInfoUrl(base, entry);
  const cannot = (why: string) =>
    new ModelError(
      'network',
      `Could not read the file list of ${entry.repo} from ${new URL(url).origin} (${why}), so its files cannot be verified and nothing was downloaded. Try again later; for a mirror without the Hub's API, import a claimlens-model.json that lists each file's sha256 in Settings → Models.`,
    );
  let response: Response;
  try {
    response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ paths, expand: false }),
      signal,
      cache: 'no-store',
    });
  } catch (e) {
    if (signal.aborted) throw new ModelError('cancelled', `The download of "${entry.name}" was cancelled.`);
    throw cannot(messageOf(e));
  }
  if (!response.ok) throw cannot(`HTTP ${response.status}`);
  let parsed: v.InferOutput<typeof PathsInfo>;
  try {
    parsed = v.parse(PathsInfo, await response.json());
  } catch (e) {
    throw cannot(`an answer that is not the Hub's paths-info list: ${messageOf(e).slice(0, 120)}`);
  }
  const meta = new Map<string, HubFileMeta>();
  for (const p of parsed) {
    if (p.type !== 'file') continue;
    meta.set(
      p.path,
      p.lfs ? { size: p.lfs.size, sha256: p.lfs.oid } : { size: p.size, ...(p.oid ? { gitOid: p.oid } : {}) },
    );
  }
  const missing = paths.filter((p) => !meta.get(p)?.sha256 && !meta.get(p)?.gitOid);
  if (missing.length) throw cannot(`it does not list ${missing.join(', ')} with a hash`);
  return meta;
}
