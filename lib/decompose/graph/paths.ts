/**
 * Identification orders of latent entities (GraphCheck §3.2, "multiple path exploration"): every
 * order when there are at most P̄ of them, else P̄ distinct orders drawn at random (seeded, so a
 * claim gets the same paths each time). No latent entity: one empty path.
 */

export function identificationOrders(ids: readonly string[], limit: number, random: () => number): string[][] {
  const cap = Math.max(1, Math.floor(limit));
  if (ids.length === 0) return [[]];
  if (factorial(ids.length) <= cap) return permutations(ids);
  const seen = new Set<string>();
  const out: string[][] = [];
  // Distinct random shuffles; n! > cap guarantees enough exist, the bound keeps it finite anyway.
  for (let tries = 0; out.length < cap && tries < cap * 50; tries++) {
    const order = [...ids];
    for (let i = order.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [order[i], order[j]] = [order[j]!, order[i]!];
    }
    const key = order.join();
    if (!seen.has(key)) {
      seen.add(key);
      out.push(order);
    }
  }
  return out;
}

/** How many identification paths a claim with this many latent entities gets: min(n!, P̄). */
export function pathCount(latentCount: number, limit: number): number {
  return Math.min(factorial(latentCount), Math.max(1, Math.floor(limit)));
}

function factorial(n: number): number {
  let f = 1;
  for (let i = 2; i <= n; i++) f *= i;
  return f;
}

function permutations(ids: readonly string[]): string[][] {
  if (ids.length <= 1) return [[...ids]];
  return ids.flatMap((first, i) =>
    permutations([...ids.slice(0, i), ...ids.slice(i + 1)]).map((rest) => [first, ...rest]),
  );
}

/**
 * Documents retrieved per query by the number of latent entities (GraphCheck §4.3, Dynamic
 * GraphCheck).
 */
export function retrievalSize(latentCount: number): number {
  return latentCount === 0 ? 5 : latentCount === 1 ? 10 : 50;
}
