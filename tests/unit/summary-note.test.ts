import { describe, expect, it } from 'vitest';

import type { CheckRecord } from '../../lib/db/records';
import { toSummary } from '../../lib/jobs/summary';

const base: CheckRecord = {
  id: 'check:n' as CheckRecord['id'],
  text: 'x',
  key: 'k',
  page: { url: '', title: '', site: '' },
  pageKey: '',
  site: '',
  status: 'done',
  verdict: 'False',
  evidence: [],
  timings: [],
  traces: {},
  modelIds: {},
  isHealthClaim: true,
  subscribers: [],
  runs: 1,
  createdAt: 0,
  updatedAt: 0,
};

describe('the badge’s note beside the verdict', () => {
  it.each([
    [
      'a matching fact-check’s rating, in its words',
      { rating: { publisher: 'Reuters Fact Check', rating: 'Mostly false', url: 'https://www.reuters.com/x' } },
      'Rated “Mostly false” by Reuters Fact Check',
    ],
    ['a language notice', { notice: 'This claim looks German.' }, 'This claim looks German.'],
    [
      'both',
      {
        rating: { publisher: 'AFP', rating: 'False', url: 'https://factcheck.afp.com/x' },
        notice: 'This claim looks French.',
      },
      'Rated “False” by AFP · This claim looks French.',
    ],
    ['neither', {}, undefined],
  ] as const)('%s', (_name, extra, note) => {
    expect(toSummary({ ...base, ...extra }).note).toBe(note);
  });
});
