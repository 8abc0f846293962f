import { claimKey } from '../pipeline/input';
import type { EvalItem } from './types';

/**
 * The leakage guard: the seed paper kept evaluation claims out of the knowledge graph, so a
 * claim already stored verbatim (after normalisation) is not scored; it is reported apart.
 */
export function splitLeaked(items: readonly EvalItem[], storedClaims: Iterable<string>): { clean: EvalItem[]; leaked: EvalItem[] } {
  const stored = new Set<string>();
  for (const text of storedClaims) stored.add(claimKey(text));
  const clean: EvalItem[] = [];
  const leaked: EvalItem[] = [];
  for (const item of items) (stored.has(claimKey(item.claim)) ? leaked : clean).push(item);
  return { clean, leaked };
}
