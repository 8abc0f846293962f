import { describe, expect, it } from 'vitest';

import { isQuotaError } from '../../lib/util/quota';

/** One owner for "the storage is full", for IndexedDB (Dexie) and for model files alike. */
describe('isQuotaError', () => {
  const named = (name: string, message = 'x') => Object.assign(new Error(message), { name });
  it.each([
    {
      name: 'the browser’s DOMException',
      error: new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
      quota: true,
    },
    {
      name: 'Dexie’s wrapper around it',
      error: Object.assign(named('AbortError', 'Transaction aborted'), { inner: named('QuotaExceededError') }),
      quota: true,
    },
    {
      name: 'Firefox’s name for it',
      error: named('NS_ERROR_DOM_QUOTA_REACHED'),
      quota: true,
    },
    {
      name: 'our own error whose cause is another error',
      error: new Error('Could not save the document', { cause: named('AbortError', 'aborted') }),
      quota: false,
    },
    {
      name: 'our own error whose cause is Dexie’s wrapper',
      error: new Error('Could not save the document', {
        cause: Object.assign(named('AbortError', 'aborted'), { inner: named('QuotaExceededError') }),
      }),
      quota: true,
    },
    {
      name: 'a file store that says so',
      error: new Error('Model store quota exceeded (4096 of 1024 bytes)'),
      quota: true,
    },
    { name: 'another storage error', error: named('ConstraintError', 'Key already exists'), quota: false },
    { name: 'a network error', error: new TypeError('Failed to fetch'), quota: false },
    { name: 'not an error', error: 'quota', quota: false },
    { name: 'nothing', error: undefined, quota: false },
  ])('$name → $quota', ({ error, quota }) => {
    expect(isQuotaError(error)).toBe(quota);
  });
});
