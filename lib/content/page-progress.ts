import type { CheckSummary } from '../core/schemas';

/**
 * The line a page check shows while its sentences are checked and once they all are: a pure
 * function of the sentences' latest summaries (undefined: not started yet).
 */
export interface PageProgress {
  text: string;
  running: boolean;
}

/** A sentence's check as far as the count goes: its summary, or a start that failed (`{ status: 'failed' }`). */
export type SentenceState = Pick<CheckSummary, 'status' | 'verdict'>;

export function pageProgress(summaries: readonly (SentenceState | undefined)[], total: number): PageProgress {
  const n = summaries.length;
  const finished = summaries.filter((s) => s && s.status !== 'queued' && s.status !== 'running').length;
  if (finished < n) return { text: `Checking ${finished + 1} of ${n}…`, running: true };
  const count = (test: (s: SentenceState) => boolean) => summaries.filter((s) => s && test(s)).length;
  const parts = [
    ...(['True', 'False', 'Unverified'] as const).map(
      (v) => [count((s) => s.status === 'done' && s.verdict === v), v] as const,
    ),
    [count((s) => s.status === 'failed'), 'failed'] as const,
    [count((s) => s.status === 'cancelled'), 'cancelled'] as const,
  ]
    .filter(([c]) => c > 0)
    .map(([c, word]) => `${c} ${word}`);
  const what = `${n} key ${n === 1 ? 'sentence' : 'sentences'} of ${total}`;
  return { text: `Checked ${what}: ${parts.join(', ')}.`, running: false };
}
