import { placeholdersIn } from './graph/parse';
import { pathCount } from './graph/paths';
import type { DecompositionPlan, PlanClaim } from './plan';

/**
 * What a plan costs in checks (each a full pipeline run: memory, then web and tribunal when
 * needed), with and without DP-GraphCheck's direct first stage. Best: every first try settles its claim;
 * worst: every path is verified to its last triple.
 */

export interface CheckCount {
  best: number;
  worst: number;
}

export interface PlanCost {
  claims: number;
  /** GraphCheck alone: the graph route for every claim. */
  graphOnly: CheckCount;
  /** DP-GraphCheck: one direct check per claim, the graph route only where it leaves the claim Unverified. */
  directFirst: CheckCount;
  /** LLM infilling calls on the graph route, worst case. */
  infillsWorst: number;
}

function claimGraphCost(claim: PlanClaim, pathLimit: number): CheckCount & { infills: number } {
  if (!claim.graph) return { best: 1, worst: 1, infills: 0 };
  const { triples, latent } = claim.graph;
  const paths = pathCount(latent.length, pathLimit);
  // Triples without a placeholder read the same on every path and are verified once.
  const fixed = triples.filter((t) => !placeholdersIn(`${t.subject} ${t.object}`).length).length;
  return { best: triples.length, worst: fixed + paths * (triples.length - fixed), infills: paths * latent.length };
}

export function planCost(plan: DecompositionPlan, pathLimit: number): PlanCost {
  const costs = plan.claims.map((c) => ({ graph: !!c.graph, ...claimGraphCost(c, pathLimit) }));
  const sum = (f: (c: (typeof costs)[number]) => number) => costs.reduce((a, c) => a + f(c), 0);
  return {
    claims: costs.length,
    graphOnly: { best: sum((c) => c.best), worst: sum((c) => c.worst) },
    directFirst: { best: costs.length, worst: sum((c) => (c.graph ? 1 + c.worst : 1)) },
    infillsWorst: sum((c) => c.infills),
  };
}

/** Expected checks with the direct stage when it settles a share `p` of claims (on HOVER the paper's direct stage supported 1,985 of 4,000). */
export function expectedDirectFirst(plan: DecompositionPlan, pathLimit: number, p: number): number {
  return plan.claims.reduce((a, c) => a + (c.graph ? 1 + (1 - p) * claimGraphCost(c, pathLimit).worst : 1), 0);
}
