import type { CheckRecord } from '../db/records';
import { ANSWER_WORDS } from '../pipeline/format';

/**
 * History exports. JSON keeps the whole record except transient fields; CSV is one row per
 * check, with cells that a spreadsheet would run as a formula neutralised.
 */

function exportableRecord(r: CheckRecord): Omit<CheckRecord, 'subscribers' | 'key' | 'pageKey' | 'requestIds'> {
  const { subscribers: _s, key: _k, pageKey: _p, requestIds: _r, ...rest } = r;
  return rest;
}

export function historyToJson(records: readonly CheckRecord[], now = new Date()): string {
  return JSON.stringify(
    { format: 'claimlens-history', version: 1, exportedAt: now.toISOString(), checks: records.map(exportableRecord) },
    null,
    2,
  );
}

/** `question`: yes-no or open (empty for a statement); `answer` and `statement` for a yes/no question. */
const CSV_COLUMNS = [
  'id',
  'createdAt',
  'status',
  'verdict',
  'confidence',
  'path',
  'text',
  'reason',
  'explanation',
  'pageUrl',
  'pageTitle',
  'site',
  'sources',
  'question',
  'answer',
  'statement',
] as const;

export function csvCell(value: unknown): string {
  let s = value === undefined || value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\n\r]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

export function historyToCsv(records: readonly CheckRecord[]): string {
  const rows = records.map((r) =>
    [
      r.id,
      new Date(r.createdAt).toISOString(),
      r.status,
      r.verdict ?? '',
      typeof r.confidence === 'number' ? r.confidence.toFixed(3) : '',
      r.path ?? '',
      r.text,
      r.reason ?? r.error ?? '',
      r.explanation ?? '',
      r.page.url,
      r.page.title,
      r.site,
      r.evidence
        .map((e) => e.url)
        .filter(Boolean)
        .join(' '),
      r.question?.kind ?? '',
      r.question?.kind === 'yes-no' && r.verdict ? ANSWER_WORDS[r.verdict] : '',
      r.question?.kind === 'yes-no' ? r.question.statement : '',
    ]
      .map(csvCell)
      .join(','),
  );
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}
