/**
 * From ranked passages to the bundle (Memory-first fact-checking §III-D): the `poolSize` best form
 * the candidate pool; walking it best first, at most `perDomain` passages per domain are kept, up
 * to `bundleSize`. Exact repeats (the same text syndicated on two sites) count once.
 */
export interface DiversifyParams {
  poolSize: number;
  perDomain: number;
  bundleSize: number;
}

export function diversify<T extends { domain: string; text: string }>(ranked: readonly T[], p: DiversifyParams): T[] {
  const perDomain = new Map<string, number>();
  const seen = new Set<string>();
  const out: T[] = [];
  for (const passage of ranked.slice(0, p.poolSize)) {
    if (out.length >= p.bundleSize) break;
    const n = perDomain.get(passage.domain) ?? 0;
    if (n >= p.perDomain) continue;
    const key = passage.text.toLowerCase().replace(/\s+/g, ' ');
    if (seen.has(key)) continue;
    seen.add(key);
    perDomain.set(passage.domain, n + 1);
    out.push(passage);
  }
  return out;
}
