import type { DocumentPackDiff, DocumentPackEntry } from '../../db/records';
import { documentsErrors as m } from '../../i18n/catalogue/documents-errors';
import { tCount } from '../../i18n/plural';
import { t } from '../../i18n/t';
import type { ResolvedDocument } from './format';

/**
 * What an update of a document pack does to the library, as pure functions: a document is the
 * same document when the publisher keeps its id; it changed when its SHA-256 did (a new name
 * alone changes nothing in the library); it is removed when the update no longer lists it.
 */

export interface PackPlan {
  /** Documents to download and add: new ids, and new bytes under a held id. */
  fetch: ResolvedDocument[];
  /** Held entries kept as they are (the same id and hash). */
  keep: DocumentPackEntry[];
  /** Held entries the update replaces or drops: their documents go, if the pack added them. */
  drop: DocumentPackEntry[];
  diff: Omit<DocumentPackDiff, 'fromVersion' | 'toVersion'>;
}

export function planUpdate(held: readonly DocumentPackEntry[], incoming: readonly ResolvedDocument[]): PackPlan {
  const old = new Map(held.map((e) => [e.id, e]));
  const now = new Set(incoming.map((d) => d.id));
  const plan: PackPlan = { fetch: [], keep: [], drop: [], diff: { added: [], changed: [], removed: [] } };
  for (const d of incoming) {
    const prior = old.get(d.id);
    if (prior?.sha256 === d.sha256) plan.keep.push({ ...prior, name: d.name });
    else {
      plan.fetch.push(d);
      if (prior) {
        plan.drop.push(prior);
        plan.diff.changed.push(d.name);
      } else plan.diff.added.push(d.name);
    }
  }
  for (const e of held)
    if (!now.has(e.id)) {
      plan.drop.push(e);
      plan.diff.removed.push(e.name);
    }
  return plan;
}

/**
 * The held documents an update or an unsubscribe may take out of the library: only those the
 * pack itself added, and not one still listed by the pack's new version or held by another pack.
 */
export function removable(
  drop: readonly DocumentPackEntry[],
  stillHeld: ReadonlySet<DocumentPackEntry['docId']>,
): DocumentPackEntry['docId'][] {
  return [...new Set(drop.filter((e) => e.owned && !stillHeld.has(e.docId)).map((e) => e.docId))];
}

/** "2 documents added, 1 document replaced, 1 document removed", or "no document changed". */
export function packDiffSummary(diff: Pick<DocumentPackDiff, 'added' | 'changed' | 'removed'>): string {
  const parts = [
    diff.added.length ? tCount(diff.added.length, m.packAddedOne, m.packAddedOther) : '',
    diff.changed.length ? tCount(diff.changed.length, m.packReplacedOne, m.packReplacedOther) : '',
    diff.removed.length ? tCount(diff.removed.length, m.packRemovedOne, m.packRemovedOther) : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : t(m.packUnchanged);
}
