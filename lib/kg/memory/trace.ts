import type { NliProbs } from '../../ml/types';
import type { Decision, NliRelation, TruthStatus } from './decision';
import type { GraphSupport } from './graph-support';
import type { KnowledgeWork } from './readiness';

/** Why memory answered or passed the claim on: `CheckOutcome.traces.memory`, shown in the side panel. */

export interface CandidateTrace {
  index: 'macro' | 'micro';
  nodeId: string;
  text: string;
  status: TruthStatus | null;
  S: number;
}

export interface CorrectionTrace {
  nodeId: string;
  text: string;
  S: number;
  nli: NliProbs;
  entails: boolean;
}

export interface MemoryTrace {
  /** How memory looked: by embeddings + NLI, word for word (no models), or not at all. */
  mode: 'embedding' | 'near-verbatim' | 'none';
  embedModel?: string;
  nliModel?: string;
  /** The eligibility thresholds used per index (Settings → Memory, else the model's registry threshold). */
  thresholds?: { macro: number; micro: number };
  /** Rows written before per-index thresholds: the one threshold of both indexes. */
  threshold?: number;
  claimWords: number;
  candidates: { macro: CandidateTrace | null; micro: CandidateTrace | null };
  selected: 'macro' | 'micro' | null;
  arbitration?: string;
  nli?: NliProbs;
  relation?: NliRelation;
  N?: number;
  graph?: GraphSupport;
  C?: number;
  /** The weights of C = wS·S + wN·N + wG·G used. */
  weights?: { S: number; N: number; G: number };
  rule?: string;
  guard?: Decision['guard'];
  /** The NLI was not run: no result of it could have let memory answer (lib/kg/memory/nli-skip.ts). */
  nliSkipped?: boolean;
  /** FALSE + Contradiction: the stored corrections compared with the claim (premise = correction), and whether one entailed it. */
  corrections?: CorrectionTrace[];
  /** Whether memory gave the verdict or the claim went on. */
  outcome: 'answered' | 'passed';
  summary: string;
  /** Statements still without a vector for this model when the check ran. */
  unindexed?: number;
  /** How long the check waited for start-up knowledge work (starter pack, vectors), and what was still running after it. */
  startupWaitMs?: number;
  startupPending?: KnowledgeWork;
}
