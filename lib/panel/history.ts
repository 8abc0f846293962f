import { getDb } from '../db/database';
import type { CheckRecord } from '../db/records';

/** The History tab's read model: every check; filtering and export are lib/history's pure functions. */

export type { CheckRecord };

export function allChecks(): Promise<CheckRecord[]> {
  return getDb().checks.toArray();
}
