import type { ClaimLensDB } from '../../db/database';
import type { DocumentPackRecord } from '../../db/records';
import { documentsErrors as m } from '../../i18n/catalogue/documents-errors';
import { t } from '../../i18n/t';
import { decideUpdate, heldVersionOf } from '../../kg/packs/team-verify';
import { ListError } from '../../sources/shared/format';
import { requireHttps } from '../../sources/shared/subscriptions';
import { messageOf } from '../../util/errors';
import { addAll, downloadAll, dropDocuments, type PackLibraryOptions } from './apply';
import { planUpdate } from './diff';
import { fetchManifest } from './fetch';
import { readDocumentPack } from './verify';

/**
 * Document packs subscribed by URL (issue 30 item 7), refreshed on the team packs' schedule: a
 * first download must be right whole or nothing is subscribed or added; an update is applied as
 * its diff (documents added, replaced, removed) and a refused or failed one keeps the documents
 * held and records why. Subscriptions live in the database, so the engine can refresh them alone.
 */

export interface DocumentPackOptions extends PackLibraryOptions {
  now?: number;
}

/** A subscription asked for: by the reader, or by the organisation's policy. */
export interface DocumentPackRequest {
  url: string;
  /** The publisher's Ed25519 key (base64) to pin; without it the key the manifest carries is pinned. */
  publicKey?: string;
}

const validatorsOf = (f: { etag?: string; lastModified?: string }) => ({
  ...(f.etag ? { etag: f.etag } : {}),
  ...(f.lastModified ? { lastModified: f.lastModified } : {}),
});

export async function subscribeDocumentPack(
  db: ClaimLensDB,
  request: DocumentPackRequest,
  by: DocumentPackRecord['by'],
  o: DocumentPackOptions,
): Promise<DocumentPackRecord> {
  const url = requireHttps(request.url, 'pack').href;
  if (await db.documentPacks.get(url)) throw new ListError('You are already subscribed to this document pack.');
  const fetched = await fetchManifest(url, {}, o);
  if (fetched.kind !== 'list') throw new ListError('The pack server answered 304 Not Modified to a first request.');
  const read = await readDocumentPack(fetched.text, url, request.publicKey?.trim() || null);
  const other = await db.documentPacks.where('packId').equals(read.pack.pack.id).first();
  if (other) throw new ListError(`The document pack "${read.pack.pack.id}" is already subscribed from ${other.url}.`);
  const files = await downloadAll(read.documents, o);
  const documents = await addAll(db, { url, name: read.pack.pack.name }, files, o);
  const now = o.now ?? Date.now();
  const record: DocumentPackRecord = {
    url,
    ...heldVersionOf(read.pack.pack, read),
    by,
    documents,
    lastDiff: {
      fromVersion: null,
      toVersion: read.pack.pack.version,
      added: documents.map((d) => d.name),
      changed: [],
      removed: [],
    },
    ...validatorsOf(fetched),
    lastChangedAt: now,
    addedAt: now,
    lastCheckedAt: now,
    lastSyncedAt: now,
  };
  await db.documentPacks.put(record);
  return record;
}

/** Downloads, verifies and applies a newer manifest; throws a ListError when it is refused. */
async function update(db: ClaimLensDB, held: DocumentPackRecord, o: DocumentPackOptions): Promise<DocumentPackRecord> {
  const now = o.now ?? Date.now();
  const { lastError: _cleared, etag: _e, lastModified: _m, ...base } = held;
  const fetched = await fetchManifest(held.url, held, o);
  if (fetched.kind === 'not-modified') return { ...base, ...validatorsOf(held), lastCheckedAt: now, lastSyncedAt: now };
  const read = await readDocumentPack(fetched.text, held.url, held.pinnedKey);
  const synced = { ...base, ...validatorsOf(fetched), pinnedKey: read.key, lastCheckedAt: now, lastSyncedAt: now };
  if (decideUpdate(held, { meta: read.pack.pack, digest: read.digest }).kind === 'unchanged') return synced;
  const plan = planUpdate(held.documents, read.documents);
  const files = await downloadAll(plan.fetch, o);
  const added = await addAll(db, { url: held.url, name: read.pack.pack.name }, files, o);
  const documents = [...plan.keep, ...added];
  await dropDocuments(db, held.url, plan.drop, documents);
  return {
    ...synced,
    ...heldVersionOf(read.pack.pack, read),
    documents,
    lastDiff: { fromVersion: held.version, toVersion: read.pack.pack.version, ...plan.diff },
    lastChangedAt: now,
  };
}

/** Checks one subscription for an update. Never throws: a refusal keeps the documents held and says why. */
export async function refreshDocumentPack(
  db: ClaimLensDB,
  held: DocumentPackRecord,
  o: DocumentPackOptions,
): Promise<DocumentPackRecord> {
  let next: DocumentPackRecord;
  try {
    next = await update(db, held, o);
  } catch (e) {
    const now = o.now ?? Date.now();
    const message = e instanceof ListError ? e.message : t(m.packUpdateFailed, messageOf(e));
    next = { ...held, lastCheckedAt: now, lastError: { at: now, message } };
  }
  // An unsubscribe while this refresh ran is not undone.
  if (await db.documentPacks.get(held.url)) await db.documentPacks.put(next);
  return next;
}

export async function refreshDocumentPacks(db: ClaimLensDB, o: DocumentPackOptions): Promise<DocumentPackRecord[]> {
  const out: DocumentPackRecord[] = [];
  // One after another: each adds documents through the one library.
  for (const held of await db.documentPacks.toArray()) out.push(await refreshDocumentPack(db, held, o));
  return out;
}

/** Ends a subscription and takes out the documents it added (not the reader's own, nor another pack's). */
export async function unsubscribeDocumentPack(
  db: ClaimLensDB,
  url: string,
  as: DocumentPackRecord['by'],
): Promise<{ removed: number }> {
  const held = await db.documentPacks.get(url);
  if (!held) throw new ListError('There is no subscription to this document pack.');
  if (held.by === 'policy' && as !== 'policy')
    throw new ListError(
      `“${held.name}” is subscribed by your organisation’s policy: it stays while the policy lists it.`,
    );
  await db.documentPacks.delete(url);
  return { removed: await dropDocuments(db, url, held.documents, []) };
}

/**
 * Makes the policy's subscriptions what it lists: each missing one subscribed, each policy one
 * it no longer lists ended. Each failure is reported; none stops the others.
 */
export async function ensureDocumentPacks(
  db: ClaimLensDB,
  requests: readonly DocumentPackRequest[],
  o: DocumentPackOptions,
): Promise<{ url: string; error?: string }[]> {
  const out: { url: string; error?: string }[] = [];
  const wanted = new Set<string>();
  for (const r of requests) {
    try {
      const url = requireHttps(r.url, 'pack').href;
      wanted.add(url);
      if (!(await db.documentPacks.get(url))) await subscribeDocumentPack(db, r, 'policy', o);
      out.push({ url });
    } catch (e) {
      out.push({ url: r.url, error: messageOf(e) });
    }
  }
  const stale = (await db.documentPacks.toArray()).filter((s) => s.by === 'policy' && !wanted.has(s.url));
  for (const s of stale) await unsubscribeDocumentPack(db, s.url, 'policy');
  return out;
}
