import { tribunalModeOf } from '../../core/traces/partial';
import type { CheckRecord } from '../../db/records';
import type { ClaimOutcome } from './types';

/**
 * A claim of a list runs through the job store like any check (its row is in History); this
 * reads the finished row back as the outcome the batch records. A row that failed, or whose LLM
 * failed technically (tribunal and single pass both), throws: the batch lists the claim as
 * failed with that reason, and a resumed batch checks it again (the endpoint may be back).
 */
export function outcomeOfCheck(row: CheckRecord): ClaimOutcome {
  if (row.status === 'failed') throw new Error(row.error ?? 'The check failed.');
  if (row.status !== 'done') throw new Error(`The check ended ${row.status}.`);
  const tribunal = tribunalModeOf(row.traces.tribunal);
  if (tribunal?.mode === 'failed') throw new Error(`The LLM failed: ${tribunal.error ?? 'no answer'}`);
  return {
    checkId: row.id,
    verdict: row.verdict ?? 'Unverified',
    confidence: row.confidence ?? null,
    ...(row.reason !== undefined ? { reason: row.reason } : {}),
    ...(row.explanation !== undefined ? { explanation: row.explanation } : {}),
    evidence: row.evidence,
  };
}
