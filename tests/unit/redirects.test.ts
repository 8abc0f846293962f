import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createOpenAiClient } from '../../lib/llm/openai';
import { isLoopbackUrl, isPrivateUrl } from '../../lib/net/address';
import { redirectStep } from '../../lib/net/redirect';
import type { TrustedSource } from '../../lib/sources/types';
import { readPage } from '../../lib/web/pages';
import { brave } from '../../lib/web/providers/brave';
import { duckDuckGo } from '../../lib/web/providers/duckduckgo';
import { searchClaimReviews } from '../../lib/web/providers/factcheck';
import { searxng } from '../../lib/web/providers/searxng';
import { useOnlineBoundaries } from '../support/online-node';
import { OK_COMPLETION, type RecordingServer, redirectTo, startRecordingServer } from '../support/recording-server';

/**
 * Issue "Verdict integrity", item 8: no request forwards a body or a key across origins on a
 * redirect. Node's fetch (undici) follows redirects as browsers do — a 307 re-sends the POST body,
 * and only Authorization is dropped across origins, so Brave's X-Subscription-Token would travel.
 * The endpoint (origin A) redirects to the attacker (origin B: another port); B must get nothing.
 */

describe('redirect decisions', () => {
  const h = (location?: string) => new Headers(location ? { location } : {});
  const from = 'https://api.example.org/v1/chat/completions';
  it.each([
    ['a plain answer', { type: 'basic', status: 200, headers: h() }, 'POST', 0, { kind: 'none' }],
    [
      'a browser’s opaque redirect (no Location to judge)',
      { type: 'opaqueredirect', status: 0, headers: h() },
      'POST',
      0,
      { kind: 'refuse', reason: 'opaque' },
    ],
    [
      '307 to another origin',
      { type: 'basic', status: 307, headers: h('https://evil.example/steal') },
      'POST',
      0,
      { kind: 'refuse', reason: 'cross-origin', target: 'https://evil.example/steal' },
    ],
    [
      '307 to another port of the same host',
      { type: 'basic', status: 307, headers: h('https://api.example.org:8443/v1') },
      'POST',
      0,
      { kind: 'refuse', reason: 'cross-origin' },
    ],
    [
      '307 from https down to http on the same host',
      { type: 'basic', status: 307, headers: h('http://api.example.org/v1') },
      'POST',
      0,
      { kind: 'refuse', reason: 'cross-origin' },
    ],
    [
      '302 of a POST within the origin (would drop the body)',
      { type: 'basic', status: 302, headers: h('/v2/chat/completions') },
      'POST',
      0,
      { kind: 'refuse', reason: 'method-change' },
    ],
    [
      '302 of a GET within the origin',
      { type: 'basic', status: 302, headers: h('/v2/search') },
      'GET',
      0,
      { kind: 'follow', url: 'https://api.example.org/v2/search' },
    ],
    [
      '308 of a POST within the origin',
      { type: 'basic', status: 308, headers: h('/v2/chat/completions') },
      'POST',
      0,
      { kind: 'follow', url: 'https://api.example.org/v2/chat/completions' },
    ],
    [
      'a fourth redirect within the origin',
      { type: 'basic', status: 308, headers: h('/v2') },
      'POST',
      3,
      { kind: 'refuse', reason: 'too-many' },
    ],
    [
      'a redirect with no Location',
      { type: 'basic', status: 301, headers: h() },
      'GET',
      0,
      { kind: 'refuse', reason: 'no-location' },
    ],
    [
      'a redirect to javascript:',
      { type: 'basic', status: 301, headers: h('javascript:alert(1)') },
      'GET',
      0,
      { kind: 'refuse', reason: 'cross-origin' },
    ],
  ] as const)('%s', (_name, response, method, hops, expected) => {
    expect(redirectStep(response, from, method, hops)).toMatchObject(expected);
  });
});

describe('addresses', () => {
  it.each([
    ['http://127.0.0.1:11434/v1', true, true],
    ['http://127.9.8.7/', true, true],
    ['http://localhost:8080/', true, true],
    ['http://api.localhost/', true, true],
    ['http://[::1]:1234/', true, true],
    ['http://[::ffff:127.0.0.1]/', true, true],
    ['http://0x7f.1/', true, true],
    ['http://2130706433/', true, true],
    ['http://10.0.0.5/', false, true],
    ['http://172.16.0.1/', false, true],
    ['http://172.32.0.1/', false, false],
    ['http://192.168.1.1/', false, true],
    ['http://169.254.169.254/latest/meta-data', false, true],
    ['http://100.64.0.1/', false, true],
    ['http://0.0.0.0/', false, true],
    ['http://[fd00::1]/', false, true],
    ['http://[fe80::1]/', false, true],
    ['http://[::ffff:c0a8:101]/', false, true],
    ['http://printer.local/', false, true],
    ['https://www.who.int/', false, false],
    ['https://127.example.org/', false, false],
    ['not a url', false, false],
  ])('%s: loopback %s, private %s', (url, loopback, priv) => {
    expect(isLoopbackUrl(url)).toBe(loopback);
    expect(isPrivateUrl(url)).toBe(priv);
  });
});

describe('keyed and body-carrying requests stay within their origin (real servers on 127.0.0.1)', () => {
  let endpoint: RecordingServer;
  let attacker: RecordingServer;
  beforeAll(async () => {
    endpoint = await startRecordingServer();
    attacker = await startRecordingServer(() => OK_COMPLETION);
  });
  afterAll(async () => {
    await endpoint.close();
    await attacker.close();
  });
  beforeEach(() => {
    endpoint.requests.length = 0;
    attacker.requests.length = 0;
    endpoint.answer(redirectTo(`${attacker.origin}/`));
  });
  const search = { timeoutMs: 5000, maxResults: 10 };
  const attackerGotNothing = () => expect(attacker.requests).toEqual([]);

  it('the LLM POST (claim, evidence, bearer key) is refused, naming the origin and the fix; nothing reaches the other origin', async () => {
    const client = createOpenAiClient({
      baseUrl: `${endpoint.origin}/v1`,
      model: 'm',
      apiKey: 'sk-bound',
      maxRetries: 2,
    });
    const chat = client.chat({ messages: [{ role: 'user', content: 'Claim: garlic cures COVID-19. Evidence: …' }] });
    await expect(chat).rejects.toThrow(
      `The LLM endpoint redirected to another origin (${attacker.origin}); nothing was sent there. If that is right, set its final URL in Settings → LLM.`,
    );
    expect(endpoint.requests).toHaveLength(1);
    attackerGotNothing();
  });

  it('an LLM redirect within the origin (308) is followed with the same body and key', async () => {
    endpoint.answer((req) =>
      req.path === '/v1/chat/completions'
        ? { status: 308, headers: { location: '/v2/chat/completions' } }
        : OK_COMPLETION,
    );
    const client = createOpenAiClient({ baseUrl: `${endpoint.origin}/v1`, model: 'm', apiKey: 'sk-bound' });
    await expect(client.chat({ messages: [{ role: 'user', content: 'hello' }] })).resolves.toMatchObject({
      content: '{"ok":true}',
    });
    expect(
      endpoint.requests.map((r) => [r.path, r.headers.authorization, JSON.parse(r.body).messages[0].content]),
    ).toEqual([
      ['/v1/chat/completions', 'Bearer sk-bound', 'hello'],
      ['/v2/chat/completions', 'Bearer sk-bound', 'hello'],
    ]);
  });

  it.each([
    [
      'Brave Search (X-Subscription-Token)',
      () => brave('brave-secret', `${endpoint.origin}/res/v1/web/search`).search('garlic cures covid', search),
      /^Brave Search redirected to another origin \(http:\/\/127\.0\.0\.1:\d+\); nothing was sent there\. If that is right, set its final URL in Settings → Web\.$/,
    ],
    [
      'Google Fact Check Tools (key in the URL)',
      () =>
        searchClaimReviews('garlic cures covid', 'factcheck-secret', {
          endpoint: `${endpoint.origin}/v1alpha1/claims:search`,
          timeoutMs: 5000,
        }),
      /^Google Fact Check Tools redirected to another origin/,
    ],
    [
      'SearXNG (the claim in the URL)',
      () => searxng(endpoint.origin).search('garlic cures covid', search),
      /^SearXNG redirected to another origin/,
    ],
    [
      'DuckDuckGo (the claim in the URL)',
      () => duckDuckGo(`${endpoint.origin}/html/`).search('garlic cures covid', search),
      /^DuckDuckGo redirected to another origin/,
    ],
  ])('%s is refused and the other origin gets nothing', async (_name, run, message) => {
    await expect(run()).rejects.toThrow(message);
    expect(endpoint.requests).toHaveLength(1);
    attackerGotNothing();
  });
});

describe('a trusted page that redirects into this computer or the local network', () => {
  const on = useOnlineBoundaries();
  // A hostile shared list adds loopback and router hosts to the trusted set.
  const source = (domain: string): TrustedSource => ({
    domain,
    name: domain,
    category: 'health',
    enabled: true,
    origin: 'list:https://lists.example.org/hostile.json',
  });
  const sources = ['who.int', 'localhost', '192.168.1.1', '127.0.0.1'].map(source);
  const read = (url: string) =>
    readPage(
      { url, domain: new URL(url).hostname, source: sources[0]! },
      {
        fetch: on.fetch,
        timeoutMs: 5000,
        maxBytes: 2_000_000,
        maxWords: 6000,
        minWords: 10,
        sources,
        hostAccess: null,
      },
    );

  it.each([
    [
      'https://www.who.int/redirect-to-loopback',
      /^redirected to localhost, a private or loopback address, which is never read$/,
    ],
    [
      'https://www.who.int/redirect-to-router',
      /^redirected to 192\.168\.1\.1, a private or loopback address, which is never read$/,
    ],
  ])('%s is refused before its body is read', async (url, detail) => {
    const out = await read(url);
    expect(out.ok ? 'read' : out.skipped.reason).toBe('redirect-untrusted');
    expect(out.ok ? '' : out.skipped.detail).toMatch(detail);
  });

  it('a private address is never requested, even when a list trusts it', async () => {
    const before = on.fx.requests.length;
    const out = await read(`https://127.0.0.1:${on.fx.httpsPort}/admin`);
    expect(out.ok ? 'read' : `${out.skipped.reason}: ${out.skipped.detail}`).toBe(
      'untrusted: 127.0.0.1 is a private or loopback address, which is never read as evidence',
    );
    expect(on.fx.requests.length).toBe(before);
  });
});
