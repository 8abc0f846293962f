import { describe, expect, it } from 'vitest';

import { pageLocks, parsePageSettings } from '../../lib/content/settings';
import { defaultSettings, parseSettings } from '../../lib/settings/schema';
import { flagsOnSite } from '../../lib/settings/sections/feeds';

const defaults = () => ({ ...defaultSettings().general, feeds: defaultSettings().feeds });

describe('settings as the content script reads them', () => {
  it('gives the documented defaults when nothing is stored', () => {
    expect(parsePageSettings(undefined)).toEqual(defaults());
    expect(parsePageSettings(undefined).feeds).toEqual({
      flagKnown: false,
      sites: {},
      minConfidence: 0.85,
      minSimilarity: 0.85,
    });
  });

  it('reads the General and Feeds sections, whatever the other sections hold', () => {
    const stored = {
      general: { showPill: false, restoreBadges: false, maxSelectionChars: 800 },
      feeds: { flagKnown: true },
      web: { maxResults: 'broken' },
    };
    expect(parsePageSettings(stored)).toEqual({
      showPill: false,
      restoreBadges: false,
      maxSelectionChars: 800,
      maxConcurrentChecks: 2,
      feeds: { ...defaultSettings().feeds, flagKnown: true },
    });
  });

  it('falls back to the defaults of a section that is invalid, keeping the other', () => {
    expect(parsePageSettings({ general: { showPill: 'yes' } })).toEqual(defaults());
    expect(parsePageSettings('garbage')).toEqual(defaults());
    expect(parsePageSettings({ general: { showPill: false }, feeds: { flagKnown: 'on' } })).toEqual({
      ...defaults(),
      showPill: false,
    });
  });
});

describe('feeds settings', () => {
  it.each([
    [{ flagKnown: 'yes' }, 'feeds.flagKnown'],
    [{ minConfidence: 0.2 }, 'feeds.minConfidence'],
    [{ minSimilarity: 1.5 }, 'feeds.minSimilarity'],
    [{ sites: { 'X.COM': true } }, 'feeds.sites'],
    [{ sites: { 'x.com/evil path': true } }, 'feeds.sites'],
    [{ sites: { 'x.com': 'on' } }, 'feeds.sites.x.com'],
  ])('refuses %j, naming %s', (feeds, field) => {
    expect(() => parseSettings({ feeds })).toThrow(`Setting "${field}`);
  });

  it('refuses more than 500 sites', () => {
    const sites = Object.fromEntries(Array.from({ length: 501 }, (_, i) => [`site${i}.example`, true]));
    expect(() => parseSettings({ feeds: { sites } })).toThrow('Setting "feeds.sites"');
  });

  it.each([
    [false, {}, 'x.com', false],
    [true, {}, 'x.com', true],
    [false, { 'x.com': true }, 'x.com', true],
    [false, { 'x.com': true }, 'X.com', true],
    [true, { 'x.com': false }, 'x.com', false],
    [true, { 'x.com': false }, 'reddit.com', true],
    // www. and the bare host are one site; another subdomain is a site of its own.
    [false, { 'x.com': true }, 'www.x.com', true],
    [false, { 'x.com': true }, 'm.x.com', false],
  ])('flagKnown %s with sites %j: on %s → %s', (flagKnown, sites, host, on) => {
    expect(flagsOnSite({ flagKnown, sites }, host)).toBe(on);
  });
});

describe('General and Feeds settings the organisation locked, as the content script applies them', () => {
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
    [
      'flagging locked off: the per-site switches are locked empty too',
      { locked: { 'feeds.flagKnown': false } },
      { feeds: { flagKnown: false, sites: {} } },
    ],
    [
      'flagging locked with the policy’s own site switches',
      { locked: { 'feeds.flagKnown': true, 'feeds.sites': { 'intranet.example.org': false } } },
      { feeds: { flagKnown: true, sites: { 'intranet.example.org': false } } },
    ],
    ['a stricter floor alone', { locked: { 'feeds.minConfidence': 0.95 } }, { feeds: { minConfidence: 0.95 } }],
    ['a wrong feeds value is refused', { locked: { 'feeds.flagKnown': 'on' } }, {}],
  ])('%s', (_name, policy, expected) => {
    expect(pageLocks(policy)).toEqual(expected);
  });

  it('flagging locked off wins over the reader’s own switch for all sites and for a site', () => {
    const settings = parsePageSettings(
      { feeds: { flagKnown: true, sites: { 'x.com': true } } },
      pageLocks({ locked: { 'feeds.flagKnown': false } }),
    );
    expect(flagsOnSite(settings.feeds, 'x.com')).toBe(false);
    expect(flagsOnSite(settings.feeds, 'reddit.com')).toBe(false);
  });

  it('a lock wins over what the reader stored', () => {
    expect(parsePageSettings({ general: { showPill: true, maxSelectionChars: 800 } }, { showPill: false })).toEqual({
      ...defaults(),
      showPill: false,
      maxSelectionChars: 800,
    });
  });
});
