import type { BatchClaim, BatchEntry } from '../../core/batch';
import type { CheckOutcome } from '../../core/types';

/**
 * The batch runner's interfaces (./runner.ts): where finished claims are kept and how one claim
 * is checked. The vocabulary a batch shares with the database and the side panel is in
 * lib/core/batch.ts.
 */

export type { BatchClaim, BatchDetail, BatchEntry, BatchProgress, BatchState } from '../../core/batch';

/** Where finished claims are kept, so a batch resumed after a restart does not check them again. */
export interface BatchJournal {
  /** The entries written so far, in any order (a later entry of one index replaces an earlier one). */
  load(): Promise<readonly BatchEntry[]>;
  add(entry: BatchEntry): Promise<void>;
}

/** What a batch keeps of a check's outcome (a whole CheckOutcome will do), with its history row if any. */
export type ClaimOutcome = Pick<CheckOutcome, 'verdict' | 'confidence' | 'reason' | 'explanation' | 'evidence'> & {
  checkId?: string;
};

/** Checks one claim of the list; `signal` aborts it when the batch is cancelled. */
export type CheckClaim = (claim: BatchClaim, signal: AbortSignal) => Promise<ClaimOutcome>;
