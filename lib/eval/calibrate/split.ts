import { createHash } from 'node:crypto';

import type { GoldLabel } from '../types';

/**
 * The tuning and held-out folds: deterministic for a seed (the same file and seed give the same
 * folds on any machine), stratified by gold label so both folds see True, False and NEI claims
 * in the file's proportions. Within a label, claims are ordered by a hash of seed and claim id
 * and the first share of them is held out.
 */

export interface Folds<T> {
  tune: T[];
  heldOut: T[];
}

export function splitFolds<T extends { id: string; gold: GoldLabel }>(
  items: readonly T[],
  heldOutShare: number,
  seed: string,
): Folds<T> {
  const rank = (id: string) => createHash('sha256').update(`${seed}\u0000${id}`).digest('hex');
  const held = new Set<string>();
  for (const gold of ['True', 'False', 'NEI'] as const) {
    const ofLabel = items.filter((i) => i.gold === gold).map((i) => ({ id: i.id, r: rank(i.id) }));
    ofLabel.sort((a, b) => (a.r < b.r ? -1 : a.r > b.r ? 1 : 0));
    ofLabel.slice(0, Math.round(ofLabel.length * heldOutShare)).forEach((i) => held.add(i.id));
  }
  return { tune: items.filter((i) => !held.has(i.id)), heldOut: items.filter((i) => held.has(i.id)) };
}
