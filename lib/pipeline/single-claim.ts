import type { CheckOutcome } from '../core/types';
import type { ClaimGraph } from '../decompose/graph/parse';
import { retrievalSize } from '../decompose/graph/paths';
import { buildClaimGraph } from '../decompose/llm/calls';
import { decompositionOutcome } from '../decompose/outcome';
import type { DecompositionPlan } from '../decompose/plan';
import { correctionLoop, runPlan } from '../decompose/run';
import { CORRECTION_TRACE_KEY, DECOMPOSE_TRACE_KEY } from '../decompose/trace';
import { reasonsAnswer } from '../i18n/catalogue/reasons-answer';
import { t } from '../i18n/t';
import { isAbort } from '../llm/errors';
import type { LlmClient } from '../llm/llm';
import { log } from '../log/log';
import { messageOf } from '../util/errors';
import type { StageContext } from './stage';
import { claimCheckOf, claimServices, type DecomposeStageDeps, decompositionLlm, withCalls } from './stages/decompose';

/**
 * A single claim after its direct check, when an LLM may be used (Settings → Long selections →
 * method "auto"):
 *   - GraphCheck for one sentence: a claim the direct check left Unverified is turned into its
 *     entity-relationship graph; with two or more relations (a multi-hop sentence, GraphCheck's
 *     own example) it is checked through the graph with its latent entities — the direct check
 *     was DP-GraphCheck's first stage — and the plan and the panel show the graph. A False is
 *     settled by evidence and never reopened by an LLM's graph (see `directThenGraph`);
 *   - a False claim gets Atomic fact-checking's correction loop (≤ 3 rounds, each rewrite
 *     checked with evidence of its own), recorded under `traces.correction`.
 * A supported claim, a claim memory answered, a language notice or no usable LLM leaves the
 * direct check as it is.
 */

/** Read when a sentence is planned, in the reader's language of that moment. */
export const singleGraphLabel = (): string => t(reasonsAnswer.singleGraph);

/** Relations a sentence needs to be checked through its graph: one relation is the claim itself. */
const MIN_RELATIONS = 2;

export async function afterDirectCheck(
  claim: string,
  direct: CheckOutcome,
  ctx: StageContext,
  deps: DecomposeStageDeps,
): Promise<CheckOutcome> {
  const settings = ctx.config.settings.decompose;
  // Memory's answer stands as it is: it is the offline, LLM-free path, and a False claim there already has its stored correction.
  // So does the reader's documents': a rewrite checked again could reach the web, which a claim the documents settled never does (issue 30).
  if (
    direct.verdict === 'True' ||
    direct.path === 'memory' ||
    direct.path === 'documents' ||
    direct.notice ||
    settings.method !== 'auto' ||
    !ctx.llm.recipient()
  )
    return direct;
  const embedder = await ctx.models.embedder();
  const { client, note } = await decompositionLlm(claim, ctx, embedder);
  if (!client) {
    if (note) log.info('graphcheck', `A single claim was not taken further: ${note}`);
    return direct;
  }
  const graph = direct.verdict === 'Unverified' ? await graphOf(claim, client, ctx) : null;
  if (graph && graph.triples.length >= MIN_RELATIONS) {
    ctx.onStage('decompose');
    const { services, modelIds } = claimServices(ctx, deps, embedder, client, new Map([[claim, direct]]));
    const trace = withCalls(await runPlan(singleGraphPlan(claim, graph), services, settings), ctx);
    const outcome = decompositionOutcome(trace, { ...direct.modelIds, ...modelIds });
    return { ...outcome, traces: { ...direct.traces, [DECOMPOSE_TRACE_KEY]: trace } };
  }
  if (direct.verdict !== 'False') return direct;
  const correction = await correctionLoop(
    claim,
    direct.evidence,
    { llm: client, check: async (t) => claimCheckOf(await deps.checkOne(t)), signal: ctx.signal },
    settings.correctionLoops,
  );
  return correction ? { ...direct, traces: { ...direct.traces, [CORRECTION_TRACE_KEY]: correction } } : direct;
}

async function graphOf(claim: string, llm: LlmClient, ctx: StageContext): Promise<ClaimGraph | null> {
  try {
    return await buildClaimGraph(llm, claim, ctx.signal);
  } catch (e) {
    if (isAbort(e)) throw e;
    log.info('graphcheck', `No claim graph for a single claim (${messageOf(e)}); it stays checked as written`);
    return null;
  }
}

/** The one-claim plan for a multi-hop sentence: the sentence, its claim and its graph. */
export function singleGraphPlan(claim: string, graph: ClaimGraph): DecompositionPlan {
  return {
    version: 1,
    method: 'single',
    label: singleGraphLabel(),
    sentences: [{ index: 0, text: claim, start: 0, end: claim.length, kind: 'claim', picked: true }],
    claims: [
      { id: 'c1', sentence: 0, text: claim, method: 'llm', graph, retrievalK: retrievalSize(graph.latent.length) },
    ],
    ranking: null,
    notes: graph.problems,
  };
}
