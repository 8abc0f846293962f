import { describe, expect, it } from 'vitest';

import type { TribunalBundle } from '../../lib/evidence/bundle';
import { newerSideWins, recencyNote, recencyOf } from '../../lib/evidence/recency';
import { judgeMessages } from '../../lib/tribunal/prompts/judge';
import type { AnalystReport } from '../../lib/tribunal/roles';
import { verbatimVerdict } from '../../lib/web/claimreview';

/** Newer guidance preferred (issue 32 item 4): the rule, the judge's note and the no-LLM tie-break. */

const at = (published?: string, modified?: string) => ({ published, modified });

describe('recencyOf / newerSideWins: which side is newer, and when that breaks a tie', () => {
  it.each([
    ['refuting newer by 8 years', [at('2015-01-01')], [at('2023-06-01')], 'refuting', 8, 'refuting'],
    ['supporting newer by 3 years', [at('2021')], [at('2018-02-02')], 'supporting', 3, 'supporting'],
    ['a gap of 1 year is noted, not decisive', [at('2022-01-01')], [at('2021-12-31')], 'supporting', 1, null],
    ['exactly 2 years decides', [at('2020-05-05')], [at('2022-01-01')], 'refuting', 2, 'refuting'],
    ['the same year', [at('2020-01-01')], [at('2020-12-31')], null, 0, null],
    ['each side’s newest passage counts', [at('2010'), at('2022')], [at('2021')], 'supporting', 1, null],
    ['a revision makes a page newer', [at('2012-01-01', '2024-03-03')], [at('2019')], 'supporting', 5, 'supporting'],
  ] as const)('%s', (_, supporting, refuting, newer, gap, wins) => {
    const r = recencyOf(supporting, refuting);
    expect([r?.newer ?? null, r?.gap]).toEqual([newer, gap]);
    expect(newerSideWins(r)).toBe(wins);
  });

  it.each([
    ['an undated side', [at()], [at('2023-01-01')]],
    ['no passages on a side', [], [at('2023-01-01')]],
    ['dates that are not dates', [at('soon')], [at('<b>2023</b>')]],
  ] as const)('says nothing for %s: a missing date is not an old one', (_, supporting, refuting) => {
    expect(recencyOf(supporting, refuting)).toBeNull();
    expect(newerSideWins(recencyOf(supporting, refuting))).toBeNull();
    expect(recencyNote(recencyOf(supporting, refuting))).toBeNull();
  });

  it('a larger minimum gap holds a smaller one back', () => {
    expect(newerSideWins(recencyOf([at('2015')], [at('2020')]), 6)).toBeNull();
  });

  it('tells the judge which side is newer and by how much, and to prefer it only from the gap on', () => {
    expect(recencyNote(recencyOf([at('2015-01-01')], [at('2023-06-01')]))).toBe(
      'Dates: the newest contradicting passage (2023) is 8 years newer than the newest supporting passage (2015). Where they disagree, prefer the newer contradicting guidance unless the older evidence is plainly stronger or the newer passage does not address the claim.',
    );
    expect(recencyNote(recencyOf([at('2022')], [at('2021')]))).toBe(
      'Dates: the newest supporting passage (2022) is 1 year newer than the newest contradicting passage (2021).',
    );
    expect(recencyNote(recencyOf([at('2020')], [at('2020')]))).toBe(
      'Dates: the newest supporting and the newest contradicting passages are both from 2020.',
    );
  });
});

describe('the judge is told which cited side is newer', () => {
  const bundle: TribunalBundle = {
    passages: [
      {
        text: 'Old advice: take it.',
        url: 'https://old.example/a',
        domain: 'old.example',
        score: 0.8,
        published: '2014-02-02',
      },
      {
        text: 'New advice: do not.',
        url: 'https://new.example/b',
        domain: 'new.example',
        score: 0.8,
        published: '2023-03-03',
      },
    ],
  };
  const report = (url: string, label: string): AnalystReport => ({
    findings: [{ url, quote: 'advice', label, point: 'p' }],
    summary: 's',
  });

  it('from the passages each analyst cited; a contradiction analyst’s mere caveat is no side', () => {
    const user = (label: string) =>
      judgeMessages(
        'Take it.',
        bundle,
        report('https://old.example/a', 'direct'),
        report('https://new.example/b', label),
      )[1]!.content;
    expect(user('contradiction')).toContain(
      'Dates: the newest contradicting passage (2023) is 9 years newer than the newest supporting passage (2014).',
    );
    expect(user('limitation')).not.toContain('Dates:');
  });
});

describe('verbatimVerdict: ratings of the same words that disagree', () => {
  const r = (verdict: 'True' | 'False', reviewDate?: string, publisher = 'X') => ({
    verdict,
    match: 'verbatim' as const,
    publisher,
    rating: verdict,
    ...(reviewDate ? { reviewDate } : {}),
  });

  it.each([
    ['the newer by ≥ 2 years stands', [r('False', '2016-01-01', 'Old'), r('True', '2022-05-01', 'New')], 'True', 'New'],
    ['either way round', [r('True', '2015-01-01T00:00:00Z', 'Old'), r('False', '2021-01-01', 'New')], 'False', 'New'],
    ['a gap of 1 year goes to the tribunal', [r('False', '2021-01-01'), r('True', '2022-01-01')], null, null],
    ['an undated rating goes to the tribunal', [r('False'), r('True', '2022-01-01')], null, null],
    ['a free-text date goes to the tribunal', [r('False', 'spring 2010'), r('True', '2022-01-01')], null, null],
  ] as const)('%s', (_, reviews, verdict, publisher) => {
    const found = verbatimVerdict(reviews);
    expect([found?.verdict ?? null, found?.review.publisher ?? null]).toEqual([verdict, publisher]);
    if (found) expect(found.outdated?.publisher).toBe('Old');
  });

  it('agreeing ratings need no dates and name nothing outdated', () => {
    expect(verbatimVerdict([r('False'), r('False', '2020-01-01')])).toMatchObject({ verdict: 'False' });
    expect(verbatimVerdict([r('False'), r('False')])?.outdated).toBeUndefined();
  });

  it('a newer “Misleading” still sends the claim to the tribunal', () => {
    const misleading = { ...r('False', '2024-01-01'), verdict: 'Unverified' as const, rating: 'Misleading' };
    expect(verbatimVerdict([r('False', '2015-01-01'), misleading])).toBeNull();
  });
});
