import { describe, expect, it } from 'vitest';

import { parsePageSettings } from '../../lib/content/settings';
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
