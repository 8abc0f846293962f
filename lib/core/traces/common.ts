import * as v from 'valibot';

/**
 * Schemas shared by the trace shapes: what a history row holds is read back from IndexedDB as
 * anything (an old version's row, a damaged one), so the side panel checks it before it shows it.
 */

export const VerdictSchema = v.picklist(['True', 'False', 'Unverified']);

export const EvidenceItemSchema = v.object({
  kind: v.picklist(['memory', 'document', 'web', 'claimreview']),
  text: v.string(),
  url: v.optional(v.string()),
  title: v.optional(v.string()),
  domain: v.optional(v.string()),
  score: v.optional(v.number()),
  stance: v.optional(v.picklist(['supports', 'refutes', 'neutral'])),
  nodeId: v.optional(v.string()),
  document: v.optional(v.object({ id: v.string(), name: v.string(), page: v.number() })),
});

/** The model roles of a check, as the LLM call recorder names them (lib/llm/transcript.ts). */
export const ROLE_NAMES = [
  'query',
  'support',
  'contradiction',
  'judge',
  'single-pass',
  'extract',
  'decompose',
] as const;
export const CALL_PURPOSES = ['answer', 'repair', 'correction'] as const;

export const RecipientSchema = v.object({
  provider: v.picklist(['openai-compatible', 'webllm', 'browser']),
  endpoint: v.string(),
  model: v.string(),
  leavesDevice: v.boolean(),
});

/** One recorded model call: what was sent, to whom, and what came back. */
export const LlmCallSchema = v.object({
  role: v.picklist(ROLE_NAMES),
  purpose: v.picklist(CALL_PURPOSES),
  to: RecipientSchema,
  messages: v.array(v.object({ role: v.picklist(['system', 'user', 'assistant']), content: v.string() })),
  response: v.optional(v.string()),
  error: v.optional(v.string()),
  notes: v.optional(v.array(v.string())),
  retries: v.array(v.object({ attempt: v.number(), reason: v.string(), waitMs: v.number() })),
  startedAt: v.number(),
  ms: v.number(),
});

export type StoredLlmCall = v.InferOutput<typeof LlmCallSchema>;

/** A citation the quote check dropped, and why. */
export const DroppedCitationSchema = v.object({ role: v.picklist(ROLE_NAMES), message: v.string() });
