import type { LanguageInput } from '../core/language';
import type { Anchor, PageInfo } from '../core/schemas';
import type { CheckOutcome, StageName } from '../core/types';
import type { ClaimLensDB } from '../db/database';
import type { CheckRecord, Subscriber } from '../db/records';
import type { EngineConfig } from '../settings/run-config';

/** What the check job store (runner.ts) is asked, what it runs, and the errors it answers with. */

export interface StartRequest {
  text: string;
  anchor?: Anchor;
  page: PageInfo;
  subscriber?: Subscriber;
  isHealthClaim?: boolean;
  /** The browser's detection of the text and the page's or reader's language (the sender's). */
  language?: LanguageInput;
  /** Makes the start idempotent: the same id again returns the same row. */
  requestId?: string;
  /** A sentence of *Check this page*. */
  origin?: 'page';
}

export interface RunContext {
  signal: AbortSignal;
  config: EngineConfig;
  onStage(stage: StageName): void;
}

export type RunCheck = (record: CheckRecord, ctx: RunContext) => Promise<CheckOutcome>;

export interface RunnerDeps {
  db: ClaimLensDB;
  run: RunCheck;
  /** Called after every change of a record (progress, result, failure). */
  emit(record: CheckRecord): void;
  now?: () => number;
  newId?: () => string;
  /** First delay of the watchdog that writes a failure the database refused (tests shorten it). */
  retryDelayMs?: number;
}

export class CheckInputError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'CheckInputError';
  }
}
