import { kindOf } from '../../core/node-ids';
import type { ClaimLensDB } from '../../db/database';
import type { ClaimNode } from '../../db/records';
import { withoutOrigin } from './claim-status';
import { KG_TABLES } from './store';

/**
 * Removes `origin` from every row that has it (except those `keep` says), deleting rows left
 * with no origin, with their edges and vectors. Must run in a transaction over KG_TABLES.
 */
export async function dropOrigin(
  db: ClaimLensDB,
  origin: string,
  keep: (id: string) => boolean = () => false,
): Promise<string[]> {
  const deleted: string[] = [];
  for (const table of [db.claims, db.facts, db.entities, db.sources, db.edges] as const) {
    const t = table as unknown as import('dexie').Table<{ id: string; origins: string[] }, string>;
    const rows = (await t.where('origins').equals(origin).toArray()).filter((r) => !keep(r.id));
    const gone = rows.filter((r) => r.origins.length <= 1).map((r) => r.id);
    // A claim's status is recomputed from the origins that remain (claim-status.ts).
    const kept = rows
      .filter((r) => r.origins.length > 1)
      .map((r) =>
        table === db.claims
          ? withoutOrigin(r as unknown as ClaimNode, origin)
          : { ...r, origins: r.origins.filter((o) => o !== origin) },
      );
    if (kept.length) await t.bulkPut(kept);
    if (table === db.edges) {
      if (gone.length) await t.bulkDelete(gone);
    } else deleted.push(...gone);
  }
  if (deleted.length) await deleteNodesInTransaction(db, deleted);
  return deleted;
}

export interface DeleteResult {
  nodes: number;
  edges: number;
  vectors: number;
}

/** Deletes nodes with every edge that touches them and their vectors of every model. */
export async function deleteNodes(db: ClaimLensDB, ids: readonly string[]): Promise<DeleteResult> {
  return db.transaction('rw', [...KG_TABLES], () => deleteNodesInTransaction(db, ids));
}

async function deleteNodesInTransaction(db: ClaimLensDB, ids: readonly string[]): Promise<DeleteResult> {
  if (!ids.length) return { nodes: 0, edges: 0, vectors: 0 };
  const byKind = { claim: db.claims, fact: db.facts, entity: db.entities, source: db.sources } as const;
  let nodes = 0;
  for (const kind of Object.keys(byKind) as (keyof typeof byKind)[]) {
    const mine = ids.filter((id) => kindOf(id) === kind);
    if (!mine.length) continue;
    const table = byKind[kind] as unknown as import('dexie').Table<unknown, string>;
    nodes += (await table.bulkGet(mine)).filter(Boolean).length;
    await table.bulkDelete(mine);
  }
  const edgeIds = new Set([
    ...(await db.edges.where('from').anyOf(ids).primaryKeys()),
    ...(await db.edges.where('to').anyOf(ids).primaryKeys()),
  ]);
  if (edgeIds.size) await db.edges.bulkDelete([...edgeIds]);
  const vectorKeys = await db.vectors.where('nodeId').anyOf(ids).primaryKeys();
  if (vectorKeys.length) {
    await db.vectors.bulkDelete(vectorKeys);
    // The saved index snapshots held these vectors.
    await db.vectorBlocks.clear();
  }
  return { nodes, edges: edgeIds.size, vectors: vectorKeys.length };
}
