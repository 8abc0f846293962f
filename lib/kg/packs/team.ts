import type { TeamPackRecord } from '../../db/records';
import { packsTeam as m } from '../../i18n/catalogue/packs-team';
import { t } from '../../i18n/t';
import type { Embedder } from '../../ml/types';
import { ListError } from '../../sources/shared/format';
import { failure, fetchListText, type ListFetchOptions, requireHttps } from '../../sources/shared/subscriptions';
import { messageOf } from '../../util/errors';
import type { KnowledgeGraph } from '../graph/knowledge';
import { importPack, removePack } from './import';
import { diffClaims, teamPackClaims } from './team-diff';
import { decideUpdate, heldVersionOf, MAX_TEAM_PACK_BYTES, type ReadTeamPack, readTeamPack } from './team-verify';

/**
 * Team knowledge packs subscribed by URL, refreshed on a schedule like shared source lists
 * (and with their download, signature and canonical JSON): an update is applied as one
 * transaction and its diff kept for the reader; a refused or failed update keeps the held pack
 * and records why. Subscriptions live in the database, so the engine can refresh them alone.
 */

export interface TeamPackOptions {
  fetch?: ListFetchOptions['fetch'];
  timeoutMs?: number;
  maxBytes?: number;
  embedder?: Embedder | null;
  now?: number;
}

/** A subscription asked for: by the reader, or by the organisation's policy (lib/settings managed). */
export interface TeamPackRequest {
  url: string;
  /** The publisher's Ed25519 key (base64) to pin; without it the key the pack carries is pinned. */
  publicKey?: string;
}

const fetchOptions = (o: TeamPackOptions): ListFetchOptions => ({
  ...(o.fetch ? { fetch: o.fetch } : {}),
  maxBytes: Math.min(o.maxBytes ?? MAX_TEAM_PACK_BYTES, MAX_TEAM_PACK_BYTES),
  timeoutMs: o.timeoutMs ?? 60_000,
});

async function apply(
  kg: KnowledgeGraph,
  url: string,
  read: ReadTeamPack,
  held: TeamPackRecord | null,
  o: TeamPackOptions,
): Promise<{ diffOf: TeamPackRecord['lastDiff'] }> {
  await importPack(kg, read.pack, { from: url, embedder: o.embedder ?? null });
  const claims = teamPackClaims(read.pack);
  return {
    diffOf: diffClaims(held?.claims ?? null, claims, { from: held?.version ?? null, to: read.pack.pack.version }),
  };
}

/** First download: everything must be right, or nothing is subscribed or installed. */
export async function subscribeTeamPack(
  kg: KnowledgeGraph,
  request: TeamPackRequest,
  by: TeamPackRecord['by'],
  o: TeamPackOptions = {},
): Promise<TeamPackRecord> {
  const url = requireHttps(request.url, 'pack').href;
  if (await kg.db.teamPacks.get(url)) throw new ListError(t(m.alreadySubscribed));
  const fetched = await fetchListText(url, fetchOptions(o), {}, 'pack');
  if (fetched.kind !== 'list') throw new ListError(t(m.first304));
  const read = await readTeamPack(fetched.text, request.publicKey?.trim() || null);
  const other = await kg.db.teamPacks.where('packId').equals(read.pack.pack.id).first();
  if (other) throw new ListError(t(m.subscribedFrom, read.pack.pack.id, other.url));
  // A pack the reader imported (from a file or a URL) is theirs: a subscription never takes it over.
  const local = await kg.db.packs.get(read.pack.pack.id);
  if (local?.state === 'installed') throw new ListError(t(m.installedSameId, local.name, local.id, local.from, url));
  const { diffOf } = await apply(kg, url, read, null, o);
  const now = o.now ?? Date.now();
  const record: TeamPackRecord = {
    url,
    ...heldVersionOf(read.pack.pack, read),
    by,
    claims: teamPackClaims(read.pack),
    ...(diffOf ? { lastDiff: diffOf } : {}),
    lastChangedAt: now,
    ...(fetched.etag ? { etag: fetched.etag } : {}),
    ...(fetched.lastModified ? { lastModified: fetched.lastModified } : {}),
    addedAt: now,
    lastCheckedAt: now,
    lastSyncedAt: now,
  };
  await kg.db.teamPacks.put(record);
  return record;
}

/** Checks one subscription for an update. Never throws: a refusal keeps the held pack and says why. */
export async function refreshTeamPack(
  kg: KnowledgeGraph,
  held: TeamPackRecord,
  o: TeamPackOptions = {},
): Promise<TeamPackRecord> {
  const now = o.now ?? Date.now();
  const { lastError: _cleared, ...rest } = held;
  let next: TeamPackRecord;
  try {
    const fetched = await fetchListText(
      held.url,
      fetchOptions(o),
      { etag: held.etag, lastModified: held.lastModified },
      'pack',
    );
    if (fetched.kind === 'not-modified') {
      next = { ...rest, lastCheckedAt: now, lastSyncedAt: now };
    } else {
      const read = await readTeamPack(fetched.text, held.pinnedKey);
      const validators = {
        ...(fetched.etag ? { etag: fetched.etag } : {}),
        ...(fetched.lastModified ? { lastModified: fetched.lastModified } : {}),
      };
      const { etag: _e, lastModified: _m, ...base } = rest;
      if (decideUpdate(held, { meta: read.pack.pack, digest: read.digest }).kind === 'unchanged') {
        next = { ...base, ...validators, pinnedKey: read.key, lastCheckedAt: now, lastSyncedAt: now };
      } else {
        const { diffOf } = await apply(kg, held.url, read, held, o);
        next = {
          ...base,
          ...validators,
          ...heldVersionOf(read.pack.pack, read),
          claims: teamPackClaims(read.pack),
          ...(diffOf ? { lastDiff: diffOf } : {}),
          lastChangedAt: now,
          lastCheckedAt: now,
          lastSyncedAt: now,
        };
      }
    }
  } catch (e) {
    next = { ...held, lastCheckedAt: now, lastError: { at: now, message: failure(e) } };
  }
  // An unsubscribe while this refresh ran is not undone.
  if (await kg.db.teamPacks.get(held.url)) await kg.db.teamPacks.put(next);
  return next;
}

export async function refreshTeamPacks(kg: KnowledgeGraph, o: TeamPackOptions = {}): Promise<TeamPackRecord[]> {
  const out: TeamPackRecord[] = [];
  // One after another: each update is a write transaction over the graph.
  for (const held of await kg.db.teamPacks.toArray()) out.push(await refreshTeamPack(kg, held, o));
  return out;
}

/** Ends a subscription and takes its pack's knowledge out of the graph (what others also hold stays). */
export async function unsubscribeTeamPack(kg: KnowledgeGraph, url: string): Promise<{ removed: number }> {
  const held = await kg.db.teamPacks.get(url);
  if (!held) throw new ListError(t(m.noSubscription));
  await kg.db.teamPacks.delete(url);
  const pack = await kg.db.packs.get(held.packId);
  return { removed: pack?.state === 'installed' ? await removePack(kg, held.packId) : 0 };
}

/**
 * Subscribes whatever a list asks for that is not subscribed yet (the policy's team packs):
 * each failure is reported, none stops the others.
 */
export async function ensureTeamPacks(
  kg: KnowledgeGraph,
  requests: readonly TeamPackRequest[],
  by: TeamPackRecord['by'],
  o: TeamPackOptions = {},
): Promise<{ url: string; error?: string }[]> {
  const out: { url: string; error?: string }[] = [];
  for (const r of requests) {
    try {
      const url = requireHttps(r.url, 'pack').href;
      if (!(await kg.db.teamPacks.get(url))) await subscribeTeamPack(kg, r, by, o);
      out.push({ url });
    } catch (e) {
      out.push({ url: r.url, error: messageOf(e) });
    }
  }
  return out;
}
