import type { CheckOutcome } from '../../../core/types';
import type { TribunalBundle } from '../../../evidence/bundle';
import { reasonsWeb as w } from '../../../i18n/catalogue/reasons-web';
import { t } from '../../../i18n/t';
import { consentReason } from '../../../privacy/consent';
import { onlineRecipients } from '../../../privacy/recipients';
import { matchSource } from '../../../sources/match';
import { reviewDay, verbatimVerdict } from '../../../web/claimreview';
import type { WebEvidenceBundle } from '../../../web/types';
import type { StageContext, StageResult } from '../../stage';
import type { WebCarry } from '../tribunal';
import { webEvidence, webEvidenceItems, type WebStageDeps } from './outcome';

/** Stage 3's result: a settled outcome, or the evidence bundle for the tribunal (with what it carries on), or the reason for neither. */
export interface WebStageResult extends StageResult {
  bundle?: TribunalBundle;
  carry?: WebCarry;
}

/**
 * Stage 3: trusted web evidence. Nothing leaves the device until online checking is on, and,
 * when the reader asked to be asked, until they allow it (one request naming every recipient,
 * LLM included). Evidence too weak ends here, Unverified; so does a check with no LLM, its
 * evidence shown. Otherwise the bundle goes on to the tribunal (run.ts).
 */
export async function webStage(claim: string, ctx: StageContext, deps: WebStageDeps = {}): Promise<WebStageResult> {
  const web = await webEvidence(claim, ctx, { ...deps, beforeOnline: () => askBeforeOnline(claim, ctx) });
  if (!web.bundle) return { outcome: null, reason: web.reason };
  const rated = ratedVerbatim(web.bundle);
  if (rated) {
    const outcome: CheckOutcome = { ...web.awaitingTribunal(), ...rated };
    delete outcome.reason;
    return { outcome };
  }
  if (!web.bundle.sufficient) return { outcome: web.insufficient() };
  if (!ctx.llm.recipient()) return { outcome: web.awaitingTribunal() };
  // Provenance keeps the kind of source: the trusted-list category of each page.
  const passages = web.bundle.passages.map((p) => ({
    ...p,
    sourceType: matchSource(p.url, ctx.config.sources)?.category ?? 'web',
  }));
  return {
    outcome: null,
    bundle: { passages },
    carry: {
      traces: { web: web.bundle },
      modelIds: { embedder: web.bundle.embedderId },
      extraEvidence: webEvidenceItems(web.bundle).filter((e) => e.kind !== 'web'),
      pageTexts: web.pageTexts,
    },
  };
}

/**
 * A trusted fact-checker's rating of these exact words, as the verdict (docs/claimreview.md): the
 * quote is the claim itself, matched as canonical text, and the primary source is the publisher's
 * page on the trusted list, so the trust rules hold without a model's say.
 */
function ratedVerbatim(bundle: WebEvidenceBundle): Pick<CheckOutcome, 'verdict' | 'confidence' | 'explanation'> | null {
  const facts = bundle.passages.flatMap((p) => (p.claimReview ? [{ ...p.claimReview, url: p.url }] : []));
  const found = verbatimVerdict(facts);
  if (!found) return null;
  const r = found.review;
  const day = reviewDay(r.reviewDate);
  const date = day ? t(w.ratedOn, day) : '';
  const old = found.outdated;
  const newer = old ? t(w.olderRating, old.publisher, old.rating, reviewDay(old.reviewDate) ?? '') : '';
  return {
    verdict: found.verdict,
    confidence: null,
    explanation: t(w.ratedVerbatim, r.publisher, r.rating, date, newer),
  };
}

/** The reader's OK before a claim goes online (everyone it may reach, asked once per check); the reason when refused. */
export async function askBeforeOnline(claim: string, ctx: StageContext): Promise<string | null> {
  const consent = await ctx.consent.ensure(onlineRecipients(claim, ctx.config, ctx.llm.recipient()));
  return consent.state === 'allowed' ? null : consentReason(consent);
}
