import type { ClaimLensDB } from '../db/database';
import type { CheckRecord, Subscriber } from '../db/records';
import type { StartRequest } from './types';

/** The tabs that follow a check (and the request ids that already started it), capped at 20 each. */

/** A second request for a claim in flight: it follows the same row. */
export async function joinCheck(db: ClaimLensDB, record: CheckRecord, req: StartRequest): Promise<CheckRecord> {
  const subscribers = mergeSubscriber(record.subscribers, req.subscriber);
  const known = !req.requestId || !!record.requestIds?.includes(req.requestId);
  const requestIds = known ? record.requestIds : [...(record.requestIds ?? []), req.requestId!].slice(-20);
  if (subscribers === record.subscribers && requestIds === record.requestIds) return record;
  const patch = { subscribers, ...(requestIds ? { requestIds } : {}) };
  await db.checks.update(record.id, patch);
  return { ...record, ...patch };
}

export async function subscribeCheck(
  db: ClaimLensDB,
  record: CheckRecord,
  subscriber: Subscriber,
): Promise<CheckRecord> {
  const subscribers = mergeSubscriber(record.subscribers, subscriber);
  if (subscribers.length === record.subscribers.length) return record;
  await db.checks.update(record.id, { subscribers });
  return { ...record, subscribers };
}

export function mergeSubscriber(list: Subscriber[], s: Subscriber | undefined): Subscriber[] {
  if (!s || list.some((x) => x.tabId === s.tabId && x.frameId === s.frameId)) return list;
  return [...list, s].slice(-20);
}
