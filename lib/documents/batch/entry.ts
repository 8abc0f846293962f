import type { EvidenceItem } from '../../core/types';
import { documentsClaims as m } from '../../i18n/catalogue/documents-claims';
import { t } from '../../i18n/t';
import type { BatchClaim, BatchDetail, BatchEntry, ClaimOutcome } from './types';

/**
 * A checked claim as its batch entry (pure). The details are the outcome's document evidence
 * only: its text is the quote the pipeline verified against the document (Fact Checking
 * Solution's "Response Checker", docs/references.md), never the model's own words, so every
 * `details[].text` of the results is verbatim from a document with its name and page.
 */
export function entryOf(claim: BatchClaim, outcome: ClaimOutcome, ms: number): BatchEntry {
  return {
    ...claim,
    status: 'done',
    verdict: outcome.verdict,
    confidence: outcome.confidence,
    reasoning: outcome.explanation ?? outcome.reason ?? '',
    details: detailsOf(outcome),
    ...(outcome.checkId ? { checkId: outcome.checkId } : {}),
    ms,
  };
}

/** A claim whose check threw: listed as Unverified with the reason, so the list still has every claim. */
export function failedEntry(claim: BatchClaim, error: unknown, ms: number): BatchEntry {
  const message = error instanceof Error ? error.message : String(error);
  return {
    ...claim,
    status: 'failed',
    verdict: 'Unverified',
    confidence: null,
    reasoning: t(m.checkFailed, message),
    details: [],
    error: message,
    ms,
  };
}

function detailsOf({ verdict, evidence }: ClaimOutcome): BatchDetail[] {
  return verdict === 'Unverified' ? [] : evidence.flatMap((e) => detailOf(e, verdict));
}

/**
 * The passages a True or False rests on: the seed lists "matching texts ... that support the
 * claim" (for a False, those that refute it). A passage that argues the other way or neither is
 * evidence shown in the panel, not a detail of the verdict; an Unverified has none.
 */
function detailOf(e: EvidenceItem, verdict: 'True' | 'False'): BatchDetail[] {
  if (e.kind !== 'document' || !e.document) return [];
  if (e.stance && e.stance !== (verdict === 'True' ? 'supports' : 'refutes')) return [];
  return [{ text: e.text, document: e.document.name, page: e.document.page }];
}
