import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { StageName } from '../../lib/core/types';
import { getDb } from '../../lib/db/database';
import { readPdfText } from '../../lib/documents/extract/web-pdf';
import { createLlmServices } from '../../lib/llm/provider';
import { LlmSession } from '../../lib/llm/session';
import { LocalLlm } from '../../lib/llm/webllm';
import type { ModelServices } from '../../lib/ml/types';
import type { StageContext } from '../../lib/pipeline/stage';
import { webStage } from '../../lib/pipeline/stages/web/web';
import { ConsentBroker, createConsentGate } from '../../lib/privacy/consent';
import type { EngineConfig } from '../../lib/settings/run-config';
import { defaultSettings } from '../../lib/settings/schema';
import { DEFAULT_SOURCES } from '../../lib/sources/defaults';
import { decodeHtml } from '../../lib/web/charset';
import { gatherEvidence } from '../../lib/web/gather';
import { type PageOptions, readPage, selectCandidates } from '../../lib/web/pages';
import { permits } from '../../lib/web/permissions';
import { brave } from '../../lib/web/providers/brave';
import { duckDuckGo, parseDuckDuckGoHtml } from '../../lib/web/providers/duckduckgo';
import { searchClaimReviews } from '../../lib/web/providers/factcheck';
import { searxng } from '../../lib/web/providers/searxng';
import type { WebEvidenceBundle } from '../../lib/web/types';
import { lexicalEmbedder } from '../support/lexical-embedder';
import { fixtureFetch } from '../support/web-fixtures/node-fetch';
import { startWebFixtures, type WebFixtures } from '../support/web-fixtures/server';
import { CLAIM, RESULTS } from '../support/web-fixtures/sites';

let fx: WebFixtures;
let fetch: ReturnType<typeof fixtureFetch>;
beforeAll(async () => {
  fx = await startWebFixtures();
  fetch = fixtureFetch(fx);
});
afterAll(async () => {
  await fetch.close();
  await fx.close();
});

function settings() {
  const s = defaultSettings();
  s.web.enabled = true;
  s.web.duckduckgoUrl = fx.httpUrl('/html/');
  s.web.searxngUrl = fx.httpUrl('/');
  s.web.braveUrl = fx.httpUrl('/res/v1/web/search');
  s.web.factCheckUrl = fx.httpUrl('/v1alpha1/claims:search');
  return s;
}
const search = { timeoutMs: 5000, maxResults: 40 };

describe('search providers against fixture endpoints', () => {
  it('reads DuckDuckGo’s HTML results: targets behind its redirector, ads skipped, order kept', async () => {
    const results = await duckDuckGo(fx.httpUrl('/html/'))
      .search('garlic covid', { fetch: () => Promise.reject(new Error('unused')), ...search })
      .catch(() => null);
    expect(results).toBeNull();
    const got = await duckDuckGo(fx.httpUrl('/html/')).search('garlic covid', { fetch, ...search });
    expect(got.map((r) => r.url)).toEqual(RESULTS.filter((r) => !r.ad).map((r) => r.url));
    expect(got[1]).toMatchObject({ title: 'Myth busters', snippet: expect.stringContaining('no evidence') });
    expect(fx.requests.at(-1)?.path).toBe('/html/?q=garlic+covid');
    expect(() => parseDuckDuckGoHtml('<div class="anomaly-modal">robot?</div>', 40)).toThrow(/CAPTCHA/);
  });

  it('reads SearXNG’s and Brave’s JSON, and names the fix when a key is wrong', async () => {
    expect((await searxng(fx.httpUrl('/')).search('garlic', { fetch, ...search })).length).toBe(RESULTS.length - 1);
    const b = await brave('brave-test-key', fx.httpUrl('/res/v1/web/search')).search('garlic', { fetch, ...search });
    expect(b[0]).toEqual({ url: RESULTS[0]!.url, title: RESULTS[0]!.title, snippet: RESULTS[0]!.snippet });
    expect(fx.requests.at(-1)?.headers['x-subscription-token']).toBe('brave-test-key');
    await expect(
      brave('wrong', fx.httpUrl('/res/v1/web/search')).search('garlic', { fetch, ...search }),
    ).rejects.toThrow(/refused the request \(HTTP 401\): check its API key/);
    await expect(brave(undefined).search('garlic', { fetch, ...search })).rejects.toThrow(
      /needs an API key: add it in Settings → Web/,
    );
    expect(() => searxng('')).toThrow(/No SearXNG instance/);
  });

  it('reads ClaimReview ratings from Fact Check Tools', async () => {
    const reviews = await searchClaimReviews('garlic', 'factcheck-test-key', {
      endpoint: fx.httpUrl('/v1alpha1/claims:search'),
      fetch,
      timeoutMs: 5000,
    });
    expect(reviews[0]).toMatchObject({
      publisher: 'Health Feedback',
      rating: 'Inaccurate',
      publisherSite: 'healthfeedback.org',
      claimant: 'Social media posts',
    });
    await expect(
      searchClaimReviews('garlic', 'bad', { endpoint: fx.httpUrl('/v1alpha1/claims:search'), fetch, timeoutMs: 5000 }),
    ).rejects.toThrow(/HTTP 403/);
  });
});

describe('reading trusted pages', () => {
  const opts = (): PageOptions => ({
    fetch,
    timeoutMs: 5000,
    maxBytes: 2_000_000,
    maxWords: 6000,
    minWords: 60,
    sources: DEFAULT_SOURCES,
    hostAccess: null,
    readPdf: readPdfText,
  });
  const read = (url: string, o: Partial<PageOptions> = {}) => {
    const [c] = selectCandidates([{ url, title: '', snippet: '' }], DEFAULT_SOURCES).candidates;
    return readPage(c!, { ...opts(), ...o });
  };

  it('keeps trusted results only, one per domain, and says why the others were dropped', () => {
    const { candidates, skipped } = selectCandidates(RESULTS, DEFAULT_SOURCES);
    expect(candidates.map((c) => c.domain)).toEqual([
      'who.int',
      'nejm.org',
      'bmj.com',
      'www.nhs.uk',
      'mayoclinic.org',
      'cochrane.org',
      'cdc.gov',
      'healthfeedback.org',
      'apnews.com',
      'reuters.com',
    ]);
    expect(skipped.map((s) => `${s.domain}:${s.reason}`)).toEqual([
      'garlic-cures.example:untrusted',
      'ads.example:untrusted',
      'who.int:same-domain',
      'naturalhealth-secrets.com:untrusted',
    ]);
  });

  it('extracts the article text of a trusted page', async () => {
    const out = await read(
      'https://www.who.int/emergencies/diseases/novel-coronavirus-2019/advice-for-public/myth-busters',
    );
    expect(out.ok && out.page.title).toBe('Myth busters: garlic and COVID-19');
    expect(out.ok && out.page.paragraphs.join(' ')).toContain(
      'there is no evidence from the current outbreak that eating garlic',
    );
    expect(out.ok && out.page.paragraphs.join(' ')).not.toMatch(/Cookie settings|About us/);
  });

  it('decodes a windows-1252 page declared in a meta tag', async () => {
    const out = await read('https://www.reuters.com/article/factcheck-garlic-covid');
    expect(out.ok && out.page.title).toBe('Fact Check – Garlic “cure” for COVID-19 is false, says Pasteur Institute');
    expect(out.ok && out.page.paragraphs.join(' ')).toContain('Café owners in Zürich');
    expect(decodeHtml(new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0xc3, 0xa9]), 'text/html; charset=iso-8859-1')).toBe(
      'hé',
    );
  });

  it('skips, with the reason: paywall, 20 MB (stopped at the cap), not HTML, redirect out of the list, no text, timeout', async () => {
    const cases: [string, string, RegExp, Partial<PageOptions>?][] = [
      ['https://www.nejm.org/doi/full/10.1056/garlic-allium', 'paywall', /paywall/],
      ['https://www.bmj.com/content/garlic-megapage', 'too-large', /over the 2 MB limit/],
      ['https://www.nhs.uk/medicines/garlic-leaflet.pdf', 'unreadable', /damaged or incomplete/],
      ['https://www.mayoclinic.org/garlic-and-covid', 'redirect-untrusted', /redirected to garlic-cures\.example/],
      ['https://www.cochrane.org/CD006206/garlic-common-cold', 'empty', /no readable article text/],
      [
        'https://www.cdc.gov/covid/prevention/index.html',
        'not-permitted',
        /may not read cdc\.gov yet/,
        { hostAccess: ['https://*.who.int/*'] },
      ],
    ];
    for (const [url, reason, detail, o] of cases) {
      const out = await read(url, o);
      expect(out.ok ? 'ok' : out.skipped.reason, url).toBe(reason);
      expect(out.ok ? '' : out.skipped.detail).toMatch(detail);
    }
    fx.setLatency((host) => (host === 'apnews.com' ? 1500 : 0));
    try {
      const out = await read('https://apnews.com/article/garlic-coronavirus-viral-posts', { timeoutMs: 300 });
      expect(out.ok ? '' : `${out.skipped.reason} ${out.skipped.detail}`).toBe('timeout no answer within 300 ms');
    } finally {
      fx.setLatency(null);
    }
  });

  it('matches granted host patterns like Chrome does', () => {
    expect(permits(['https://*.who.int/*'], 'https://www.who.int/x')).toBe(true);
    expect(permits(['https://*.who.int/*'], 'https://who.int/x')).toBe(true);
    expect(permits(['https://*.who.int/*'], 'http://www.who.int/x')).toBe(false);
    expect(permits(['https://*/*'], 'https://anything.example:8443/x')).toBe(true);
    expect(permits(['*://*.cdc.gov/*'], 'http://cdc.gov/')).toBe(true);
    expect(permits([], 'https://www.who.int/')).toBe(false);
  });
});

describe('the evidence bundle', () => {
  let bundle: WebEvidenceBundle;
  beforeAll(async () => {
    const s = settings();
    s.web.factCheck = true;
    bundle = await gatherEvidence(
      {
        claim: CLAIM,
        settings: s.web,
        secrets: { factCheckApiKey: 'factcheck-test-key' },
        sources: DEFAULT_SOURCES,
        hostAccess: ['https://*/*'],
      },
      { embedder: lexicalEmbedder(), fetch, readPdf: readPdfText },
    );
  });

  it('reads at most 5 pages from distinct trusted domains, replacing the ones it had to skip', () => {
    expect(bundle.pages.map((p) => p.domain)).toEqual([
      'who.int',
      'cdc.gov',
      'healthfeedback.org',
      'apnews.com',
      'reuters.com',
    ]);
    expect(bundle.skipped.map((s) => `${s.domain}:${s.reason}`).sort()).toEqual(
      [
        'garlic-cures.example:untrusted',
        'who.int:same-domain',
        'naturalhealth-secrets.com:untrusted',
        'nejm.org:paywall',
        'bmj.com:too-large',
        'www.nhs.uk:unreadable',
        'mayoclinic.org:redirect-untrusted',
        'cochrane.org:empty',
      ].sort(),
    );
    expect(bundle.search).toMatchObject({ provider: 'duckduckgo', results: 13, trusted: 11 });
  });

  it('ranks 100-word passages, keeps ≤ 6 with ≤ 2 per domain, each with score and URL', () => {
    expect(bundle.passages.length).toBe(6);
    const perDomain = new Map<string, number>();
    for (const p of bundle.passages) perDomain.set(p.domain, (perDomain.get(p.domain) ?? 0) + 1);
    expect(Math.max(...perDomain.values())).toBeLessThanOrEqual(2);
    const scores = bundle.passages.map((p) => p.score);
    expect([...scores].sort((a, b) => b - a)).toEqual(scores);
    for (const p of bundle.passages) {
      expect(p.text.split(' ').length).toBeLessThanOrEqual(100);
      expect(p.url).toMatch(/^https:\/\//);
      expect(p.fragmentUrl).toContain(`${p.url}#:~:text=`);
    }
    expect(bundle.passages[0]).toMatchObject({ domain: 'who.int', boosted: true });
    expect(bundle.sufficient).toBe(true);
    expect(bundle.bestSimilarity).toBeGreaterThanOrEqual(0.4);
  });

  it('flags the prompt-injection paragraph as instructions, keeping it as plain data', () => {
    const ap = bundle.passages.filter((p) => p.domain === 'apnews.com');
    expect(ap.length).toBeGreaterThan(0);
    expect(ap.find((p) => p.text.includes('ignore all previous instructions'))?.instructionLike).toBe(true);
  });

  it('adds trusted ClaimReview ratings with attribution and leaves out the others, saying so', () => {
    // Both trusted ratings the search returned are shown; neither reviewed this claim's words or meaning, so neither is a passage.
    expect(bundle.claimReviews.map((r) => `${r.publisher}: ${r.rating}`).sort()).toEqual([
      'Health Feedback: Inaccurate',
      'Reuters Fact Check: False',
    ]);
    expect(bundle.claimReviews.every((r) => r.match === undefined)).toBe(true);
    expect(bundle.passages.some((p) => p.claimReview)).toBe(false);
    expect(bundle.notes).toContain('1 fact-check rating(s) from publishers not on your trusted list were left out.');
  });
});

describe('the web stage', () => {
  function ctx(config: Partial<EngineConfig>, models: ModelServices, stages: StageName[] = []): StageContext {
    const full: EngineConfig = {
      settings: settings(),
      secrets: {},
      sources: [...DEFAULT_SOURCES],
      hostAccess: null,
      ...config,
    };
    const signal = new AbortController().signal;
    return {
      db: getDb(),
      models,
      config: full,
      llm: new LlmSession(
        createLlmServices(() => new LocalLlm()),
        full,
      ),
      // The reader allows going online (tests of asking are in tribunal-stage.test.ts).
      consent: createConsentGate({
        broker: new ConsentBroker(getDb()),
        checkId: 'check:web-stage',
        privacy: { askBeforeSending: false, allowedRecipients: [] },
        signal,
        onStage: (s) => stages.push(s),
      }),
      signal,
      onStage: (s) => stages.push(s),
    };
  }
  const withEmbedder: ModelServices = { embedder: async () => lexicalEmbedder(), nli: async () => null };

  it('goes nowhere while online checking is off, or without an embedding model, and says so', async () => {
    const off = settings();
    off.web.enabled = false;
    const before = fx.requests.length;
    expect(await webStage(CLAIM, ctx({ settings: off }, withEmbedder), { fetch })).toEqual({
      outcome: null,
      reason: expect.stringMatching(/Online checking is off: turn it on in Settings → Web/),
    });
    expect(await webStage(CLAIM, ctx({}, { embedder: async () => null, nli: async () => null }), { fetch })).toEqual({
      outcome: null,
      reason:
        'Web evidence needs an embedding model to rank passages: open Settings → Models to install one. Nothing was sent online.',
    });
    expect(await webStage(CLAIM, ctx({ sources: [] }, withEmbedder), { fetch })).toEqual({
      outcome: null,
      reason: expect.stringMatching(/list is empty/),
    });
    expect(fx.requests.length).toBe(before);
  });

  it('ends with the bundle as evidence and an Unverified verdict that asks for an LLM', async () => {
    const stages: StageName[] = [];
    const { outcome } = await webStage(CLAIM, ctx({}, withEmbedder, stages), { fetch });
    expect(stages).toEqual(['web']);
    expect(outcome).toMatchObject({
      verdict: 'Unverified',
      path: 'web',
      confidence: null,
      reason: expect.stringMatching(/weighing them needs an LLM: set one up in Settings → LLM/),
    });
    expect((outcome!.traces.web as WebEvidenceBundle).passages).toHaveLength(6);
    expect(outcome!.evidence[0]).toMatchObject({
      kind: 'web',
      domain: 'who.int',
      url: expect.stringContaining('#:~:text='),
    });
  });

  it('returns Unverified without a tribunal when the best passage is below 0.40', async () => {
    const config = { settings: settings() };
    config.settings.web.minBestScore = 0.9;
    const { outcome } = await webStage(CLAIM, ctx(config, withEmbedder), { fetch });
    expect(outcome?.reason).toMatch(/do not address this claim closely enough \(best passage 0\.\d\d, below 0\.90\)/);
    expect((outcome!.traces.web as WebEvidenceBundle).sufficient).toBe(false);
  });

  it('says why no trusted page was read, in a sentence of its own', async () => {
    const { outcome } = await webStage(
      CLAIM,
      ctx({ sources: [{ ...DEFAULT_SOURCES[0]!, domain: 'nowhere.example' }] }, withEmbedder),
      { fetch },
    );
    expect(outcome?.reason).toMatch(
      /^No usable evidence on your trusted sources\. None of the \d+ results is on your trusted list\.$/,
    );
  });

  it('reports a search failure as the reason, naming the fix', async () => {
    const config = { settings: settings() };
    config.settings.web.provider = 'brave';
    const { outcome, reason } = await webStage(CLAIM, ctx(config, withEmbedder), { fetch });
    expect(outcome).toBeNull();
    expect(reason).toMatch(/Brave Search needs an API key/);
  });
});
