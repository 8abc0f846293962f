import type { CheckOutcome, EvidenceItem } from '../../core/types';
import { composeAnswer, extractAtomicClaims } from '../../decompose/llm/calls';
import { reasonsAnswer as m } from '../../i18n/catalogue/reasons-answer';
import { t } from '../../i18n/t';
import { isAbort } from '../../llm/errors';
import type { LlmClient } from '../../llm/llm';
import { log } from '../../log/log';
import { consentReason } from '../../privacy/consent';
import { llmAnswerRecipient } from '../../privacy/recipients';
import { messageOf } from '../../util/errors';
import type { StageContext } from '../stage';
import { answeredOutcome, factOf, needsLlm, passagesOutcome } from './outcome';
import { questionPassages } from './sources';

/**
 * An open question ("How much vitamin D should adults take?") answered from the reader's own
 * sources, after Atomic fact-checking (seed 003): the passages nearest the question → the LLM's
 * answer from them alone → atomic facts (the decomposition's atomic-claims step) → each fact
 * checked like any claim against the same sources (`verify`, the claim check with the web off) →
 * only True facts kept, with their citations; the rest shown as not verified. Without an LLM the
 * passages are the answer. Null when no passage is near the question: the caller refuses it.
 */

export type VerifyFact = (fact: string) => Promise<CheckOutcome>;

export async function answerOpenQuestion(
  question: string,
  ctx: StageContext,
  verify: VerifyFact,
): Promise<CheckOutcome | null> {
  const passages = await questionPassages(question, ctx);
  if (!passages.length) return null;
  ctx.signal.throwIfAborted();
  const llm = await answerLlm(question, passages, ctx);
  if (!llm.client) return passagesOutcome(passages, llm.why);
  let facts: string[];
  try {
    ctx.onStage('decompose');
    const answer = await composeAnswer(
      llm.client,
      question,
      passages.map((p) => p.text),
      ctx.signal,
    );
    facts = answer ? await extractAtomicClaims(llm.client, answer, question, ctx.signal) : [];
  } catch (e) {
    if (isAbort(e)) throw e;
    log.warn('answer', `The LLM could not answer an open question (${messageOf(e)}); its passages are shown`);
    return passagesOutcome(passages, t(m.couldNotWrite, messageOf(e)));
  }
  if (!facts.length) return passagesOutcome(passages, t(m.noAnswer));
  const checked = [];
  // One after another: each check may ask the same LLM several times.
  for (const fact of facts) checked.push(factOf(fact, await verify(fact)));
  return answeredOutcome(passages, checked);
}

type AnswerLlm = { client: LlmClient; why?: never } | { client: null; why: string };

/** The LLM for the answer, once the reader allows the passages to go to one off this computer. */
async function answerLlm(question: string, passages: readonly EvidenceItem[], ctx: StageContext): Promise<AnswerLlm> {
  const to = ctx.llm.recipient();
  if (!to) return { client: null, why: needsLlm() };
  if (to.leavesDevice) {
    const texts = passages.map((p) => p.text);
    const consent = await ctx.consent.ensure([llmAnswerRecipient(to, question, texts)]);
    if (consent.state !== 'allowed') return { client: null, why: consentReason(consent) };
  }
  const client = await ctx.llm.clientFor('decompose');
  return client ? { client } : { client: null, why: t(m.notOpened) };
}
