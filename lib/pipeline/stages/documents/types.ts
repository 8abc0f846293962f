import type { CheckOutcome } from '../../../core/types';
import type { StageResult } from '../../stage';
import type { DocumentPassage } from './evidence';

export interface DocumentsStageResult extends StageResult {
  /** What the documents showed for a claim they left Unverified: the outcome when the web adds nothing. */
  fallback?: CheckOutcome;
}

export interface DocumentsStageDeps {
  guards: boolean;
  tribunal: 'tribunal' | 'single-pass';
  persist: boolean;
}

/** The bundle the stage weighs, with how it was found. */
export interface Found {
  passages: DocumentPassage[];
  hits: number;
  lexicalOnly: boolean;
}
