import { isLoopbackUrl } from '../net/address';
import type { EngineConfig } from '../settings/run-config';
import { BUILTIN_MODEL } from './builtin';
import { builtinClient } from './builtin-bridge';
import type { LlmClient } from './llm';
import { chatCompletionsUrl, createOpenAiClient } from './openai';
import type { Recipient } from './transcript';
import type { LocalLlm } from './webllm';
import { localModel } from './webllm-models';

/**
 * The LLM chosen in Settings → LLM, as the pipeline sees it: a client and the recipient of what
 * is sent (for consent and the transcript), or null for "No LLM".
 */

export interface LlmHandle {
  client: LlmClient;
  recipient: Recipient;
}

export interface LlmServices {
  /** Where requests would go, without opening anything (to ask for consent first). */
  recipient(config: EngineConfig): Recipient | null;
  open(config: EngineConfig): Promise<LlmHandle | null>;
}

/** Where requests would go, without opening anything (pure: used to ask for consent). */
export function llmRecipient(config: EngineConfig): Recipient | null {
  const llm = config.settings.llm;
  if (llm.provider === 'none') return null;
  if (llm.provider === 'webllm')
    return {
      provider: 'webllm',
      endpoint: 'on this device (WebGPU)',
      model: localModel(llm.localModel)?.label ?? llm.localModel,
      leavesDevice: false,
    };
  if (llm.provider === 'browser')
    return {
      provider: 'browser',
      endpoint: 'on this device (the browser’s built-in model)',
      model: BUILTIN_MODEL,
      leavesDevice: false,
    };
  const endpoint = chatCompletionsUrl(llm.baseUrl);
  return { provider: 'openai-compatible', endpoint, model: llm.model, leavesDevice: !isLoopbackUrl(endpoint) };
}

export function createLlmServices(local: () => LocalLlm, builtin: () => LlmClient = builtinClient): LlmServices {
  return {
    recipient: llmRecipient,
    async open(config) {
      const recipient = llmRecipient(config);
      if (!recipient) return null;
      const llm = config.settings.llm;
      if (llm.provider === 'webllm') return { client: await local().client(llm.localModel), recipient };
      if (llm.provider === 'browser') return { client: builtin(), recipient };
      const client = createOpenAiClient({
        baseUrl: llm.baseUrl,
        model: llm.model,
        timeoutMs: llm.timeoutSeconds * 1000,
        maxRetries: llm.maxRetries,
        structured: llm.structuredOutput,
        ...(config.secrets.llmApiKey ? { apiKey: config.secrets.llmApiKey } : {}),
      });
      return { client, recipient };
    },
  };
}
