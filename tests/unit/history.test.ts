import { describe, expect, it } from 'vitest';

import type { CheckRecord } from '../../lib/db/records';
import { csvCell, historyToCsv, historyToJson } from '../../lib/history/export';
import { EMPTY_FILTER, filterChecks, sitesOf } from '../../lib/history/filter';
import { safeHttpUrl } from '../../lib/history/safe-url';

function rec(id: string, over: Partial<CheckRecord>): CheckRecord {
  return {
    id: `check:${id}`,
    text: 'claim',
    key: 'claim',
    page: { url: 'https://x.com/p', title: 'Post', site: 'x.com' },
    pageKey: 'https://x.com/p',
    site: 'x.com',
    status: 'done',
    verdict: 'True',
    confidence: 0.8,
    path: 'memory',
    evidence: [],
    timings: [],
    traces: {},
    modelIds: {},
    isHealthClaim: true,
    subscribers: [{ tabId: 1, frameId: 0 }],
    runs: 1,
    createdAt: new Date('2026-11-20T10:00:00').getTime(),
    updatedAt: 0,
    ...over,
  };
}

const records = [
  rec('a', {
    text: 'Garlic cures COVID-19',
    verdict: 'False',
    site: 'reddit.com',
    createdAt: new Date('2026-11-01T09:00:00').getTime(),
  }),
  rec('b', {
    text: 'Masks reduce transmission',
    verdict: 'True',
    site: 'x.com',
    createdAt: new Date('2026-11-10T09:00:00').getTime(),
  }),
  rec('c', {
    text: 'Vitamin D prevents flu',
    status: 'failed',
    verdict: undefined,
    site: 'x.com',
    createdAt: new Date('2026-11-20T09:00:00').getTime(),
  }),
];

describe('history filters', () => {
  it('lists newest first', () => {
    expect(filterChecks(records, EMPTY_FILTER).map((r) => r.id)).toEqual(['check:c', 'check:b', 'check:a']);
  });
  it('searches words in any order, case-insensitively', () => {
    expect(filterChecks(records, { ...EMPTY_FILTER, query: 'covid GARLIC' }).map((r) => r.id)).toEqual(['check:a']);
  });
  it('filters by verdict, failures, site and inclusive dates', () => {
    expect(filterChecks(records, { ...EMPTY_FILTER, verdict: 'True' }).map((r) => r.id)).toEqual(['check:b']);
    expect(filterChecks(records, { ...EMPTY_FILTER, verdict: 'failed' }).map((r) => r.id)).toEqual(['check:c']);
    expect(filterChecks(records, { ...EMPTY_FILTER, site: 'x.com' }).map((r) => r.id)).toEqual(['check:c', 'check:b']);
    expect(filterChecks(records, { ...EMPTY_FILTER, from: '2026-11-10', to: '2026-11-10' }).map((r) => r.id)).toEqual([
      'check:b',
    ]);
    expect(sitesOf(records)).toEqual(['reddit.com', 'x.com']);
  });
});

describe('questions in the history (issue 19)', () => {
  const asked = [
    rec('q', {
      text: 'Does garlic cure COVID-19?',
      verdict: 'False',
      question: { kind: 'yes-no', statement: 'Garlic cures COVID-19.', method: 'rules' },
    }),
    rec('o', { text: 'How much vitamin D should adults take?', verdict: 'Unverified', question: { kind: 'open' } }),
    rec('s', { text: 'Masks reduce transmission', verdict: 'True' }),
  ];
  it('the verdict filter keeps its values underneath: No is False, Unclear is Unverified', () => {
    expect(filterChecks(asked, { ...EMPTY_FILTER, verdict: 'False' }).map((r) => r.id)).toEqual(['check:q']);
    expect(filterChecks(asked, { ...EMPTY_FILTER, verdict: 'Unverified' }).map((r) => r.id)).toEqual(['check:o']);
  });
  it('search finds a question by the words of the statement checked for it', () => {
    expect(filterChecks(asked, { ...EMPTY_FILTER, query: 'cures' }).map((r) => r.id)).toEqual(['check:q']);
  });
  it('CSV says which rows were questions, their answer and the statement; JSON keeps the question field', () => {
    const rows = historyToCsv(asked).trim().split('\r\n').slice(1);
    expect(rows[0]!.endsWith(',yes-no,No,Garlic cures COVID-19.')).toBe(true);
    expect(rows[1]!.endsWith(',open,,')).toBe(true);
    expect(rows[2]!.endsWith(',,,')).toBe(true);
    expect(rows[0]).toContain(',False,');
    const json = JSON.parse(historyToJson(asked)) as { checks: CheckRecord[] };
    expect(json.checks.map((c) => c.question)).toEqual([
      { kind: 'yes-no', statement: 'Garlic cures COVID-19.', method: 'rules' },
      { kind: 'open' },
      undefined,
    ]);
  });
});

describe('history export', () => {
  it('neutralises spreadsheet formulas and quotes CSV cells', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
  });

  it('writes one CSV row per check with a header', () => {
    const csv = historyToCsv([
      rec('z', {
        text: '<script>alert(1)</script>, "quoted"',
        evidence: [{ kind: 'web', text: 'p', url: 'https://who.int/a' }],
      }),
    ]);
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    // question, answer, statement: issue 19 (empty for a statement).
    expect(lines[0]).toBe(
      'id,createdAt,status,verdict,confidence,path,text,reason,explanation,pageUrl,pageTitle,site,sources,question,answer,statement',
    );
    expect(lines[1]!.endsWith(',https://who.int/a,,,')).toBe(true);
    expect(lines[1]).toContain('"<script>alert(1)</script>, ""quoted"""');
    expect(lines[1]).toContain('https://who.int/a');
  });

  it('exports JSON without subscribers or internal keys', () => {
    const parsed = JSON.parse(historyToJson([rec('j', {})], new Date('2026-11-29T00:00:00Z')));
    expect(parsed).toMatchObject({ format: 'claimlens-history', version: 1, exportedAt: '2026-11-29T00:00:00.000Z' });
    expect(parsed.checks[0].subscribers).toBeUndefined();
    expect(parsed.checks[0].text).toBe('claim');
  });

  it('links only http(s) URLs', () => {
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull();
    expect(safeHttpUrl('data:text/html,hi')).toBeNull();
    expect(safeHttpUrl('https://www.cdc.gov/x')).toBe('https://www.cdc.gov/x');
  });
});
