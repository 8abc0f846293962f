import { looseKey } from '../core/text';
import { getDb } from '../db/database';
import type { CheckRecord, DisputeRecord } from '../db/records';
import { checkTab } from '../i18n/catalogue/check-tab';
import { t } from '../i18n/t';
import { claimOfCheck } from '../kg/graph/disputes';
import { stageLabel } from '../pipeline/format';

/**
 * The Check tab's read model: one check, the stage of a running one, the reader's corrections of
 * its claim. Plain queries over the database; the panel's hooks (components/sidepanel/data) keep
 * them live, and every write goes through an engine op.
 */

export type { CheckRecord, DisputeRecord };
export { describeNliSkip } from '../kg/memory/nli-skip';
export { TRY_IT_CLAIMS } from '../kg/packs/try-it';

/** The check of this id, or the newest when no id is given; null when there is none. */
export async function checkRecord(checkId: string | null): Promise<CheckRecord | null> {
  const db = getDb();
  const found = checkId
    ? await db.checks.get(checkId as CheckRecord['id'])
    : await db.checks.orderBy('createdAt').last();
  return found ?? null;
}

/** The stage of a check while it waits or runs; null once it is done, or when there is no such check. */
export async function runningStage(checkId: string | null): Promise<string | null> {
  if (!checkId) return null;
  const check = await getDb().checks.get(checkId as CheckRecord['id']);
  if (!check || (check.status !== 'queued' && check.status !== 'running')) return null;
  return check.stage ? stageLabel(check.stage) : t(checkTab.waitingToStart);
}

/** Every correction the reader made of the claim this check asked about, undone ones included. */
export async function correctionsOf(check: Pick<CheckRecord, 'text' | 'question'>): Promise<DisputeRecord[]> {
  const key = looseKey(claimOfCheck(check));
  return key ? getDb().disputes.where('looseKey').equals(key).toArray() : [];
}
