import type { ClaimLensDB } from '../db/database';
import { findVerbatim } from '../kg/memory/near-verbatim';
import type { EvalItem } from './types';

/**
 * The leakage guard (Memory-first fact-checking §V kept evaluation claims out of the graph): a
 * claim the graph holds word for word — the memory stage's own test, which sets case, punctuation,
 * articles, plural -s and number spelling aside but never a negation or a different number — would
 * be answered by lookup, so it is not scored; the report lists it apart.
 */
export async function splitLeaked(
  items: readonly EvalItem[],
  db: ClaimLensDB,
): Promise<{ clean: EvalItem[]; leaked: EvalItem[] }> {
  const clean: EvalItem[] = [];
  const leaked: EvalItem[] = [];
  for (const item of items) ((await findVerbatim(db, item.claim)) ? leaked : clean).push(item);
  return { clean, leaked };
}
