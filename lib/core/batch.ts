import type { Verdict } from './types';

/**
 * The vocabulary of a batch: a list of claims checked one by one against the documents (and
 * memory and the web, per settings), as Fact Checking Solution's batch checks a claims file
 * against a folder of clinical PDFs (docs/references.md). Shared by the runner
 * (lib/documents/batch), its rows in the database and the side panel.
 */

/** One claim of the list: its place in the parsed list (the key of its result) and its line in the file. */
export interface BatchClaim {
  index: number;
  line: number;
  claim: string;
}

/** A passage of a document that a verdict rests on, quoted word for word. */
export interface BatchDetail {
  text: string;
  document: string;
  /** 1-based. */
  page: number;
}

/**
 * A claim's result as the journal keeps it: the seed's fields, small enough for one JSON line or
 * one Dexie row (the check's traces stay in its history row). A failed claim (it threw, the LLM
 * was down) is `status: 'failed'` with its error; the results list it as Unverified with the reason.
 */
export interface BatchEntry extends BatchClaim {
  status: 'done' | 'failed';
  verdict: Verdict;
  confidence: number | null;
  reasoning: string;
  details: BatchDetail[];
  error?: string;
  /** The history row the claim ran in, where there is one (the extension). */
  checkId?: string;
  ms: number;
}

export type BatchState = 'running' | 'pausing' | 'paused' | 'cancelled' | 'done';

export interface BatchProgress {
  state: BatchState;
  total: number;
  /** Claims with an entry (done or failed), including those a resumed run found in the journal. */
  finished: number;
  failed: number;
  inFlight: number;
}
