import type { Declarations, PayloadOf, ResultOf } from '../core/protocol';
import type { ClaimLensDB } from '../db/database';
import type { CheckRunner } from '../jobs/runner';
import type { KnowledgeWork } from '../kg/memory/readiness';
import type { LlmServices } from '../llm/provider';
import type { LocalLlm } from '../llm/webllm';
import type { ModelServices } from '../ml/types';
import type { ConsentBroker } from '../privacy/consent';
import type { EngineConfig } from '../settings/run-config';
import type { StartupState } from './declare/kg';
import type { LlmTestResult } from './declare/llm';

/** What the engine's request handlers work with. */
export interface EngineServices {
  db: ClaimLensDB;
  runner: CheckRunner;
  models: ModelServices;
  llm: LlmServices;
  /** The WebLLM host, created on first use. */
  localLlm(): LocalLlm;
  consent: ConsentBroker;
  startedAt: number;
  recovered(): number;
  startup(): StartupState;
  /** Start-up knowledge work still running (starter pack, vectors), for the guided setup. */
  knowledgeWork(): KnowledgeWork | null;
  /** The last connection test per endpoint and model (lib/engine/setup.ts connectionKey), for the guided setup. */
  llmTests: Map<string, LlmTestResult>;
}

/** Handlers of one area's requests: payload validated by its declaration, config from the background. */
export type OpHandlers<D extends Declarations> = {
  [K in keyof D]: (payload: PayloadOf<D[K]>, config: EngineConfig) => Promise<ResultOf<D[K]>>;
};
