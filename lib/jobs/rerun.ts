import { TRACES_VERSION } from '../core/traces';
import type { CheckRecord, Subscriber } from '../db/records';
import { mergeSubscriber } from './subscribers';

/** Everything a run wrote that the next run of the same row must not show. */
const RUN_FIELDS = [
  'stage',
  'verdict',
  'confidence',
  'path',
  'reason',
  'explanation',
  'correctedClaim',
  'suggestedCorrection',
  'rating',
  'notice',
  'modelsMissing',
  'translationOffer',
  'question',
  'consent',
  'error',
  'finishedAt',
  'startedAt',
] as const;

/** A finished history row made ready to run again: queued, with nothing found yet, its followers kept. */
export function queuedAgain(record: CheckRecord, t: number, subscriber?: Subscriber): CheckRecord {
  const next: CheckRecord = {
    ...record,
    status: 'queued',
    updatedAt: t,
    evidence: [],
    timings: [],
    traces: {},
    tracesVersion: TRACES_VERSION,
    subscribers: mergeSubscriber(record.subscribers, subscriber),
  };
  for (const k of RUN_FIELDS) delete next[k];
  return next;
}

/**
 * A start sent again with its request id, whose row ended without a verdict: it runs again in
 * that row. A failure is what a lost background leaves (the engine marks the check it held
 * failed); a cancellation was the reader's own, and stays until they retry it.
 */
export const runsAgainOnResend = (record: CheckRecord): boolean => record.status === 'failed';
