import { describe, expect, it } from 'vitest';

import { flagsOnSite, siteKey, withSite } from '../../lib/settings/sections/feeds';

describe('the per-site switch of flagging known claims', () => {
  it('treats www. and the bare host as one site, and other subdomains as their own', () => {
    expect(siteKey('www.reddit.com')).toBe('reddit.com');
    expect(siteKey('WWW.X.com')).toBe('x.com');
    expect(siteKey('x.com')).toBe('x.com');
    expect(siteKey('old.reddit.com')).toBe('old.reddit.com');
    expect(siteKey('www.')).toBe('www.');
    expect(siteKey('wwwx.com')).toBe('wwwx.com');
    expect(siteKey('127.0.0.1:8080')).toBe('127.0.0.1:8080');
  });

  it('a site’s switch wins over the switch for all sites, under either host name', () => {
    const feeds = { flagKnown: false, sites: { 'x.com': true, 'reddit.com': false } };
    expect(flagsOnSite(feeds, 'www.x.com')).toBe(true);
    expect(flagsOnSite(feeds, 'x.com')).toBe(true);
    expect(flagsOnSite({ ...feeds, flagKnown: true }, 'www.reddit.com')).toBe(false);
    expect(flagsOnSite(feeds, 'old.reddit.com')).toBe(false);
    expect(flagsOnSite({ ...feeds, flagKnown: true }, 'old.reddit.com')).toBe(true);
  });

  it('an entry stored for the exact www. host (before sites were keyed) still counts', () => {
    expect(flagsOnSite({ flagKnown: false, sites: { 'www.bbc.co.uk': true } }, 'www.bbc.co.uk')).toBe(true);
    expect(flagsOnSite({ flagKnown: false, sites: { 'www.bbc.co.uk': true } }, 'bbc.co.uk')).toBe(false);
  });

  it('setting a site keeps one entry under its site key and replaces an older www. entry', () => {
    expect(withSite({ 'www.x.com': false, 'reddit.com': true }, 'x.com', true)).toEqual({
      'reddit.com': true,
      'x.com': true,
    });
    expect(withSite({}, 'www.x.com', false)).toEqual({ 'x.com': false });
    expect(withSite({ 'old.reddit.com': true }, 'www.reddit.com', false)).toEqual({
      'old.reddit.com': true,
      'reddit.com': false,
    });
  });
});
