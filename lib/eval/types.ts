import type { ResolutionPath, StageName, Verdict } from '../pipeline/types';

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

/** One claim run through one system. */
export interface EvalRecord {
  system: SystemName;
  id: string;
  claim: string;
  gold: GoldLabel;
  verdict: Verdict;
  path: ResolutionPath;
  confidence: number | null;
  /** Milliseconds per pipeline stage, and the total. */
  stageMs: Partial<Record<StageName, number>>;
  totalMs: number;
  llmCalls: number;
  promptTokens: number;
  completionTokens: number;
  /** Set when the run failed technically; such a claim counts as unresolved. */
  error?: string;
}
