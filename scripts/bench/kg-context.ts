import type { ClaimLensDB } from '../../lib/db/database';
import { createLlmServices } from '../../lib/llm/provider';
import { LlmSession } from '../../lib/llm/session';
import type { ModelServices } from '../../lib/ml/types';
import type { StageContext } from '../../lib/pipeline/stage';
import { ConsentBroker, createConsentGate } from '../../lib/privacy/consent';
import { defaultEngineConfig } from '../../lib/settings/run-config';

/** A stage context for running the memory stage alone (no LLM configured: memory never calls one). */
export function memoryStageContext(db: ClaimLensDB, models: ModelServices): StageContext {
  const config = defaultEngineConfig();
  const signal = new AbortController().signal;
  const onStage = () => undefined;
  return {
    db,
    models,
    config,
    llm: new LlmSession(
      createLlmServices(() => {
        throw new Error('The memory stage uses no LLM.');
      }),
      config,
    ),
    consent: createConsentGate({
      broker: new ConsentBroker(db),
      checkId: 'check:memory-bench',
      privacy: config.settings.privacy,
      signal,
      onStage,
    }),
    signal,
    onStage,
  };
}
