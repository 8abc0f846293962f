import { describe, expect, it } from 'vitest';

import { evidenceDate, evidenceYear, yearOf } from '../../lib/evidence/dated';
import { webEvidenceItems } from '../../lib/pipeline/stages/web/outcome';
import { evidenceBlock } from '../../lib/tribunal/prompts/evidence';
import type { Passage, WebEvidenceBundle } from '../../lib/web/types';

/** A passage's dates, as the reader and the judge see them (issue 32 item 4). */

describe('reading evidence dates', () => {
  it.each([
    ['2021-03-04', 2021],
    ['2019', 2019],
    ['2021-3-4', null],
    ['March 2021', null],
    ['', null],
    [undefined, null],
  ])('yearOf(%j) → %s', (date, year) => {
    expect(yearOf(date)).toBe(year);
  });

  it.each([
    [{ published: '2015-01-02' }, 'published 2015-01-02', 2015],
    [{ modified: '2024-05-06' }, 'updated 2024-05-06', 2024],
    [{ published: '2015-01-02', modified: '2024-05-06' }, 'published 2015-01-02, updated 2024-05-06', 2024],
    [{ published: '2020-01-01', modified: '2020-01-01' }, 'published 2020-01-01', 2020],
    [{ published: '<b>2020</b>' }, null, null],
    [{}, null, null],
  ])('%j reads “%s”, guidance of %s', (dated, label, year) => {
    expect(evidenceDate(dated)).toBe(label);
    expect(evidenceYear(dated)).toBe(year);
  });
});

const passage = (over: Partial<Passage>): Passage => ({
  text: 'Adults should take 10 micrograms of vitamin D a day.',
  url: 'https://www.nhs.uk/vitamin-d',
  domain: 'nhs.uk',
  title: 'Vitamin D',
  sourceName: 'NHS',
  score: 0.8,
  similarity: 0.8,
  boosted: false,
  instructionLike: false,
  offset: 0,
  ...over,
});

describe('dates travel with the evidence', () => {
  it('each listed source carries its page’s dates, and a rating its review day', () => {
    const bundle = {
      passages: [
        passage({ published: '2015-01-02', modified: '2024-05-06' }),
        passage({ url: 'https://www.cdc.gov/x', domain: 'cdc.gov' }),
      ],
      claimReviews: [
        {
          claim: 'c',
          publisher: 'Full Fact',
          url: 'https://fullfact.org/a',
          rating: 'False',
          reviewDate: '2020-04-02T00:00:00Z',
        },
        {
          claim: 'c',
          publisher: 'Full Fact',
          url: 'https://fullfact.org/b',
          rating: 'False',
          reviewDate: 'last spring',
        },
      ],
    } as unknown as WebEvidenceBundle;
    expect(webEvidenceItems(bundle).map((e) => [e.published ?? null, e.modified ?? null])).toEqual([
      ['2015-01-02', '2024-05-06'],
      [null, null],
      ['2020-04-02', null],
      [null, null],
    ]);
  });

  it('the judge reads published and modified as attributes, never a date that is not one', () => {
    const block = evidenceBlock({
      passages: [passage({ published: '2015-01-02', modified: '2024-05-06' }), passage({ modified: '2024" x="y' })],
    });
    expect(block).toContain('published="2015-01-02" modified="2024-05-06"');
    expect(block).not.toContain('x="y');
  });
});
