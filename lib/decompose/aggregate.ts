import type { Verdict } from '../core/types';

/**
 * GraphCheck's aggregation (GraphCheck §3.3) with three verdicts: every part supported → True;
 * any part refuted → False; otherwise (some part unverified, or nothing to check) → Unverified.
 */
export function aggregateVerdicts(parts: readonly Verdict[]): Verdict {
  if (parts.length === 0) return 'Unverified';
  if (parts.includes('False')) return 'False';
  return parts.every((v) => v === 'True') ? 'True' : 'Unverified';
}

/**
 * The confidence that goes with the aggregated verdict: True holds only as far as its weakest
 * part (the lowest confidence); False rests on the surest refuted part (the highest); Unverified
 * has none. A part without a confidence leaves the aggregate without one.
 */
export function aggregateConfidence(parts: readonly { verdict: Verdict; confidence?: number | null }[]): number | null {
  const verdict = aggregateVerdicts(parts.map((p) => p.verdict));
  if (verdict === 'Unverified') return null;
  const deciding = parts.filter((p) => p.verdict === verdict).map((p) => p.confidence);
  if (deciding.some((c) => typeof c !== 'number' || !Number.isFinite(c))) return null;
  const values = deciding as number[];
  return verdict === 'True' ? Math.min(...values) : Math.max(...values);
}
