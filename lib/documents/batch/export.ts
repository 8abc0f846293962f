import { type CheckedClaim, resultsCsv, resultsJson } from '../results';
import type { BatchEntry } from './types';

/**
 * A batch's entries as the results files of Fact Checking Solution's shape (../results.ts), for
 * the side panel's downloads and `npm run check`. A failed claim is listed as Unverified with
 * the reason it failed, so the list always holds every finished claim; confidence is 0 where
 * none applies (Unverified with nothing to weigh).
 */
function checkedClaims(entries: readonly BatchEntry[]): CheckedClaim[] {
  return [...entries]
    .sort((a, b) => a.index - b.index)
    .map((e) => ({
      claim: e.claim,
      verdict: e.verdict,
      confidence: e.confidence ?? 0,
      explanation: e.reasoning,
      citations: e.details.map((d) => ({ quote: d.text, documentName: d.document, page: d.page })),
    }));
}

export const batchResultsJson = (entries: readonly BatchEntry[]): string => resultsJson(checkedClaims(entries));
export const batchResultsCsv = (entries: readonly BatchEntry[]): string => resultsCsv(checkedClaims(entries));
