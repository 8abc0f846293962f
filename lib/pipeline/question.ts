import { looseKey } from '../core/text';
import type { QuestionCheck } from '../core/types';
import { questionStatement } from '../decompose/llm/calls';
import { acceptableStatement } from '../decompose/question-check';
import { type QuestionReading, readQuestion } from '../decompose/questions';
import { nliRelation } from '../kg/memory/decision';
import { isAbort } from '../llm/errors';
import type { LlmClient } from '../llm/llm';
import { log } from '../log/log';
import type { NliProbs } from '../ml/types';
import { recipientsToAsk } from '../privacy/consent';
import { originOf } from '../privacy/recipients';
import { messageOf } from '../util/errors';
import type { StageContext } from './stage';

/**
 * What a selection asks to be checked: a statement as written, the statement a yes/no question
 * tests (by the LLM when one may be used, its answer checked; else by the rules), or nothing for
 * an open question (with what to select instead).
 */
export type AskedFor =
  | { kind: 'statement'; statement: string }
  | Extract<QuestionCheck, { kind: 'yes-no' }>
  | Extract<QuestionReading, { kind: 'open' }>;

export async function statementFor(text: string, ctx: StageContext): Promise<AskedFor> {
  const rules = readQuestion(text);
  if (rules.kind !== 'yes-no') return rules;
  const llm = await questionLlm(ctx);
  if (llm) {
    try {
      const statement = await questionStatement(llm, text, ctx.signal);
      const lexical = acceptableStatement(text, rules.statement, statement);
      const verdict = lexical.ok ? await sameMeaning(statement, rules.statement, ctx) : lexical;
      if (verdict.ok) return { kind: 'yes-no', statement, method: 'llm' };
      log.info(
        'question',
        `The LLM's statement for a question was not used (${verdict.why}); the rules' statement is checked`,
      );
    } catch (e) {
      if (isAbort(e)) throw e;
      log.warn('question', `The LLM could not rewrite a question (${messageOf(e)}); the rules' statement is checked`);
    }
  }
  return { kind: 'yes-no', statement: rules.statement, method: 'rules' };
}

/**
 * With an NLI model installed, the LLM's statement and the rules' statement must entail each
 * other (P(entailment) ≥ memory.minEntailmentProb each way): a rewording may say it better, never
 * something else. Without one, the lexical checks of `acceptableStatement` are all there is.
 */
async function sameMeaning(
  statement: string,
  rulesStatement: string,
  ctx: StageContext,
): Promise<{ ok: true } | { ok: false; why: string }> {
  if (looseKey(statement) === looseKey(rulesStatement)) return { ok: true };
  const nli = await ctx.models.nli();
  if (!nli) return { ok: true };
  const [forward, backward] = await nli.classify(
    [
      { premise: statement, hypothesis: rulesStatement },
      { premise: rulesStatement, hypothesis: statement },
    ],
    ctx.signal,
  );
  const min = ctx.config.settings.memory.minEntailmentProb;
  const entails = (p: NliProbs | undefined) => !!p && nliRelation(p) === 'entailment' && p.entailment >= min;
  return entails(forward) && entails(backward)
    ? { ok: true }
    : { ok: false, why: 'the NLI model does not find it and the rules’ statement entail each other' };
}

/**
 * The LLM for rewriting questions, when Settings → Long selections lets the LLM split text. One on
 * another computer is used only where the reader has already allowed it: asking first would hold
 * up a question that memory can answer from the rules' statement.
 */
async function questionLlm(ctx: StageContext): Promise<LlmClient | null> {
  if (ctx.config.settings.decompose.method !== 'auto') return null;
  const to = ctx.llm.recipient();
  if (!to) return null;
  if (
    to.leavesDevice &&
    recipientsToAsk(ctx.config.settings.privacy, [{ origin: originOf(to.endpoint), label: '', what: '' }], new Set())
      .length
  )
    return null;
  return ctx.llm.clientFor('decompose');
}
