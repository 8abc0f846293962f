import * as v from 'valibot';
import { pick } from './fields';

/** The LLM tribunal (issue: tribunal, DESIGN stage 4). "none" is a valid choice. API keys live in secrets. */
export const LlmSettingsSchema = v.object({
  provider: pick(['none', 'openai-compatible', 'webllm'], 'none'),
});
