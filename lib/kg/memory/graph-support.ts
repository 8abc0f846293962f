/**
 * Graph support G in [0,1] (Memory-first fact-checking §III-C: corroborating facts, connected
 * entities and corrective relations of the selected node), built around TrumorGPT's weighted triple
 * overlap (TrumorGPT eq. 5):
 *
 *   TO = Σ_{t ∈ Tx ∩ Tn} f(t) / Σ_{t ∈ Tx ∪ Tn} f(t)
 *
 * Tn are the entity triples of the node's neighbourhood (two entities linked through a stored
 * statement that mentions both), Tx those of the claim (pairs of known entities it mentions).
 * Triples are compared without their relation word: the relation is what the NLI judges.
 * f(t) = 1 + ln(1 + number of stored statements that link the pair), so well-attested links
 * weigh more (TrumorGPT suggests centrality-derived weights).
 *
 *   G = 0.40·TO + 0.20·EC + 0.25·CF + 0.15·CR
 *
 * EC: share of the claim's entities connected to the node's neighbourhood; CF = 1 − 0.5^k with k
 * corroborating statements and sources; CR = 1 when a CORRECTED_BY relation touches the node.
 */

const G_WEIGHTS = { tripleOverlap: 0.4, entityCoverage: 0.2, corroboration: 0.25, correction: 0.15 } as const;

export interface SupportInput {
  /** Entity ids the claim mentions, in order. */
  claimEntities: readonly string[];
  /** Entity ids mentioned by each statement of the neighbourhood (the node itself included). */
  statements: readonly (readonly string[])[];
  /** Statements and sources that corroborate the node. */
  corroborating: number;
  hasCorrection: boolean;
}

export interface GraphSupport {
  G: number;
  tripleOverlap: number;
  entityCoverage: number;
  corroboration: number;
  correction: number;
  /** Triples shared by claim and neighbourhood, and in their union. */
  sharedTriples: number;
  unionTriples: number;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

function pairsOf(entities: readonly string[]): string[] {
  const unique = [...new Set(entities)];
  const out: string[] = [];
  for (let i = 0; i < unique.length; i++)
    for (let j = i + 1; j < unique.length; j++) out.push(pairKey(unique[i]!, unique[j]!));
  return out;
}

/** Eq. 5 with weights: Σ f over the intersection / Σ f over the union (0 when both are empty). */
export function weightedTripleOverlap(
  claimTriples: ReadonlySet<string>,
  graphTriples: ReadonlyMap<string, number>,
  f: (support: number) => number,
): number {
  let shared = 0;
  let all = 0;
  for (const [t, support] of graphTriples) {
    const w = f(support);
    all += w;
    if (claimTriples.has(t)) shared += w;
  }
  for (const t of claimTriples) if (!graphTriples.has(t)) all += f(0);
  return all > 0 ? shared / all : 0;
}

const tripleWeight = (support: number) => 1 + Math.log1p(support);

export function graphSupport(input: SupportInput): GraphSupport {
  const graphTriples = new Map<string, number>();
  for (const entities of input.statements)
    for (const t of pairsOf(entities)) graphTriples.set(t, (graphTriples.get(t) ?? 0) + 1);
  const claimTriples = new Set(pairsOf(input.claimEntities));
  const tripleOverlap = weightedTripleOverlap(claimTriples, graphTriples, tripleWeight);
  const sharedTriples = [...claimTriples].filter((t) => graphTriples.has(t)).length;
  const unionTriples = graphTriples.size + claimTriples.size - sharedTriples;

  const known = new Set(input.statements.flat());
  const claimEntities = [...new Set(input.claimEntities)];
  const entityCoverage = claimEntities.length
    ? claimEntities.filter((e) => known.has(e)).length / claimEntities.length
    : 0;
  const corroboration = 1 - 0.5 ** Math.max(0, input.corroborating);
  const correction = input.hasCorrection ? 1 : 0;
  const G =
    G_WEIGHTS.tripleOverlap * tripleOverlap +
    G_WEIGHTS.entityCoverage * entityCoverage +
    G_WEIGHTS.corroboration * corroboration +
    G_WEIGHTS.correction * correction;
  return {
    G: Math.min(1, Math.max(0, G)),
    tripleOverlap,
    entityCoverage,
    corroboration,
    correction,
    sharedTriples,
    unionTriples,
  };
}
