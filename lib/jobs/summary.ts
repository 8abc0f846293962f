import type { CheckRecord } from '../db/records';
import type { CheckSummary } from '../messaging/schemas';

/** The small view of a check that content scripts receive (never traces or subscribers). */
export function toSummary(r: CheckRecord): CheckSummary {
  const s: CheckSummary = { id: r.id, status: r.status, text: r.text, updatedAt: r.updatedAt };
  if (r.stage) s.stage = r.stage;
  if (r.verdict) s.verdict = r.verdict;
  if (r.confidence !== undefined) s.confidence = r.confidence;
  if (r.path) s.path = r.path;
  if (r.reason) s.reason = r.reason.slice(0, 2000);
  if (r.error) s.error = r.error.slice(0, 2000);
  if (r.anchor) s.anchor = r.anchor;
  return s;
}
