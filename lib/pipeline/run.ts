import { normaliseClaimText } from '../core/input';
import type { LanguageInput } from '../core/language';
import type { CheckOutcome, MissingModel } from '../core/types';
import type { ClaimLensDB } from '../db/database';
import type { CheckRecord } from '../db/records';
import { isSingleClaim } from '../decompose/plan';
import { DECOMPOSE_TRACE_KEY } from '../decompose/trace';
import { reasonsWeb } from '../i18n/catalogue/reasons-web';
import { t } from '../i18n/t';
import type { RunCheck, RunContext } from '../jobs/runner';
import type { KnowledgeReadiness } from '../kg/memory/readiness';
import type { LlmServices } from '../llm/provider';
import { LlmSession } from '../llm/session';
import type { ModelServices } from '../ml/types';
import type { FetchLike } from '../net/http';
import { type ConsentBroker, createConsentGate } from '../privacy/consent';
import { answerOpenQuestion } from './answer/answer';
import { languageContexts, languageGate } from './language';
import { noticingMissing } from './missing-models';
import { unverified } from './outcome';
import { statementFor } from './question';
import { RELATED_TRACE_KEY, relatedKnowledge } from './related';
import { afterDirectCheck } from './single-claim';
import type { StageContext, StageResult } from './stage';
import { decomposeStage } from './stages/decompose';
import { documentsStage } from './stages/documents/stage';
import type { DocumentsStageResult } from './stages/documents/types';
import { memoryStage } from './stages/memory/memory';
import { persistStage } from './stages/persist';
import { tribunalStage } from './stages/tribunal';
import type { WebStageDeps } from './stages/web/outcome';
import { webStage } from './stages/web/web';
import { translateForModels } from './translation';

export interface PipelineServices {
  db: ClaimLensDB;
  models: ModelServices;
  llm: LlmServices;
  consent: ConsentBroker;
  /** How the web stage reaches the web; the platform's fetch when absent. */
  fetch?: FetchLike;
  /** The engine's start-up knowledge work, which the memory stage waits for; none when absent. */
  knowledge?: KnowledgeReadiness;
}

/**
 * Which parts of the pipeline run. The extension uses the defaults (everything on); the
 * evaluation harness turns parts off to measure what each contributes (Memory-first fact-checking
 * names these ablations as future work; docs/evaluation.md lists the systems built from them).
 */
export interface PipelineOptions {
  /** Stages 1–2: look the claim up in the knowledge graph first. Off: every claim goes to the web. Default on. */
  memory?: boolean;
  /** Stage 4: the adversarial tribunal, or one LLM pass over the bundle ('single-pass'). Default 'tribunal'. */
  tribunal?: 'tribunal' | 'single-pass';
  /**
   * Memory's guards (numeric/temporal/regional values, high neutral, weak contradiction, weak
   * entailment) that send a doubtful match to the web. Default on; off only to measure them.
   */
  guards?: boolean;
  /** Stage 5: store True/False web verdicts in the graph. Default on. */
  persist?: boolean;
  /** The reader's documents between memory and the web (issue 30; also Settings → Documents). Default on. */
  documents?: boolean;
}

/**
 * The check pipeline (docs/architecture.md, "Layers": memory → documents → web → tribunal → persist). A
 * selection that is one claim is checked as written; a longer one is decomposed into claims, each
 * checked the same way inside this job (stages/decompose.ts), and the parts aggregated into one
 * verdict.
 */
export function createPipeline(services: PipelineServices, options: PipelineOptions = {}): RunCheck {
  const {
    memory: useMemory = true,
    tribunal: mode = 'tribunal',
    persist: usePersist = true,
    guards = true,
    documents = true,
  } = options;
  return async (record, run) => {
    const missing = new Set<MissingModel>();
    const outcome = await runOne(record, run, noticingMissing(services.models, missing));
    return missing.size ? { ...outcome, modelsMissing: [...missing].sort() } : outcome;
  };

  async function runOne(record: CheckRecord, run: RunContext, models: ModelServices): Promise<CheckOutcome> {
    const ctx: StageContext = {
      db: services.db,
      models,
      llm: new LlmSession(services.llm, run.config),
      consent: createConsentGate({
        broker: services.consent,
        checkId: record.id,
        privacy: run.config.settings.privacy,
        signal: run.signal,
        onStage: run.onStage,
      }),
      config: run.config,
      ...(services.knowledge ? { knowledge: services.knowledge } : {}),
      signal: run.signal,
      onStage: run.onStage,
    };
    // The selection's own language (the browser's detection) is for it alone; its sentences and
    // derived claims fall back to the language the whole selection was found in.
    const language = languageContexts(record.text, record.language);
    ctx.language = language.parts;
    ctx.onStage('input');
    ctx.signal.throwIfAborted();
    const deps: CheckDeps = {
      web: services.fetch ? { fetch: services.fetch } : {},
      memory: useMemory && !record.skipMemory,
      guards,
      tribunal: mode,
      persist: usePersist,
      documents,
    };
    if (isSingleClaim(record.text) && !record.pick)
      return checkSingle(normaliseClaimText(record.text), ctx, language.whole, deps);
    return decomposeStage(
      record.text,
      ctx,
      { checkOne: (text) => checkOne(text, ctx, deps), web: deps.web },
      record.pick,
    );
  }
}

/**
 * A selection that is one claim or one question: the statement it asks to be checked (question.ts),
 * checked as written or, for an open question, answered from the reader's sources where they can.
 * `whole`: what is known of the selection's own language, which the statement keeps unless it
 * is the English of a question translated on the device.
 */
async function checkSingle(text: string, ctx: StageContext, whole: LanguageInput, deps: CheckDeps) {
  const asked = await statementFor(text, ctx, whole);
  if (asked.kind === 'unreadable')
    return unverified(asked.reason, asked.offer ? { translationOffer: asked.offer } : {});
  if (asked.kind === 'open') {
    const answered =
      asked.asks === 'information'
        ? await answerOpenQuestion(text, ctx, (fact) => checkOne(fact, sourcesOnly(ctx), deps))
        : null;
    return answered ?? unverified(asked.note, { question: { kind: 'open' } });
  }
  const claim = asked.statement;
  const notice = asked.kind === 'yes-no' ? asked.notice : undefined;
  const question =
    asked.kind === 'yes-no' ? { question: { kind: 'yes-no' as const, statement: claim, method: asked.method } } : {};
  const direct = await checkOne(claim, notice ? ctx : { ...ctx, language: whole }, deps);
  // A multi-hop sentence through its claim graph, or a False claim's correction loop (single-claim.ts).
  const outcome = {
    ...(await afterDirectCheck(claim, direct, ctx, {
      checkOne: (text) => checkOne(text, ctx, deps),
      web: deps.web,
    })),
    ...question,
  };
  return withNotice(notice, await withRelated(claim, outcome, ctx));
}

/** An Unverified claim still shows what the graph knows near it ("related, not the same claim"). */
async function withRelated(claim: string, outcome: CheckOutcome, ctx: StageContext): Promise<CheckOutcome> {
  // Related knowledge needs the models to read the claim; a language notice says they cannot.
  if (outcome.verdict !== 'Unverified' || outcome.notice || outcome.traces[DECOMPOSE_TRACE_KEY]) return outcome;
  const related = await relatedKnowledge(claim, ctx, ctx.config.settings.decompose.relatedLimit);
  return related.length ? { ...outcome, traces: { ...outcome.traces, [RELATED_TRACE_KEY]: related } } : outcome;
}

/** What a translated question was checked as leads the notices beside the verdict. */
const withNotice = (notice: string | undefined, outcome: CheckOutcome): CheckOutcome =>
  notice ? { ...outcome, notice: joinNotices(notice, outcome.notice) } : outcome;

/** The claim check against the reader's own sources only: a fact of their answer never goes online. */
function sourcesOnly(ctx: StageContext): StageContext {
  const { settings } = ctx.config;
  return { ...ctx, config: { ...ctx.config, settings: { ...settings, web: { ...settings.web, enabled: false } } } };
}

/**
 * One claim through the pipeline: memory first, then the reader's documents, the trusted web only when neither can settle
 * it, then the tribunal on the evidence bundle and persistence of its verdict. A stage that
 * cannot settle the claim says why; the honest end of the line is Unverified with those
 * reasons, never a made-up verdict.
 */
/** What checkOne may use: how to reach the web, and which parts run (PipelineOptions, resolved). */
export interface CheckDeps {
  web: Pick<WebStageDeps, 'fetch'>;
  memory: boolean;
  guards: boolean;
  tribunal: 'tribunal' | 'single-pass';
  persist: boolean;
  /** Search the reader's documents after memory (Settings → Documents may still turn them off). */
  documents?: boolean;
}

const ALL_PARTS: CheckDeps = {
  web: {},
  memory: true,
  guards: true,
  tribunal: 'tribunal',
  persist: true,
  documents: true,
};

export async function checkOne(claim: string, ctx: StageContext, deps: CheckDeps = ALL_PARTS): Promise<CheckOutcome> {
  const gate = languageGate(claim, ctx.config.settings.models, ctx.language);
  if (!gate.skipMemory) return checkWith(claim, ctx, deps);
  // English-only models read the claim in English where the browser translates it on the device.
  const translated = await translateForModels(claim, gate.language, ctx);
  const outcome = translated.ok
    ? await checkWith(translated.english, ctx, deps)
    : await checkWith(claim, ctx, { ...deps, memory: false });
  // The translation's notice leads; what the check itself noted (old evidence, a correction) stays.
  const offer = !translated.ok && translated.offer ? { translationOffer: translated.offer } : {};
  return { ...outcome, notice: joinNotices(translated.notice, outcome.notice), ...offer };
}

const joinNotices = (...notices: (string | undefined)[]) => notices.filter(Boolean).join(' ');

async function checkWith(claim: string, ctx: StageContext, deps: CheckDeps): Promise<CheckOutcome> {
  let memory: StageResult = { outcome: null };
  if (deps.memory) {
    ctx.onStage('memory');
    memory = await memoryStage(claim, ctx, { guards: deps.guards });
    if (memory.outcome) return memory.outcome;
    ctx.signal.throwIfAborted();
  }

  // What memory recorded about a claim it passed on stays with the final outcome.
  const withMemory = (outcome: CheckOutcome): CheckOutcome => ({
    ...outcome,
    traces: { ...memory.traces, ...outcome.traces },
  });
  // The reader's documents settle a claim before anything goes online (issue 30).
  const docs: DocumentsStageResult =
    deps.documents !== false ? await documentsStage(claim, ctx, deps) : { outcome: null };
  if (docs.outcome) return withMemory(docs.outcome);
  ctx.signal.throwIfAborted();
  const found = await webStage(claim, ctx, { ...deps.web, llm: () => ctx.llm.clientFor('query') });
  if (found.outcome) return withMemory(found.outcome);
  if (found.bundle) {
    const tribunal = await tribunalStage(claim, found.bundle, ctx, found.carry, deps.tribunal);
    if (deps.persist && tribunal.decision && tribunal.recorder) {
      const persist = await persistStage(claim, tribunal.decision, tribunal.correction, tribunal.recorder, ctx);
      if (persist) tribunal.outcome.traces.persist = persist;
    }
    return withMemory(tribunal.outcome);
  }

  const reason = [memory.reason, docs.reason, found.reason].filter(Boolean).join(' ') || t(reasonsWeb.nothingSettled);
  // What the documents showed stays, with every reason, when the web added nothing.
  if (docs.fallback) return withMemory({ ...docs.fallback, reason });
  return unverified(reason, { traces: memory.traces ?? {} });
}
