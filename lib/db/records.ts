import type { Anchor } from '../messaging/schemas';
import type { CheckOutcome, EvidenceItem, ResolutionPath, StageName, StageTiming, Verdict } from '../pipeline/types';
import type { ConsentRecord } from '../privacy/types';

/** Row types of the ClaimLens database. Ids are typed and prefixed (`claim:…`, `check:…`). */

export type CheckStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface Subscriber {
  tabId: number;
  frameId: number;
}

/** One entry of the history: a check, its progress while running and its result. */
export interface CheckRecord {
  id: `check:${string}`;
  text: string;
  /** Dedupe key: identical claims in flight share one record. */
  key: string;
  page: { url: string; title: string; site: string };
  /** Page URL without fragment, to restore badges when the page is visited again. */
  pageKey: string;
  site: string;
  anchor?: Anchor;
  status: CheckStatus;
  stage?: StageName;
  verdict?: Verdict;
  confidence?: number | null;
  path?: ResolutionPath;
  reason?: string;
  explanation?: string;
  correctedClaim?: string;
  evidence: EvidenceItem[];
  timings: StageTiming[];
  traces: CheckOutcome['traces'];
  modelIds: Record<string, string>;
  /** The latest request to send data off the device, and the reader's answer. */
  consent?: ConsentRecord;
  error?: string;
  isHealthClaim: boolean;
  /** Tabs to notify of progress; stale tab ids are harmless. */
  subscribers: Subscriber[];
  /** Ids of the start requests answered with this row, so a request sent again (its answer was
   *  lost with a restarted service worker) finds its row instead of adding a second one. */
  requestIds?: string[];
  /** Sentences of a long selection the reader picked for checking (instead of the ranking's choice). */
  pick?: number[];
  runs: number;
  createdAt: number;
  updatedAt: number;
  startedAt?: number;
  finishedAt?: number;
}

export type ClaimStatus = 'TRUE' | 'FALSE';

/** MACRO index node: a whole claim with its truth status. */
export interface ClaimNode {
  id: `claim:${string}`;
  text: string;
  normText: string;
  status: ClaimStatus;
  /** Where it came from: `pack:<id>`, `web`, `user`. */
  origin: string;
  createdAt: number;
  verifiedAt: number;
}

/** MICRO index node: an atomic Subject–Predicate–Object statement. */
export interface FactNode {
  id: `fact:${string}`;
  subject: string;
  predicate: string;
  object: string;
  /** The statement verbalised as a sentence; this is what gets embedded. */
  text: string;
  status: 'Verified' | 'Claimed';
  origin: string;
  createdAt: number;
  verifiedAt: number;
}

export interface EntityNode {
  id: `entity:${string}`;
  name: string;
  norm: string;
  aliases: string[];
  type: string;
}

export interface SourceNode {
  id: `source:${string}`;
  url: string;
  domain: string;
  title: string;
  /** e.g. `journal`, `public-health`, `fact-checker`, `news`, `dataset`. */
  type: string;
  retrievedAt: number;
}

export type EdgeType = 'SUPPORTS' | 'ASSERTS' | 'CORRECTED_BY' | 'MENTIONS' | 'FROM_SOURCE';

export interface EdgeRow {
  id: `edge:${string}`;
  type: EdgeType;
  from: string;
  to: string;
  createdAt: number;
}

export type VectorIndexName = 'macro' | 'micro';

export interface VectorRow {
  nodeId: string;
  modelId: string;
  index: VectorIndexName;
  vector: Float32Array;
}

export type { Anchor, EvidenceItem };
