import type { EvidenceBundle } from './bundle';
import { askWithCitations, type CitedRole, type DroppedCitation } from './cited';
import { errorMessage, isAbort } from './errors';
import { shouldRunSinglePass } from './fallback';
import { analystMessages, type AnalystRole } from './prompts/analysts';
import { judgeMessages } from './prompts/judge';
import { singlePassMessages } from './prompts/single-pass';
import { CONTRADICTION_SPEC, JUDGE_SPEC, SINGLE_PASS_SPEC, SUPPORT_SPEC, type AnalystReport, type JudgeAnswer, type JudgeVerdictValue, type SinglePassAnswer } from './roles';
import type { AskContext } from './structured';
import type { LlmCallRecord, Recorder } from './transcript';

/**
 * The adversarial tribunal (seed 004 III-E): the support and contradiction analysts read the
 * same bundle in parallel, the judge weighs the bundle and both analyses. A technical failure
 * falls back to the single-pass check; everything sent and received is kept in the trace.
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
}

export interface TribunalTrace {
  mode: 'tribunal' | 'single-pass' | 'failed';
  calls: LlmCallRecord[];
  support?: AnalystReport;
  contradiction?: AnalystReport;
  judge?: JudgeAnswer;
  singlePass?: SinglePassAnswer;
  dropped: DroppedCitation[];
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
      if (corrected.verdict === previous.verdict) return { ...previous, primarySource: corrected.primarySource, explanation: corrected.explanation };
      notes.push(`On correcting its citation the judge changed its verdict to ${corrected.verdict}; the established verdict ${previous.verdict} stands.`);
      return { ...previous, primarySource: corrected.primarySource };
    },
  };
}

const singlePassRole: CitedRole<SinglePassAnswer> = {
  role: 'single-pass',
  spec: SINGLE_PASS_SPEC,
  citations: (a) => [...a.citations.map((c) => ({ url: c.url, quote: c.quote })), ...(a.primarySource ? [{ url: a.primarySource }] : [])],
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

export async function deliberate(claim: string, bundle: EvidenceBundle, options: TribunalOptions): Promise<TribunalResult> {
  const trace: TribunalTrace = { mode: 'tribunal', calls: options.recorder.calls, dropped: [], notes: [] };
  if (options.mode === 'single-pass') {
    trace.notes.push('The single pass weighed the evidence: the tribunal is turned off for this run.');
    return singlePass(claim, bundle, options, trace);
  }
  try {
    const decision = await runTribunal(claim, bundle, options, trace);
    return { decision, trace };
  } catch (error) {
    options.signal.throwIfAborted();
    trace.tribunalError = errorMessage(error);
    if (!shouldRunSinglePass({ kind: 'error', error })) {
      trace.mode = 'failed';
      trace.error = trace.tribunalError;
      return { decision: null, trace, error };
    }
  }
  return singlePass(claim, bundle, options, trace);
}

async function singlePass(claim: string, bundle: EvidenceBundle, options: TribunalOptions, trace: TribunalTrace): Promise<TribunalResult> {
  try {
    trace.mode = 'single-pass';
    const ctx: AskContext = { recorder: options.recorder, signal: options.signal };
    const answer = await askWithCitations(ctx, bundle, singlePassRole, singlePassMessages(claim, bundle));
    trace.singlePass = answer.value;
    trace.dropped.push(...answer.dropped);
    const cited = [...new Set(answer.value.citations.map((c) => c.url))];
    return {
      decision: {
        ...pickVerdict(answer.value),
        mode: 'single-pass',
        supporting: answer.value.verdict === 'True' ? cited : [],
        refuting: answer.value.verdict === 'False' ? cited : [],
      },
      trace,
    };
  } catch (error) {
    if (isAbort(error)) throw error;
    options.signal.throwIfAborted();
    trace.mode = 'failed';
    trace.error = errorMessage(error);
    return { decision: null, trace, error };
  }
}

async function runTribunal(claim: string, bundle: EvidenceBundle, options: TribunalOptions, trace: TribunalTrace): Promise<TribunalDecision> {
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
  const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected' && !isAbort(s.reason)) ?? settled.find((s) => s.status === 'rejected');
  if (failure) throw failure.reason;
  const [support, contradiction] = settled.map((s) => (s as PromiseFulfilledResult<Awaited<ReturnType<typeof run>>>).value) as [Awaited<ReturnType<typeof run>>, Awaited<ReturnType<typeof run>>];
  trace.support = support.value;
  trace.contradiction = contradiction.value;
  trace.dropped.push(...support.dropped, ...contradiction.dropped);

  const judge = await askWithCitations({ recorder: options.recorder, signal: options.signal }, bundle, judgeRole(trace.notes), judgeMessages(claim, bundle, support.value, contradiction.value));
  trace.judge = judge.value;
  trace.dropped.push(...judge.dropped);
  return {
    ...pickVerdict(judge.value),
    mode: 'tribunal',
    supporting: [...new Set(support.value.findings.map((f) => f.url))],
    refuting: [...new Set(contradiction.value.findings.filter((f) => f.label === 'contradiction').map((f) => f.url))],
  };
}

function pickVerdict(a: JudgeAnswer): Pick<TribunalDecision, 'verdict' | 'confidence' | 'explanation' | 'primarySource' | 'correctedClaim'> {
  return { verdict: a.verdict, confidence: a.confidence, explanation: a.explanation, primarySource: a.primarySource, correctedClaim: a.correctedClaim };
}
