import { ClaimIds, type NodeId } from '../core/node-ids';
import { getDb } from '../db/database';
import type { ClaimNode, DisputeRecord, TaskRecord } from '../db/records';
import { loadNeighbourhood, type Neighbourhood } from '../kg/graph/neighbourhood';
import { type KnowledgeCounts, knowledgeCounts, type SearchHit, searchKnowledge } from '../kg/graph/queries';

/**
 * The Knowledge tab's read model: what the graph holds, as the panel shows it. Reads only; every
 * write is an engine op (lib/engine/declare/kg.ts), so the engine's vector index stays in step.
 */

export type { DisputeRecord, EdgeRow, TaskRecord } from '../db/records';
export { type AnyNode, type Neighbourhood, nodeLabel } from '../kg/graph/neighbourhood';
export type { KnowledgeCounts, SearchHit } from '../kg/graph/queries';

export const readCounts = (): Promise<KnowledgeCounts> => knowledgeCounts(getDb());

export const readNeighbourhood = (id: string): Promise<Neighbourhood | null> => loadNeighbourhood(getDb(), id);

export const searchNodes = (query: string): Promise<SearchHit[]> => searchKnowledge(getDb(), query);

/** A false claim the tribunal (or a pack) corrected, with the true claim it is CORRECTED_BY. */
export interface CorrectionPair {
  id: string;
  wrong: ClaimNode;
  right: ClaimNode;
}

/** Newest first, so the tribunal's own corrections lead the pack's (edge ids are content hashes, not times). */
export async function readCorrectionPairs(limit = 200): Promise<CorrectionPair[]> {
  const db = getDb();
  const all = await db.edges.where('type').equals('CORRECTED_BY').toArray();
  const edges = all.sort((a, b) => b.createdAt - a.createdAt).slice(0, limit);
  const claims = await db.claims.bulkGet(edges.flatMap((e) => [e.from, e.to]).filter(ClaimIds.is));
  const byId = new Map<NodeId, ClaimNode>(claims.filter((c): c is ClaimNode => !!c).map((c) => [c.id, c]));
  return edges.flatMap((e) => {
    const wrong = byId.get(e.from);
    const right = byId.get(e.to);
    return wrong && right ? [{ id: e.id, wrong, right }] : [];
  });
}

/** The reader's corrections of verdicts, newest first. */
export const readReaderCorrections = (): Promise<DisputeRecord[]> =>
  getDb().disputes.orderBy('createdAt').reverse().toArray();

/** The latest slow knowledge operations (imports, vectors), newest first. */
export const readRecentTasks = (limit = 6): Promise<TaskRecord[]> =>
  getDb().tasks.orderBy('createdAt').reverse().limit(limit).toArray();
