import type { CheckSummary } from '../core/schemas';
import { pageMessages as m } from '../i18n/catalogue/page';
import { formatNumber } from '../i18n/format';
import type { Message } from '../i18n/locales';
import { tCount } from '../i18n/plural';
import { t } from '../i18n/t';

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

/** The tally's parts in the order they are said: each verdict, then the checks that failed or were cancelled. */
const TALLY: readonly [(s: SentenceState) => boolean, Message][] = [
  [(s) => s.status === 'done' && s.verdict === 'True', m.countTrue],
  [(s) => s.status === 'done' && s.verdict === 'False', m.countFalse],
  [(s) => s.status === 'done' && s.verdict === 'Unverified', m.countUnverified],
  [(s) => s.status === 'failed', m.countFailed],
  [(s) => s.status === 'cancelled', m.countCancelled],
];

export function pageProgress(summaries: readonly (SentenceState | undefined)[], total: number): PageProgress {
  const n = summaries.length;
  const finished = summaries.filter((s) => s && s.status !== 'queued' && s.status !== 'running').length;
  if (finished < n) return { text: t(m.progress, formatNumber(finished + 1), formatNumber(n)), running: true };
  const parts = TALLY.map(([test, message]) => [summaries.filter((s) => s && test(s)).length, message] as const)
    .filter(([c]) => c > 0)
    .map(([c, message]) => t(message, formatNumber(c)));
  return { text: tCount(n, m.tallyOne, m.tallyOther, formatNumber(total), parts.join(', ')), running: false };
}
