import { normText } from '../../core/text';
import type { ClaimLensDB } from '../../db/database';
import type { ClaimNode, EntityNode, FactNode } from '../../db/records';
import { normEntity } from './entities';

/** Reads for the Knowledge tab (run in the side panel on the database directly). */

export interface KnowledgeCounts {
  claimsTrue: number;
  claimsFalse: number;
  facts: number;
  entities: number;
  sources: number;
  edges: number;
  vectors: number;
}

export async function knowledgeCounts(db: ClaimLensDB): Promise<KnowledgeCounts> {
  const [claimsTrue, claimsFalse, facts, entities, sources, edges, vectors] = await Promise.all([
    db.claims.where('status').equals('TRUE').count(),
    db.claims.where('status').equals('FALSE').count(),
    db.facts.count(),
    db.entities.count(),
    db.sources.count(),
    db.edges.count(),
    db.vectors.count(),
  ]);
  return { claimsTrue, claimsFalse, facts, entities, sources, edges, vectors };
}

export type SearchHit =
  { kind: 'claim'; node: ClaimNode } | { kind: 'fact'; node: FactNode } | { kind: 'entity'; node: EntityNode };

/**
 * Claims, facts and entities whose words contain every word of the query (in any order);
 * those that start with the query first. A scan: the graph of one browser is small enough.
 */
export async function searchKnowledge(db: ClaimLensDB, query: string, limit = 30): Promise<SearchHit[]> {
  const q = normText(query);
  if (!q) return [];
  const terms = q.split(' ');
  const matches = (text: string) => terms.every((t) => text.includes(t));
  const rank = (text: string) => (text.startsWith(q) ? 0 : text.includes(q) ? 1 : 2);
  const [claims, facts, entities] = await Promise.all([
    db.claims
      .filter((c) => matches(c.normText))
      .limit(limit)
      .toArray(),
    db.facts
      .filter((f) => matches(f.normText))
      .limit(limit)
      .toArray(),
    db.entities
      .filter((e) => matches(e.norm) || e.aliases.some(matches))
      .limit(limit)
      .toArray(),
  ]);
  const entityQuery = normEntity(query);
  const hits: (SearchHit & { r: number })[] = [
    ...entities.map((node) => ({ kind: 'entity' as const, node, r: node.norm === entityQuery ? -1 : rank(node.norm) })),
    ...claims.map((node) => ({ kind: 'claim' as const, node, r: rank(node.normText) })),
    ...facts.map((node) => ({ kind: 'fact' as const, node, r: rank(node.normText) })),
  ];
  return hits
    .sort((a, b) => a.r - b.r)
    .slice(0, limit)
    .map(({ r: _, ...hit }) => hit as SearchHit);
}
