import { ClaimIds, FactIds, SourceIds } from '../core/node-ids';
import type { ClaimLensDB } from '../db/database';
import type { ClaimNode, FactNode } from '../db/records';
import { knowledgeOf } from '../kg/graph/knowledge';
import type { Embedder } from '../ml/types';

/**
 * The statements of the knowledge graph nearest a text, by cosine of the installed embedding
 * model's vectors: what decomposition retrieves to infill latent entities and what it shows as
 * related knowledge beside an Unverified claim. Claims carry TRUE/FALSE, facts Verified/Claimed.
 */

export interface NearStatement {
  id: string;
  text: string;
  vector: Float32Array;
  score: number;
  status: string;
  url?: string;
}

export async function nearestStatements(
  db: ClaimLensDB,
  embedder: Embedder,
  query: ArrayLike<number>,
  k: number,
): Promise<NearStatement[]> {
  if (k <= 0) return [];
  // The engine's vector index (loaded once, kept in step with every write), not a scan of the table.
  const index = await knowledgeOf(db).indexFor(embedder.modelId, embedder.dims);
  if (query.length !== index.dims) return [];
  const [macro, micro] = await Promise.all([index.macro.search(query, k), index.micro.search(query, k)]);
  const best = [
    ...macro.map((h) => ({ ...h, matrix: index.macro })),
    ...micro.map((h) => ({ ...h, matrix: index.micro })),
  ]
    .sort((a, b) => b.score - a.score)
    .slice(0, k);
  if (!best.length) return [];
  const claimIds = best
    .filter((b) => b.matrix === index.macro)
    .map((b) => b.id)
    .filter(ClaimIds.is);
  const factIds = best
    .filter((b) => b.matrix === index.micro)
    .map((b) => b.id)
    .filter(FactIds.is);
  const [claims, facts, sources] = await Promise.all([
    db.claims.bulkGet(claimIds),
    db.facts.bulkGet(factIds),
    sourceUrls(
      db,
      best.map((b) => b.id),
    ),
  ]);
  const nodes = new Map<string, ClaimNode | FactNode>(
    [...claims, ...facts].filter((n): n is ClaimNode | FactNode => !!n).map((n) => [n.id, n]),
  );
  const vectors = await Promise.all(best.map((b) => b.matrix.vectorOf(b.id)));
  return best.flatMap(({ id, score }, i) => {
    const node = nodes.get(id);
    const vector = vectors[i];
    if (!node || !vector) return [];
    const url = sources.get(node.id);
    return [{ id: node.id, text: node.text, vector, score, status: node.status, ...(url ? { url } : {}) }];
  });
}

async function sourceUrls(db: ClaimLensDB, ids: readonly string[]): Promise<Map<string, string>> {
  const edges = await db.edges
    .where('[from+type]')
    .anyOf(ids.map((id) => [id, 'FROM_SOURCE']))
    .toArray();
  const sources = await db.sources.bulkGet(edges.map((e) => e.to).filter(SourceIds.is));
  const out = new Map<string, string>();
  edges.forEach((e, i) => {
    const url = sources[i]?.url;
    if (url && !out.has(e.from)) out.set(e.from, url);
  });
  return out;
}
