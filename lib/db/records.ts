import type { ConsentRecord } from '../core/consent';
import type { LanguageInput } from '../core/language';
import type { IdOf, NodeId } from '../core/node-ids';
import type { Anchor, Subscriber } from '../core/schemas';
import type { StoredTraces } from '../core/traces';
import type {
  EvidenceItem,
  MissingModel,
  QuestionCheck,
  ResolutionPath,
  ShownRating,
  StageName,
  StageTiming,
  Verdict,
} from '../core/types';
import type { DocumentId } from './document-records';

export type { DocumentBatchEntryRow, DocumentBatchId, DocumentBatchRecord } from './batch-records';
export type {
  DocumentChunking,
  DocumentChunkRow,
  DocumentId,
  DocumentOrigin,
  DocumentPackDiff,
  DocumentPackEntry,
  DocumentPackRecord,
  DocumentPageRow,
  DocumentRecord,
  DocumentVectorRow,
} from './document-records';

/** Row types of the ClaimLens database. Ids are typed and prefixed (`claim:…`, `check:…`). */

export type CheckStatus = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export type { Subscriber };

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
  /** A sentence of *Check this page* (History says so). Not indexed: no migration. */
  origin?: 'page';
  /** What the sender knew of the text's language (StartRequest.language). Not indexed: no migration. */
  language?: LanguageInput;
  status: CheckStatus;
  stage?: StageName;
  verdict?: Verdict;
  confidence?: number | null;
  path?: ResolutionPath;
  reason?: string;
  explanation?: string;
  correctedClaim?: string;
  /** A correction no source supports (CheckOutcome.suggestedCorrection). */
  suggestedCorrection?: string;
  /** A matching trusted fact-check's rating, in its own words (CheckOutcome.rating). */
  rating?: ShownRating;
  /** CheckOutcome.notice. */
  notice?: string;
  /** CheckOutcome.modelsMissing. Not indexed: no migration. */
  modelsMissing?: MissingModel[];
  /** CheckOutcome.translationOffer. Not indexed: no migration. */
  translationOffer?: string;
  evidence: EvidenceItem[];
  /** The selection was a question: the statement checked for it (CheckOutcome.question). Not indexed: no migration. */
  question?: QuestionCheck;
  timings: StageTiming[];
  /** Written as `CheckOutcome.traces`; read back only through lib/core/traces guards (old or damaged rows). */
  traces: StoredTraces;
  /** The `TRACES_VERSION` the traces were written with; absent on rows from before versioning. */
  tracesVersion?: number;
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
  /** This run skips memory: the reader asked to check a remembered verdict online again. */
  skipMemory?: boolean;
  runs: number;
  createdAt: number;
  updatedAt: number;
  startedAt?: number;
  finishedAt?: number;
}

/**
 * Every knowledge row lists where it came from: `pack:<id>`, `web`, `user`. A row is deleted
 * when its last origin goes (removing a pack keeps what another pack or a web check also holds).
 */
interface Provenance {
  origins: string[];
}

/** MACRO index node: a whole claim with its truth status. */
export interface ClaimNode extends Provenance {
  id: IdOf<'claim'>;
  text: string;
  normText: string;
  /** Word-for-word key (lib/core/text.ts looseKey): the near-verbatim lookup without models. */
  looseKey: string;
  status: ClaimStatus;
  createdAt: number;
  verifiedAt: number;
  /**
   * What each origin says of the claim (lib/kg/graph/claim-status.ts): the status is recomputed from
   * the origins that remain when one goes. Absent on rows every origin of which agreed.
   */
  statusBy?: Record<string, { status: ClaimStatus; verifiedAt: number }>;
}

/** MICRO index node: an atomic Subject–Predicate–Object statement. */
export interface FactNode extends Provenance {
  id: IdOf<'fact'>;
  subject: string;
  predicate: string;
  object: string;
  /** The statement verbalised as a sentence; this is what gets embedded. */
  text: string;
  normText: string;
  looseKey: string;
  status: FactStatus;
  createdAt: number;
  verifiedAt: number;
}

export interface EntityNode extends Provenance {
  id: IdOf<'entity'>;
  name: string;
  norm: string;
  /** Other names, normalised like `norm`. */
  aliases: string[];
  type: string;
}

export interface SourceNode extends Provenance {
  id: IdOf<'source'>;
  url: string;
  domain: string;
  title: string;
  /** e.g. `journal`, `public-health`, `fact-checker`, `news`, `dataset`. */
  type: string;
  retrievedAt: number;
}

/**
 * Edge semantics: fact SUPPORTS claim (evidence for it); claim ASSERTS fact (an atomic part of
 * it); claim|fact CORRECTED_BY claim|fact (a false statement and what is true instead); claim|fact
 * MENTIONS entity; claim|fact FROM_SOURCE source.
 */
export type EdgeType = 'SUPPORTS' | 'ASSERTS' | 'CORRECTED_BY' | 'MENTIONS' | 'FROM_SOURCE';
export const EDGE_TYPES: readonly EdgeType[] = ['SUPPORTS', 'ASSERTS', 'CORRECTED_BY', 'MENTIONS', 'FROM_SOURCE'];

export interface EdgeRow extends Provenance {
  id: IdOf<'edge'>;
  type: EdgeType;
  from: NodeId;
  to: NodeId;
  createdAt: number;
  /**
   * FROM_SOURCE only: the source's own words the statement was verified against, when it was a
   * reader's document (issue 30), so memory can cite them again verbatim. Not indexed.
   */
  quote?: string;
}

export type VectorIndexName = 'macro' | 'micro';

export interface VectorRow {
  nodeId: IdOf<'claim'> | IdOf<'fact'>;
  modelId: string;
  index: VectorIndexName;
  vector: Float32Array;
}

/**
 * The vector index of one model and index saved in blocks of rows, so the engine loads it in a
 * few reads instead of one per vector. Block -1 is the header; any change to the model's
 * vectors deletes the snapshot, which is rebuilt from `vectors` (the source of truth).
 */
export interface VectorBlockRow {
  modelId: string;
  index: VectorIndexName;
  block: number;
  dims: number;
  /** Header: vectors in the snapshot. Block: rows in this block. */
  count: number;
  ids: string[];
  /** `count` rows of `dims` floats (empty in a block of the int8 index: see `q`). */
  data: Float32Array;
  /** The int8 index (lib/kg/vectors/int8-matrix.ts): `count` rows of `dims` int8 values and one scale per row. Absent in older rows. */
  q?: Int8Array;
  scales?: Float32Array;
  /** The int8 index: each row's quantisation error length (int8-bound.ts). Absent in rows saved before it was kept. */
  residuals?: Float32Array;
  savedAt: number;
}

/** A knowledge pack as installed (docs/knowledge-pack.md); `removed` keeps the starter pack from coming back. */
export interface PackRecord {
  id: string;
  name: string;
  version: string;
  description: string;
  license: string;
  state: 'installed' | 'removed';
  /** File name or URL it was imported from. */
  from: string;
  counts: { claims: number; facts: number; entities: number; sources: number; edges: number };
  installedAt: number;
  updatedAt: number;
}

/** A slow knowledge operation (pack import, computing vectors) with its progress, for the side panel. */
export interface TaskRecord {
  id: `task:${string}`;
  /** A pack import, computing vectors, adding a document to the library, or a claims file staged for a batch (issue 30). */
  kind: 'import' | 'embed' | 'document' | 'claims';
  status: 'staged' | 'running' | 'done' | 'failed';
  /** What it is about, e.g. the pack's file name or the model id. */
  label: string;
  phase: string;
  done: number;
  total: number;
  message?: string;
  error?: string;
  /** The staged pack file of an import, or the staged document of a `document` task, dropped once read. */
  blob?: Blob;
  /** A staged document's MIME type as the picker gave it (its name is `label`). */
  mimeType?: string;
  /** The document a `document` task added (or found already there), once known. */
  documentId?: DocumentId;
  createdAt: number;
  updatedAt: number;
}

import type { ClaimStatus, FactStatus } from './statuses';

export type { Anchor, EvidenceItem };
export type { ClaimStatus, FactStatus };
export type { TeamPackClaim, TeamPackDiff, TeamPackRecord } from './team-pack-records';

/** The reader's correction of a verdict (*This is wrong*): their own knowledge, origin `reader`. */
export interface DisputeRecord {
  id: `dispute:${string}`;
  /** The claim as checked, and its word-for-word key (lib/core/text.ts looseKey): memory answers by it. */
  claim: string;
  looseKey: string;
  verdict: 'True' | 'False';
  reason: string;
  sourceUrl?: string;
  /** `active`: memory answers with it; `undone`: kept, the original stands again. */
  state: 'active' | 'undone';
  provenance: 'reader';
  origin: 'reader';
  /** The verdict it corrects, kept and linked (the check row stays as it was). */
  original: {
    checkId: CheckRecord['id'];
    verdict: Verdict;
    path?: ResolutionPath;
    explanation?: string;
    nodeId?: string;
  };
  createdAt: number;
  updatedAt: number;
}
