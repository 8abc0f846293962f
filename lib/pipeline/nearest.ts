import type { ClaimLensDB } from '../db/database';
import type { ClaimNode, FactNode, SourceNode, VectorRow } from '../db/records';
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

export async function nearestStatements(db: ClaimLensDB, embedder: Embedder, query: ArrayLike<number>, k: number): Promise<NearStatement[]> {
  if (k <= 0) return [];
  const best: { row: VectorRow; score: number }[] = [];
  await db.vectors
    .where('modelId')
    .equals(embedder.modelId)
    .each((row: VectorRow) => {
      if (row.vector.length !== query.length) return;
      const score = dot(row.vector, query);
      if (best.length === k && score <= best[k - 1]!.score) return;
      best.splice(insertAt(best, score), 0, { row, score });
      if (best.length > k) best.pop();
    });
  if (!best.length) return [];
  const claimIds = best.filter((b) => b.row.index === 'macro').map((b) => b.row.nodeId as ClaimNode['id']);
  const factIds = best.filter((b) => b.row.index === 'micro').map((b) => b.row.nodeId as FactNode['id']);
  const [claims, facts, sources] = await Promise.all([db.claims.bulkGet(claimIds), db.facts.bulkGet(factIds), sourceUrls(db, best.map((b) => b.row.nodeId))]);
  const nodes = new Map<string, ClaimNode | FactNode>([...claims, ...facts].filter((n): n is ClaimNode | FactNode => !!n).map((n) => [n.id, n]));
  return best.flatMap(({ row, score }) => {
    const node = nodes.get(row.nodeId);
    if (!node) return [];
    const url = sources.get(node.id);
    return [{ id: node.id, text: node.text, vector: row.vector, score, status: node.status, ...(url ? { url } : {}) }];
  });
}

async function sourceUrls(db: ClaimLensDB, ids: readonly string[]): Promise<Map<string, string>> {
  const edges = await db.edges
    .where('[from+type]')
    .anyOf(ids.map((id) => [id, 'FROM_SOURCE']))
    .toArray();
  const sources = await db.sources.bulkGet(edges.map((e) => e.to as SourceNode['id']));
  const out = new Map<string, string>();
  edges.forEach((e, i) => {
    const url = sources[i]?.url;
    if (url && !out.has(e.from)) out.set(e.from, url);
  });
  return out;
}

function dot(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

/** Position that keeps `list` sorted by descending score. */
function insertAt(list: readonly { score: number }[], score: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.score >= score) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
