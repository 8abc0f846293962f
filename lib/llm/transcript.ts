import type { CALL_PURPOSES, ROLE_NAMES } from '../core/traces';
import { messageOf } from '../util/errors';
import type { ChatMessage, ChatRequest, ChatResponse, LlmClient, RetryInfo } from './llm';

/**
 * The record of every model call of a check: exactly what was sent, to whom, and what came
 * back. It is stored in the check's `traces.tribunal`, so the side panel can show the reader
 * what left the device. API keys are never part of it.
 */

/** `decompose`: a long selection's claims, triples, latent entities and suggested corrections (lib/decompose). */
export type RoleName = (typeof ROLE_NAMES)[number];
export type CallPurpose = (typeof CALL_PURPOSES)[number];

export interface Recipient {
  provider: 'openai-compatible' | 'webllm' | 'browser';
  /** Where the request goes (the chat-completions URL), or `on this device` for a local model. */
  endpoint: string;
  model: string;
  /** False for a model on this device or a server on localhost. */
  leavesDevice: boolean;
}

export interface LlmCallRecord {
  role: RoleName;
  purpose: CallPurpose;
  to: Recipient;
  messages: ChatMessage[];
  response?: string;
  error?: string;
  /** What the provider changed to answer (evidence trimmed to the built-in model's quota). */
  notes?: string[];
  retries: RetryInfo[];
  startedAt: number;
  ms: number;
}

export class Recorder {
  readonly calls: LlmCallRecord[] = [];

  constructor(
    readonly client: LlmClient,
    readonly to: Recipient,
    private readonly now: () => number = Date.now,
  ) {}

  async chat(role: RoleName, purpose: CallPurpose, request: ChatRequest): Promise<ChatResponse> {
    const record: LlmCallRecord = {
      role,
      purpose,
      to: this.to,
      messages: request.messages.map((m) => ({ ...m })),
      retries: [],
      startedAt: this.now(),
      ms: 0,
    };
    this.calls.push(record);
    const started = performance.now();
    try {
      const response = await this.client.chat({ ...request, onRetry: (info) => record.retries.push(info) });
      record.response = response.content;
      if (response.notes?.length) record.notes = response.notes;
      return response;
    } catch (e) {
      record.error = messageOf(e);
      throw e;
    } finally {
      record.ms = Math.round(performance.now() - started);
    }
  }
}
