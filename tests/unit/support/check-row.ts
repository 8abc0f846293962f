import type { CheckRecord } from '../../../lib/db/records';

/** A finished history row with these traces, for views that read a stored check. */
export function doneCheck(
  traces: CheckRecord['traces'],
  text = 'Garlic cures colds.',
  tracesVersion?: number,
): CheckRecord {
  return {
    id: 'check:t',
    text,
    key: 'k',
    page: { url: 'https://example.com/', title: 'Example', site: 'example.com' },
    pageKey: 'https://example.com/',
    site: 'example.com',
    status: 'done',
    evidence: [],
    timings: [],
    traces,
    ...(tracesVersion === undefined ? {} : { tracesVersion }),
    modelIds: {},
    isHealthClaim: true,
    subscribers: [],
    runs: 1,
    createdAt: 1,
    updatedAt: 1,
  };
}
