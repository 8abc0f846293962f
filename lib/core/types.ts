import type { ResolutionPath } from './resolution-path';
import type { CheckTraces } from './traces';

/** Vocabulary shared by the pipeline, the job store, the history and the UI. */

export type Verdict = 'True' | 'False' | 'Unverified';
export type { ResolutionPath };

/** Stage names are part of the UI (progress) and of the history record. */
export const STAGES = [
  'input',
  'decompose',
  'memory',
  'decide',
  'documents',
  'web',
  'consent',
  'tribunal',
  'persist',
] as const;
export type StageName = (typeof STAGES)[number];

/** One piece of evidence shown beside a verdict. */
export interface EvidenceItem {
  kind: 'memory' | 'document' | 'web' | 'claimreview';
  /** For a document: the verbatim words of the document (the quote the quote check verified, or the passage). */
  text: string;
  url?: string;
  title?: string;
  domain?: string;
  score?: number;
  stance?: 'supports' | 'refutes' | 'neutral';
  /** When its source was published and last modified (`YYYY-MM-DD` or `YYYY`), where known: shown beside it. */
  published?: string;
  modified?: string;
  /** Id of the graph node this came from, for memory evidence. */
  nodeId?: string;
  /** The reader's document this came from (kind 'document'): its id, file name and 1-based page. */
  document?: DocumentCitation;
}

/** Where a document citation points: the document of the library and the page the words are on. */
export interface DocumentCitation {
  id: string;
  name: string;
  page: number;
}

/** How a fact-checker's reviewed claim matched the checked one (lib/web/claimreview.ts). */
export type ReviewMatch = 'verbatim' | 'entailment' | 'wording';

/** A trusted fact-checker's rating of the checked claim, as a passage of the evidence (docs/claimreview.md). */
export interface ReviewPassageFacts {
  publisher: string;
  /** The claim as the fact-checker stated it. */
  claim: string;
  /** The publisher's own words, e.g. “Mostly false”. */
  rating: string;
  /** The rating as a verdict (RATING_TABLE). */
  verdict: Verdict;
  match: ReviewMatch;
  reviewDate?: string;
}

/** The rating shown beside a verdict: a matching trusted fact-check's own words. */
export interface ShownRating {
  publisher: string;
  rating: string;
  url: string;
}

export interface StageTiming {
  stage: StageName;
  ms: number;
}

/**
 * A selection that is a question: a yes/no question is checked as the statement it tests (its
 * verdict reads as the answer: True → Yes, False → No, Unverified → Unclear); an open question
 * ("How much…?") has no statement and is not checked.
 */
/** A local model a check would have used but that is not installed (the embedder, the NLI model). */
export type MissingModel = 'embed' | 'nli';

export type QuestionCheck = { kind: 'yes-no'; statement: string; method: 'rules' | 'llm' } | { kind: 'open' };

/** What a pipeline run produces; the job store writes it into the check record. */
export interface CheckOutcome {
  verdict: Verdict;
  /** 0..1, or null where no confidence applies (e.g. nothing to check against). */
  confidence: number | null;
  path: ResolutionPath;
  /** Why the verdict is Unverified, phrased so that it names the fix where there is one. */
  reason?: string;
  explanation?: string;
  /** What the evidence says instead (a False): a correction a source supports, or memory's own. */
  correctedClaim?: string;
  /** A False's correction no verified passage supports: shown as a suggestion, never stored. */
  suggestedCorrection?: string;
  evidence: EvidenceItem[];
  /** A trusted fact-checker's rating of this claim, shown beside the verdict in its own words. */
  rating?: ShownRating;
  /** Something the reader should know beside the verdict, e.g. that the claim's language is not the models' (shown in the badge and the panel). */
  notice?: string;
  /** Set when the selection was a question (what was checked in its place). */
  question?: QuestionCheck;
  /** Local models the check asked for and did not have: the badge and the panel offer to download them. */
  modelsMissing?: MissingModel[];
  /** The claim's language (a code) whose translation to English Chrome can download: the Check tab offers it. */
  translationOffer?: string;
  /** Per-area records of how the verdict came about (memory trace, web bundle, tribunal...). */
  traces: CheckTraces;
  modelIds: Record<string, string>;
}
