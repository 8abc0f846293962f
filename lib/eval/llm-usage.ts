import type { LlmClient } from '../llm/llm';
import type { LlmServices } from '../llm/provider';

/**
 * LLM use per claim, counted where requests leave the pipeline: every chat call of every role
 * (query writer, analysts, judge, single pass, triple extraction, the baseline), with the
 * tokens the endpoint reports. A call that failed counts as a call; retries inside one call
 * (backoff after a 429 or a dropped connection) do not.
 */
export interface LlmUsage {
  calls: number;
  promptTokens: number;
  completionTokens: number;
}

export function emptyUsage(): LlmUsage {
  return { calls: 0, promptTokens: 0, completionTokens: 0 };
}

function countingClient(client: LlmClient, usage: LlmUsage): LlmClient {
  return {
    id: client.id,
    async chat(request) {
      usage.calls++;
      const response = await client.chat(request);
      usage.promptTokens += response.usage?.promptTokens ?? 0;
      usage.completionTokens += response.usage?.completionTokens ?? 0;
      return response;
    },
  };
}

/** The same LLM services, with every client they open counting into `usage`. */
export function countingServices(services: LlmServices, usage: LlmUsage): LlmServices {
  return {
    recipient: (config) => services.recipient(config),
    async open(config) {
      const handle = await services.open(config);
      return handle && { ...handle, client: countingClient(handle.client, usage) };
    },
  };
}
