import type { ClaimNode, ClaimStatus } from '../../db/records';

/**
 * Whose word a claim's status is. Every origin of a claim (a pack, a web check) keeps what it
 * said in `statusBy`; one origin never changes the status another holds unless the writer says
 * how (`ConflictMode`), and when an origin goes, the status is recomputed from those that remain
 * (a pack's flip leaves with the pack).
 */

type StatusBy = NonNullable<ClaimNode['statusBy']>;

/**
 * How a write treats a claim whose status another origin holds and the write says the opposite
 * of: `later-wins` (web checks: the later verification), `keep` (an import nobody can be asked
 * about: what is held stays, the conflict is reported), `replace` (the reader saw the conflicts
 * and chose Replace).
 */
export type ConflictMode = 'later-wins' | 'keep' | 'replace';

/** A claim one origin holds with one status and a write says the opposite of. */
export interface StatusConflict {
  id: ClaimNode['id'];
  text: string;
  held: ClaimStatus;
  /** The origins that hold the status now (`pack:<id>`, `web`, …). */
  heldBy: string[];
  offered: ClaimStatus;
}

/** What each origin says; rows written before `statusBy` had every origin agree with the row. */
function statusByOf(row: ClaimNode): StatusBy {
  return (
    row.statusBy ?? Object.fromEntries(row.origins.map((o) => [o, { status: row.status, verifiedAt: row.verifiedAt }]))
  );
}

/** The conflict a write from `origin` saying `offered` would make with what the row holds, or null. */
export function conflictWith(row: ClaimNode, origin: string, offered: ClaimStatus): StatusConflict | null {
  if (row.status === offered) return null;
  const by = statusByOf(row);
  const heldBy = row.origins.filter((o) => o !== origin && (by[o]?.status ?? row.status) === row.status);
  return heldBy.length ? { id: row.id, text: row.text, held: row.status, heldBy, offered } : null;
}

/** The row after `origin` said `incoming` of it. */
export function mergeClaimStatus(
  old: ClaimNode,
  incoming: { status: ClaimStatus; verifiedAt: number },
  origin: string,
  mode: ConflictMode,
): { row: Pick<ClaimNode, 'status' | 'verifiedAt' | 'statusBy'>; conflict: StatusConflict | null } {
  const statusBy = { ...statusByOf(old), [origin]: { status: incoming.status, verifiedAt: incoming.verifiedAt } };
  const conflict = conflictWith(old, origin, incoming.status);
  let status = old.status;
  if (incoming.status !== old.status) {
    if (!conflict || mode === 'replace') status = incoming.status;
    else if (mode === 'later-wins' && incoming.verifiedAt > old.verifiedAt) status = incoming.status;
  }
  return {
    row: { status, verifiedAt: Math.max(old.verifiedAt, incoming.verifiedAt), statusBy },
    conflict: mode === 'keep' && status === old.status ? conflict : null,
  };
}

/**
 * The row without `origin`'s word: the status stays while a remaining origin holds it; otherwise
 * it is what the remaining origins say (the latest verification where they disagree).
 */
export function withoutOrigin(row: ClaimNode, origin: string): ClaimNode {
  const { [origin]: _gone, ...statusBy } = statusByOf(row);
  const origins = row.origins.filter((o) => o !== origin);
  const said = origins.flatMap((o) => (statusBy[o] ? [statusBy[o]] : []));
  const kept = !said.length || said.some((s) => s.status === row.status);
  const latest = said.reduce((a, b) => (b.verifiedAt > a.verifiedAt ? b : a), said[0]!);
  return {
    ...row,
    origins,
    statusBy,
    ...(kept ? {} : { status: latest.status, verifiedAt: latest.verifiedAt }),
  };
}
