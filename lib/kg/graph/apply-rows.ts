import { EntityIds, type NodeId } from '../../core/node-ids';
import type { EdgeRow, FactNode, SourceNode } from '../../db/records';
import type { EntityResolution } from './resolve';
import { edgeIdOf, type EntityId, type GraphWriter, union } from './store';

/**
 * The decisions of storing a batch (apply.ts), kept apart from the transaction: how batch rows
 * are named and joined, and how a row merges with the one already stored.
 */

/** A fact about batch entities names them as the graph does ("hydroxychloroquin" → "hydroxychloroquine"). */
export function namedFacts(w: GraphWriter, entities: EntityResolution): FactNode[] {
  const named = (id: EntityId | undefined, fallback: string) =>
    id ? (entities.names.get(entities.ids.get(id) ?? id) ?? fallback) : fallback;
  return [...w.facts.values()].map((f) => {
    const about = w.factEntities.get(f.id);
    return about ? { ...f, subject: named(about.subject, f.subject), object: named(about.object, f.object) } : f;
  });
}

/** The batch's edges between the ids their ends are stored under; one per (type, from, to), no loops. */
export function batchEdges(w: GraphWriter, idOf: (id: NodeId) => NodeId): Map<string, EdgeRow> {
  const edges = new Map<string, EdgeRow>();
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
  return edges;
}

/** Where a batch id is stored: its graph entity, or the row it was found as, or itself. */
export function storedIdOf(entityIds: Map<EntityId, EntityId>, nodeIds: Map<NodeId, NodeId>) {
  return (id: NodeId): NodeId => (EntityIds.is(id) ? entityIds.get(id) : undefined) ?? nodeIds.get(id) ?? id;
}

/** A fact is Verified once any origin verified it, as of its latest verification. */
export function mergeFact(old: FactNode, f: FactNode): FactNode {
  return {
    ...old,
    origins: union(old.origins, f.origins),
    status: old.status === 'Verified' || f.status === 'Verified' ? 'Verified' : 'Claimed',
    verifiedAt: Math.max(old.verifiedAt, f.verifiedAt),
  };
}

/** A source keeps the title it has; a batch only fills one in. */
export function mergeSource(old: SourceNode, src: SourceNode): SourceNode {
  return { ...old, title: old.title || src.title, origins: union(old.origins, src.origins) };
}

/** An edge gains the batch's origin, and its quote where the batch has one. */
export function mergeEdge(old: EdgeRow, e: EdgeRow): EdgeRow {
  return { ...old, origins: union(old.origins, e.origins), ...(e.quote ? { quote: e.quote } : {}) };
}
