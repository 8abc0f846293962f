import type { Verdict } from '../core/types';
import { csvRecord } from './csv';

/**
 * A checked list in the output shape of Fact Checking Solution (seed 002's
 * fact_checked_claims.json): per claim its verdict, a confidence, the reasoning and the details —
 * each a verbatim text with its document (and here its page, so a citation opens where it
 * points). The same rows as CSV, one row per cited passage, for a spreadsheet.
 */

/** What a checked claim hands over: the least the batch runner and the CLI need to fill in. */
export interface CheckedClaim {
  claim: string;
  verdict: Verdict;
  /** 0…1. */
  confidence: number;
  explanation: string;
  citations: readonly { quote: string; documentName: string; page: number }[];
}

export interface ResultDetail {
  text: string;
  document: string;
  page: number;
}

export interface ClaimResult {
  claim: string;
  verdict: Verdict;
  confidence: number;
  reasoning: string;
  details: ResultDetail[];
}

export function claimResults(checked: readonly CheckedClaim[]): ClaimResult[] {
  return checked.map((c) => ({
    claim: c.claim,
    verdict: c.verdict,
    confidence: Math.round(Math.min(1, Math.max(0, c.confidence)) * 1000) / 1000,
    reasoning: c.explanation,
    details: c.citations.map((q) => ({ text: q.quote, document: q.documentName, page: q.page })),
  }));
}

export function resultsJson(checked: readonly CheckedClaim[]): string {
  return `${JSON.stringify(claimResults(checked), null, 2)}\n`;
}

const CSV_HEADER = ['claim', 'verdict', 'confidence', 'reasoning', 'text', 'document', 'page'];

/**
 * One row per detail (a claim with none has one row with the detail cells empty), so each quote
 * sits beside its document and page; the claim's own cells repeat on each of its rows.
 */
export function resultsCsv(checked: readonly CheckedClaim[]): string {
  let out = `\uFEFF${csvRecord(CSV_HEADER)}`;
  for (const r of claimResults(checked)) {
    const head = [r.claim, r.verdict, r.confidence, r.reasoning];
    if (!r.details.length) out += csvRecord([...head, '', '', '']);
    for (const d of r.details) out += csvRecord([...head, d.text, d.document, d.page]);
  }
  return out;
}
