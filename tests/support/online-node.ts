import { afterAll, beforeAll } from 'vitest';

import { createOpenAiClient } from '../../lib/llm/openai';
import type { LlmServices } from '../../lib/llm/provider';
import { type LlmServer, startLlmServer } from './llm-server';
import { fixtureFetch } from './web-fixtures/node-fetch';
import { startWebFixtures, type WebFixtures } from './web-fixtures/server';

/**
 * The boundaries of an online check for a test file under Node: the fixture web (with a fetch
 * that resolves its hostnames to it) and the scripted LLM server, started once for the file.
 */
export interface OnlineBoundaries {
  fx: WebFixtures;
  fetch: ReturnType<typeof fixtureFetch>;
  llm: LlmServer;
}

export function useOnlineBoundaries(): OnlineBoundaries {
  const on = {} as OnlineBoundaries;
  beforeAll(async () => {
    on.fx = await startWebFixtures();
    on.fetch = fixtureFetch(on.fx);
    on.llm = await startLlmServer();
  });
  afterAll(async () => {
    await on.fetch.close();
    await on.fx.close();
    await on.llm.close();
  });
  return on;
}

const REMOTE_LLM = {
  provider: 'openai-compatible',
  endpoint: 'https://api.example.com/v1/chat/completions',
  model: 'scripted',
  leavesDevice: true,
} as const;

/** The real client to the scripted server, presented as a remote endpoint so that consent applies. */
export const remoteLlm: LlmServices = {
  recipient: () => REMOTE_LLM,
  open: async (c) => ({
    client: createOpenAiClient({ baseUrl: c.settings.llm.baseUrl, model: 'scripted' }),
    recipient: REMOTE_LLM,
  }),
};
