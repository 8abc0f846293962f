import { describe, expect, it } from 'vitest';

import { pending } from '../../components/sidepanel/sources/SourceList';
import { parseEngineConfig } from '../../lib/settings/run-config';
import { DEFAULT_SOURCES } from '../../lib/sources/defaults';
import { normaliseDomain, registrableDomain } from '../../lib/sources/domain';
import { effectiveSources, toEngineSources } from '../../lib/sources/effective';
import { matchSource } from '../../lib/sources/match';
import { SOURCE_CATEGORIES, type TrustedSource, type UserEntry } from '../../lib/sources/types';

const src = (domain: string, extra: Partial<TrustedSource> = {}): TrustedSource => ({
  domain,
  name: domain,
  category: 'Other',
  enabled: true,
  origin: 'user',
  ...extra,
});
const entry = (domain: string, extra: Partial<UserEntry> = {}): UserEntry => ({
  domain,
  enabled: true,
  updatedAt: 1,
  device: 'a',
  ...extra,
});

describe('trusted-domain matching', () => {
  it('matches the domain and its subdomains, never look-alikes', () => {
    const list = [src('who.int'), src('nih.gov')];
    expect(matchSource('https://www.who.int/news', list)?.domain).toBe('who.int');
    expect(matchSource('https://who.int/', list)?.domain).toBe('who.int');
    expect(matchSource('https://pubmed.ncbi.nlm.nih.gov/123', list)?.domain).toBe('nih.gov');
    expect(matchSource('https://notwho.int/', list)).toBeNull();
    expect(matchSource('https://who.int.evil.example/', list)).toBeNull();
    expect(matchSource('ftp://who.int/', list)).toBeNull();
    expect(matchSource('not a url', list)).toBeNull();
  });

  it('honours path prefixes on segment boundaries', () => {
    const list = [src('example.org', { pathPrefixes: ['/health/', '/factcheck'] })];
    expect(matchSource('https://example.org/health/garlic', list)).not.toBeNull();
    expect(matchSource('https://example.org/factcheck', list)).not.toBeNull();
    expect(matchSource('https://example.org/factcheck/x', list)).not.toBeNull();
    expect(matchSource('https://example.org/factchecker', list)).toBeNull();
    expect(matchSource('https://example.org/sport/', list)).toBeNull();
  });

  it('lets the most specific entry decide, and ignores disabled ones', () => {
    const list = [
      src('bbc.co.uk'),
      src('www.bbc.co.uk', { pathPrefixes: ['/news/health'] }),
      src('cdc.gov', { enabled: false }),
    ];
    expect(matchSource('https://www.bbc.co.uk/sport', list)).toBeNull();
    expect(matchSource('https://www.bbc.co.uk/news/health-123', list)).toBeNull();
    expect(matchSource('https://www.bbc.co.uk/news/health/123', list)?.domain).toBe('www.bbc.co.uk');
    expect(matchSource('https://news.bbc.co.uk/x', list)?.domain).toBe('bbc.co.uk');
    expect(matchSource('https://www.cdc.gov/', list)).toBeNull();
  });

  it('normalises what users type and refuses public suffixes and IPs with the reason', () => {
    expect(normaliseDomain(' https://WWW.WHO.int/news?x=1 ')).toBe('www.who.int');
    expect(normaliseDomain('Cochrane.org/')).toBe('cochrane.org');
    expect(() => normaliseDomain('co.uk')).toThrow(/public suffix/);
    expect(() => normaliseDomain('nhs.uk')).toThrow(/public suffix/);
    expect(() => normaliseDomain('github.io')).toThrow(/public suffix/);
    expect(() => normaliseDomain('127.0.0.1')).toThrow(/IP addresses/);
    expect(() => normaliseDomain('who int')).toThrow(/not a domain/);
    expect(() => normaliseDomain('')).toThrow(/Type a domain/);
  });

  it('counts distinct sites by registrable domain', () => {
    expect(registrableDomain('www.ncbi.nlm.nih.gov')).toBe('nih.gov');
    expect(registrableDomain('www.nhs.uk')).toBe('www.nhs.uk');
    expect(registrableDomain('a.b.bbc.co.uk')).toBe('bbc.co.uk');
  });
});

describe('default list', () => {
  it('has at least 40 valid, distinct domains in every category, each described', () => {
    expect(DEFAULT_SOURCES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(DEFAULT_SOURCES.map((s) => s.domain)).size).toBe(DEFAULT_SOURCES.length);
    for (const s of DEFAULT_SOURCES) {
      expect(normaliseDomain(s.domain)).toBe(s.domain);
      expect(s.description?.length).toBeGreaterThan(10);
      expect(SOURCE_CATEGORIES).toContain(s.category);
    }
    for (const c of SOURCE_CATEGORIES.filter((c) => c !== 'Other'))
      expect(DEFAULT_SOURCES.filter((s) => s.category === c).length).toBeGreaterThanOrEqual(5);
  });
});

describe('effective list', () => {
  const defaults = [src('who.int', { origin: 'default', name: 'WHO' }), src('cdc.gov', { origin: 'default' })];
  const team = {
    origin: 'list:https://team.example/list.json',
    sources: [
      { domain: 'who.int', name: 'World Health Org', category: 'Other' },
      { domain: 'cochrane.org', name: 'Cochrane', category: 'Other' },
    ],
  };

  it('records every list that contributed a domain', () => {
    const eff = effectiveSources([], [team], defaults);
    expect(eff.find((s) => s.domain === 'who.int')?.contributors).toEqual(['default', team.origin]);
    expect(eff.find((s) => s.domain === 'who.int')?.name).toBe('WHO');
    expect(eff.find((s) => s.domain === 'cochrane.org')?.origin).toBe(team.origin);
  });

  it('applies the user’s additions, edits, disables and removals over every list', () => {
    const eff = effectiveSources(
      [
        entry('cdc.gov', { enabled: false }),
        entry('who.int', { deleted: true }),
        entry('fullfact.org', { name: 'Full Fact', category: 'Fact-checker' }),
        entry('cochrane.org', { pathPrefixes: ['/reviews/'] }),
      ],
      [team],
      defaults,
    );
    expect(eff.map((s) => s.domain).sort()).toEqual(['cdc.gov', 'cochrane.org', 'fullfact.org']);
    expect(eff.find((s) => s.domain === 'cdc.gov')).toMatchObject({ enabled: false, contributors: ['default'] });
    expect(eff.find((s) => s.domain === 'fullfact.org')).toMatchObject({
      name: 'Full Fact',
      origin: 'user',
      contributors: ['user'],
    });
    expect(eff.find((s) => s.domain === 'cochrane.org')?.pathPrefixes).toEqual(['/reviews/']);
    expect(
      toEngineSources(eff)
        .map((s) => s.domain)
        .sort(),
    ).toEqual(['cochrane.org', 'fullfact.org']);
  });
});

/** Issue 34 (8): a shared list only adds trust; narrowing a domain is the reader's own choice. */
describe('a shared list cannot take trust away', () => {
  const list = (sources: { domain: string; pathPrefixes?: string[] }[]) => ({
    origin: 'list:https://lists.example/health.json',
    sources: sources.map((s) => ({ ...s, name: s.domain, category: 'Other' })),
  });
  const engine = (user: UserEntry[], lists: ReturnType<typeof list>[]) =>
    toEngineSources(effectiveSources(user, lists, DEFAULT_SOURCES));
  const pages = [
    'https://www.who.int/news-room/fact-sheets/detail/coronavirus-disease-(covid-19)',
    'https://www.cdc.gov/coronavirus/2019-ncov/index.html',
  ];

  it.each([
    [
      'path prefixes that match nothing',
      [
        { domain: 'www.who.int', pathPrefixes: ['/nothing/'] },
        { domain: 'www.cdc.gov', pathPrefixes: ['/x'] },
      ],
    ],
    [
      'an empty-looking prefix',
      [
        { domain: 'www.who.int', pathPrefixes: ['/ '] },
        { domain: 'www.cdc.gov', pathPrefixes: ['/zz/'] },
      ],
    ],
    [
      'the bare domains narrowed',
      [
        { domain: 'who.int', pathPrefixes: ['/nothing/'] },
        { domain: 'cdc.gov', pathPrefixes: ['/nothing/'] },
      ],
    ],
  ])('a list with %s leaves the default WHO and CDC pages trusted', (_name, sources) => {
    const trusted = engine([], [list(sources)]);
    for (const url of pages) expect(matchSource(url, trusted), url).not.toBeNull();
  });

  it('a list’s own path-restricted domain still adds trust where it matches', () => {
    const trusted = engine([], [list([{ domain: 'health.example.org', pathPrefixes: ['/facts/'] }])]);
    expect(matchSource('https://health.example.org/facts/garlic', trusted)?.domain).toBe('health.example.org');
    expect(matchSource('https://health.example.org/ads/garlic', trusted)).toBeNull();
  });

  it('the reader’s own path prefixes narrow, on a new subdomain or on a domain a list gave', () => {
    const own = engine([entry('www.who.int', { pathPrefixes: ['/emergencies/'] })], []);
    expect(matchSource(pages[0]!, own)).toBeNull();
    expect(matchSource('https://www.who.int/emergencies/diseases', own)?.domain).toBe('www.who.int');
    const edited = engine(
      [entry('www.cdc.gov', { pathPrefixes: ['/flu/'] })],
      [list([{ domain: 'www.cdc.gov', pathPrefixes: ['/x'] }])],
    );
    expect(matchSource(pages[1]!, edited)).toBeNull();
    expect(matchSource('https://www.cdc.gov/flu/season', edited)?.domain).toBe('www.cdc.gov');
    // The engine receives the reader's narrowing as such (its config schema keeps it).
    expect(parseEngineConfig({ settings: {}, sources: edited }).sources).toEqual(edited);
  });
});

describe('the Sources tab checkbox', () => {
  it('keeps a click until storage confirms it, whatever state arrives first', () => {
    const clicked = { 'who.int': false, 'cdc.gov': true };
    // A refresh that was already on its way: nothing confirmed, nothing dropped (same object back).
    expect(
      pending(clicked, [
        { domain: 'who.int', enabled: true },
        { domain: 'cdc.gov', enabled: false },
      ]),
    ).toBe(clicked);
    // who.int confirmed; cdc.gov not yet.
    expect(
      pending(clicked, [
        { domain: 'who.int', enabled: false },
        { domain: 'cdc.gov', enabled: false },
      ]),
    ).toEqual({ 'cdc.gov': true });
    // A domain gone from the list takes its click with it.
    expect(pending(clicked, [{ domain: 'who.int', enabled: true }])).toEqual({ 'who.int': false });
  });
});
