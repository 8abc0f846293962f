import type { EvidenceItem, Verdict } from '../pipeline/types';
import type { DecomposeSettings } from '../settings/sections/decompose';
import type { LlmClient } from '../tribunal/llm';
import { suggestCorrection } from './correct';
import { directThenGraph, runGraphCheck, type GraphCheckResult } from './graph/check';
import { infillEntity, rewriteClaim } from './llm/calls';
import type { DecompositionPlan, PlanClaim } from './plan';
import { seededRandom, fnv1a } from './random';
import { closestKnowledge, type KnowledgeNeighbour } from './related';
import { aggregate, type ClaimOutcome, type DecompositionTrace } from './trace';

/**
 * Runs a decomposition plan: every claim through the normal check (memory first), DP-GraphCheck
 * for claims with a graph, related knowledge for Unverified claims, a suggested correction for
 * False ones, then GraphCheck's aggregation. The services are the engine's own (the pipeline,
 * retrieval over memory and web, the graph neighbourhood); the orchestrator passes them in.
 */

export interface ClaimCheck {
  verdict: Verdict;
  confidence?: number | null;
  reason?: string;
  evidence: EvidenceItem[];
  /** The history record of this check, when the orchestrator made one. */
  checkId?: string;
}

export interface RunServices {
  /** One full pipeline check of a statement. */
  check(text: string): Promise<ClaimCheck>;
  /** Passages for a query, from memory and trusted web sources. */
  retrieve(query: string, k: number): Promise<string[]>;
  /** The claim's embedding and its neighbours in the knowledge graph. */
  neighbours(text: string): Promise<{ vector: ArrayLike<number>; neighbours: KnowledgeNeighbour[] }>;
  llm: LlmClient | null;
  signal?: AbortSignal;
  /** Progress: claim i of n is being checked. */
  onClaim?(claim: PlanClaim, index: number, total: number): void;
}

export async function runPlan(plan: DecompositionPlan, services: RunServices, settings: DecomposeSettings): Promise<DecompositionTrace> {
  const outcomes: ClaimOutcome[] = [];
  for (const [i, claim] of plan.claims.entries()) {
    services.onClaim?.(claim, i, plan.claims.length);
    services.signal?.throwIfAborted();
    outcomes.push(await runClaim(claim, services, settings));
  }
  return aggregate(plan, outcomes);
}

async function runClaim(claim: PlanClaim, services: RunServices, settings: DecomposeSettings): Promise<ClaimOutcome> {
  const { llm, signal } = services;
  let direct: ClaimCheck | undefined;
  const checkDirect = async () => {
    direct = await services.check(claim.text);
    return direct.verdict;
  };
  let outcome: ClaimOutcome;
  if (claim.graph && llm) {
    const graph = claim.graph;
    const graphRoute = (): Promise<GraphCheckResult> =>
      runGraphCheck(
        graph,
        {
          retrieve: (q, k) => services.retrieve(q, k),
          infill: ({ statements, documents }) => infillEntity(llm, statements, documents, signal),
          verify: async (s) => (await services.check(s)).verdict,
        },
        { pathLimit: settings.pathLimit, random: seededRandom(fnv1a(claim.text)), signal },
      );
    if (settings.directFirst) {
      const dp = await directThenGraph(checkDirect, graphRoute);
      outcome = { claimId: claim.id, ...fromCheck(direct!), verdict: dp.verdict, dp: { stage: dp.stage, direct: dp.direct, ...(dp.graph ? { graph: dp.graph } : {}) } };
    } else {
      const g = await graphRoute();
      outcome = { claimId: claim.id, verdict: g.verdict, evidence: [], dp: { stage: 'graph', direct: 'Unverified', graph: g } };
    }
  } else {
    await checkDirect();
    outcome = { claimId: claim.id, ...fromCheck(direct!) };
  }

  if (outcome.verdict === 'Unverified' && settings.relatedLimit > 0) {
    const { vector, neighbours } = await services.neighbours(claim.text);
    const related = closestKnowledge({ text: claim.text, vector }, neighbours, { limit: settings.relatedLimit });
    if (related.length) outcome.related = related;
  }
  if (outcome.verdict === 'False' && llm && settings.correctionLoops > 0) {
    const evidence = outcome.evidence.map((e) => e.text);
    if (evidence.length) {
      outcome.correction = await suggestCorrection(
        claim.text,
        evidence,
        { rewrite: (c, ev, rejected) => rewriteClaim(llm, c, ev, rejected, signal), check: async (t) => (await services.check(t)).verdict },
        settings.correctionLoops,
      );
    }
  }
  return outcome;
}

function fromCheck(c: ClaimCheck): Omit<ClaimOutcome, 'claimId'> {
  return {
    verdict: c.verdict,
    evidence: c.evidence,
    ...(c.confidence !== undefined ? { confidence: c.confidence } : {}),
    ...(c.reason ? { reason: c.reason } : {}),
    ...(c.checkId ? { checkId: c.checkId } : {}),
  };
}
