import { describe, expect, it } from 'vitest';

import { runsNow } from '../../lib/content/feature-run';
import { parsePageSettings } from '../../lib/content/settings';

/** When each kind of in-page feature runs, from what it declares (feature.ts) and the page's settings. */
describe('runsNow', () => {
  const settings = (stored: object) => parsePageSettings(stored);

  it('always: on every page, whatever the settings', () => {
    expect(runsNow('always', settings({}), 'example.org')).toBe(true);
  });

  it('flagging: with feed flagging on, or on for this site only', () => {
    expect(runsNow('flagging', settings({}), 'x.com')).toBe(false);
    expect(runsNow('flagging', settings({ feeds: { flagKnown: true } }), 'x.com')).toBe(true);
    const onlyX = settings({ feeds: { flagKnown: false, sites: { 'x.com': true } } });
    expect([runsNow('flagging', onlyX, 'x.com'), runsNow('flagging', onlyX, 'example.org')]).toEqual([true, false]);
  });

  it('restoring-badges: with the General setting to show earlier checks’ badges', () => {
    expect(runsNow('restoring-badges', settings({ general: { restoreBadges: true } }), 'example.org')).toBe(true);
    expect(runsNow('restoring-badges', settings({ general: { restoreBadges: false } }), 'example.org')).toBe(false);
  });
});
