import type { Verdict } from '../core/types';

/** How verdicts read, the same in the badge, the side panel and exports. */

export function formatConfidence(confidence: number | null | undefined): string {
  return typeof confidence === 'number' && Number.isFinite(confidence) ? `${Math.round(Math.min(1, Math.max(0, confidence)) * 100)}%` : '';
}

/** "Verdict: False, 80% confidence"; with a subject, "Verdict for sentence 2: False, …". */
export function verdictLabel(s: { verdict?: Verdict | undefined; confidence?: number | null | undefined }, subject?: string): string {
  const conf = formatConfidence(s.confidence);
  return `Verdict${subject ? ` for ${subject}` : ''}: ${s.verdict}${conf ? `, ${conf} confidence` : ''}`;
}

export const VERDICT_ICONS: Record<Verdict, string> = { True: '✓', False: '✗', Unverified: '?' };

export const PATH_LABELS = { memory: 'From memory (local knowledge)', web: 'From trusted web sources', none: 'Not resolved' } as const;
