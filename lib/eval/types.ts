import type { ResolutionPath, StageName, Verdict } from '../core/types';

/** Gold labels after mapping: NEI claims are kept apart and scored as abstention targets. */
export type GoldLabel = 'True' | 'False' | 'NEI';

export interface EvalItem {
  id: string;
  claim: string;
  gold: GoldLabel;
  /** The label as written in the file, for the report. */
  rawLabel: string;
  /** 1-based line (or row) in the input file. */
  line: number;
}

export interface RowError {
  line: number;
  message: string;
}

export interface ParsedDataset {
  items: EvalItem[];
  errors: RowError[];
}

/** The systems compared in one run: the full pipeline, its ablations and the baselines. */
export const SYSTEMS = ['full', 'no-memory', 'no-tribunal', 'no-guards', 'single-pass', 'llm-only'] as const;
export type SystemName = (typeof SYSTEMS)[number];

export type EvalPath = ResolutionPath | 'llm';

/** One claim run through one system. */
export interface EvalRecord {
  system: SystemName;
  id: string;
  claim: string;
  gold: GoldLabel;
  verdict: Verdict;
  /** Where the verdict came from; 'llm' is the LLM-only baseline's own answer. */
  path: EvalPath;
  confidence: number | null;
  /** Milliseconds per pipeline stage, and the total. */
  stageMs: Partial<Record<StageName, number>>;
  totalMs: number;
  llmCalls: number;
  promptTokens: number;
  completionTokens: number;
  /** Facts stored with a web verdict persisted to memory (0: the verdict without facts); absent when nothing was stored. */
  storedFacts?: number;
  /** Why the verdict is Unverified, as the pipeline said it (for the report's reasons table). */
  reason?: string;
  /** The claim was a question (issue 19): yes-no, checked as `statement`; open, not converted (Unverified). */
  question?: 'yes-no' | 'open';
  /** The statement a yes/no question was checked as, and who wrote it. */
  statement?: string;
  statementBy?: 'rules' | 'llm';
  /** Set when the run failed technically; such a claim counts as unresolved, and a resumed run checks it again. */
  error?: string;
}
