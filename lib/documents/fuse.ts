/**
 * Reciprocal rank fusion (Cormack, Clarke and Büttcher, "Reciprocal Rank Fusion outperforms
 * Condorcet and individual Rank Learning Methods", SIGIR 2009): score(d) = Σ 1 / (k + rank(d)),
 * rank 1-based, k = 60 as in the paper. Only ranks are used, so BM25 scores and cosine
 * similarities need no common scale; a list missing (no model downloaded yet) simply adds
 * nothing, and one list alone keeps its own order.
 */

const RRF_K = 60;

export interface Fused {
  id: string;
  score: number;
  /** The 1-based rank of the id in each input list, null where it is absent. */
  ranks: (number | null)[];
}

/** Fuses rankings (ids best first; an id listed twice in one list counts at its best rank). */
export function fuseRankings(rankings: readonly (readonly string[])[], k = RRF_K): Fused[] {
  const byId = new Map<string, Fused>();
  rankings.forEach((list, li) => {
    list.forEach((id, i) => {
      let f = byId.get(id);
      if (!f) {
        f = { id, score: 0, ranks: rankings.map(() => null) };
        byId.set(id, f);
      }
      if (f.ranks[li] !== null) return;
      f.ranks[li] = i + 1;
      f.score += 1 / (k + i + 1);
    });
  });
  // Ties (the same ranks in swapped lists) go to the better best rank, then to the earlier list.
  const best = (f: Fused) => Math.min(...f.ranks.map((r) => r ?? Infinity));
  const firstList = (f: Fused) => f.ranks.findIndex((r) => r === best(f));
  return [...byId.values()].sort(
    (a, b) => b.score - a.score || best(a) - best(b) || firstList(a) - firstList(b) || (a.id < b.id ? -1 : 1),
  );
}
