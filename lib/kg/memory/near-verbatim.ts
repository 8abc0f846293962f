import { looseKey, negationsOf } from '../../core/text';
import type { ClaimLensDB } from '../../db/database';
import type { ClaimNode, FactNode } from '../../db/records';
import { valuesOf } from './values';

/**
 * Memory without models: a claim that is, word for word, one already stored (case,
 * punctuation, articles, plural -s and number spelling aside) is that claim. A difference in
 * negation or in a number, date or place is never "the same words".
 */
export async function findVerbatim(db: ClaimLensDB, claim: string): Promise<ClaimNode | FactNode | null> {
  const key = looseKey(claim);
  if (!key) return null;
  const [claims, facts] = await Promise.all([
    db.claims.where('looseKey').equals(key).limit(5).toArray(),
    db.facts.where('looseKey').equals(key).limit(5).toArray(),
  ]);
  return [...claims, ...facts].find((n) => sameCommitments(claim, n.text)) ?? null;
}

export function sameCommitments(a: string, b: string): boolean {
  if (negationsOf(a).join() !== negationsOf(b).join()) return false;
  const va = valuesOf(a);
  const vb = valuesOf(b);
  const same = (x: Set<string>, y: Set<string>) => x.size === y.size && [...x].every((v) => y.has(v));
  return same(va.numeric, vb.numeric) && same(va.temporal, vb.temporal) && same(va.regional, vb.regional);
}
