import type { CheckTraces } from '../../core/traces';
import type { CheckOutcome, EvidenceItem } from '../../core/types';
import { normaliseUrl, type TribunalBundle } from '../../evidence/bundle';
import { reasonsWeb as w } from '../../i18n/catalogue/reasons-web';
import { t } from '../../i18n/t';
import { isAbort } from '../../llm/errors';
import type { LlmHandle } from '../../llm/provider';
import { type Recipient, Recorder } from '../../llm/transcript';
import { consentReason } from '../../privacy/consent';
import { llmBundleRecipient } from '../../privacy/recipients';
import { deliberate, type TribunalDecision, type TribunalOptions, type TribunalTrace } from '../../tribunal/tribunal';
import { messageOf } from '../../util/errors';
import { checkCorrection, type CorrectionCheck } from '../correction';
import { unverifiedFromWeb } from '../outcome';
import { type PageTexts, quoteLinks, survivingQuotes } from '../quote-links';
import type { StageContext } from '../stage';
import { shownRating } from './web/outcome';

/**
 * Stage 4: the tribunal weighs the evidence bundle. "No LLM", a declined consent or an LLM
 * that fails end at the evidence with Unverified and the reason; a verdict comes only from the
 * judge (or the single pass after a technical failure), and a True/False only when it stands
 * on verified evidence on its side (lib/tribunal/standing.ts). A False's corrected claim is
 * shown as what the evidence says only when a verified passage supports it (../correction.ts);
 * otherwise it is a suggestion, marked unverified. The transcript goes into `traces.tribunal`:
 * what was sent, to whom, what each role answered, and whether the verdict and correction held.
 */

export interface TribunalStageTrace extends TribunalTrace {
  to: Recipient;
  correction?: CorrectionCheck;
}

export interface TribunalStageResult {
  outcome: CheckOutcome;
  decision: TribunalDecision | null;
  recorder: Recorder | null;
  /** The check of a False's corrected claim; null when there is none to check. */
  correction: CorrectionCheck | null;
}

/** What the web stage hands on besides the bundle: its trace, its model ids, evidence that is not a passage (e.g. ClaimReview ratings). */
export interface WebCarry {
  traces?: CheckTraces;
  modelIds?: Record<string, string>;
  extraEvidence?: EvidenceItem[];
  /** The pages read, as paragraphs: a cited passage's link opens at its quote (../quote-links.ts). */
  pageTexts?: PageTexts;
}

export async function tribunalStage(
  claim: string,
  bundle: TribunalBundle,
  ctx: StageContext,
  carry: WebCarry = {},
  mode: TribunalOptions['mode'] = 'tribunal',
): Promise<TribunalStageResult> {
  const none = (
    reason: string,
    traces: CheckTraces = {},
    modelIds: Record<string, string> = {},
  ): TribunalStageResult => ({
    outcome: withCarry(unverifiedFromWeb(reason, judgedEvidenceItems(bundle, null), traces, modelIds), carry, bundle),
    decision: null,
    recorder: null,
    correction: null,
  });
  let handle: LlmHandle | null;
  try {
    handle = await ctx.llm.open();
  } catch (e) {
    if (isAbort(e)) throw e;
    return none(t(w.notWeighed, messageOf(e)));
  }
  if (!handle) return none(t(w.noLlm));

  if (handle.recipient.leavesDevice) {
    const consent = await ctx.consent.ensure([llmBundleRecipient(handle.recipient, bundle, claim)]);
    if (consent.state !== 'allowed') return none(consentReason(consent));
  }
  ctx.onStage('tribunal');
  const recorder = ctx.llm.recorder ?? new Recorder(handle.client, handle.recipient);
  const { decision, trace } = await deliberate(claim, bundle, { recorder, signal: ctx.signal, mode });
  const modelIds: Record<string, string> = { llm: handle.client.id };
  if (!decision) {
    const traces = { tribunal: { ...trace, to: handle.recipient } satisfies TribunalStageTrace };
    return {
      ...none(t(w.llmFailed, trace.error ?? t(w.unknownError)), traces, modelIds),
      recorder,
    };
  }
  const correction = await correctionOf(decision, ctx, modelIds);
  const traces = {
    tribunal: { ...trace, to: handle.recipient, ...(correction ? { correction } : {}) } satisfies TribunalStageTrace,
  };
  const links = quoteLinks(bundle, survivingQuotes(trace), carry.pageTexts ?? new Map());
  return {
    outcome: withCarry(outcomeOf(decision, correction, bundle, traces, modelIds, links), carry, bundle),
    decision,
    recorder,
    correction,
  };
}

/** A standing False's corrected claim, tested against the passages the verdict stands on. */
async function correctionOf(
  d: TribunalDecision,
  ctx: StageContext,
  modelIds: Record<string, string>,
): Promise<CorrectionCheck | null> {
  if (d.verdict !== 'False' || !d.correctedClaim || !d.standing?.stands) return null;
  const nli = await ctx.models.nli();
  if (nli) modelIds.nli = nli.modelId;
  return checkCorrection(
    d.correctedClaim,
    d.standing.passages,
    nli,
    ctx.config.settings.memory.minEntailmentProb,
    ctx.signal,
  );
}

function withCarry(outcome: CheckOutcome, carry: WebCarry, bundle: TribunalBundle): CheckOutcome {
  const rating = shownRating(bundle.passages);
  return {
    ...outcome,
    ...(rating ? { rating } : {}),
    evidence: [...outcome.evidence, ...(carry.extraEvidence ?? [])],
    traces: { ...carry.traces, ...outcome.traces },
    modelIds: { ...carry.modelIds, ...outcome.modelIds },
  };
}

function outcomeOf(
  d: TribunalDecision,
  correction: CorrectionCheck | null,
  bundle: TribunalBundle,
  traces: CheckTraces,
  modelIds: Record<string, string>,
  links: readonly (string | null)[],
): CheckOutcome {
  const evidence = judgedEvidenceItems(bundle, d, links);
  if (d.verdict === 'Neutral') {
    return {
      ...unverifiedFromWeb(t(w.undecided), evidence, traces, modelIds),
      explanation: d.explanation,
    };
  }
  // The model's explanation argues for a verdict the evidence did not bear out: it stays in the trace.
  if (!d.standing?.stands)
    return unverifiedFromWeb(t(w.shownBelow, d.standing?.reason ?? t(w.notChecked)), evidence, traces, modelIds);
  const outcome: CheckOutcome = {
    verdict: d.verdict,
    confidence: d.confidence,
    path: 'web',
    explanation: d.explanation,
    evidence,
    traces,
    modelIds,
  };
  if (correction?.verified) outcome.correctedClaim = correction.text;
  else if (correction) outcome.suggestedCorrection = correction.text;
  return outcome;
}

/** The bundle as evidence items, primary source first, each with the stance the tribunal found. */
function judgedEvidenceItems(
  bundle: TribunalBundle,
  d: TribunalDecision | null,
  links: readonly (string | null)[] = [],
): EvidenceItem[] {
  const key = (u: string) => normaliseUrl(u);
  const supporting = new Set(d?.supporting.map(key));
  const refuting = new Set(d?.refuting.map(key));
  const primary = d?.primarySource ? key(d.primarySource) : null;
  const items = bundle.passages.map((p, i): EvidenceItem => {
    const item: EvidenceItem = {
      kind: p.claimReview ? 'claimreview' : 'web',
      text: p.text,
      url: links[i] ?? p.fragmentUrl ?? p.url,
      domain: p.domain,
      score: p.score,
    };
    if (p.title) item.title = p.title;
    if (d) item.stance = refuting.has(key(p.url)) ? 'refutes' : supporting.has(key(p.url)) ? 'supports' : 'neutral';
    return item;
  });
  // Text-fragment links (#:~:text=…) identify the same page: normaliseUrl drops the fragment.
  return primary
    ? [...items.filter((i) => key(i.url!) === primary), ...items.filter((i) => key(i.url!) !== primary)]
    : items;
}
