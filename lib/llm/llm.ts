/**
 * The one interface to a language model, whichever provider answers (an OpenAI-compatible
 * endpoint, or a local model through WebLLM). Used by the tribunal, the query optimiser,
 * decomposition and the evaluation baselines.
 */

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

export interface ChatRequest {
  messages: ChatMessage[];
  /** The tribunal runs at 0. */
  temperature?: number;
  maxTokens?: number;
  /** Structured output: a JSON Schema the answer must follow (JSON mode + validation where unsupported). */
  jsonSchema?: { name: string; schema: Record<string, unknown> };
  signal?: AbortSignal;
  /** Told about each retry of a failed attempt (status, wait), so transcripts can show it. */
  onRetry?(info: RetryInfo): void;
}

export interface RetryInfo {
  attempt: number;
  reason: string;
  waitMs: number;
}

export interface ChatResponse {
  content: string;
  model: string;
  usage?: { promptTokens: number; completionTokens: number };
  /** How a `jsonSchema` request was asked for: JSON mode when the endpoint refused JSON Schema. */
  structured?: 'json-schema' | 'json-mode';
  /** What the provider changed in the request to answer it (the built-in model's trimmed evidence), for the transcript. */
  notes?: string[];
}

export interface LlmClient {
  /** e.g. `openai-compatible:https://api.together.xyz/v1:meta-llama/...` or `webllm:<model>` or `browser:built-in`. */
  readonly id: string;
  chat(request: ChatRequest): Promise<ChatResponse>;
}
