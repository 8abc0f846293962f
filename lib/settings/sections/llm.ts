import * as v from 'valibot';

import { int, pick, str } from './fields';

/**
 * The LLM tribunal (issue: tribunal; Memory-first fact-checking §III-E). "none" is a valid choice:
 * the web stage then ends at the evidence, Unverified. "browser" is Chrome's built-in model
 * (lib/llm/builtin.ts). API keys live in secrets, never here.
 */
export const LlmSettingsSchema = v.object({
  provider: pick(['none', 'openai-compatible', 'webllm', 'browser'], 'none'),
  /** OpenAI-compatible endpoint, up to /v1 (…/chat/completions is added). */
  baseUrl: v.optional(
    v.pipe(
      v.string(),
      v.maxLength(500),
      v.check(
        (s) => s === '' || /^https?:\/\/[^\s/]+/i.test(s.trim()),
        'must be an http(s) URL such as https://api.openai.com/v1',
      ),
    ),
    'https://api.openai.com/v1',
  ),
  model: str('', 200),
  /** auto: JSON Schema where the endpoint takes it, else JSON mode; or force one. */
  structuredOutput: pick(['auto', 'json-schema', 'json-mode'], 'auto'),
  timeoutSeconds: int(5, 600, 60),
  maxRetries: int(0, 5, 2),
  /** WebLLM model id (see lib/llm/webllm-models.ts). */
  localModel: str('Qwen2.5-3B-Instruct-q4f16_1-MLC', 200),
});
