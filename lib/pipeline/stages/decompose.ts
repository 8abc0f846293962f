import { claimKey } from '../../core/input';
import type { CheckOutcome } from '../../core/types';
import { correctedVersion } from '../../decompose/corrected-version';
import { decompositionOutcome } from '../../decompose/outcome';
import { decompose } from '../../decompose/plan';
import { type ClaimCheck, runPlan, type RunServices } from '../../decompose/run';
import { healthTopicModel } from '../../decompose/topics/health';
import type { DecompositionTrace } from '../../decompose/trace';
import { reasonsAnswer as m } from '../../i18n/catalogue/reasons-answer';
import { t } from '../../i18n/t';
import { isAbort } from '../../llm/errors';
import type { LlmClient } from '../../llm/llm';
import { logged } from '../../log/log';
import type { Embedder } from '../../ml/types';
import { consentReason } from '../../privacy/consent';
import { decompositionRecipients } from '../../privacy/recipients';
import { messageOf } from '../../util/errors';
import { nearestStatements } from '../nearest';
import { unverified } from '../outcome';
import { otherQuestionStatement } from '../question';
import { knowledgeNeighbours } from '../related';
import type { StageContext } from '../stage';
import { textsForModels } from '../translation';
import { prefetchMemory } from './memory/prefetch';
import { webEvidence, type WebStageDeps } from './web/outcome';
import { askBeforeOnline } from './web/web';

/**
 * Decomposition of a long selection (Atomic fact-checking, GraphCheck; issue 7): key sentences,
 * their claims (the LLM's atomic claims and GraphCheck triples, or the rule-based splitter), each
 * claim through the normal check (memory first) inside this one job, then GraphCheck's aggregation.
 * Retrieval for latent entities reads the knowledge graph and the trusted web; an Unverified claim
 * is shown with the closest knowledge in the graph. Every LLM call joins the check's transcript,
 * and nothing reaches an LLM off this device without the reader's OK.
 */

export interface DecomposeStageDeps {
  /** One claim through the normal pipeline (run.ts). */
  checkOne(text: string): Promise<CheckOutcome>;
  /** How retrieval fetches web pages (as the web stage does). */
  web: Pick<WebStageDeps, 'fetch'>;
}

export async function decomposeStage(
  text: string,
  ctx: StageContext,
  deps: DecomposeStageDeps,
  pick?: readonly number[],
): Promise<CheckOutcome> {
  ctx.onStage('decompose');
  const settings = ctx.config.settings.decompose;
  const embedder = await ctx.models.embedder();
  const llm = await decompositionLlm(text, ctx, embedder);
  ctx.signal.throwIfAborted();
  const planned = await decompose(text, {
    topics: healthTopicModel(),
    embedder,
    llm: llm.client,
    settings,
    maxChars: ctx.config.settings.general.maxSelectionChars,
    signal: ctx.signal,
    ...(pick ? { pick } : {}),
    ...(ctx.language?.fallback ? { language: ctx.language.fallback } : {}),
    otherQuestion: (question) => otherQuestionStatement(question, ctx),
  });
  if (!planned.ok) return unverified(planned.problem.message);
  const plan = llm.note ? { ...planned.plan, notes: [llm.note, ...planned.plan.notes] } : planned.plan;
  // One batch of model calls for every claim's memory lookup; the checks below read them from the cache.
  // Claims in a language the models cannot read are embedded in their English (translated once per check).
  await prefetchMemory(
    await textsForModels(
      plan.claims.map((c) => c.text),
      ctx,
    ),
    ctx,
  ).catch(
    logged('decompose', 'The model calls of the claims could not be made in one batch; each claim makes its own'),
  );
  ctx.signal.throwIfAborted();

  const { services, modelIds, translationOffer } = claimServices(ctx, deps, embedder, llm.client);
  const trace = await runPlan(plan, services, settings);
  const corrected = await correctedVersion(text, trace.plan, trace.outcomes, llm.client, ctx.signal);
  const outcome = decompositionOutcome(withCalls(corrected ? { ...trace, corrected } : trace, ctx), modelIds);
  // A sentence checked untranslated for a pair Chrome can download: the Check tab offers it for the selection.
  const offer = translationOffer();
  return offer ? { ...outcome, translationOffer: offer } : outcome;
}

/** The job's LLM transcript joins the decomposition trace. */
export function withCalls(trace: DecompositionTrace, ctx: StageContext): DecompositionTrace {
  const calls = ctx.llm.recorder?.calls;
  return calls?.length ? { ...trace, calls: [...calls] } : trace;
}

/**
 * The services a plan runs on. The same statement (a claim, a triple of its graph, a correction)
 * is checked once per job; `known` holds checks already made (a single claim's direct check).
 */
export function claimServices(
  ctx: StageContext,
  deps: DecomposeStageDeps,
  embedder: Embedder | null,
  llm: LlmClient | null,
  known: ReadonlyMap<string, CheckOutcome> = new Map(),
): { services: RunServices; modelIds: Record<string, string>; translationOffer(): string | undefined } {
  const modelIds: Record<string, string> = {};
  let offer: string | undefined;
  const checked = new Map<string, Promise<ClaimCheck>>();
  for (const [text, o] of known) {
    Object.assign(modelIds, o.modelIds);
    checked.set(claimKey(text), Promise.resolve(claimCheckOf(o)));
  }
  const check = (statement: string): Promise<ClaimCheck> => {
    const key = claimKey(statement);
    let found = checked.get(key);
    if (!found) {
      found = deps.checkOne(statement).then((o) => {
        Object.assign(modelIds, o.modelIds);
        offer ??= o.translationOffer;
        return claimCheckOf(o);
      });
      checked.set(key, found);
    }
    return found;
  };
  const services: RunServices = {
    check,
    retrieve: (query, k) => retrieve(query, k, ctx, embedder, deps.web),
    neighbours: (claim) => knowledgeNeighbours(claim, ctx, embedder, ctx.config.settings.decompose.relatedLimit),
    llm,
    signal: ctx.signal,
  };
  return { services, modelIds, translationOffer: () => offer };
}

/** The LLM that splits the selection, once the reader allowed sending it there; else rules, and why. */
export async function decompositionLlm(
  text: string,
  ctx: StageContext,
  embedder: Embedder | null,
): Promise<{ client: LlmClient | null; note?: string }> {
  if (ctx.config.settings.decompose.method !== 'auto') return { client: null };
  const to = ctx.llm.recipient();
  if (!to) return { client: null };
  if (to.leavesDevice) {
    const online = ctx.config.settings.web.enabled && ctx.config.sources.some((s) => s.enabled) && !!embedder;
    const consent = await ctx.consent.ensure(decompositionRecipients(text, ctx.config, to, online));
    if (consent.state !== 'allowed') return { client: null, note: t(m.splitByRules, consentReason(consent)) };
  }
  try {
    await ctx.llm.open();
  } catch (e) {
    if (isAbort(e)) throw e;
    return { client: null, note: t(m.splitLlmFailed, messageOf(e)) };
  }
  return { client: await ctx.llm.clientFor('decompose') };
}

/** A claim's check as its part of a decomposed selection; the language notice leads its reason (the part has no notice of its own). */
export function claimCheckOf(o: CheckOutcome): ClaimCheck {
  const reason = [o.notice, o.reason].filter(Boolean).join(' ');
  return {
    verdict: o.verdict,
    confidence: o.confidence,
    evidence: o.evidence,
    path: o.path,
    ...(reason ? { reason } : {}),
    ...(o.explanation ? { explanation: o.explanation } : {}),
  };
}

/** Documents for infilling a latent entity: the graph's nearest statements and trusted web passages, alternating. */
async function retrieve(
  query: string,
  k: number,
  ctx: StageContext,
  embedder: Embedder | null,
  deps: Pick<WebStageDeps, 'fetch'>,
): Promise<string[]> {
  const local: string[] = [];
  if (embedder) {
    const [vector] = await embedder.embed([query], ctx.signal);
    local.push(...(await nearestStatements(ctx.db, embedder, vector!, k)).map((s) => s.text));
  }
  let online: string[] = [];
  try {
    const web = await webEvidence(query, ctx, {
      ...deps,
      llm: () => ctx.llm.clientFor('query'),
      beforeOnline: () => askBeforeOnline(query, ctx),
    });
    online = web.bundle?.passages.map((p) => p.text) ?? [];
  } catch (e) {
    // A failed search leaves the local documents: the entity may still be found, or the path ends Unverified.
    if (isAbort(e)) throw e;
  }
  const merged: string[] = [];
  for (let i = 0; i < Math.max(local.length, online.length); i++)
    merged.push(...[local[i], online[i]].filter((t): t is string => !!t));
  return [...new Set(merged)].slice(0, k);
}
