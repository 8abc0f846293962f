import { bundleUrlOf, type TribunalBundle } from '../evidence/bundle';
import { reasonsTribunal } from '../i18n/catalogue/reasons-tribunal';
import { t } from '../i18n/t';
import { isAbort } from '../llm/errors';
import type { AskContext } from '../llm/structured';
import type { LlmCallRecord, Recorder } from '../llm/transcript';
import { messageOf } from '../util/errors';
import { askWithCitations, type CitedRole, type DroppedCitation } from './cited';
import { shouldRunSinglePass } from './fallback';
import { analystMessages, type AnalystRole } from './prompts/analysts';
import { judgeMessages } from './prompts/judge';
import { singlePassMessages } from './prompts/single-pass';
import {
  type AnalystReport,
  CONTRADICTION_SPEC,
  JUDGE_SPEC,
  type JudgeAnswer,
  type JudgeVerdictValue,
  SINGLE_PASS_SPEC,
  type SinglePassAnswer,
  SUPPORT_SPEC,
} from './roles';
import { type Standing, type StandingRecord, standingRecord, verdictStanding } from './standing';

/**
 * The adversarial tribunal (Memory-first fact-checking §III-E): the support and contradiction
 * analysts read the same bundle in parallel, the judge weighs the bundle and both analyses. A
 * technical failure falls back to the single-pass check; everything sent and received is kept in
 * the trace.
 */

export interface TribunalDecision {
  verdict: JudgeVerdictValue;
  confidence: number;
  explanation: string;
  primarySource: string | null;
  correctedClaim: string | null;
  mode: 'tribunal' | 'single-pass';
  /** URLs cited in support of the claim, and against it (after the quote check). */
  supporting: string[];
  refuting: string[];
  /**
   * Whether the True/False stands on verified evidence on its side (standing.ts); a verdict
   * that does not is shown as Unverified and never stored. Null for Neutral.
   */
  standing: Standing | null;
}

export interface TribunalTrace {
  mode: 'tribunal' | 'single-pass' | 'failed';
  calls: LlmCallRecord[];
  support?: AnalystReport;
  contradiction?: AnalystReport;
  judge?: JudgeAnswer;
  singlePass?: SinglePassAnswer;
  dropped: DroppedCitation[];
  /** Whether the verdict stood on verified evidence (absent for Neutral and failures). */
  standing?: StandingRecord;
  /** Why the tribunal itself did not finish (the single pass then ran). */
  tribunalError?: string;
  /** Why no verdict came at all. */
  error?: string;
  notes: string[];
}

export interface TribunalResult {
  decision: TribunalDecision | null;
  trace: TribunalTrace;
  error?: unknown;
}

const analystRole = (role: AnalystRole): CitedRole<AnalystReport> => ({
  role,
  spec: role === 'support' ? SUPPORT_SPEC : CONTRADICTION_SPEC,
  citations: (r) => r.findings.map((f) => ({ url: f.url, quote: f.quote })),
  without: (r, failed) => ({ ...r, findings: r.findings.filter((_, i) => !failed[i]) }),
});

function judgeRole(notes: string[]): CitedRole<JudgeAnswer> {
  return {
    role: 'judge',
    spec: JUDGE_SPEC,
    keepVerdict: true,
    citations: (j) => (j.primarySource ? [{ url: j.primarySource }] : []),
    without: (j) => ({ ...j, primarySource: null }),
    accept: (previous, corrected) => {
      if (corrected.verdict === previous.verdict)
        return { ...previous, primarySource: corrected.primarySource, explanation: corrected.explanation };
      notes.push(
        `On correcting its citation the judge changed its verdict to ${corrected.verdict}; the established verdict ${previous.verdict} stands.`,
      );
      return { ...previous, primarySource: corrected.primarySource };
    },
  };
}

const singlePassRole: CitedRole<SinglePassAnswer> = {
  role: 'single-pass',
  spec: SINGLE_PASS_SPEC,
  citations: (a) => [
    ...a.citations.map((c) => ({ url: c.url, quote: c.quote })),
    ...(a.primarySource ? [{ url: a.primarySource }] : []),
  ],
  without: (a, failed) => ({
    ...a,
    citations: a.citations.filter((_, i) => !failed[i]),
    primarySource: failed[a.citations.length] ? null : a.primarySource,
  }),
};

export interface TribunalOptions {
  recorder: Recorder;
  signal: AbortSignal;
  /**
   * 'tribunal' (the default): analysts and judge, with the single pass only after a technical
   * failure. 'single-pass': one call weighs the bundle; the ablation "without the tribunal".
   */
  mode?: 'tribunal' | 'single-pass';
}

export async function deliberate(
  claim: string,
  bundle: TribunalBundle,
  options: TribunalOptions,
): Promise<TribunalResult> {
  const trace: TribunalTrace = { mode: 'tribunal', calls: options.recorder.calls, dropped: [], notes: [] };
  if (options.mode === 'single-pass') {
    trace.notes.push(t(reasonsTribunal.singlePassNote));
    return singlePass(claim, bundle, options, trace);
  }
  try {
    const decision = await runTribunal(claim, bundle, options, trace);
    return { decision, trace };
  } catch (error) {
    options.signal.throwIfAborted();
    trace.tribunalError = messageOf(error);
    if (!shouldRunSinglePass({ kind: 'error', error })) {
      trace.mode = 'failed';
      trace.error = trace.tribunalError;
      return { decision: null, trace, error };
    }
  }
  return singlePass(claim, bundle, options, trace);
}

async function singlePass(
  claim: string,
  bundle: TribunalBundle,
  options: TribunalOptions,
  trace: TribunalTrace,
): Promise<TribunalResult> {
  try {
    trace.mode = 'single-pass';
    const ctx: AskContext = { recorder: options.recorder, signal: options.signal };
    const answer = await askWithCitations(ctx, bundle, singlePassRole, singlePassMessages(claim, bundle));
    trace.singlePass = answer.value;
    trace.dropped.push(...answer.dropped);
    const a = answer.value;
    const cited = ownUrls(bundle, a.citations);
    return {
      decision: {
        ...pickVerdict(a, bundle),
        mode: 'single-pass',
        supporting: a.verdict === 'True' ? cited : [],
        refuting: a.verdict === 'False' ? cited : [],
        standing: standingOf(trace, a, 'single pass', a.citations, bundle),
      },
      trace,
    };
  } catch (error) {
    if (isAbort(error)) throw error;
    options.signal.throwIfAborted();
    trace.mode = 'failed';
    trace.error = messageOf(error);
    return { decision: null, trace, error };
  }
}

async function runTribunal(
  claim: string,
  bundle: TribunalBundle,
  options: TribunalOptions,
  trace: TribunalTrace,
): Promise<TribunalDecision> {
  // One analyst failing stops the other at once: the single pass replaces both.
  const analysts = new AbortController();
  const signal = AbortSignal.any([options.signal, analysts.signal]);
  const ctx: AskContext = { recorder: options.recorder, signal };
  const run = (role: AnalystRole) =>
    askWithCitations(ctx, bundle, analystRole(role), analystMessages(role, claim, bundle)).catch((e: unknown) => {
      analysts.abort(new DOMException('A fellow analyst failed', 'AbortError'));
      throw e;
    });
  const settled = await Promise.allSettled([run('support'), run('contradiction')]);
  const failure =
    settled.find((s): s is PromiseRejectedResult => s.status === 'rejected' && !isAbort(s.reason)) ??
    settled.find((s) => s.status === 'rejected');
  if (failure) throw failure.reason;
  const [support, contradiction] = settled.map(
    (s) => (s as PromiseFulfilledResult<Awaited<ReturnType<typeof run>>>).value,
  ) as [Awaited<ReturnType<typeof run>>, Awaited<ReturnType<typeof run>>];
  trace.support = support.value;
  trace.contradiction = contradiction.value;
  trace.dropped.push(...support.dropped, ...contradiction.dropped);

  const judge = await askWithCitations(
    { recorder: options.recorder, signal: options.signal },
    bundle,
    judgeRole(trace.notes),
    judgeMessages(claim, bundle, support.value, contradiction.value),
  );
  trace.judge = judge.value;
  trace.dropped.push(...judge.dropped);
  const refuting = contradiction.value.findings.filter((f) => f.label === 'contradiction');
  const winning = judge.value.verdict === 'True' ? support.value.findings : refuting;
  return {
    ...pickVerdict(judge.value, bundle),
    mode: 'tribunal',
    supporting: ownUrls(bundle, support.value.findings),
    refuting: ownUrls(bundle, refuting),
    standing: standingOf(trace, judge.value, 'judge', winning, bundle),
  };
}

/** Standing of a True/False (kept in the trace, with a note when it does not stand); null for Neutral. */
function standingOf(
  trace: TribunalTrace,
  a: JudgeAnswer,
  by: 'judge' | 'single pass',
  winning: readonly { url: string; quote: string }[],
  bundle: TribunalBundle,
): Standing | null {
  if (a.verdict === 'Neutral') return null;
  const standing = verdictStanding({ verdict: a.verdict, by, winning, primarySource: a.primarySource, bundle });
  trace.standing = standingRecord(standing);
  if (!standing.stands) trace.notes.push(standing.reason);
  return standing;
}

function pickVerdict(
  a: JudgeAnswer,
  bundle: TribunalBundle,
): Pick<TribunalDecision, 'verdict' | 'confidence' | 'explanation' | 'primarySource' | 'correctedClaim'> {
  const primarySource = a.primarySource === null ? null : bundleUrlOf(bundle, a.primarySource);
  return {
    verdict: a.verdict,
    confidence: a.confidence,
    explanation: a.explanation,
    primarySource,
    correctedClaim: a.correctedClaim,
  };
}

/** The cited pages in the bundle's own spelling, each once; citations of no bundle page drop out. */
function ownUrls(bundle: TribunalBundle, cited: readonly { url: string }[]): string[] {
  return [...new Set(cited.map((c) => bundleUrlOf(bundle, c.url)).filter((u): u is string => u !== null))];
}
