import type { LlmClient } from '../../llm/llm';
import { messageOf } from '../../util/errors';
import { deterministicQuery } from './deterministic';
import { llmQuery, QueryRejected } from './llm';

export interface OptimisedQuery {
  text: string;
  method: 'deterministic' | 'llm';
  /** Why the LLM's query was not used, when one was asked for. */
  note?: string;
}

/** LLM-assisted when a model is configured and allowed, otherwise (or when its answer fails the checks) deterministic. */
export async function optimiseQuery(
  claim: string,
  options: { llm?: LlmClient | null; useLlm: boolean; signal?: AbortSignal },
): Promise<OptimisedQuery> {
  const plan = deterministicQuery(claim);
  if (!options.llm || !options.useLlm) return { text: plan.text, method: 'deterministic' };
  try {
    return { text: await llmQuery(claim, plan, options.llm, options.signal), method: 'llm' };
  } catch (e) {
    options.signal?.throwIfAborted();
    const why = e instanceof QueryRejected ? e.message : `the model failed (${messageOf(e)})`;
    return { text: plan.text, method: 'deterministic', note: `Used the plain query: ${why}.` };
  }
}
