import { afterAll, afterEach, beforeAll } from 'vitest';

import type { ClaimLensDB } from '../../../lib/db/database';
import { createLlmServices } from '../../../lib/llm/provider';
import { LlmSession } from '../../../lib/llm/session';
import type { ModelServices } from '../../../lib/ml/types';
import type { StageContext } from '../../../lib/pipeline/stage';
import { ConsentBroker, createConsentGate } from '../../../lib/privacy/consent';
import type { EngineConfig } from '../../../lib/settings/run-config';
import { tribunalScript } from '../../support/llm-script';
import { type ChatBody, type LlmServer, startLlmServer } from '../../support/llm-server';

/**
 * The remote LLM at its true boundary for stage tests: the tribunal script on a real OpenAI-shaped
 * server, which a test may turn into an attacker per kind of request, and the stage context that
 * points the engine at it.
 */

export type Answer = Record<string, unknown>;
/** Per kind of request, how the attacker rewrites the honest scripted answer. */
export type Attack = Partial<Record<string, (honest: Answer, body: ChatBody) => unknown>>;

/** Starts the scripted tribunal for the file's tests; `attack` is cleared after each test. */
export function scriptedTribunal(): {
  readonly baseUrl: string;
  readonly requests: LlmServer['requests'];
  attack: Attack;
} {
  let server: LlmServer | null = null;
  const state = {
    attack: {} as Attack,
    get baseUrl() {
      if (!server) throw new Error('the scripted LLM starts in beforeAll');
      return server.baseUrl;
    },
    get requests() {
      if (!server) throw new Error('the scripted LLM starts in beforeAll');
      return server.requests;
    },
  };
  beforeAll(async () => {
    server = await startLlmServer({
      script: {
        identify: tribunalScript.identify,
        respond: (kind, body) => {
          const honest = tribunalScript.respond(kind, body) as Answer;
          const rewrite = state.attack[kind];
          return rewrite ? rewrite(honest, body) : honest;
        },
      },
    });
  });
  afterAll(() => server?.close());
  afterEach(() => {
    state.attack = {};
  });
  return state;
}

/** Points `config` at the scripted LLM (no retries, a short timeout). */
export function useScriptedLlm(config: EngineConfig, baseUrl: string): void {
  config.settings.llm = {
    ...config.settings.llm,
    provider: 'openai-compatible',
    baseUrl,
    model: 'scripted',
    timeoutSeconds: 5,
    maxRetries: 0,
  };
}

/** A pipeline stage context over `db` with these models and settings; local LLMs are never loaded. */
export function stageContext(
  db: ClaimLensDB,
  models: ModelServices,
  config: EngineConfig,
  checkId: `check:${string}`,
): StageContext {
  const signal = new AbortController().signal;
  const noLocal = () => {
    throw new Error('no local model in this test');
  };
  return {
    db,
    models,
    config,
    llm: new LlmSession(createLlmServices(noLocal), config),
    consent: createConsentGate({
      broker: new ConsentBroker(db),
      checkId,
      privacy: config.settings.privacy,
      signal,
      onStage: () => undefined,
    }),
    signal,
    onStage: () => undefined,
  };
}
