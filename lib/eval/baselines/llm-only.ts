import type { Verdict } from '../../core/types';
import type { ChatResponse, LlmClient } from '../../llm/llm';

/**
 * The LLM-only baseline of Memory-first fact-checking's Table III: the claim alone and a fixed
 * instruction, no memory, no evidence, no tribunal.
 */
const LLM_ONLY_INSTRUCTION =
  'You are a health fact-checker. Decide whether the claim is true or false. If you cannot decide, answer Neutral. ' +
  'Reply with JSON only: {"verdict": "True" | "False" | "Neutral"}.';

const SCHEMA = {
  name: 'verdict',
  schema: {
    type: 'object',
    properties: { verdict: { type: 'string', enum: ['True', 'False', 'Neutral'] } },
    required: ['verdict'],
    additionalProperties: false,
  },
};

/** Reads the verdict from the answer; anything unreadable is an abstention. */
export function parseBaselineVerdict(content: string): Verdict {
  const json = content.match(/\{[\s\S]*\}/)?.[0];
  let word = '';
  if (json) {
    try {
      word = String((JSON.parse(json) as { verdict?: unknown }).verdict ?? '');
    } catch {
      word = '';
    }
  }
  word ||= content.trim().split(/\s+/)[0] ?? '';
  const w = word.toLowerCase().replace(/[^a-z]/g, '');
  return w === 'true' ? 'True' : w === 'false' ? 'False' : 'Unverified';
}

export async function llmOnly(
  claim: string,
  client: LlmClient,
  signal?: AbortSignal,
): Promise<{ verdict: Verdict; response: ChatResponse }> {
  const response = await client.chat({
    messages: [
      { role: 'system', content: LLM_ONLY_INSTRUCTION },
      { role: 'user', content: `Claim: ${JSON.stringify(claim)}` },
    ],
    temperature: 0,
    jsonSchema: SCHEMA,
    ...(signal ? { signal } : {}),
  });
  return { verdict: parseBaselineVerdict(response.content), response };
}
