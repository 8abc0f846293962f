import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';

import { selfSignedCert } from './cert';
import * as S from './sites';

/**
 * The fixture web on 127.0.0.1 (real HTTP and HTTPS): search endpoints shaped like DuckDuckGo's
 * HTML page, SearXNG's JSON, Brave's API and Google Fact Check Tools; trusted and untrusted
 * article pages under their real hostnames (virtual hosts, chosen by the Host header: tests
 * resolve every name to this server); and shared-list endpoints whose content tests set.
 * Latencies can be fixed per request for benchmarks.
 */

export interface ListEndpoint {
  body: string;
  etag?: string;
  lastModified?: string;
  contentType?: string;
  /** Answer 302 to this address instead of the body (a moved or hijacked file). */
  redirect?: string;
}

export interface LoggedRequest {
  host: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  secure: boolean;
}

export interface WebFixtures {
  httpPort: number;
  httpsPort: number;
  /** http://127.0.0.1:<port><path>: the search endpoints, for settings. */
  httpUrl(path: string): string;
  requests: LoggedRequest[];
  setList(path: string, list: ListEndpoint | null): void;
  setLatency(fn: ((host: string, path: string) => number) | null): void;
  /** Replaces the search results every search endpoint returns (null: the default set). */
  setResults(results: typeof S.RESULTS | null): void;
  /** What Europe PMC's search answers: its `resultList.result` records (none by default), or an HTTP status. */
  setPapers(papers: readonly object[] | number | null): void;
  /** Chromium flags that resolve every hostname to the HTTPS server and accept its certificate. */
  chromiumArgs(): string[];
  close(): Promise<void>;
}

type Page = {
  status?: number;
  type?: string;
  body?: string | Buffer;
  headers?: Record<string, string>;
  stream?: 'huge';
};

const SITE_PAGES: Record<string, Page> = {
  'www.who.int/emergencies/diseases/novel-coronavirus-2019/advice-for-public/myth-busters': { body: S.WHO_GARLIC },
  'www.who.int/news-room/nutrition-advice': { body: S.WHO_SECOND },
  'www.cdc.gov/covid/prevention/index.html': { body: S.CDC_PREVENTION },
  'healthfeedback.org/claimreview/garlic-does-not-prevent-covid-19/': { body: S.HEALTHFEEDBACK_CHECK },
  'apnews.com/article/garlic-coronavirus-viral-posts': { body: S.APNEWS_INJECTION },
  'www.reuters.com/article/factcheck-garlic-covid': { body: S.windows1252(S.REUTERS_LATIN1_TEXT), type: 'text/html' },
  'www.nejm.org/doi/full/10.1056/garlic-allium': { body: S.NEJM_PAYWALL },
  'www.bmj.com/content/garlic-megapage': { stream: 'huge' },
  'www.nhs.uk/medicines/garlic-leaflet.pdf': {
    type: 'application/pdf',
    body: Buffer.from('%PDF-1.4\n% fixture leaflet about garlic\n'),
  },
  'www.mayoclinic.org/garlic-and-covid': { status: 302, headers: { location: 'https://garlic-cures.example/miracle' } },
  'www.cochrane.org/CD006206/garlic-common-cold': { body: S.COCHRANE_EMPTY },
  'garlic-cures.example/miracle': { body: S.UNTRUSTED_MIRACLE },
  'naturalhealth-secrets.com/garlic': { body: S.UNTRUSTED_MIRACLE },
  // A trusted page that redirects into this computer or the local network (a hostile shared list trusts those hosts too).
  'www.who.int/redirect-to-loopback': { status: 302, headers: { location: 'https://localhost/admin' } },
  'www.who.int/redirect-to-router': { status: 302, headers: { location: 'https://192.168.1.1/admin' } },
  'localhost/admin': { body: S.WHO_SECOND },
  '192.168.1.1/admin': { body: S.WHO_SECOND },
};

const HUGE_BYTES = 20 * 1024 * 1024;

export async function startWebFixtures(): Promise<WebFixtures> {
  const requests: LoggedRequest[] = [];
  const lists = new Map<string, ListEndpoint>();
  let latency: ((host: string, path: string) => number) | null = null;
  let results = S.RESULTS;
  let papers: readonly object[] | number = [];

  const handler = (secure: boolean) => async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push({ host, path: url.pathname + url.search, headers: req.headers, secure });
    const delay = latency?.(host, url.pathname) ?? 0;
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    if (res.destroyed) return;

    const list = lists.get(url.pathname);
    if (list) {
      if (list.redirect) return void res.writeHead(302, { location: list.redirect }).end();
      if (list.etag && req.headers['if-none-match'] === list.etag)
        return void res.writeHead(304, { etag: list.etag }).end();
      if (!list.etag && list.lastModified && req.headers['if-modified-since'] === list.lastModified)
        return void res.writeHead(304).end();
      const headers: Record<string, string> = { 'content-type': list.contentType ?? 'application/json' };
      if (list.etag) headers.etag = list.etag;
      if (list.lastModified) headers['last-modified'] = list.lastModified;
      return void res.writeHead(200, headers).end(list.body);
    }
    if (url.pathname === '/html/')
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(S.duckDuckGoHtml(results));
    if (url.pathname === '/search' && url.searchParams.get('format') === 'json') {
      return void json(res, {
        query: url.searchParams.get('q'),
        results: results
          .filter((r) => !r.ad)
          .map((r) => ({ url: r.url, title: r.title, content: r.snippet, engine: 'fixture' })),
      });
    }
    if (url.pathname === '/res/v1/web/search') {
      if (req.headers['x-subscription-token'] !== 'brave-test-key')
        return void res.writeHead(401).end('{"error":"invalid token"}');
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const page = results.filter((r) => !r.ad).slice(offset * 20, offset * 20 + 20);
      return void json(res, {
        web: {
          results: page.map((r) => ({ url: r.url, title: `<strong>${r.title}</strong>`, description: r.snippet })),
        },
      });
    }
    if (host === 'www.ebi.ac.uk' && url.pathname === '/europepmc/webservices/rest/search') {
      if (typeof papers === 'number')
        return void res.writeHead(papers, { 'content-type': 'text/html' }).end('<p>Error</p>');
      return void json(res, S.europePmcAnswer(url.searchParams, papers));
    }
    if (url.pathname === '/v1alpha1/claims:search') {
      if (url.searchParams.get('key') !== 'factcheck-test-key')
        return void res.writeHead(403).end('{"error":{"status":"PERMISSION_DENIED"}}');
      return void json(res, S.claimReviewsFor(url.searchParams.get('query') ?? ''));
    }
    const page = SITE_PAGES[`${host}${url.pathname}`];
    if (!page) return void res.writeHead(404, { 'content-type': 'text/html' }).end('<p>Not found</p>');
    if (page.stream === 'huge') return streamHuge(res);
    res
      .writeHead(page.status ?? 200, { 'content-type': page.type ?? 'text/html; charset=utf-8', ...page.headers })
      .end(page.body ?? '');
  };

  const tls = selfSignedCert();
  // A handler that throws surfaces as an unhandled rejection, which fails the run that started this server.
  const httpServer = http.createServer((req, res) => void handler(false)(req, res));
  const httpsServer = https.createServer({ key: tls.key, cert: tls.cert }, (req, res) => void handler(true)(req, res));
  await Promise.all([listen(httpServer), listen(httpsServer)]);
  const httpPort = (httpServer.address() as AddressInfo).port;
  const httpsPort = (httpsServer.address() as AddressInfo).port;

  return {
    httpPort,
    httpsPort,
    httpUrl: (path) => `http://127.0.0.1:${httpPort}${path}`,
    requests,
    setList: (path, list) => (list ? lists.set(path, list) : lists.delete(path)),
    setLatency: (fn) => {
      latency = fn;
    },
    setResults: (r) => {
      results = r ?? S.RESULTS;
    },
    setPapers: (p) => {
      papers = p ?? [];
    },
    chromiumArgs: () => [
      // Chromium's own services (account checks, updates) stay off the fixture web.
      `--host-resolver-rules=MAP * 127.0.0.1:${httpsPort}, EXCLUDE 127.0.0.1, EXCLUDE localhost, EXCLUDE *.google.com, EXCLUDE *.googleapis.com, EXCLUDE *.gstatic.com`,
      '--ignore-certificate-errors',
    ],
    close: async () => {
      httpServer.closeAllConnections();
      httpsServer.closeAllConnections();
      await Promise.all([new Promise((r) => httpServer.close(r)), new Promise((r) => httpsServer.close(r))]);
    },
  };
}

function listen(server: http.Server | https.Server): Promise<void> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
}

function json(res: http.ServerResponse, body: unknown): void {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
}

/** 20 MB of HTML, chunked with no Content-Length, so only a streaming cap can stop it. */
function streamHuge(res: http.ServerResponse): void {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  const chunk = Buffer.from(`<p>${'garlic data row '.repeat(4096)}</p>\n`);
  let sent = 0;
  const pump = () => {
    while (sent < HUGE_BYTES && !res.destroyed) {
      sent += chunk.length;
      if (!res.write(chunk)) return void res.once('drain', pump);
    }
    if (!res.destroyed) res.end();
  };
  res.on('close', () => (sent = HUGE_BYTES));
  pump();
}

/** The fixture web as a Playwright worker fixture, shared by the Chromium and Firefox specs. */
export const webFixture: [
  (args: object, use: (value: WebFixtures) => Promise<void>) => Promise<void>,
  { scope: 'worker' },
] = [
  async ({}, use) => {
    const web = await startWebFixtures();
    await use(web);
    await web.close();
  },
  { scope: 'worker' },
];
