import { type DetectedLanguage, isEnglish, type LanguageInput } from '../core/language';
import { looseKey } from '../core/text';
import type { QuestionCheck } from '../core/types';
import { questionStatement } from '../decompose/llm/calls';
import { acceptableOtherStatement, acceptableStatement } from '../decompose/question-check';
import { otherQuestionKind } from '../decompose/question-statement/other-language';
import { openQuestionNote, type QuestionReading, readQuestion } from '../decompose/questions';
import { questionsLang as m } from '../i18n/catalogue/questions-lang';
import { formatLanguage } from '../i18n/format';
import { t } from '../i18n/t';
import { nliRelation } from '../kg/memory/decision';
import { isAbort } from '../llm/errors';
import type { LlmClient } from '../llm/llm';
import { log } from '../log/log';
import { detectLanguage, otherLanguageOf } from '../ml/language/detect';
import type { NliProbs } from '../ml/types';
import { recipientsToAsk } from '../privacy/consent';
import { originOf } from '../privacy/recipients';
import { messageOf } from '../util/errors';
import type { StageContext } from './stage';
import { translateForModels } from './translation';

/**
 * What a selection asks to be checked: a statement as written, the statement a yes/no question
 * tests (by the LLM when one may be used, its answer checked; else by the rules), or nothing for
 * an open question (with what to select instead). A question in another language is translated
 * to English for the rules (`notice` says so beside the verdict), else rewritten by the LLM, else
 * `unreadable` says why by name (and `offer`s the translation Chrome can download).
 */
export type AskedFor =
  | { kind: 'statement'; statement: string }
  | (Extract<QuestionCheck, { kind: 'yes-no' }> & { notice?: string })
  | Extract<QuestionReading, { kind: 'open' }>
  | { kind: 'unreadable'; reason: string; offer?: string };

/** `input`: what is known of the selection's language (the browser's detection, the page's language). */
export async function statementFor(text: string, ctx: StageContext, input: LanguageInput = {}): Promise<AskedFor> {
  const language = otherLanguage(text, input);
  const kind = language && otherQuestionKind(text, language.code);
  if (!language || !kind) return englishStatementFor(text, ctx);
  if (kind === 'open') return { kind: 'open', asks: 'information', note: openQuestionNote() };
  return otherStatementFor(text, language, ctx);
}

/** The statement a long selection's yes/no question in another language tests, or null where none can be had (it stays listed). */
export async function otherQuestionStatement(question: string, ctx: StageContext): Promise<string | null> {
  const asked = await statementFor(question, ctx, ctx.language ?? {});
  return asked.kind === 'yes-no' ? asked.statement : null;
}

async function englishStatementFor(text: string, ctx: StageContext): Promise<AskedFor> {
  const rules = readQuestion(text);
  if (rules.kind !== 'yes-no') return rules;
  const llm = await questionLlm(ctx);
  const statement =
    llm &&
    (await llmStatement(llm, text, ctx, async (s) => {
      const lexical = acceptableStatement(text, rules.statement, s);
      return lexical.ok ? sameMeaning(s, rules.statement, ctx) : lexical;
    }));
  return statement
    ? { kind: 'yes-no', statement, method: 'llm' }
    : { kind: 'yes-no', statement: rules.statement, method: 'rules' };
}

/**
 * A selection's language where it is surely not English, else null: the browser's sure detection,
 * else the detector's with English not among its best guesses (as a long selection's sentences
 * are told), so that a short English question on a German page is still read by the English rules.
 */
function otherLanguage(text: string, input: LanguageInput): DetectedLanguage | null {
  if (input.browser?.reliable) {
    const language = detectLanguage(text, input);
    return isEnglish(language) || language.code === 'und' ? null : language;
  }
  return otherLanguageOf(text, input.fallback);
}

/**
 * A yes/no question in another language: translated on the device (the same translation a claim
 * gets, made once per check) and read as an English question; else the LLM's rewrite of it, held
 * to the question's own words; else why neither can be had.
 */
async function otherStatementFor(text: string, language: DetectedLanguage, ctx: StageContext): Promise<AskedFor> {
  const translated = await translateForModels(text, language, ctx);
  if (translated.ok) {
    const english = await englishStatementFor(translated.english, ctx);
    if (english.kind === 'open' || english.kind === 'unreadable') return english;
    // A translation that lost its question's form is still the statement the question tests.
    const method = english.kind === 'yes-no' ? english.method : 'rules';
    return { kind: 'yes-no', statement: english.statement, method, notice: translated.notice };
  }
  const llm = await questionLlm(ctx);
  const statement =
    llm && (await llmStatement(llm, text, ctx, (s) => acceptableOtherStatement(text, s, language.code)));
  if (statement) return { kind: 'yes-no', statement, method: 'llm' };
  return {
    kind: 'unreadable',
    reason: translated.offer
      ? t(m.download, formatLanguage(language.code))
      : t(m.none, formatLanguage(language.code), translated.reason.replace(/\.$/u, '')),
    ...(translated.offer ? { offer: translated.offer } : {}),
  };
}

type Verdict = { ok: true } | { ok: false; why: string };

/** The LLM's statement for a question, or null where it failed or its statement was refused (logged). */
async function llmStatement(
  llm: LlmClient,
  question: string,
  ctx: StageContext,
  accept: (statement: string) => Verdict | Promise<Verdict>,
): Promise<string | null> {
  try {
    const statement = await questionStatement(llm, question, ctx.signal);
    const verdict = await accept(statement);
    if (verdict.ok) return statement;
    log.info('question', `The LLM's statement for a question was not used (${verdict.why})`);
  } catch (e) {
    if (isAbort(e)) throw e;
    log.warn('question', `The LLM could not rewrite a question (${messageOf(e)})`);
  }
  return null;
}

/**
 * With an NLI model installed, the LLM's statement and the rules' statement must entail each
 * other (P(entailment) ≥ memory.minEntailmentProb each way): a rewording may say it better, never
 * something else. Without one, the lexical checks of `acceptableStatement` are all there is.
 */
async function sameMeaning(statement: string, rulesStatement: string, ctx: StageContext): Promise<Verdict> {
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
