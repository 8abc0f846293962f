import type { Verdict } from '../pipeline/types';

/**
 * GraphCheck's aggregation (seed 001 §3.3) with three verdicts: every part supported → True;
 * any part refuted → False; otherwise (some part unverified, or nothing to check) → Unverified.
 */
export function aggregateVerdicts(parts: readonly Verdict[]): Verdict {
  if (parts.length === 0) return 'Unverified';
  if (parts.includes('False')) return 'False';
  return parts.every((v) => v === 'True') ? 'True' : 'Unverified';
}
