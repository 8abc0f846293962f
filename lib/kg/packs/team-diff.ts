import type { TeamPackClaim, TeamPackDiff } from '../../db/records';
import { packsTeam as m } from '../../i18n/catalogue/packs-team';
import { tCount } from '../../i18n/plural';
import { t } from '../../i18n/t';
import type { Pack } from './format';

/**
 * What an update of a team pack changes, claim by claim, as pure functions: a claim is the
 * same claim when the publisher keeps its id; it changed when its wording or status did; it is
 * withdrawn when the update no longer holds it. The reader sees this after every applied update.
 */

/** At most this many claims of each kind are kept for the panel; the counts are always whole. */
const DIFF_LIST_LIMIT = 50;

export function teamPackClaims(pack: Pack): TeamPackClaim[] {
  return pack.claims.map((c) => ({ id: c.id, text: c.text, status: c.status }));
}

export function diffClaims(
  before: readonly TeamPackClaim[] | null,
  after: readonly TeamPackClaim[],
  versions: { from: string | null; to: string },
): TeamPackDiff {
  const old = new Map((before ?? []).map((c) => [c.id, c]));
  const now = new Map(after.map((c) => [c.id, c]));
  const added: TeamPackClaim[] = [];
  const changed: TeamPackDiff['changed'] = [];
  for (const c of after) {
    const prior = old.get(c.id);
    if (!prior) added.push(c);
    else if (prior.text !== c.text || prior.status !== c.status) changed.push({ before: prior, after: c });
  }
  const withdrawn = (before ?? []).filter((c) => !now.has(c.id));
  return {
    fromVersion: versions.from,
    toVersion: versions.to,
    added: added.slice(0, DIFF_LIST_LIMIT),
    changed: changed.slice(0, DIFF_LIST_LIMIT),
    withdrawn: withdrawn.slice(0, DIFF_LIST_LIMIT),
    counts: { added: added.length, changed: changed.length, withdrawn: withdrawn.length },
  };
}

/** "2 claims added, 1 claim changed, 1 claim withdrawn", or "no claim changed". */
export function diffSummary(diff: TeamPackDiff): string {
  const { added, changed, withdrawn } = diff.counts;
  if (added + changed + withdrawn === 0) return t(m.noClaimChanged);
  const parts = [
    added ? tCount(added, m.addedOne, m.addedOther) : '',
    changed ? tCount(changed, m.changedOne, m.changedOther) : '',
    withdrawn ? tCount(withdrawn, m.withdrawnOne, m.withdrawnOther) : '',
  ];
  return parts.filter(Boolean).join(', ');
}
