import type * as v from 'valibot';

import type { ClaimLensDB } from '../db/database';
import type { CheckRecord } from '../db/records';
import { setContextLocale } from '../i18n/t';
import { CheckRunner, type RunCheck } from '../jobs/runner';
import { toSummary } from '../jobs/summary';
import { CheckWaiter } from '../jobs/waiter';
import type { KnowledgeReadiness, KnowledgeWork } from '../kg/memory/readiness';
import { createLlmServices } from '../llm/provider';
import { LocalLlm } from '../llm/webllm';
import { type ModelServices, NO_MODELS } from '../ml/types';
import { createPipeline } from '../pipeline/run';
import { ConsentBroker } from '../privacy/consent';
import { type EngineConfig, parseEngineConfig } from '../settings/run-config';
import { BatchHost } from './batches';
import type { StartupState } from './declare/kg';
import type { EngineActivity } from './idle-stop';
import { batchOpHandlers } from './ops/batches';
import { checkOpHandlers } from './ops/checks';
import { consentOpHandlers } from './ops/consent';
import { decomposeOpHandlers } from './ops/decompose';
import { disputeOpHandlers } from './ops/disputes';
import { documentPackOpHandlers } from './ops/document-packs';
import { documentOpHandlers } from './ops/documents';
import { feedOpHandlers } from './ops/feeds';
import { inExtension, kgOpHandlers, loadStarterPack } from './ops/kg';
import { llmOpHandlers } from './ops/llm';
import { modelOpHandlers } from './ops/models';
import { setupOpHandlers } from './ops/setup';
import { webOpHandlers } from './ops/web';
import {
  type EngineEvent,
  type EngineOp,
  type EngineOps,
  type EnginePayload,
  type EngineResult,
  type EngineResults,
  isEngineOp,
  parseEnginePayload,
} from './protocol';
import type { EngineServices } from './services';
import { connectionKey } from './setup';
import { startKnowledge } from './startup';

export interface EngineDeps {
  db: ClaimLensDB;
  emit(event: EngineEvent): void;
  models?: ModelServices;
  /** The pipeline; defaults to the real one. */
  run?: RunCheck;
}

/** The engine: owns the job store and the pipeline; answers the background's requests. */
export class Engine {
  readonly services: EngineServices;
  private recovered = 0;
  private startup: StartupState = { state: 'running' };
  /** Start-up knowledge work still running (null before init and after it ends), and its end. */
  private work: KnowledgeWork | null = null;
  private workDone: Promise<unknown> = Promise.resolve();
  private readonly localLlmActive: () => boolean;
  /** Lists of claims being checked (issue 30 item 4). */
  private readonly batches: BatchHost;
  private readonly handlers: {
    [K in EngineOp]: (
      payload: v.InferOutput<EngineOps[K]['payload']>,
      config: EngineConfig,
    ) => Promise<EngineResults[K]>;
  };

  constructor(deps: EngineDeps) {
    const models = deps.models ?? NO_MODELS;
    const consent = new ConsentBroker(deps.db);
    let local: LocalLlm | undefined;
    const localLlm = () => (local ??= new LocalLlm());
    this.localLlmActive = () => local?.active ?? false;
    const llm = createLlmServices(localLlm);
    const knowledge: KnowledgeReadiness = { pending: () => this.work, settled: async () => void (await this.workDone) };
    const waiter = new CheckWaiter(deps.db);
    const runner = new CheckRunner({
      db: deps.db,
      run: deps.run ?? createPipeline({ db: deps.db, models, llm, consent, knowledge }),
      emit: (record: CheckRecord) => {
        waiter.notify(record);
        deps.emit({ kind: 'check.update', summary: toSummary(record), subscribers: record.subscribers });
      },
    });
    this.batches = new BatchHost(deps.db, runner, waiter);
    this.services = {
      db: deps.db,
      runner,
      models,
      llm,
      localLlm,
      consent,
      startedAt: Date.now(),
      recovered: () => this.recovered,
      startup: () => this.startup,
      knowledgeWork: () => this.work,
      llmTests: new Map(),
    };
    const llmHandlers = llmOpHandlers(this.services);
    this.handlers = {
      ...checkOpHandlers(this.services),
      ...feedOpHandlers(this.services),
      ...kgOpHandlers(this.services),
      ...llmHandlers,
      // The guided setup shows an LLM as connected once a test of that very endpoint and model passed.
      'llm.test': async (p: EnginePayload<'llm.test'>, config: EngineConfig) => {
        const result = await llmHandlers['llm.test'](p, config);
        this.services.llmTests.set(connectionKey(config.settings.llm), result);
        return result;
      },
      ...consentOpHandlers(this.services),
      ...decomposeOpHandlers(this.services),
      ...disputeOpHandlers(this.services),
      ...modelOpHandlers(this.services),
      ...webOpHandlers(),
      ...setupOpHandlers(this.services),
      ...documentOpHandlers(this.services),
      ...documentPackOpHandlers(this.services),
      ...batchOpHandlers(this.services, this.batches),
    };
  }

  /**
   * Start-up work. The knowledge graph's (starter pack, vectors) runs on in the background,
   * started first; requests do not wait for it, except a check's memory stage (with a bound),
   * and kg.status reports how it went.
   */
  async init(): Promise<void> {
    this.work = 'installing';
    this.workDone = startKnowledge(this.services, loadStarterPack, inExtension(), (work) => {
      this.work = work;
    }).then((state) => {
      this.startup = state;
      this.work = null;
    });
    this.recovered = await this.services.runner.recover();
    this.batches.recover();
  }

  /** What runs besides requests (the worker's models are its own to report): may the worker be stopped? */
  activity(): Omit<EngineActivity, 'modelsQuiet'> {
    const { active, queued } = this.services.runner.stats;
    return {
      checksActive: active,
      checksQueued: queued,
      startupWork: this.work !== null,
      localLlmActive: this.localLlmActive(),
    };
  }

  /** A request as it arrived over the RPC: op, payload and config are checked before anything runs. */
  async handle(op: unknown, payload: unknown, config: unknown): Promise<EngineResult> {
    if (!isEngineOp(op)) throw new Error(`Unknown engine request "${String(op)}".`);
    const parsed = parseEngineConfig(config);
    // The worker cannot ask the browser its language: what it writes follows the reader's, sent along.
    setContextLocale(parsed.locale ?? 'en');
    return this.run(op, parseEnginePayload(op, payload), parsed);
  }

  private run<K extends EngineOp>(
    op: K,
    payload: v.InferOutput<EngineOps[K]['payload']>,
    config: EngineConfig,
  ): Promise<EngineResults[K]> {
    // Lists a stopped engine left running go on with the first settings this engine is given.
    this.batches.resumeLeft(config);
    return this.handlers[op](payload, config);
  }
}
