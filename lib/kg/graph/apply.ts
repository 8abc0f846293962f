import type { InsertType, Table } from 'dexie';

import { ClaimIds, EntityIds, FactIds, type NodeId, SourceIds } from '../../core/node-ids';
import type { ClaimLensDB } from '../../db/database';
import type { ClaimNode, EdgeRow } from '../../db/records';
import { batchEdges, mergeEdge, mergeFact, mergeSource, namedFacts, storedIdOf } from './apply-rows';
import { type ConflictMode, mergeClaimStatus, type StatusConflict } from './claim-status';
import { dropOrigin } from './delete';
import { type EntityMatch, noEntities, resolveEntities } from './resolve';
import { type ClaimId, type EntityId, type FactId, GraphInputError, type GraphWriter, KG_TABLES, union } from './store';
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

/** What a write has done so far, filled in as its steps run. */
type Tally = Pick<WriteResult, 'added' | 'existing' | 'toEmbed' | 'statusChanged' | 'conflicts'>;

type Progress = NonNullable<ApplyOptions['onProgress']>;

const noCounts = (): WriteCounts => ({ claims: 0, facts: 0, entities: 0, sources: 0, edges: 0 });

/**
 * Stores rows of one kind, counting the new and the existing. Only called with rows: awaiting a
 * call that does no database work would let the transaction commit.
 */
function storeRows<T extends { id: string }>(
  step: { tally: Tally; progress: Progress; kind: keyof WriteCounts },
  table: RowTable<T>,
  rows: readonly T[],
  merge: (old: T, row: T) => T,
  isNew?: (row: T) => void,
): Promise<void> {
  const { tally, kind } = step;
  const upsert = (old: T | undefined, row: T) => {
    if (!old) {
      tally.added[kind]++;
      isNew?.(row);
      return row;
    }
    tally.existing[kind]++;
    return merge(old, row);
  };
  return upsertBatches(table, rows, upsert, (done) => step.progress(kind, done, rows.length));
}

/** A claim merges by the conflict mode; a status it changes, or a conflict it keeps, is tallied. */
function claimMerger(tally: Tally, origin: string, mode: ConflictMode) {
  return (old: ClaimNode, c: ClaimNode): ClaimNode => {
    const merged = mergeClaimStatus(old, c, origin, mode);
    if (merged.row.status !== old.status) tally.statusChanged.push(c.id);
    if (merged.conflict) tally.conflicts.push(merged.conflict);
    return { ...old, origins: union(old.origins, c.origins), ...merged.row };
  };
}

/** Rows with the ids they were found stored under. */
function underStoredIds<T extends { id: NodeId }>(rows: T[], nodeIds: ReadonlyMap<NodeId, NodeId>): T[] {
  return rows.map((r) => (nodeIds.has(r.id) ? { ...r, id: nodeIds.get(r.id)! } : r));
}

/** Edge ends neither in the batch nor found stored: checkEndpoints must find them in the graph. */
function unknownEnds(edges: readonly EdgeRow[], known: ReadonlySet<NodeId>): NodeId[] {
  return [...new Set(edges.flatMap((e) => [e.from, e.to]).filter((id) => !known.has(id)))];
}

async function applyInTransaction(db: ClaimLensDB, w: GraphWriter, options: ApplyOptions): Promise<WriteResult> {
  const progress = options.onProgress ?? (() => undefined);
  const tally: Tally = { added: noCounts(), existing: noCounts(), toEmbed: [], statusChanged: [], conflicts: [] };

  // Every await in here is database work (an idle transaction would commit early), and stays in
  // this function: a helper that awaited in turn could leave Dexie's transaction zone.
  const entities = w.entities.size
    ? await resolveEntities(db, w, {
        ...(options.fuzzyEntities ? { fuzzy: true } : {}),
        ...(options.synonyms ? { synonyms: options.synonyms } : {}),
      })
    : noEntities();
  tally.added.entities = entities.added;
  tally.existing.entities = entities.existing;
  progress('entities', w.entities.size, w.entities.size);

  const nodeIds = new Map<NodeId, NodeId>();
  const [claims, facts, sources] = [[...w.claims.values()], namedFacts(w, entities), [...w.sources.values()]];
  // Sources are unique by URL whatever their id; claims and facts by content when asked.
  if (sources.length) await matchExisting(db.sources, sources, 'url', (r) => r.url, nodeIds);
  if (options.matchByContent && claims.length)
    await matchExisting(db.claims, claims, 'looseKey', (r) => r.looseKey, nodeIds);
  if (options.matchByContent && facts.length)
    await matchExisting(db.facts, facts, 'looseKey', (r) => r.looseKey, nodeIds);

  const step = { tally, progress };
  const embed = (row: { id: ClaimId | FactId }) => tally.toEmbed.push(row.id);
  const mergeClaim = claimMerger(tally, w.origin, options.conflicts ?? 'later-wins');
  if (claims.length)
    await storeRows({ ...step, kind: 'claims' }, db.claims, underStoredIds(claims, nodeIds), mergeClaim, embed);
  if (facts.length)
    await storeRows({ ...step, kind: 'facts' }, db.facts, underStoredIds(facts, nodeIds), mergeFact, embed);
  if (sources.length)
    await storeRows({ ...step, kind: 'sources' }, db.sources, underStoredIds(sources, nodeIds), mergeSource);

  const edges = batchEdges(w, storedIdOf(entities.ids, nodeIds));
  const edgeRows = [...edges.values()];
  const batchIds = [
    ...w.claims.keys(),
    ...w.facts.keys(),
    ...w.sources.keys(),
    ...entities.ids.values(),
    ...nodeIds.values(),
  ];
  const unknown = unknownEnds(edgeRows, new Set<NodeId>(batchIds));
  if (unknown.length) await checkEndpoints(db, unknown, edgeRows);
  if (edgeRows.length) await storeRows({ ...step, kind: 'edges' }, db.edges, edgeRows, mergeEdge);

  let removed: string[] = [];
  if (options.replaceOrigin) {
    const kept = new Set<string>([...batchIds, ...edges.keys()]);
    removed = await dropOrigin(db, w.origin, (id) => kept.has(id));
    progress('cleanup', 1, 1);
  }
  return {
    ...tally,
    removed,
    entityIds: entities.ids,
    entityMatches: entities.matches,
    entityNames: entities.names,
    nodeIds,
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
