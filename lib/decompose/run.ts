import type { EvidenceItem, ResolutionPath, Verdict } from '../core/types';
import { isAbort } from '../llm/errors';
import type { LlmClient } from '../llm/llm';
import { log } from '../log/log';
import type { DecomposeSettings } from '../settings/sections/decompose';
import { messageOf } from '../util/errors';
import { aggregateConfidence } from './aggregate';
import { quoteFor, statedInText } from './context';
import { type CorrectionResult, suggestCorrection } from './correct';
import { directThenGraph, type GraphCheckResult, runGraphCheck } from './graph/check';
import { infillEntity, rewriteClaim } from './llm/calls';
import type { DecompositionPlan, PlanClaim } from './plan';
import { fnv1a, seededRandom } from './random';
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
  explanation?: string;
  path?: ResolutionPath;
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

export async function runPlan(
  plan: DecompositionPlan,
  services: RunServices,
  settings: DecomposeSettings,
): Promise<DecompositionTrace> {
  const outcomes: ClaimOutcome[] = [];
  const sentences = plan.sentences.map((s) => s.text);
  for (const [i, claim] of plan.claims.entries()) {
    services.onClaim?.(claim, i, plan.claims.length);
    services.signal?.throwIfAborted();
    const fromText =
      claim.context && statedInText(claim.text, sentences.join(' ')) ? quoteFor(claim.text, sentences) : null;
    outcomes.push(fromText !== null ? fromTheText(claim, fromText) : await runClaim(claim, services, settings));
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
    const statements = new Map<string, ClaimCheck>();
    const graphRoute = (): Promise<GraphCheckResult> =>
      runGraphCheck(
        graph,
        {
          retrieve: (q, k) => services.retrieve(q, k),
          infill: ({ statements, documents }) => infillEntity(llm, statements, documents, signal),
          verify: async (s) => {
            const checked = await services.check(s);
            statements.set(s, checked);
            return checked.verdict;
          },
        },
        { pathLimit: settings.pathLimit, random: seededRandom(fnv1a(claim.text)), signal },
      );
    if (settings.directFirst) {
      const dp = await directThenGraph(checkDirect, graphRoute);
      const byGraph = dp.graph && dp.verdict !== dp.direct ? settledBy(dp.graph, dp.verdict, statements) : null;
      outcome = {
        claimId: claim.id,
        ...fromCheck(byGraph ?? direct!),
        verdict: dp.verdict,
        dp: { stage: dp.stage, direct: dp.direct, ...(dp.graph ? { graph: dp.graph } : {}) },
      };
    } else {
      const g = await graphRoute();
      outcome = {
        claimId: claim.id,
        ...fromCheck(settledBy(g, g.verdict, statements) ?? { verdict: g.verdict, evidence: [] }),
        dp: { stage: 'graph', direct: 'Unverified', graph: g },
      };
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
  if (outcome.verdict === 'False' && llm) {
    const correction = await correctionLoop(
      claim.text,
      outcome.evidence,
      { llm, check: services.check, ...(signal ? { signal } : {}) },
      settings.correctionLoops,
    );
    if (correction) outcome.correction = correction;
  }
  return outcome;
}

/**
 * Atomic fact-checking's correction loop for a False claim: up to `loops` rewrites from the
 * evidence, each checked by a full check of its own, which retrieves fresh evidence for the next
 * rewrite. Null when corrections are off or there is no evidence to start from.
 */
export async function correctionLoop(
  claim: string,
  evidence: readonly EvidenceItem[],
  services: { llm: LlmClient; check(text: string): Promise<ClaimCheck>; signal?: AbortSignal },
  loops: number,
): Promise<CorrectionResult | null> {
  const texts = evidence.map((e) => e.text);
  if (loops <= 0 || !texts.length) return null;
  const { llm, signal } = services;
  try {
    return await suggestCorrection(
      claim,
      texts,
      {
        rewrite: (c, ev, rejected) => rewriteClaim(llm, c, ev, rejected, signal),
        check: async (t) => {
          const checked = await services.check(t);
          return { verdict: checked.verdict, evidence: checked.evidence.map((e) => e.text) };
        },
      },
      loops,
    );
  } catch (e) {
    // A correction is an extra: an unusable answer or a failed call leaves the verdict as it is, without one.
    if (isAbort(e)) throw e;
    log.warn('decompose', `No correction was suggested: ${messageOf(e)}`);
    return null;
  }
}

function fromTheText(claim: PlanClaim, quote: string): ClaimOutcome {
  return {
    claimId: claim.id,
    verdict: 'True',
    evidence: [],
    path: 'none',
    fromText: { quote },
    explanation:
      'From the text itself: the selection says this. It is a fact about the text, not evidence about the world, and does not count towards the verdict.',
  };
}

function fromCheck(c: ClaimCheck): Omit<ClaimOutcome, 'claimId'> {
  return {
    verdict: c.verdict,
    evidence: c.evidence,
    ...(c.confidence !== undefined ? { confidence: c.confidence } : {}),
    ...(c.reason ? { reason: c.reason } : {}),
    ...(c.explanation ? { explanation: c.explanation } : {}),
    ...(c.path ? { path: c.path } : {}),
    ...(c.checkId ? { checkId: c.checkId } : {}),
  };
}

/**
 * The graph route's verdict as a check: the statements of the path that settled it, their
 * evidence together and their confidence aggregated (a supported path holds as far as its
 * weakest statement). Null when no path settled it.
 */
function settledBy(
  graph: GraphCheckResult,
  verdict: Verdict,
  checks: ReadonlyMap<string, ClaimCheck>,
): ClaimCheck | null {
  if (verdict === 'Unverified') return null;
  const path = graph.paths.find((p) => p.verdict === verdict);
  const parts = (path?.statements ?? []).map((s) => checks.get(s.text)).filter((c): c is ClaimCheck => !!c);
  if (!parts.length) return null;
  const deciding = verdict === 'False' ? parts.filter((p) => p.verdict === 'False') : parts;
  const seen = new Set<string>();
  const evidence = deciding
    .flatMap((p) => p.evidence)
    .filter((e) => !seen.has(`${e.url ?? ''} ${e.text}`) && !!seen.add(`${e.url ?? ''} ${e.text}`));
  const explanation = `Checked triple by triple: ${path!.statements.map((s) => `“${s.text}” ${s.verdict}`).join('; ')}.`;
  return {
    verdict,
    confidence: aggregateConfidence(deciding),
    evidence,
    explanation,
    ...(deciding[0]!.path ? { path: deciding[0]!.path } : {}),
  };
}
