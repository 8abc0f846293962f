import { dot } from './rank/textrank';

/**
 * "Undetermined still helps" (TrumorGPT §3.5): when a claim ends Unverified, show the knowledge
 * in the graph closest to it, labelled as related, not the same claim, so the reader can judge.
 * From the claim's graph neighbours: drop what is the claim itself (same wording, or so close in
 * meaning that showing it would read as a verdict), drop what is too far to help, and keep the
 * closest few that do not repeat each other.
 */

export interface KnowledgeNeighbour {
  /** Graph node id (`claim:…`, `fact:…`). */
  id: string;
  text: string;
  /** Unit-length embedding of `text`, same model as the claim's. */
  vector: ArrayLike<number>;
  /** TRUE / FALSE for claims, Verified / Claimed for facts. */
  status?: string;
  url?: string;
}

export interface RelatedKnowledge {
  id: string;
  text: string;
  similarity: number;
  status?: string;
  url?: string;
  label: 'related, not the same claim';
}

const RELATED_DEFAULTS = { limit: 3, minSimilarity: 0.35, sameClaim: 0.95, redundant: 0.9 };

const norm = (t: string) =>
  t
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

export function closestKnowledge(
  claim: { text: string; vector: ArrayLike<number> },
  neighbours: readonly KnowledgeNeighbour[],
  options: Partial<typeof RELATED_DEFAULTS> = {},
): RelatedKnowledge[] {
  const { limit, minSimilarity, sameClaim, redundant } = { ...RELATED_DEFAULTS, ...options };
  const scored = neighbours
    .map((n) => ({ n, similarity: dot(claim.vector, n.vector) }))
    .filter(
      ({ n, similarity }) => similarity >= minSimilarity && similarity < sameClaim && norm(n.text) !== norm(claim.text),
    )
    .sort((a, b) => b.similarity - a.similarity || (a.n.id < b.n.id ? -1 : 1));
  const picked: typeof scored = [];
  for (const s of scored) {
    if (picked.length >= limit) break;
    if (picked.some((p) => dot(p.n.vector, s.n.vector) >= redundant || norm(p.n.text) === norm(s.n.text))) continue;
    picked.push(s);
  }
  return picked.map(({ n, similarity }) => ({
    id: n.id,
    text: n.text,
    similarity,
    ...(n.status ? { status: n.status } : {}),
    ...(n.url ? { url: n.url } : {}),
    label: 'related, not the same claim',
  }));
}
