import type { LanguageInput } from '../core/language';
import type { CheckTraces } from '../core/traces';
import type { CheckOutcome, StageName } from '../core/types';
import type { ClaimLensDB } from '../db/database';
import type { KnowledgeReadiness } from '../kg/memory/readiness';
import type { LlmSession } from '../llm/session';
import type { ModelServices } from '../ml/types';
import type { ConsentGate } from '../privacy/consent';
import type { EngineConfig } from '../settings/run-config';

/** What every stage receives: the services of the engine and the run's cancel signal. */
export interface StageContext {
  db: ClaimLensDB;
  models: ModelServices;
  config: EngineConfig;
  /** This check's LLM (Settings → LLM), opened on first use; all its calls are recorded. */
  llm: LlmSession;
  /** Asks the reader before anything is sent off the device (once per recipient per check). */
  consent: ConsentGate;
  /** Start-up knowledge work (starter pack, vectors) the memory stage waits for; none when absent. */
  knowledge?: KnowledgeReadiness;
  /** What is known of the language of the text checked (the gate's fallback); none under Node. */
  language?: LanguageInput;
  signal: AbortSignal;
  onStage(stage: StageName): void;
}

/** A stage either settles the check (outcome) or passes it on with the reason it could not. */
export interface StageResult {
  outcome: CheckOutcome | null;
  reason?: string;
  /** What the stage recorded about a claim it passed on; kept in the final outcome's traces. */
  traces?: CheckTraces;
}
