import { reasonsDecompose as m } from '../i18n/catalogue/reasons-decompose';
import { t } from '../i18n/t';
import { isAbort } from '../llm/errors';
import type { LlmClient } from '../llm/llm';
import { log } from '../log/log';
import { messageOf } from '../util/errors';
import { assembleCorrected } from './corrected-text';
import { rewriteCorrectedText } from './llm/calls';
import type { DecompositionPlan } from './plan';
import { rewriteProblem } from './rewrite-check';
import type { ClaimOutcome, CorrectedVersion } from './trace';

/**
 * The corrected version of a decomposed text (Atomic fact-checking, step 5). The assembly puts
 * each checked correction in place of its false claim and marks what is unverified; with an LLM,
 * the model then rewrites the whole draft smoothly, and its rewrite is used only when it keeps
 * every correction and mark and adds nothing (rewrite-check.ts). Otherwise the assembly stands,
 * with the reason. Null when nothing in the text would change.
 */
export async function correctedVersion(
  original: string,
  plan: DecompositionPlan,
  outcomes: readonly ClaimOutcome[],
  llm: LlmClient | null,
  signal?: AbortSignal,
): Promise<CorrectedVersion | null> {
  const draft = assembleCorrected(original, plan, outcomes);
  if (draft.text === original) return null;
  const assembly: CorrectedVersion = { text: draft.text, by: 'assembly' };
  // Without a correction there is nothing to join smoothly: the marks stand after their sentences.
  if (!llm || !draft.corrections.length) return assembly;
  let rewrite: string;
  try {
    rewrite = await rewriteCorrectedText(llm, draft.text, draft.corrections, signal);
  } catch (e) {
    if (isAbort(e)) throw e;
    log.warn('decompose', `The corrected text was not rewritten by the LLM: ${messageOf(e)}`);
    return { ...assembly, note: t(m.rewriteFailed, messageOf(e)) };
  }
  const problem = rewriteProblem(rewrite, draft, original);
  return problem ? { ...assembly, note: t(m.rewriteUnused, problem) } : { text: rewrite, by: 'llm' };
}
