import { describe, expect, it } from 'vitest';

import { pageLocks, parsePageSettings } from '../../lib/content/settings';
import { defaultSettings } from '../../lib/settings/schema';

describe('settings as the content script reads them', () => {
  it('gives the documented defaults when nothing is stored', () => {
    expect(parsePageSettings(undefined)).toEqual(defaultSettings().general);
  });

  it('reads the General section, whatever the other sections hold', () => {
    const stored = {
      general: { showPill: false, restoreBadges: false, maxSelectionChars: 800 },
      web: { maxResults: 'broken' },
    };
    expect(parsePageSettings(stored)).toEqual({
      showPill: false,
      restoreBadges: false,
      maxSelectionChars: 800,
      maxConcurrentChecks: 2,
    });
  });

  it('falls back to the defaults when the General section is invalid', () => {
    expect(parsePageSettings({ general: { showPill: 'yes' } })).toEqual(defaultSettings().general);
    expect(parsePageSettings('garbage')).toEqual(defaultSettings().general);
  });
});

describe('General settings the organisation locked, as the content script applies them', () => {
  it.each([
    ['no policy', undefined, {}],
    ['an empty policy', {}, {}],
    ['a locked pill', { locked: { 'general.showPill': false } }, { showPill: false }],
    [
      'locks of other sections are not the page’s',
      { locked: { 'web.enabled': false, 'general.restoreBadges': false } },
      { restoreBadges: false },
    ],
    ['a wrong type is refused', { locked: { 'general.showPill': 'no' } }, {}],
    ['an out-of-range value is refused', { locked: { 'general.maxSelectionChars': 5 } }, {}],
    ['locked that is not an object', { locked: ['general.showPill'] }, {}],
  ])('%s', (_name, policy, expected) => {
    expect(pageLocks(policy)).toEqual(expected);
  });

  it('a lock wins over what the reader stored', () => {
    expect(parsePageSettings({ general: { showPill: true, maxSelectionChars: 800 } }, { showPill: false })).toEqual({
      ...defaultSettings().general,
      showPill: false,
      maxSelectionChars: 800,
    });
  });
});
