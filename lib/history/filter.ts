import type { Verdict } from '../core/types';
import type { CheckRecord } from '../db/records';

/** History search and filters, as pure functions over records (newest first). */

/** A question's answer (Yes / No / Unclear) is filtered by its verdict (True / False / Unverified). */
export interface HistoryFilter {
  query: string;
  verdict: Verdict | 'all' | 'failed';
  site: string;
  /** Inclusive day bounds as `YYYY-MM-DD`, local time; empty for none. */
  from: string;
  to: string;
}

export const EMPTY_FILTER: HistoryFilter = { query: '', verdict: 'all', site: '', from: '', to: '' };

export function filterChecks(records: readonly CheckRecord[], f: HistoryFilter): CheckRecord[] {
  const words = f.query.toLowerCase().split(/\s+/).filter(Boolean);
  const from = f.from ? new Date(`${f.from}T00:00:00`).getTime() : -Infinity;
  const to = f.to ? new Date(`${f.to}T23:59:59.999`).getTime() : Infinity;
  return records
    .filter((r) => {
      if (
        f.verdict === 'failed'
          ? r.status !== 'failed' && r.status !== 'cancelled'
          : f.verdict !== 'all' && r.verdict !== f.verdict
      )
        return false;
      if (f.site && r.site !== f.site) return false;
      if (r.createdAt < from || r.createdAt > to) return false;
      if (words.length) {
        const asked = r.question?.kind === 'yes-no' ? r.question.statement : '';
        const hay = `${r.text} ${asked} ${r.page.title} ${r.site}`.toLowerCase();
        if (!words.every((w) => hay.includes(w))) return false;
      }
      return true;
    })
    .sort((a, b) => b.createdAt - a.createdAt);
}

export function sitesOf(records: readonly CheckRecord[]): string[] {
  return [...new Set(records.map((r) => r.site).filter(Boolean))].sort();
}
