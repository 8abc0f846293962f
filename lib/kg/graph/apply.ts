import type { InsertType, Table } from 'dexie';

import { ClaimIds, EntityIds, FactIds, type NodeId, SourceIds } from '../../core/node-ids';
import type { ClaimLensDB } from '../../db/database';
import type { EdgeRow } from '../../db/records';
import { type ConflictMode, mergeClaimStatus, type StatusConflict } from './claim-status';
import { dropOrigin } from './delete';
import { type EntityMatch, noEntities, resolveEntities } from './resolve';
import {
  type ClaimId,
  edgeIdOf,
  type EntityId,
  type FactId,
  GraphInputError,
  type GraphWriter,
  KG_TABLES,
  union,
} from './store';
import type { SynonymTable } from './synonyms';

/**
 * Storing a GraphWriter's batch (store.ts) in one transaction: entities resolved against the
 * graph, claims, facts and sources merged with the rows they already are, edges checked to
 * point at nodes that exist.
 */

export interface WriteCounts {
  claims: number;
  facts: number;
  entities: number;
  sources: number;
  edges: number;
}

export interface WriteResult {
  added: WriteCounts;
  /** Rows that already existed (their origins now include this batch's). */
  existing: WriteCounts;
  /** Claims and facts that are new or changed text: they need vectors. */
  toEmbed: (ClaimId | FactId)[];
  /** Nodes deleted (replaceOrigin), whose vectors must leave the index. */
  removed: string[];
  /** Batch entity id → graph entity id. */
  entityIds: Map<EntityId, EntityId>;
  /** Batch entity id → how its name found the graph entity (resolve.ts). */
  entityMatches: Map<EntityId, EntityMatch>;
  /** Graph entity id → its name, for the batch's entities. */
  entityNames: Map<EntityId, string>;
  /** Batch claim, fact or source id → the id of the row it was found as, where they differ. */
  nodeIds: Map<NodeId, NodeId>;
  /** Claims whose stored status this write changed. */
  statusChanged: ClaimId[];
  /** Claims another origin holds that this write said the opposite of and left as they were (`conflicts: 'keep'`). */
  conflicts: StatusConflict[];
}

export interface ApplyOptions {
  /** Remove this batch's origin from rows it no longer contains (a pack updated in place). */
  replaceOrigin?: boolean;
  /** Resolve new entity names fuzzily against the graph (web persistence); packs use exact names and aliases. */
  fuzzyEntities?: boolean;
  /** Synonyms entity names are resolved by, and new entities named by (web persistence). */
  synonyms?: SynonymTable;
  /**
   * Find claims and facts already stored under another id by their word-for-word key (rows
   * written before content ids, or by another writer). One lookup per new row: for small batches.
   */
  matchByContent?: boolean;
  /** A claim's status another origin holds: the later verification wins (default), it is kept, or replaced. */
  conflicts?: ConflictMode;
  onProgress?(phase: string, done: number, total: number): void;
}

/** A table of the graph as the database declares it (EntityTable), for any of its row types. */
type RowTable<T extends { id: string }> = Table<T, T['id'], InsertType<T, 'id'>>;

const BATCH = 5000;

/**
 * Stores a writer's batch. Runs inside the caller's transaction when there is one (it must
 * include KG_TABLES), else in its own: all or nothing either way.
 */
export async function applyWrites(db: ClaimLensDB, w: GraphWriter, options: ApplyOptions = {}): Promise<WriteResult> {
  return db.transaction('rw', [...KG_TABLES], () => applyInTransaction(db, w, options));
}

async function applyInTransaction(db: ClaimLensDB, w: GraphWriter, options: ApplyOptions): Promise<WriteResult> {
  const progress = options.onProgress ?? (() => undefined);
  const added: WriteCounts = { claims: 0, facts: 0, entities: 0, sources: 0, edges: 0 };
  const existing: WriteCounts = { claims: 0, facts: 0, entities: 0, sources: 0, edges: 0 };
  const toEmbed: (ClaimId | FactId)[] = [];
  const statusChanged: ClaimId[] = [];
  const conflicts: StatusConflict[] = [];

  // Every await in here is database work: an idle transaction would commit early.
  const entities = w.entities.size
    ? await resolveEntities(db, w, {
        ...(options.fuzzyEntities ? { fuzzy: true } : {}),
        ...(options.synonyms ? { synonyms: options.synonyms } : {}),
      })
    : noEntities();
  const entityIds = entities.ids;
  added.entities = entities.added;
  existing.entities = entities.existing;
  progress('entities', w.entities.size, w.entities.size);

  const nodeIds = new Map<NodeId, NodeId>();
  const claimRows = [...w.claims.values()];
  // A fact about batch entities names them as the graph does ("hydroxychloroquin" → "hydroxychloroquine").
  const named = (id: EntityId | undefined, fallback: string) =>
    id ? (entities.names.get(entityIds.get(id) ?? id) ?? fallback) : fallback;
  const factRows = [...w.facts.values()].map((f) => {
    const about = w.factEntities.get(f.id);
    return about ? { ...f, subject: named(about.subject, f.subject), object: named(about.object, f.object) } : f;
  });
  const sourceRows = [...w.sources.values()];
  // Sources are unique by URL whatever their id; claims and facts by content when asked.
  if (sourceRows.length) await matchExisting(db.sources, sourceRows, 'url', (r) => r.url, nodeIds);
  if (options.matchByContent && claimRows.length)
    await matchExisting(db.claims, claimRows, 'looseKey', (r) => r.looseKey, nodeIds);
  if (options.matchByContent && factRows.length)
    await matchExisting(db.facts, factRows, 'looseKey', (r) => r.looseKey, nodeIds);
  const stored = <T extends { id: NodeId }>(rows: T[]) =>
    rows.map((r) => (nodeIds.has(r.id) ? { ...r, id: nodeIds.get(r.id)! } : r));

  // Only called with rows: awaiting a call that does no database work would let the transaction commit.
  const store = <T extends { id: string }>(
    table: RowTable<T>,
    kind: keyof WriteCounts,
    rows: readonly T[],
    merge: (old: T, row: T) => T,
    isNew?: (row: T) => void,
  ) =>
    upsertBatches(
      table,
      rows,
      (old, row) => {
        if (!old) {
          added[kind]++;
          isNew?.(row);
          return row;
        }
        existing[kind]++;
        return merge(old, row);
      },
      (done) => progress(kind, done, rows.length),
    );

  if (claimRows.length)
    await store(
      db.claims,
      'claims',
      stored(claimRows),
      (old, c) => {
        const merged = mergeClaimStatus(old, c, w.origin, options.conflicts ?? 'later-wins');
        if (merged.row.status !== old.status) statusChanged.push(c.id);
        if (merged.conflict) conflicts.push(merged.conflict);
        return { ...old, origins: union(old.origins, c.origins), ...merged.row };
      },
      (c) => toEmbed.push(c.id),
    );
  if (factRows.length)
    await store(
      db.facts,
      'facts',
      stored(factRows),
      (old, f) => ({
        ...old,
        origins: union(old.origins, f.origins),
        status: old.status === 'Verified' || f.status === 'Verified' ? ('Verified' as const) : ('Claimed' as const),
        verifiedAt: Math.max(old.verifiedAt, f.verifiedAt),
      }),
      (f) => toEmbed.push(f.id),
    );
  if (sourceRows.length)
    await store(db.sources, 'sources', stored(sourceRows), (old, src) => ({
      ...old,
      title: old.title || src.title,
      origins: union(old.origins, src.origins),
    }));

  const edges = new Map<string, EdgeRow>();
  const idOf = (id: NodeId): NodeId => (EntityIds.is(id) ? entityIds.get(id) : undefined) ?? nodeIds.get(id) ?? id;
  for (const e of w.edges.values()) {
    const from = idOf(e.from);
    const to = idOf(e.to);
    if (from === to) continue;
    const id = edgeIdOf(e.type, from, to);
    edges.set(id, {
      id,
      type: e.type,
      from,
      to,
      origins: [w.origin],
      createdAt: w.now,
      ...(e.quote ? { quote: e.quote } : {}),
    });
  }
  const edgeRows = [...edges.values()];
  const known = new Set<NodeId>([
    ...w.claims.keys(),
    ...w.facts.keys(),
    ...w.sources.keys(),
    ...entityIds.values(),
    ...nodeIds.values(),
  ]);
  const unknown = [...new Set(edgeRows.flatMap((e) => [e.from, e.to]).filter((id) => !known.has(id)))];
  if (unknown.length) await checkEndpoints(db, unknown, edgeRows);
  if (edgeRows.length)
    await store(db.edges, 'edges', edgeRows, (old, e) => ({
      ...old,
      origins: union(old.origins, e.origins),
      ...(e.quote ? { quote: e.quote } : {}),
    }));

  let removed: string[] = [];
  if (options.replaceOrigin) {
    const kept = new Set<string>([
      ...w.claims.keys(),
      ...w.facts.keys(),
      ...w.sources.keys(),
      ...entityIds.values(),
      ...nodeIds.values(),
      ...edges.keys(),
    ]);
    removed = await dropOrigin(db, w.origin, (id) => kept.has(id));
    progress('cleanup', 1, 1);
  }
  return {
    added,
    existing,
    toEmbed,
    removed,
    entityIds,
    entityMatches: entities.matches,
    entityNames: entities.names,
    nodeIds,
    statusChanged,
    conflicts,
  };
}

/** Rows of this batch not stored under their own id but under another with the same key: their stored id. */
async function matchExisting<T extends { id: NodeId }>(
  table: RowTable<T>,
  rows: readonly T[],
  index: string,
  key: (row: T) => string,
  into: Map<NodeId, NodeId>,
): Promise<void> {
  const have = await table.bulkGet(rows.map((r) => r.id));
  const missing = rows.filter((_, i) => !have[i]);
  if (!missing.length) return;
  const found = await Promise.all(missing.map((r) => table.where(index).equals(key(r)).first()));
  found.forEach((row, i) => row && into.set(missing[i]!.id, row.id));
}

/** Reads existing rows by id in batches and writes each new or merged one back. */
async function upsertBatches<T extends { id: string }>(
  table: RowTable<T>,
  rows: readonly T[],
  merge: (old: T | undefined, row: T) => T,
  progress: (done: number) => void,
): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH);
    const have = await table.bulkGet(batch.map((r) => r.id));
    await table.bulkPut(batch.map((row, k) => merge(have[k], row)));
    progress(Math.min(i + BATCH, rows.length));
  }
}

/** Edge ends outside the batch must be in the graph. */
async function checkEndpoints(db: ClaimLensDB, unknown: readonly NodeId[], edges: readonly EdgeRow[]): Promise<void> {
  // Only tables with ids to check are read: awaiting no database work would let the transaction commit.
  const firstGone = async <T extends { id: NodeId }>(table: RowTable<T>, ids: T['id'][]) => {
    const rows = await table.bulkGet(ids);
    return ids.find((_, i) => !rows[i]);
  };
  const [claims, facts, entities, sources] = [
    unknown.filter(ClaimIds.is),
    unknown.filter(FactIds.is),
    unknown.filter(EntityIds.is),
    unknown.filter(SourceIds.is),
  ];
  const gone =
    (claims.length ? await firstGone(db.claims, claims) : undefined) ??
    (facts.length ? await firstGone(db.facts, facts) : undefined) ??
    (entities.length ? await firstGone(db.entities, entities) : undefined) ??
    (sources.length ? await firstGone(db.sources, sources) : undefined);
  if (gone) {
    const edge = edges.find((e) => e.from === gone || e.to === gone)!;
    throw new GraphInputError(
      `The ${edge.type} edge from ${edge.from} to ${edge.to} points to ${gone}, which is neither in this batch nor in the graph.`,
    );
  }
}
