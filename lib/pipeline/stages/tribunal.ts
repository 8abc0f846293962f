import { consentReason } from '../../privacy/consent';
import { llmBundleRecipient } from '../../privacy/recipients';
import { normaliseUrl, type EvidenceBundle } from '../../tribunal/bundle';
import { errorMessage, isAbort } from '../../tribunal/errors';
import type { LlmHandle } from '../../tribunal/provider';
import { Recorder, type Recipient } from '../../tribunal/transcript';
import { deliberate, type TribunalDecision, type TribunalOptions, type TribunalTrace } from '../../tribunal/tribunal';
import { unverifiedFromWeb } from '../outcome';
import type { StageContext } from '../stage';
import type { CheckOutcome, EvidenceItem } from '../types';

/**
 * Stage 4: the tribunal weighs the evidence bundle. "No LLM", a declined consent or an LLM
 * that fails end at the evidence with Unverified and the reason; a verdict comes only from the
 * judge (or the single pass after a technical failure). The transcript goes into
 * `traces.tribunal`: what was sent, to whom, and what each role answered.
 */

export interface TribunalStageTrace extends TribunalTrace {
  to: Recipient;
}

export interface TribunalStageResult {
  outcome: CheckOutcome;
  decision: TribunalDecision | null;
  recorder: Recorder | null;
}

/** What the web stage hands on besides the bundle: its trace, its model ids, evidence that is not a passage (e.g. ClaimReview ratings). */
export interface WebCarry {
  traces?: Record<string, unknown>;
  modelIds?: Record<string, string>;
  extraEvidence?: EvidenceItem[];
}

export async function tribunalStage(
  claim: string,
  bundle: EvidenceBundle,
  ctx: StageContext,
  carry: WebCarry = {},
  mode: TribunalOptions['mode'] = 'tribunal',
): Promise<TribunalStageResult> {
  const none = (reason: string, traces: Record<string, unknown> = {}, modelIds: Record<string, string> = {}): TribunalStageResult => ({
    outcome: withCarry(unverifiedFromWeb(reason, evidenceItems(bundle, null), traces, modelIds), carry),
    decision: null,
    recorder: null,
  });
  let handle: LlmHandle | null;
  try {
    handle = await ctx.llm.open();
  } catch (e) {
    if (isAbort(e)) throw e;
    return none(`The evidence below was not weighed: ${errorMessage(e)}`);
  }
  if (!handle) return none('No LLM is set up, so the evidence below was not weighed. Choose one in Settings → LLM to get a verdict.');

  if (handle.recipient.leavesDevice) {
    const consent = await ctx.consent.ensure([llmBundleRecipient(handle.recipient, bundle, claim)]);
    if (consent.state !== 'allowed') return none(consentReason(consent));
  }
  ctx.onStage('tribunal');
  const recorder = ctx.llm.recorder ?? new Recorder(handle.client, handle.recipient);
  const { decision, trace } = await deliberate(claim, bundle, { recorder, signal: ctx.signal, mode });
  const traces = { tribunal: { ...trace, to: handle.recipient } satisfies TribunalStageTrace };
  const modelIds = { llm: handle.client.id };
  if (!decision) return { ...none(`The LLM could not weigh the evidence: ${trace.error ?? 'unknown error'} The evidence found is shown below.`, traces, modelIds), recorder };
  return { outcome: withCarry(outcomeOf(decision, bundle, traces, modelIds), carry), decision, recorder };
}

function withCarry(outcome: CheckOutcome, carry: WebCarry): CheckOutcome {
  return {
    ...outcome,
    evidence: [...outcome.evidence, ...(carry.extraEvidence ?? [])],
    traces: { ...carry.traces, ...outcome.traces },
    modelIds: { ...carry.modelIds, ...outcome.modelIds },
  };
}

function outcomeOf(d: TribunalDecision, bundle: EvidenceBundle, traces: Record<string, unknown>, modelIds: Record<string, string>): CheckOutcome {
  const evidence = evidenceItems(bundle, d);
  if (d.verdict === 'Neutral') {
    return {
      ...unverifiedFromWeb('The trusted evidence found is insufficient or contradictory, so the tribunal did not decide.', evidence, traces, modelIds),
      explanation: d.explanation,
    };
  }
  const outcome: CheckOutcome = { verdict: d.verdict, confidence: d.confidence, path: 'web', explanation: d.explanation, evidence, traces, modelIds };
  if (d.correctedClaim) outcome.correctedClaim = d.correctedClaim;
  return outcome;
}

/** The bundle as evidence items, primary source first, each with the stance the tribunal found. */
export function evidenceItems(bundle: EvidenceBundle, d: TribunalDecision | null): EvidenceItem[] {
  const key = (u: string) => normaliseUrl(u);
  const supporting = new Set(d?.supporting.map(key));
  const refuting = new Set(d?.refuting.map(key));
  const primary = d?.primarySource ? key(d.primarySource) : null;
  const items = bundle.passages.map((p): EvidenceItem => {
    const item: EvidenceItem = { kind: 'web', text: p.text, url: p.fragmentUrl ?? p.url, domain: p.domain, score: p.score };
    if (p.title) item.title = p.title;
    if (d) item.stance = refuting.has(key(p.url)) ? 'refutes' : supporting.has(key(p.url)) ? 'supports' : 'neutral';
    return item;
  });
  // Text-fragment links (#:~:text=…) identify the same page: normaliseUrl drops the fragment.
  return primary ? [...items.filter((i) => key(i.url!) === primary), ...items.filter((i) => key(i.url!) !== primary)] : items;
}
